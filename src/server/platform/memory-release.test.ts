import { describe, expect, it } from "vitest";
import { LOADED_UTILIZATION, nextMemoryRelease, QUIET_UTILIZATION, releaseSpareMemory } from "./memory-release.ts";

describe("when the spare memory is released", () => {
  it.each([
    // loaded since the last release, utilization of the interval → state after, release now
    [false, 0, false, false],
    [false, 0.1, false, false],
    [false, LOADED_UTILIZATION, true, false],
    [false, 0.9, true, false],
    [true, 0.9, true, false],
    [true, 0.2, true, false],
    [true, QUIET_UTILIZATION, true, false],
    // The tail of a load: a few deliveries and clock passes still running.
    [true, 0.06, false, true],
    [true, 0.01, false, true],
    [true, 0, false, true],
  ])("loaded before %s, busy %s of the interval → loaded %s, release %s", (loaded, utilization, loadedAfter, release) => {
    expect(nextMemoryRelease(loaded, utilization)).toEqual({ loadedSinceRelease: loadedAfter, release });
  });

  it("releases once per spell of load, on the first quiet interval after it", () => {
    const utilizations = [0.01, 0.6, 0.8, 0.15, 0.07, 0.01, 0.03, 0.5, 0.04];
    let loaded = false;
    const releases = utilizations.map((utilization) => {
      const step = nextMemoryRelease(loaded, utilization);
      loaded = step.loadedSinceRelease;
      return step.release;
    });
    expect(releases).toEqual([false, false, false, false, true, false, false, false, true]);
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
