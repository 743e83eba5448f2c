/**
 * What the public sees, kept per instance (docs/caching.md): values under keys, each computed once
 * (concurrent requests for a key share one computation) and kept until what the public sees
 * changes (`version()` grows: platform/public-changes.ts) or `maxAgeMs` passes, whichever comes
 * first, but not before `minAgeMs`. Bounded: at most `maxEntries` keys and `maxBytes` by `weigh`, the oldest going first. A
 * computation that fails is not kept: the next request tries again.
 */
export interface PublicCacheOptions<V> {
  version: () => number;
  maxAgeMs: number;
  /**
   * A value younger than this is kept whatever changes meanwhile: for a value that costs a read
   * of many rows (a queue's boards), so that a change per booking costs one read per this time
   * however many bookings and readers come (default 0: every change is shown at once).
   */
  minAgeMs?: number;
  maxEntries: number;
  /** What a value costs in memory, in bytes (default: nothing counted but the number of keys). */
  weigh?: (value: V) => number;
  maxBytes?: number;
  now?: () => number;
}

export interface PublicCache<V> {
  /**
   * The fresh value under `key`, or the one `compute` makes now; `compute` gets the key's previous
   * value, if any, to reuse what did not change (encodings of the same bytes). `madeFrom` names what
   * the value is made of when that is kept apart (a queue's boards, whose own life is not the
   * version's): a value made from something else is not fresh, whatever its version and age.
   */
  get(key: string, compute: (previous: V | undefined) => Promise<V>, madeFrom?: unknown): Promise<V>;
  /** The fresh value under `key` if one is kept and computed; starts no computation. */
  peek(key: string): V | undefined;
  /** How many keys are kept (stale ones included, until replaced or evicted). */
  readonly size: number;
}

interface Entry<V> {
  version: number;
  madeFrom: unknown;
  at: number;
  value: Promise<V>;
  settled?: { value: V; weight: number };
}

export function createPublicCache<V>(options: PublicCacheOptions<V>): PublicCache<V> {
  const { version, maxAgeMs, minAgeMs = 0, maxEntries, weigh, maxBytes = Number.POSITIVE_INFINITY, now = Date.now } = options;
  const entries = new Map<string, Entry<V>>();
  let bytes = 0;

  const remove = (key: string, entry: Entry<V>) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.settled?.weight ?? 0;
  };
  const evict = () => {
    for (const [key, entry] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(key, entry);
    }
  };

  const fresh = (entry: Entry<V> | undefined, at: number) =>
    entry !== undefined && (at - entry.at < minAgeMs || (entry.version === version() && at - entry.at < maxAgeMs));

  return {
    get size() {
      return entries.size;
    },
    peek(key) {
      const found = entries.get(key);
      return found && fresh(found, now()) ? found.settled?.value : undefined;
    },
    get(key, compute, madeFrom) {
      const current = version();
      const at = now();
      const found = entries.get(key);
      if (found && found.madeFrom === madeFrom && fresh(found, at)) return found.value;
      const previous = found?.settled?.value;
      if (found) remove(key, found);
      const entry: Entry<V> = { version: current, madeFrom, at, value: compute(previous) };
      entries.set(key, entry);
      entry.value.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          entry.settled = { value, weight: weigh?.(value) ?? 0 };
          bytes += entry.settled.weight;
          evict();
        },
        () => remove(key, entry),
      );
      evict();
      return entry.value;
    },
  };
}
