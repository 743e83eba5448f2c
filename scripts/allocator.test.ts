import { describe, expect, it } from "vitest";
import { GLIBC_MALLOC_SETTINGS, missingAllocatorSettings, runsOnGlibc } from "./allocator.ts";

describe("missingAllocatorSettings", () => {
  it("adds every setting to an environment without them, on glibc", () => {
    expect(missingAllocatorSettings({ PATH: "/usr/bin" }, true)).toEqual({
      MALLOC_ARENA_MAX: "2",
      MALLOC_MMAP_THRESHOLD_: "131072",
      MALLOC_TRIM_THRESHOLD_: "131072",
    });
  });

  it("keeps what the operator set, even an empty value", () => {
    expect(missingAllocatorSettings({ MALLOC_ARENA_MAX: "4", MALLOC_TRIM_THRESHOLD_: "" }, true)).toEqual({ MALLOC_MMAP_THRESHOLD_: "131072" });
  });

  it("asks for nothing once they are all set, so that the re-executed process does not re-execute again", () => {
    expect(missingAllocatorSettings({ ...GLIBC_MALLOC_SETTINGS }, true)).toEqual({});
  });

  it("asks for nothing where the C library is not glibc (musl, macOS)", () => {
    expect(missingAllocatorSettings({}, false)).toEqual({});
  });
});

describe("runsOnGlibc", () => {
  it("answers a boolean, true on a glibc Linux", () => {
    const glibc = (process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header.glibcVersionRuntime;
    expect(runsOnGlibc()).toBe(process.platform === "linux" && typeof glibc === "string");
  });
});
