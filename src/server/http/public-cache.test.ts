import { describe, expect, it } from "vitest";
import { createPublicCache } from "./public-cache.ts";

function setup(options: { maxEntries?: number; maxBytes?: number; minAgeMs?: number } = {}) {
  let version = 0;
  let time = 0;
  const cache = createPublicCache<string>({
    version: () => version,
    maxAgeMs: 5_000,
    minAgeMs: options.minAgeMs,
    maxEntries: options.maxEntries ?? 10,
    weigh: (value) => value.length,
    maxBytes: options.maxBytes,
    now: () => time,
  });
  let computed = 0;
  const compute = (value: string) => async () => {
    computed += 1;
    return value;
  };
  return {
    cache,
    compute,
    computed: () => computed,
    change: () => (version += 1),
    wait: (ms: number) => (time += ms),
  };
}

describe("createPublicCache", () => {
  it("computes a key once for concurrent and later requests", async () => {
    const { cache, compute, computed } = setup();
    const answers = await Promise.all([cache.get("a", compute("1")), cache.get("a", compute("2")), cache.get("a", compute("3"))]);
    expect(answers).toEqual(["1", "1", "1"]);
    expect(await cache.get("a", compute("4"))).toBe("1");
    expect(computed()).toBe(1);
    expect(cache.peek("a")).toBe("1");
  });

  it("keeps a value younger than minAgeMs through changes, then shows the change", async () => {
    const { cache, compute, change, wait, computed } = setup({ minAgeMs: 1_000 });
    expect(await cache.get("a", compute("1"))).toBe("1");
    change();
    wait(500);
    change();
    expect(await cache.get("a", compute("2"))).toBe("1");
    wait(500);
    expect(await cache.get("a", compute("3"))).toBe("3");
    expect(computed()).toBe(2);
    // Without a change, kept until maxAgeMs as before.
    wait(4_000);
    expect(await cache.get("a", compute("4"))).toBe("3");
  });

  it("computes again after a change, handing over the previous value", async () => {
    const { cache, compute, change } = setup();
    await cache.get("a", compute("1"));
    change();
    expect(cache.peek("a")).toBeUndefined();
    let previous: string | undefined;
    expect(
      await cache.get("a", async (p) => {
        previous = p;
        return "2";
      }),
    ).toBe("2");
    expect(previous).toBe("1");
  });

  it("computes again when the value was made from something else, in the same version, handing over the previous value", async () => {
    const { cache, compute, computed } = setup();
    expect(await cache.get("a", compute("from boards 1"), 1)).toBe("from boards 1");
    expect(await cache.get("a", compute("again"), 1)).toBe("from boards 1");
    let previous: string | undefined;
    expect(
      await cache.get(
        "a",
        async (p) => {
          previous = p;
          return "from boards 2";
        },
        2,
      ),
    ).toBe("from boards 2");
    expect(previous).toBe("from boards 1");
    expect(computed()).toBe(1);
  });

  it("computes again once its lifetime has passed", async () => {
    const { cache, compute, wait } = setup();
    await cache.get("a", compute("1"));
    wait(4_999);
    expect(await cache.get("a", compute("2"))).toBe("1");
    wait(1);
    expect(await cache.get("a", compute("3"))).toBe("3");
  });

  it("keeps no failure: the next request computes again", async () => {
    const { cache, compute } = setup();
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", compute("1"))).toBe("1");
  });

  it("keeps at most maxEntries keys and maxBytes, the oldest going first", async () => {
    const { cache, compute, computed } = setup({ maxEntries: 2, maxBytes: 8 });
    await cache.get("a", compute("aaa"));
    await cache.get("b", compute("bbb"));
    await cache.get("c", compute("ccc"));
    expect(cache.size).toBe(2);
    expect(cache.peek("a")).toBeUndefined();
    await cache.get("d", compute("dddddd"));
    // 3 + 6 bytes is over 8: "c" goes.
    expect(cache.peek("c")).toBeUndefined();
    expect(cache.peek("d")).toBe("dddddd");
    expect(computed()).toBe(4);
  });
});
