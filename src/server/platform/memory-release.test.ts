import { describe, expect, it } from "vitest";
import { QUIET_UTILIZATION, RELEASE_GROWTH, releaseDue, releaseSpareMemory } from "./memory-release.ts";

const MB = 1024 * 1024;

describe("when the spare memory is released", () => {
  it.each([
    // busy share of the interval, RSS, RSS after the last release (null: none yet) → release now
    [0.01, 300 * MB, null, true],
    [QUIET_UTILIZATION, 300 * MB, null, false],
    [0.5, 300 * MB, null, false],
    // After a load: RSS well above what the last release left.
    [0.01, 400 * MB, 151 * MB, true],
    // The tail of a load: a few deliveries and clock passes still running.
    [0.06, 400 * MB, 151 * MB, true],
    [0.3, 670 * MB, 151 * MB, false],
    // Page views now and then: a little garbage, not worth a pause.
    [0.01, 360 * MB, 340 * MB, false],
    [0.01, 340 * MB * RELEASE_GROWTH - 1, 340 * MB, false],
    [0.01, 340 * MB * RELEASE_GROWTH, 340 * MB, true],
  ])("busy %s, RSS %s after %s → release %s", (utilization, rss, releasedAt, release) => {
    expect(releaseDue(utilization, rss, releasedAt)).toBe(release);
  });

  it("releases once per spell of load, on the first quiet interval after it", () => {
    // [busy share, RSS in MB] every interval: start-up, idle, a load, its tail, idle, page views, a second load.
    const intervals: Array<[number, number]> = [
      [0.9, 400], [0.02, 420], [0.01, 160], [0.6, 300], [0.8, 600], [0.15, 610], [0.07, 610],
      [0.01, 220], [0.03, 220], [0.3, 230], [0.02, 240], [0.5, 500], [0.04, 500],
    ];
    let releasedAt: number | null = null;
    const released = intervals.map(([utilization, rssMb], index) => {
      if (!releaseDue(utilization, rssMb * MB, releasedAt)) return false;
      // What the release leaves: as the benchmark saw, a little above idle.
      releasedAt = (index < 3 ? 150 : 210) * MB;
      return true;
    });
    expect(released).toEqual([false, true, false, false, false, false, true, false, false, false, false, false, true]);
  });
});

describe("releasing the spare memory", () => {
  it("collects garbage without exposing gc to the portal's code", () => {
    // Garbage as soon as it is counted.
    expect(Array.from({ length: 200_000 }, (_, i) => ({ i, text: `entry ${i}` }))).toHaveLength(200_000);
    const released = releaseSpareMemory();
    expect(released.rssBefore).toBeGreaterThan(0);
    expect(released.rssAfter).toBeGreaterThan(0);
    expect(released.pauseMs).toBeGreaterThanOrEqual(0);
    expect("gc" in globalThis).toBe(false);
  });
});
