/**
 * Recovery from a failed code-chunk load after a new build was deployed (the old hashed files are
 * gone): reload the page, at most once per 10 s per path so a truly broken chunk cannot loop.
 * Reload times live in (session) storage under one key as JSON `{ [path]: epochMs }`.
 */
export const RELOAD_GUARD_MS = 10_000;
export const CHUNK_RELOAD_STORAGE_KEY = "chunkReloadTimes";

/** Messages (lower case) browsers, Vite and webpack give when a chunk cannot be loaded. */
const CHUNK_ERROR_MARKERS = [
  "failed to fetch dynamically imported module", // Chrome
  "importing a module script failed", // Safari
  "error loading dynamically imported module", // Firefox
  "chunkloaderror", // webpack error name
  "unable to preload css", // Vite CSS preload
];

/** True for a chunk-load error, also when wrapped as the `cause` of another error. */
export function isChunkLoadError(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && current !== undefined; depth++) {
    const text = errorText(current);
    if (CHUNK_ERROR_MARKERS.some((marker) => text.includes(marker))) return true;
    current = typeof current === "object" ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}

export interface ReloadForChunkErrorOptions {
  error: unknown;
  /** Usually `location.pathname`. */
  path: string;
  /** Epoch milliseconds. */
  now: number;
  storage: Pick<Storage, "getItem" | "setItem">;
  /** Usually `() => location.reload()`, which keeps the URL and history state. */
  reload: () => void;
}

/** Reloads for a chunk error unless this path was reloaded in the last 10 s; returns whether it did. */
export function reloadOnceForChunkError(opts: ReloadForChunkErrorOptions): boolean {
  if (!isChunkLoadError(opts.error)) return false;
  const times = recentReloads(opts.storage, opts.now);
  if (times[opts.path] !== undefined) return false;
  times[opts.path] = opts.now;
  try {
    opts.storage.setItem(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify(times));
  } catch {
    return false; // Without a record the guard cannot work, and a reload loop is worse than an error page.
  }
  opts.reload();
  return true;
}

function errorText(value: unknown): string {
  if (typeof value === "string") return value.toLowerCase();
  if (typeof value !== "object" || value === null) return "";
  const { name, message } = value as { name?: unknown; message?: unknown };
  return `${typeof name === "string" ? name : ""} ${typeof message === "string" ? message : ""}`.toLowerCase();
}

/** Stored reloads within the guard window; unreadable storage, bad JSON or bad entries count as none. */
function recentReloads(storage: Pick<Storage, "getItem">, now: number): Record<string, number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? "{}");
  } catch {
    return {};
  }
  const recent: Record<string, number> = {};
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return recent;
  for (const [path, time] of Object.entries(parsed)) {
    // A time in the future (clock moved back) is ignored rather than blocking reloads.
    if (typeof time === "number" && now - time >= 0 && now - time < RELOAD_GUARD_MS) recent[path] = time;
  }
  return recent;
}
