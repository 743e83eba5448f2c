import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRateLimits } from "./rate-limit.ts";
import { SweptMemoryCounters, SweptRateLimiterMemory } from "./swept-memory-counters.ts";

/** A clock the test moves. */
function testClock(start = Date.UTC(2026, 10, 29, 12)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const made: SweptMemoryCounters[] = [];
afterEach(() => {
  for (const counters of made.splice(0)) {
    counters._storage.clear();
    counters.sweep();
  }
});

function limiterWith(points: number, seconds: number, extra: { blockDuration?: number } = {}) {
  const clock = testClock();
  const counters = new SweptMemoryCounters(60_000, clock.now);
  made.push(counters);
  return { clock, counters, limiter: new SweptRateLimiterMemory({ keyPrefix: "test", points, duration: seconds, ...extra }, counters) };
}

const refusal = async (promise: Promise<unknown>) => {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(RateLimiterRes);
  return outcome as RateLimiterRes;
};

describe("the rate limiter's counters in memory", () => {
  it("count a key's requests in its window and refuse past the points, with the time left", async () => {
    const { clock, limiter } = limiterWith(3, 60);
    for (let i = 1; i <= 3; i += 1) expect((await limiter.consume("user:1")).remainingPoints).toBe(3 - i);
    clock.advance(20_000);
    const refused = await refusal(limiter.consume("user:1"));
    expect(refused.msBeforeNext).toBe(40_000);
    expect(refused.consumedPoints).toBe(4);
    // Another key has a window of its own.
    expect((await limiter.consume("user:2")).remainingPoints).toBe(2);
  });

  it("begin a new window once the last one has ended", async () => {
    const { clock, limiter } = limiterWith(2, 60);
    await limiter.consume("user:1");
    await limiter.consume("user:1");
    await refusal(limiter.consume("user:1"));
    clock.advance(60_000);
    const fresh = await limiter.consume("user:1");
    expect(fresh.remainingPoints).toBe(1);
    expect(fresh.msBeforeNext).toBe(60_000);
    expect(fresh.isFirstInDuration).toBe(true);
  });

  it("keep a block for its own duration, and take penalties, rewards and a reset", async () => {
    const { clock, limiter } = limiterWith(5, 60);
    await limiter.block("user:1", 600);
    clock.advance(120_000);
    expect((await refusal(limiter.consume("user:1"))).msBeforeNext).toBe(480_000);

    expect((await limiter.penalty("user:2", 4)).consumedPoints).toBe(4);
    expect((await limiter.reward("user:2", 3)).consumedPoints).toBe(1);
    expect((await limiter.get("user:2"))?.remainingPoints).toBe(4);
    await limiter.delete("user:2");
    expect(await limiter.get("user:2")).toBeNull();
  });

  it("block past the points when the limiter says so (blockDuration)", async () => {
    const { clock, limiter } = limiterWith(1, 10, { blockDuration: 300 });
    await limiter.consume("user:1");
    expect((await refusal(limiter.consume("user:1"))).msBeforeNext).toBe(300_000);
    clock.advance(10_000);
    expect((await refusal(limiter.consume("user:1"))).msBeforeNext).toBe(290_000);
  });

  it("forget the keys whose windows have ended in a sweep, and keep the others", async () => {
    const { clock, counters, limiter } = limiterWith(20, 600);
    for (let i = 0; i < 100; i += 1) await limiter.consume(`user:${i}`);
    clock.advance(300_000);
    for (let i = 100; i < 150; i += 1) await limiter.consume(`user:${i}`);
    clock.advance(300_000);
    counters.sweep();
    expect(counters.size).toBe(50);
    expect((await limiter.get("user:120"))?.consumedPoints).toBe(1);
    expect(await limiter.get("user:10")).toBeNull();
  });

  it("arm one timer per limiter, not one per key as the library's own store does, and none once every window has ended", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    try {
      const library = new RateLimiterMemory({ keyPrefix: "library", points: 20, duration: 600 });
      for (let i = 0; i < 1000; i += 1) await library.consume(`user:${i}`);
      expect(vi.getTimerCount()).toBe(1000);
      vi.clearAllTimers();

      const { clock, counters, limiter } = limiterWith(20, 600);
      for (let i = 0; i < 1000; i += 1) await limiter.consume(`user:${i}`);
      expect(counters.size).toBe(1000);
      expect(vi.getTimerCount()).toBe(1);
      clock.advance(600_000);
      vi.advanceTimersByTime(60_000);
      expect(counters.size).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("are what the portal's limiters count with when there is no Redis: one timer for many keys, none once closed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    try {
      const limits = createRateLimits(undefined);
      const limiter = limits.limiter("test-submits", { points: 2, seconds: 600 });
      expect(await limiter.hit("user:1")).toBe(0);
      expect(await limiter.take("user:1")).toEqual({ remaining: 0, waitSeconds: 0 });
      const wait = await limiter.hit("user:1");
      expect(wait).toBeGreaterThan(590);
      expect(wait).toBeLessThanOrEqual(600);
      await limiter.reset("user:1");
      expect(await limiter.hit("user:1")).toBe(0);
      for (let i = 2; i <= 500; i += 1) await limiter.hit(`user:${i}`);
      expect(vi.getTimerCount()).toBe(1);
      await limits.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keep whole points, as the library's store does", async () => {
    const { limiter } = limiterWith(5, 60);
    await limiter.consume("user:1");
    expect((await limiter.penalty("user:1", 0.5)).consumedPoints).toBe(1);
    expect((await limiter.reward("user:1", 0.5)).consumedPoints).toBe(0);
    expect((await limiter.penalty("user:2", 2.7)).consumedPoints).toBe(2);
  });
});
