/**
 * Watches for a newer deployed build: asks for the latest version 1 s after start, then every
 * 5 minutes, and reports each distinct new version once. Failed checks are ignored until the next one.
 * Timers and the version fetch are injected.
 */
export const BUILD_CHECK_INITIAL_DELAY_MS = 1_000;
export const BUILD_CHECK_INTERVAL_MS = 300_000;

export interface WatchBuildVersionOptions {
  currentVersion: string;
  /** Latest deployed version, or null when unknown. May reject; the next check tries again. */
  fetchLatestVersion: () => Promise<string | null>;
  onNewVersion: (version: string) => void;
  initialDelayMs?: number;
  /** Pause between the end of one check and the start of the next. */
  intervalMs?: number;
  setTimeout?: typeof setTimeout;
  clearTimeout?: typeof clearTimeout;
}

/** Starts watching; returns a function that stops it (a check in flight is then ignored). */
export function watchBuildVersion(opts: WatchBuildVersionOptions): () => void {
  const setTimer = opts.setTimeout ?? setTimeout;
  const clearTimer = opts.clearTimeout ?? clearTimeout;
  const intervalMs = opts.intervalMs ?? BUILD_CHECK_INTERVAL_MS;
  const reported = new Set<string>();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(ms: number): void {
    timer = setTimer(() => void check(), ms);
  }

  async function check(): Promise<void> {
    timer = undefined;
    let latest: string | null = null;
    try {
      latest = await opts.fetchLatestVersion();
    } catch {
      // Offline or the manifest is being replaced: try again at the next check.
    }
    if (stopped) return;
    schedule(intervalMs);
    if (latest && latest !== opts.currentVersion && !reported.has(latest)) {
      reported.add(latest);
      opts.onNewVersion(latest);
    }
  }

  schedule(opts.initialDelayMs ?? BUILD_CHECK_INITIAL_DELAY_MS);
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  };
}
