/**
 * What the memory soak concludes from its samples (pure): how far the resident memory after a load
 * is from the idle server's, and whether it kept growing while the load went on.
 */

export interface RssSample {
  /** Seconds since the load started. */
  atSeconds: number;
  rssMb: number;
}

/** Budgets of issue 14: RSS after the load within 1.5× of idle; no growth through the soak. */
export const AFTER_LOAD_BUDGET = 1.5;
/** The last quarter of the soak may sit at most this much above its second quarter. */
export const SOAK_GROWTH_BUDGET = 1.1;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of nothing");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Least-squares slope of RSS over time, MiB per minute. */
export function slopeMbPerMinute(samples: readonly RssSample[]): number {
  if (samples.length < 2) return 0;
  const meanT = samples.reduce((sum, s) => sum + s.atSeconds, 0) / samples.length;
  const meanR = samples.reduce((sum, s) => sum + s.rssMb, 0) / samples.length;
  let covariance = 0;
  let variance = 0;
  for (const s of samples) {
    covariance += (s.atSeconds - meanT) * (s.rssMb - meanR);
    variance += (s.atSeconds - meanT) ** 2;
  }
  return variance === 0 ? 0 : (covariance / variance) * 60;
}

export interface SoakGrowth {
  /** Median RSS of the second quarter of the load (the first one warms the server up). */
  earlyMb: number;
  /** Median RSS of the last quarter. */
  lateMb: number;
  ratio: number;
  /** Slope over the second half of the load, MiB per minute. */
  lateSlopeMbPerMinute: number;
  grows: boolean;
}

/**
 * Whether RSS grows under a steady load: the last quarter's median against the second quarter's
 * (medians, so that a collection or a burst of allocations in one sample does not decide).
 */
export function soakGrowth(samples: readonly RssSample[], durationSeconds: number, budget = SOAK_GROWTH_BUDGET): SoakGrowth {
  const within = (from: number, to: number) =>
    samples.filter((s) => s.atSeconds >= from * durationSeconds && s.atSeconds <= to * durationSeconds);
  const early = within(0.25, 0.5);
  const late = within(0.75, 1);
  if (early.length === 0 || late.length === 0) throw new Error("too few samples to judge growth: sample more often");
  const earlyMb = median(early.map((s) => s.rssMb));
  const lateMb = median(late.map((s) => s.rssMb));
  const ratio = lateMb / earlyMb;
  return { earlyMb, lateMb, ratio, lateSlopeMbPerMinute: slopeMbPerMinute(within(0.5, 1)), grows: ratio > budget };
}

/** RSS some time after the load ÷ RSS of the idle server. */
export function afterLoadRatio(idleMb: number, afterMb: number): number {
  return afterMb / idleMb;
}
