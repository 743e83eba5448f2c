/**
 * Gives the C allocator's free memory back to the system (docs/operations.md, Memory). glibc's
 * malloc returns a heap's free memory only from its top: after a load, the free blocks between the
 * blocks still in use stay resident (the main heap went from 18 to 65 MB after the benchmark's
 * loads, RSS 1.57–1.66 × idle after V8's own release). `malloc_trim(0)` hands back every free page
 * of every arena (44 MB there, in about 7 ms). Node has no binding for it, so it is called through
 * koffi (a C foreign-function interface whose package carries prebuilt binaries). Elsewhere than
 * glibc (musl, macOS, Windows) there is no such function and nothing is done.
 */
import { createRequire } from "node:module";
import type * as Koffi from "koffi";

type Trim = (pad: number) => number;

let trim: Trim | null | undefined;

function mallocTrim(): Trim | null {
  if (trim !== undefined) return trim;
  trim = null;
  if (process.platform !== "linux") return trim;
  try {
    const koffi = createRequire(import.meta.url)("koffi") as typeof Koffi;
    trim = koffi.load("libc.so.6").func("int malloc_trim(size_t pad)") as Trim;
  } catch {
    // Not glibc (Alpine's musl has no libc.so.6), or no koffi binary for this platform.
  }
  return trim;
}

/** Returns the allocator's free pages to the system; answers whether that could be done here. */
export function trimCAllocator(): boolean {
  const call = mallocTrim();
  if (!call) return false;
  call(0);
  return true;
}
