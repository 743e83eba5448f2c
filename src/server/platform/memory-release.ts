/**
 * Gives the JavaScript engine's spare memory back to the system once a spell of load is over
 * (docs/operations.md, Memory). Under load V8 grows its young generation (up to 128 MB) and its old
 * one, and keeps every page a collection frees in a pool of its own for reuse, still resident; it
 * empties that pool only on a collection that is asked to reduce memory, which an idle server never
 * gets. So RSS stayed at the load's peak (about 800 MB for 400 MB idle) while the live heap went back
 * to 55 MB. Here, every two seconds, the event loop's busy share and RSS decide: the first quiet
 * interval after RSS has grown well above what the last release left runs a full collection that
 * reduces memory (V8's "last-resort" collection: the pool emptied, the young generation shrunk),
 * then gives the C allocator's free pages back, once, costing a pause of tens to hundreds of
 * milliseconds while nothing much is being served.
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
 * How often the event loop's utilization and RSS are read. Short, so that the release comes a few
 * seconds after a load ends: with 5 s, a load's tail (the last notices delivered, pollers slowing
 * down) took two or three intervals, and RSS was still at the load's peak 15 s after it.
 */
export const MEMORY_RELEASE_INTERVAL_MS = 2_000;
/**
 * An interval busy less than this share of the time was quiet. After the benchmark's loads the
 * server stayed 4–7 % busy for several seconds (deliveries, clock passes, the last pollers); with
 * 5 % the release waited for them.
 */
export const QUIET_UTILIZATION = 0.1;
/**
 * RSS must have grown by this factor over what the last release left (or the start) for a release.
 * A page view makes a short busy spell but little garbage: when a busy spell alone called for a
 * release, Lighthouse's page loads met a collection every few seconds (pauses of 170–1,100 ms on the
 * embedded database, each to give back 10–20 MB). A real load grows RSS by hundreds of megabytes.
 */
export const RELEASE_GROWTH = 1.25;

/**
 * Whether to release now, after an interval whose event loop was busy `utilization` (0–1) of the
 * time, with `rss` resident; `releasedAt` is RSS after the last release (null: none yet, the
 * start-up's memory is still to give back).
 */
export function releaseDue(utilization: number, rss: number, releasedAt: number | null): boolean {
  return utilization < QUIET_UTILIZATION && (releasedAt === null || rss >= releasedAt * RELEASE_GROWTH);
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
  let releasedAt: number | null = null;
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const utilization = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (!releaseDue(utilization, process.memoryUsage.rss(), releasedAt)) return;
    const { rssBefore, rssAfter, pauseMs } = releaseSpareMemory();
    releasedAt = rssAfter;
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    logger.info({ rssBeforeMb: mb(rssBefore), rssAfterMb: mb(rssAfter), pauseMs: Math.round(pauseMs) }, "load is over: spare memory released");
    // The collection's own pause is not load.
    last = performance.eventLoopUtilization();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
