import { expect, it } from "vitest";
import { runsOnGlibc } from "../../../scripts/allocator.ts";
import { trimCAllocator } from "./c-allocator-trim.ts";

const onGlibc = process.platform === "linux" && runsOnGlibc();

it(`gives the C allocator's free memory back ${onGlibc ? "with glibc's malloc_trim (this is glibc)" : "nowhere (this is not glibc)"}`, () => {
  // Freed blocks between live ones: what a load leaves in the heap.
  const kept: Buffer[] = [];
  for (let i = 0; i < 20_000; i++) {
    const buffer = Buffer.allocUnsafeSlow(4096 + (i % 7) * 512);
    if (i % 10 === 0) kept.push(buffer);
  }
  expect(kept).toHaveLength(2_000);
  expect(trimCAllocator()).toBe(onGlibc);
  // Called again, it answers the same (the binding is looked up once).
  expect(trimCAllocator()).toBe(onGlibc);
});
