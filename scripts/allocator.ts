/**
 * The C allocator's settings for the server process. Under load glibc's malloc keeps what Node's
 * threads freed (one arena per thread that ever allocated, up to 8 per core, and a main heap that
 * only shrinks from its top), so RSS grew to several times the live memory and stayed there
 * (docs/operations.md, Memory). These settings bound that; glibc reads them from the environment
 * when a process starts, so `npm start` re-executes Node with them (same process id) unless the
 * operator set them. Other C libraries (musl, macOS) do not read them: nothing is done there.
 */

/** What `npm start` sets, unless the environment sets it already (the operator's value wins). */
export const GLIBC_MALLOC_SETTINGS = {
  /** Two arenas instead of up to 16 on 2 cores: each keeps its own free memory. */
  MALLOC_ARENA_MAX: "2",
  /** Blocks of 128 KiB and more are mapped and unmapped on their own, so freeing them returns them. */
  MALLOC_MMAP_THRESHOLD_: "131072",
  /** A heap's free top above 128 KiB goes back to the system. */
  MALLOC_TRIM_THRESHOLD_: "131072",
} as const;

/** The settings to add to `env` (those it lacks); empty when nothing is to be done. */
export function missingAllocatorSettings(env: Readonly<Record<string, string | undefined>>, usesGlibc: boolean): Record<string, string> {
  if (!usesGlibc) return {};
  return Object.fromEntries(Object.entries(GLIBC_MALLOC_SETTINGS).filter(([name]) => env[name] === undefined));
}

/** Whether this Node runs on glibc (Linux distributions but Alpine's). */
export function runsOnGlibc(): boolean {
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header;
  return typeof header?.glibcVersionRuntime === "string";
}

/**
 * Replaces this process by the same Node command with the allocator settings in its environment,
 * when some are missing; returns (doing nothing) when they are all set or do not apply.
 */
export function reexecWithAllocatorSettings(): void {
  const missing = missingAllocatorSettings(process.env, process.platform === "linux" && runsOnGlibc());
  if (Object.keys(missing).length === 0 || typeof process.execve !== "function") return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, ...missing });
}
