/**
 * First-load JavaScript as the browser fetches it: a real page load in Debian's Chromium, every
 * script of the page's origin counted at its transferred (over-the-wire) size, Chrome's
 * `Network.loadingFinished.encodedDataLength` (what DevTools shows as "transferred": the encoded
 * body and the response headers), from the first request until React has hydrated the page
 * (`html[data-hydrated]`) and a second has passed without a new script (code a page loads as it
 * hydrates counts too). Each load runs in a new browser context, so nothing comes from a cache.
 * Used by `npm run bench`, `npm run bench:pages` and `npm run bench:first-load`.
 */
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { CHROMIUM_PATH, ensureChromium } from "../chromium.ts";

const QUIET_MS = 1_000;
/** A script still loading after this many quiet periods is a stuck request: the load fails. */
const MAX_WAITS = 30;

export interface ScriptTransfer {
  url: string;
  /** Bytes on the wire: the encoded body and the response headers. */
  transferred: number;
  /** Of those, the response headers' (what had arrived when the headers were parsed). */
  headers: number;
  /** Bytes of the decoded script. */
  decoded: number;
  /** The response's Content-Encoding ("" when none). */
  encoding: string;
}

export interface FirstLoad {
  transferred: number;
  /** Of the transferred bytes, the response headers'. */
  headers: number;
  decoded: number;
  scripts: ScriptTransfer[];
}

export type BrowserCookies = Parameters<BrowserContext["addCookies"]>[0];

export async function launchChromium(args: readonly string[] = []): Promise<Browser> {
  ensureChromium();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", ...args],
  });
}

interface Pending {
  url: string;
  encoding: string;
  headers: number;
  decoded: number;
}

/**
 * The scripts of `url`'s origin a first visit fetches. `locale` is the browser's language (its
 * Accept-Language); `cookies`, when given, sign the visitor in.
 */
export async function firstLoadJs(browser: Browser, url: string, options: { locale?: string; cookies?: BrowserCookies } = {}): Promise<FirstLoad> {
  const origin = new URL(url).origin;
  const context = await browser.newContext({ locale: options.locale ?? "uk-UA" });
  try {
    if (options.cookies) await context.addCookies(options.cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const pending = new Map<string, Pending>();
    const done: ScriptTransfer[] = [];
    cdp.on("Network.responseReceived", ({ requestId, response }) => {
      const isScript = /javascript|ecmascript/i.test(response.mimeType);
      if (!isScript || new URL(response.url).origin !== origin) return;
      const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === "content-encoding")?.[1] ?? "";
      pending.set(requestId, { url: response.url, encoding: String(encoding), headers: response.encodedDataLength, decoded: 0 });
    });
    cdp.on("Network.dataReceived", ({ requestId, dataLength }) => {
      const script = pending.get(requestId);
      if (script) script.decoded += dataLength;
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const script = pending.get(requestId);
      if (!script) return;
      pending.delete(requestId);
      done.push({ ...script, transferred: encodedDataLength });
    });
    cdp.on("Network.loadingFailed", ({ requestId }) => pending.delete(requestId));
    await cdp.send("Network.enable");

    const response = await page.goto(url);
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    let seen = -1;
    for (let waits = 0; seen !== done.length || pending.size > 0; waits += 1) {
      if (waits === MAX_WAITS) throw new Error(`${url}: scripts still loading after ${MAX_WAITS} s: ${[...pending.values()].map((p) => p.url).join(", ")}`);
      seen = done.length;
      await page.waitForTimeout(QUIET_MS);
    }
    const scripts = done.sort((a, b) => b.transferred - a.transferred);
    return {
      transferred: scripts.reduce((sum, script) => sum + script.transferred, 0),
      headers: scripts.reduce((sum, script) => sum + script.headers, 0),
      decoded: scripts.reduce((sum, script) => sum + script.decoded, 0),
      scripts,
    };
  } finally {
    await context.close();
  }
}
