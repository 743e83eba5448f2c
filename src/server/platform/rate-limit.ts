/**
 * Rate limits: counters per key (IP, account, address) in fixed windows. In memory by default;
 * shared by all instances through Redis when REDIS_URL is set (with the in-memory counters as
 * insurance while Redis is unreachable). Without Redis, the workers of one server (WEB_CONCURRENCY)
 * share the counters the primary process keeps (rate-limiter-flexible's cluster store, over IPC:
 * `shareRateLimitsWithWorkers` in the primary, `workers: true` here), so several workers do not
 * multiply a limit. The counters in memory are kept in a lean store of their own
 * (swept-memory-counters.ts): the library's arms a timer per key.
 */
import { Redis } from "ioredis";
import { RateLimiterCluster, RateLimiterClusterMaster, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { SweptMemoryCounters, SweptRateLimiterMemory } from "./swept-memory-counters.ts";

export interface LimitRule {
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  seconds: number;
}

export interface Limiter {
  /** Counts one request; resolves to the seconds to wait when the limit is reached, else 0. */
  hit(key: string): Promise<number>;
  /** Counts one request: what is left of the window, and the seconds to wait when the limit is reached (else 0). */
  take(key: string): Promise<{ remaining: number; waitSeconds: number }>;
  /** Adds `points` (fewer than 0 to give some back) without refusing; resolves to the key's count in its window. */
  count(key: string, points: number): Promise<number>;
  /** Refuses the key for `seconds` from now: `hit` answers what is left of the wait. */
  block(key: string, seconds: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface RateLimits {
  limiter(name: string, rule: LimitRule): Limiter;
  close(): Promise<void>;
}

/** In the primary process of a cluster, before forking: keeps the workers' counters. */
export function shareRateLimitsWithWorkers(): void {
  new RateLimiterClusterMaster();
}

/** `workers`: this process is a cluster worker; without Redis its counters live in the primary. */
export function createRateLimits(redisUrl: string | undefined, { workers = false }: { workers?: boolean } = {}): RateLimits {
  // Commands wait for the connection; once Redis is unreachable they fail fast and the insurance takes over.
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 }) : null;
  redis?.on("error", () => {}); // the insurance limiter takes over; errors are not fatal
  // One limiter per name, so that every module counting the same thing shares its budget.
  const limiters = new Map<string, Limiter>();
  const counters: SweptMemoryCounters[] = [];
  return {
    limiter(name, rule) {
      const known = limiters.get(name);
      if (known) return known;
      const kept = new SweptMemoryCounters();
      counters.push(kept);
      const memory = new SweptRateLimiterMemory({ keyPrefix: `rl:${name}`, points: rule.points, duration: rule.seconds }, kept);
      const local = workers ? new RateLimiterCluster({ keyPrefix: `rl:${name}`, points: rule.points, duration: rule.seconds, timeoutMs: 3_000 }) : memory;
      const store = redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `bq:rl:${name}`,
            points: rule.points,
            duration: rule.seconds,
            insuranceLimiter: memory,
          })
        : local;
      const limiter: Limiter = {
        async hit(key) {
          try {
            await store.consume(key);
            return 0;
          } catch (refusal) {
            if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
            throw refusal;
          }
        },
        async take(key) {
          try {
            const taken = await store.consume(key);
            return { remaining: taken.remainingPoints, waitSeconds: 0 };
          } catch (refusal) {
            if (refusal instanceof RateLimiterRes) return { remaining: 0, waitSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
            throw refusal;
          }
        },
        async count(key, points) {
          const counted = points >= 0 ? await store.penalty(key, points) : await store.reward(key, -points);
          return counted.consumedPoints;
        },
        async block(key, seconds) {
          await store.block(key, seconds);
        },
        async reset(key) {
          await store.delete(key);
        },
      };
      limiters.set(name, limiter);
      return limiter;
    },
    async close() {
      for (const kept of counters) kept.clear();
      await redis?.quit().catch(() => {});
    },
  };
}
