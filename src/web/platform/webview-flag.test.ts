import { describe, expect, it, vi } from "vitest";
import { WEBVIEW_FLAG_KEY, isFromWebView, rememberWebViewFlag } from "./webview-flag.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
  };
}

describe("rememberWebViewFlag", () => {
  it.each<[string, boolean]>([
    ["?hasNavigatedFromWebView=true", true],
    ["hasNavigatedFromWebView=true", true],
    ["?lang=pl&hasNavigatedFromWebView=true", true],
    ["?hasNavigatedFromWebView=false", false],
    ["?hasNavigatedFromWebView=TRUE", false],
    ["?hasNavigatedFromWebView=1", false],
    ["?hasNavigatedFromWebView=", false],
    ["?hasNavigatedFromWebView", false],
    ["?hasnavigatedfromwebview=true", false],
    ["", false],
  ])("%j stores the flag: %s", (search, stored) => {
    const storage = memoryStorage();
    rememberWebViewFlag(search, storage);
    if (stored) expect(storage.setItem).toHaveBeenCalledExactlyOnceWith(WEBVIEW_FLAG_KEY, "true");
    else expect(storage.setItem).not.toHaveBeenCalled();
  });

  it("keeps the flag on later pages without the parameter", () => {
    const storage = memoryStorage();
    rememberWebViewFlag("?hasNavigatedFromWebView=true", storage);
    rememberWebViewFlag("?page=2", storage);
    rememberWebViewFlag("?hasNavigatedFromWebView=false", storage);
    expect(isFromWebView(storage)).toBe(true);
  });

  it("ignores a storage that throws", () => {
    const storage = {
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => rememberWebViewFlag("?hasNavigatedFromWebView=true", storage)).not.toThrow();
  });
});

describe("isFromWebView", () => {
  it.each<[Record<string, string>, boolean]>([
    [{}, false],
    [{ [WEBVIEW_FLAG_KEY]: "true" }, true],
    [{ [WEBVIEW_FLAG_KEY]: "false" }, false],
    [{ other: "true" }, false],
  ])("storage %j -> %s", (initial, expected) => {
    expect(isFromWebView(memoryStorage(initial))).toBe(expected);
  });

  it("is false when storage throws", () => {
    const storage = {
      getItem: (): string | null => {
        throw new Error("SecurityError");
      },
    };
    expect(isFromWebView(storage)).toBe(false);
  });
});
