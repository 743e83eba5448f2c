import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUILD_CHECK_INITIAL_DELAY_MS, BUILD_CHECK_INTERVAL_MS, watchBuildVersion } from "./build-update.ts";

type Answer = string | null | Error;

/** Starts a watcher whose fetch gives the answers in order (the last one repeats). */
function start(answers: Answer[], options: { initialDelayMs?: number; intervalMs?: number } = {}) {
  let index = 0;
  const fetchLatestVersion = vi.fn(async () => {
    const answer = answers[Math.min(index++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const onNewVersion = vi.fn<(version: string) => void>();
  const stop = watchBuildVersion({ currentVersion: "1.0.0", fetchLatestVersion, onNewVersion, ...options });
  return { fetchLatestVersion, onNewVersion, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("watchBuildVersion", () => {
  it("uses a 1 s initial delay and a 5 min interval by default", () => {
    expect(BUILD_CHECK_INITIAL_DELAY_MS).toBe(1_000);
    expect(BUILD_CHECK_INTERVAL_MS).toBe(300_000);
  });

  it("checks first after 1 s, then every interval", async () => {
    const { fetchLatestVersion, stop } = start(["1.0.0"]);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchLatestVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatestVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(299_999);
    expect(fetchLatestVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatestVersion).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchLatestVersion).toHaveBeenCalledTimes(4);
    stop();
  });

  it("honours custom delays", async () => {
    const { fetchLatestVersion, stop } = start(["1.0.0"], { initialDelayMs: 10, intervalMs: 100 });
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchLatestVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(fetchLatestVersion).toHaveBeenCalledTimes(4);
    stop();
  });

  it.each<[string, Answer[], string[]]>([
    ["same version", ["1.0.0", "1.0.0", "1.0.0"], []],
    ["unknown version", [null, null, null], []],
    ["empty version", ["", "", ""], []],
    ["new version once", ["1.1.0", "1.1.0", "1.1.0"], ["1.1.0"]],
    ["new version after same", ["1.0.0", "1.1.0", "1.1.0"], ["1.1.0"]],
    ["two new versions", ["1.1.0", "1.2.0", "1.2.0"], ["1.1.0", "1.2.0"]],
    ["a version seen before", ["1.1.0", "1.2.0", "1.1.0"], ["1.1.0", "1.2.0"]],
    ["failures ignored", [new Error("offline"), new Error("offline"), "1.1.0"], ["1.1.0"]],
    ["failure between", ["1.1.0", new Error("offline"), "1.1.0"], ["1.1.0"]],
  ])("%s", async (_name, answers, expected) => {
    const { onNewVersion, fetchLatestVersion, stop } = start(answers);
    await vi.advanceTimersByTimeAsync(1_000 + 2 * 300_000);
    expect(fetchLatestVersion).toHaveBeenCalledTimes(3);
    expect(onNewVersion.mock.calls.map(([version]) => version)).toEqual(expected);
    stop();
  });

  it("keeps checking after a failure", async () => {
    const { fetchLatestVersion, stop } = start([new Error("offline")]);
    await vi.advanceTimersByTimeAsync(1_000 + 300_000);
    expect(fetchLatestVersion).toHaveBeenCalledTimes(2);
    stop();
  });

  it("stops checking when stopped", async () => {
    const { fetchLatestVersion, stop } = start(["1.0.0"]);
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    await vi.advanceTimersByTimeAsync(10 * 300_000);
    expect(fetchLatestVersion).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("never checks when stopped before the first check", async () => {
    const { fetchLatestVersion, stop } = start(["1.1.0"]);
    stop();
    await vi.advanceTimersByTimeAsync(10 * 300_000);
    expect(fetchLatestVersion).not.toHaveBeenCalled();
  });

  it("ignores a check in flight when stopped", async () => {
    let resolve: (version: string) => void = () => {};
    const fetchLatestVersion = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const onNewVersion = vi.fn();
    const stop = watchBuildVersion({ currentVersion: "1.0.0", fetchLatestVersion, onNewVersion });
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    resolve("2.0.0");
    await vi.advanceTimersByTimeAsync(10 * 300_000);
    expect(onNewVersion).not.toHaveBeenCalled();
    expect(fetchLatestVersion).toHaveBeenCalledTimes(1);
  });

  it("does not overlap checks while a fetch is slow", async () => {
    let resolve: (version: string) => void = () => {};
    const fetchLatestVersion = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const stop = watchBuildVersion({ currentVersion: "1.0.0", fetchLatestVersion, onNewVersion: vi.fn() });
    await vi.advanceTimersByTimeAsync(1_000 + 3 * 300_000);
    expect(fetchLatestVersion).toHaveBeenCalledTimes(1);
    resolve("1.0.0");
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetchLatestVersion).toHaveBeenCalledTimes(2);
    stop();
  });

  it("uses injected timers", async () => {
    const setTimer = vi.fn(setTimeout);
    const clearTimer = vi.fn(clearTimeout);
    const stop = watchBuildVersion({
      currentVersion: "1.0.0",
      fetchLatestVersion: async () => null,
      onNewVersion: vi.fn(),
      setTimeout: setTimer as unknown as typeof setTimeout,
      clearTimeout: clearTimer as unknown as typeof clearTimeout,
    });
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), 1_000);
    stop();
    expect(clearTimer).toHaveBeenCalledTimes(1);
  });
});
