import { describe, expect, it } from "vitest";
import { afterLoadRatio, median, slopeMbPerMinute, soakGrowth, type RssSample } from "./memory-verdict.ts";

/** One sample every 10 s over `minutes`, RSS given by `rss(seconds)`. */
const samplesOf = (minutes: number, rss: (seconds: number) => number): RssSample[] =>
  Array.from({ length: minutes * 6 }, (_, i) => ({ atSeconds: (i + 1) * 10, rssMb: rss((i + 1) * 10) }));

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("refuses an empty list", () => {
    expect(() => median([])).toThrow();
  });
});

describe("slopeMbPerMinute", () => {
  it("is the growth per minute of a straight line", () => {
    expect(slopeMbPerMinute(samplesOf(10, (s) => 300 + s / 6))).toBeCloseTo(10);
  });

  it("is 0 for a flat line or a single sample", () => {
    expect(slopeMbPerMinute(samplesOf(10, () => 400))).toBe(0);
    expect(slopeMbPerMinute([{ atSeconds: 5, rssMb: 400 }])).toBe(0);
  });
});

describe("soakGrowth", () => {
  it("passes a server that rises while warming up and then holds steady", () => {
    const growth = soakGrowth(samplesOf(30, (s) => (s < 300 ? 300 + s : 600 + (s % 60 === 0 ? 40 : 0))), 1800);
    expect(growth.grows).toBe(false);
    expect(growth.ratio).toBeCloseTo(1);
  });

  it("fails a server that keeps growing", () => {
    const growth = soakGrowth(samplesOf(30, (s) => 400 + s / 6), 1800);
    expect(growth.grows).toBe(true);
    expect(growth.lateSlopeMbPerMinute).toBeCloseTo(10);
    expect(growth.lateMb).toBeGreaterThan(growth.earlyMb * 1.1);
  });

  it("is not fooled by one high sample at the end", () => {
    const growth = soakGrowth(samplesOf(30, (s) => (s === 1800 ? 2000 : 500)), 1800);
    expect(growth.grows).toBe(false);
  });

  it("refuses to judge without samples in both quarters", () => {
    expect(() => soakGrowth([{ atSeconds: 10, rssMb: 500 }], 1800)).toThrow(/too few samples/);
  });
});

describe("afterLoadRatio", () => {
  it("divides RSS after the load by RSS idle", () => {
    expect(afterLoadRatio(300, 450)).toBe(1.5);
  });
});
