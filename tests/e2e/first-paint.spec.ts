/**
 * A page paints from its HTML alone, and its JavaScript is fetched once it has
 * (components/scripts-after-first-paint.tsx): under a CSP with this request's nonce and under the
 * script hashes of a page kept for guests, and where the browser cannot report its first paint.
 * The fixture fails a test on any console error, a CSP violation included.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

interface Timings {
  firstPaint: number | null;
  scripts: number[];
}

/**
 * Runs in each document before its scripts: records when it first painted and when it asked for
 * each of its scripts (ms since it started), from entries the browser itself delivers (the test's
 * clock fakes `performance`, not PerformanceObserver).
 */
function recordTimings() {
  const timings: Timings = { firstPaint: null, scripts: [] };
  (window as unknown as { __timings: Timings }).__timings = timings;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint") timings.firstPaint = entry.startTime;
      else if (entry.entryType === "resource" && /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname)) timings.scripts.push(entry.startTime);
    }
  }).observe({ entryTypes: ["paint", "resource"] });
}

/** The page's timers stand still (Playwright's clock runs in real time once installed): the 2 s fallback never fires. */
async function stopTimers(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
}

function timings(page: Page): Promise<Timings> {
  return page.evaluate(() => (window as unknown as { __timings: Timings }).__timings);
}

/** Follows a link and checks that the hydrated page took it (the document stayed: no full load). */
async function followInPage(page: Page, name: string, url: RegExp) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole("link", { name }).first().click();
  await expect(page).toHaveURL(url);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

/**
 * Runs in each document before its scripts: paint reports reach the page's observers only once the
 * test calls `__releasePaint()` (and at once after that).
 */
function holdPaintReports() {
  const Native = PerformanceObserver;
  const held: Array<() => void> = [];
  let released = false;
  (window as unknown as { __releasePaint: () => void }).__releasePaint = () => {
    released = true;
    for (const report of held.splice(0)) report();
  };
  class Holding extends Native {
    constructor(callback: PerformanceObserverCallback) {
      super((list, observer) => {
        if (released || list.getEntriesByType("paint").length === 0) callback(list, observer);
        else held.push(() => callback(list, observer));
      });
    }
  }
  window.PerformanceObserver = Holding;
}

test("a page's scripts are fetched after its first paint, and it hydrates, with a nonce and with script hashes", async ({ page }) => {
  // The scripts come on the paint, not on the fallback's timer.
  await stopTimers(page);
  await page.addInitScript(recordTimings);
  for (const [path, source] of [
    ["/en/login", /'nonce-/],
    ["/en/news", /'sha256-/],
    ["/en/news", /'sha256-/],
  ] as const) {
    const response = await page.goto(path);
    expect(await response!.headerValue("content-security-policy")).toMatch(source);
    await waitForHydration(page);
    const { firstPaint, scripts } = await timings(page);
    expect(firstPaint, path).not.toBeNull();
    expect(scripts.length, path).toBeGreaterThan(2);
    expect(Math.min(...scripts), path).toBeGreaterThanOrEqual(firstPaint!);
    // The preloads were added after the paint; the page's HTML names no script the browser would
    // fetch before it.
    expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(2);
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  }
  await followInPage(page, "Log in", /\/en\/login$/);
});

test("the scripts wait for the first paint's report", async ({ page }) => {
  await stopTimers(page);
  await page.addInitScript(holdPaintReports);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  await page.goto("/en/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts).toEqual([]);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await page.evaluate(() => (window as unknown as { __releasePaint: () => void }).__releasePaint());
  await waitForHydration(page);
  expect(scripts.length).toBeGreaterThan(2);
  await followInPage(page, "News", /\/en\/news$/);
});

for (const [what, withoutPaint] of [
  [
    "reports no paint entries",
    () => {
      // An observer that would never report: only the check of what the browser reports starts the scripts.
      Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { value: [] });
      PerformanceObserver.prototype.observe = () => undefined;
    },
  ],
  ["has no PerformanceObserver", () => Reflect.deleteProperty(window, "PerformanceObserver")],
] as const) {
  test(`a browser that ${what} fetches the scripts at once and hydrates`, async ({ page }) => {
    // The scripts come at once, not on the fallback's timer.
    await stopTimers(page);
    await page.addInitScript(withoutPaint);
    await page.goto("/en/login");
    await waitForHydration(page);
    await followInPage(page, "News", /\/en\/news$/);
  });
}
