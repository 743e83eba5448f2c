/**
 * The in-memory rate-limit counters, kept leaner than rate-limiter-flexible's own memory store
 * (docs/operations.md, Memory; decision 0018). That store arms a timer per key to forget the key
 * when its window ends: a `Timeout`, its closure and context and a record, 460 bytes of heap a key
 * (25 MB for the 55,000 keys the benchmark's loads leave, each kept for its window: 10 minutes for
 * booking submits). Here a key costs its count and end in one small record (186 bytes), and one
 * timer per limiter sweeps the ended windows while any key is kept. A window's end is checked
 * whenever a key is read, so the sweep only decides when the memory goes, never what a client is
 * answered.
 *
 * `SweptRateLimiterMemory` is rate-limiter-flexible's `RateLimiterMemory` with this store in place
 * of its own: the limiter's rules (points, blocks, penalties, rewards) are the library's.
 */
import { RateLimiterMemory, RateLimiterRes, type IRateLimiterOptions } from "rate-limiter-flexible";

/** How often the ended windows are forgotten while any key is kept. */
export const COUNTER_SWEEP_MS = 15_000;

class Counter {
  value: number;
  /** Epoch milliseconds; null: never ends. */
  expiresAt: number | null;

  constructor(value: number, expiresAt: number | null) {
    this.value = value;
    this.expiresAt = expiresAt;
  }
}

/** The interface of rate-limiter-flexible's MemoryStorage that RateLimiterMemory calls. */
export class SweptMemoryCounters {
  /** Named as the library's store names it: RateLimiterMemory's `dump()` reads it. */
  readonly _storage = new Map<string, Counter>();
  private sweeper: NodeJS.Timeout | null = null;
  private readonly sweepMs: number;
  private readonly now: () => number;

  constructor(sweepMs = COUNTER_SWEEP_MS, now: () => number = () => Date.now()) {
    this.sweepMs = sweepMs;
    this.now = now;
  }

  get size(): number {
    return this._storage.size;
  }

  incrby(key: string, value: number, durationSec: number): RateLimiterRes {
    const counter = this.live(key);
    if (!counter) return this.set(key, value, durationSec);
    counter.value = Math.trunc(counter.value + value);
    return new RateLimiterRes(0, counter.expiresAt === null ? -1 : counter.expiresAt - this.now(), counter.value, false);
  }

  set(key: string, value: number, durationSec: number): RateLimiterRes {
    const durationMs = durationSec * 1000;
    this.keep(key, new Counter(Math.trunc(value), durationMs > 0 ? this.now() + durationMs : null));
    return new RateLimiterRes(0, durationMs > 0 ? durationMs : -1, Math.trunc(value), true);
  }

  get(key: string): RateLimiterRes | null {
    const counter = this.live(key);
    return counter ? new RateLimiterRes(0, counter.expiresAt === null ? -1 : counter.expiresAt - this.now(), counter.value, false) : null;
  }

  delete(key: string): boolean {
    return this._storage.delete(key);
  }

  /** What RateLimiterMemory's `restore()` calls: a dumped key, unless its window has ended. */
  _restoreRecord(key: string, value: number, expiresAt: number | null): void {
    if (expiresAt !== null && !(Number.isFinite(expiresAt) && expiresAt > this.now())) return;
    this.keep(key, new Counter(Math.trunc(value), expiresAt));
  }

  /** Forgets every key, and stops the timer (the limits are closed). */
  clear(): void {
    this._storage.clear();
    this.sweep();
  }

  /** Forgets every key whose window has ended; stops the timer when none is left. */
  sweep(): void {
    const now = this.now();
    for (const [key, counter] of this._storage) if (counter.expiresAt !== null && counter.expiresAt <= now) this._storage.delete(key);
    if (this._storage.size === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = null;
    }
  }

  /** The key's counter while its window lasts. */
  private live(key: string): Counter | undefined {
    const counter = this._storage.get(key);
    return counter && (counter.expiresAt === null || counter.expiresAt > this.now()) ? counter : undefined;
  }

  private keep(key: string, counter: Counter): void {
    this._storage.set(key, counter);
    if (!this.sweeper) {
      this.sweeper = setInterval(() => this.sweep(), this.sweepMs);
      this.sweeper.unref();
    }
  }
}

/** rate-limiter-flexible's memory limiter, its counters kept in the `SweptMemoryCounters` given (its owner clears them on close). */
export class SweptRateLimiterMemory extends RateLimiterMemory {
  constructor(options: IRateLimiterOptions, counters: SweptMemoryCounters) {
    super(options);
    // The library's store, replaced before the limiter counts anything (its one field for it).
    (this as unknown as { _memoryStorage: SweptMemoryCounters })._memoryStorage = counters;
  }
}
