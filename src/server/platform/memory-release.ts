/**
 * Gives the JavaScript engine's spare memory back to the system once a spell of load is over
 * (docs/operations.md, Memory). Under load V8 grows its young generation (up to 128 MB) and its old
 * one, and keeps every page a collection frees in a pool of its own for reuse, still resident; it
 * empties that pool only on a collection that is asked to reduce memory, which an idle server never
 * gets. So RSS stayed at the load's peak (about 800 MB for 400 MB idle) while the live heap went back
 * to 55 MB. Here, every two seconds, the share of time the event loop was busy decides: after an
 * interval of load, the first quiet one runs a full collection that reduces memory (V8's
 * "last-resort" collection: the pool emptied, the young generation shrunk), once, costing a pause of
 * some tens of milliseconds while nothing much is being served.
 *
 * The collection function is taken from a fresh V8 context (`--expose-gc` set for that moment only),
 * so that no code of the portal or its libraries sees a global `gc`.
 */
import type { Logger } from "pino";
import { performance, type EventLoopUtilization } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { trimCAllocator } from "./c-allocator-trim.ts";

/**
 * How often the event loop's utilization is read. Short, so that the release comes a few seconds
 * after a load ends: with 5 s, a load's tail (the last notices delivered, pollers slowing down)
 * took two or three intervals, and RSS was still at the load's peak 15 s after it.
 */
export const MEMORY_RELEASE_INTERVAL_MS = 2_000;
/** An interval whose event loop was busy at least this share of the time was under load. */
export const LOADED_UTILIZATION = 0.25;
/**
 * An interval busy less than this share of the time was quiet. After the benchmark's loads the
 * server stayed 4–7 % busy for several seconds (deliveries, clock passes, the last pollers); with
 * 5 % the release waited for them.
 */
export const QUIET_UTILIZATION = 0.1;

export interface MemoryReleaseStep {
  /** Whether an interval under load came since the last release. */
  loadedSinceRelease: boolean;
  /** Whether to release the spare memory now. */
  release: boolean;
}

/**
 * After an interval whose event loop was busy `utilization` (0–1) of the time: release when it was
 * quiet and some load came since the last release (or since the start).
 */
export function nextMemoryRelease(loadedSinceRelease: boolean, utilization: number): MemoryReleaseStep {
  if (utilization >= LOADED_UTILIZATION) return { loadedSinceRelease: true, release: false };
  if (utilization < QUIET_UTILIZATION && loadedSinceRelease) return { loadedSinceRelease: false, release: true };
  return { loadedSinceRelease, release: false };
}

type CollectGarbage = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

let collectGarbage: CollectGarbage | undefined;

function garbageCollector(): CollectGarbage {
  if (!collectGarbage) {
    setFlagsFromString("--expose-gc");
    try {
      collectGarbage = runInNewContext("gc") as CollectGarbage;
    } finally {
      setFlagsFromString("--no-expose-gc");
    }
  }
  return collectGarbage;
}

/**
 * Runs a memory-reducing full collection now, then gives the C allocator's free pages back (what the
 * collection freed outside V8's heap: buffers, compression state); answers RSS before and after
 * (bytes) and the pause (ms).
 */
export function releaseSpareMemory(): { rssBefore: number; rssAfter: number; pauseMs: number } {
  const collect = garbageCollector();
  const rssBefore = process.memoryUsage.rss();
  const began = performance.now();
  collect({ type: "major", execution: "sync", flavor: "last-resort" });
  trimCAllocator();
  const pauseMs = performance.now() - began;
  return { rssBefore, rssAfter: process.memoryUsage.rss(), pauseMs };
}

/** Starts the watch; answers the function that stops it. */
export function startMemoryRelease(logger: Logger, intervalMs = MEMORY_RELEASE_INTERVAL_MS): () => void {
  let loadedSinceRelease = false;
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const step = nextMemoryRelease(loadedSinceRelease, performance.eventLoopUtilization(now, last).utilization);
    last = now;
    loadedSinceRelease = step.loadedSinceRelease;
    if (!step.release) return;
    const { rssBefore, rssAfter, pauseMs } = releaseSpareMemory();
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    logger.info({ rssBeforeMb: mb(rssBefore), rssAfterMb: mb(rssAfter), pauseMs: Math.round(pauseMs) }, "load is over: spare memory released");
    // The collection's own pause is not load.
    last = performance.eventLoopUtilization();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
