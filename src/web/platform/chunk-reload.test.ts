import { describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_STORAGE_KEY,
  RELOAD_GUARD_MS,
  isChunkLoadError,
  reloadOnceForChunkError,
} from "./chunk-reload.ts";

const CHUNK_ERROR = new TypeError("Failed to fetch dynamically imported module: https://x/assets/page-abc.js");

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
  };
}

function chunkLoadError(): Error {
  const error = new Error("Loading chunk 42 failed.");
  error.name = "ChunkLoadError";
  return error;
}

describe("isChunkLoadError", () => {
  it.each<[string, unknown, boolean]>([
    ["Chrome", CHUNK_ERROR, true],
    ["Safari", new TypeError("Importing a module script failed."), true],
    ["Firefox", new TypeError("error loading dynamically imported module: https://x/a.js"), true],
    ["webpack ChunkLoadError name", chunkLoadError(), true],
    ["Vite CSS preload", new Error("Unable to preload CSS for /assets/page-abc.css"), true],
    ["a plain string", "Failed to fetch dynamically imported module", true],
    ["an error-like object", { message: "Importing a module script failed." }, true],
    ["wrapped as cause", new Error("Route failed", { cause: CHUNK_ERROR }), true],
    ["other TypeError", new TypeError("Failed to fetch"), false],
    ["other error", new Error("Cannot read properties of undefined"), false],
    ["null", null, false],
    ["undefined", undefined, false],
    ["a number", 42, false],
    ["an object without message", { status: 404 }, false],
  ])("%s -> %s", (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it("stops on a cyclic cause chain", () => {
    const error: Error & { cause?: unknown } = new Error("outer");
    error.cause = error;
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe("reloadOnceForChunkError", () => {
  const now = 1_700_000_000_000;

  it("uses a 10 s guard", () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it("reloads for a chunk error and records the time for the path", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ error: CHUNK_ERROR, path: "/queues", now, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)!)).toEqual({ "/queues": now });
  });

  it("does not reload for another error", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ error: new Error("boom"), path: "/", now, storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it.each<[string, Record<string, unknown> | string | undefined, boolean]>([
    ["nothing stored", undefined, true],
    ["same path 1 s ago", { "/queues": now - 1_000 }, false],
    ["same path just inside the guard", { "/queues": now - RELOAD_GUARD_MS + 1 }, false],
    ["same path exactly 10 s ago", { "/queues": now - RELOAD_GUARD_MS }, true],
    ["same path a minute ago", { "/queues": now - 60_000 }, true],
    ["other path just now", { "/news": now }, true],
    ["same path in the future", { "/queues": now + 60_000 }, true],
    ["non-number time", { "/queues": "recent" }, true],
    ["invalid JSON", "{not json", true],
    ["JSON array", "[1,2]", true],
    ["JSON null", "null", true],
  ])("%s -> reloads: %s", (_name, stored, expected) => {
    const initial: Record<string, string> =
      stored === undefined ? {} : { [CHUNK_RELOAD_STORAGE_KEY]: typeof stored === "string" ? stored : JSON.stringify(stored) };
    const storage = memoryStorage(initial);
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ error: CHUNK_ERROR, path: "/queues", now, storage, reload })).toBe(expected);
    expect(reload).toHaveBeenCalledTimes(expected ? 1 : 0);
  });

  it("allows one reload per path within the guard, then another after it", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const attempt = (path: string, at: number) =>
      reloadOnceForChunkError({ error: CHUNK_ERROR, path, now: at, storage, reload });
    expect(attempt("/queues", now)).toBe(true);
    expect(attempt("/queues", now + 5_000)).toBe(false);
    expect(attempt("/news", now + 5_000)).toBe(true);
    expect(attempt("/queues", now + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it("keeps other recent paths and drops stale ones", () => {
    const stored = { "/news": now - 2_000, "/old": now - 60_000 };
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: JSON.stringify(stored) });
    reloadOnceForChunkError({ error: CHUNK_ERROR, path: "/queues", now, storage, reload: vi.fn() });
    expect(JSON.parse(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)!)).toEqual({ "/news": now - 2_000, "/queues": now });
  });

  it("treats a storage that cannot be read as empty", () => {
    const storage = {
      getItem: (): string | null => {
        throw new Error("SecurityError");
      },
      setItem: vi.fn(),
    };
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ error: CHUNK_ERROR, path: "/", now, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload when the reload cannot be recorded", () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ error: CHUNK_ERROR, path: "/", now, storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
