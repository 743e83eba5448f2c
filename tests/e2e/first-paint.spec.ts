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

function timings(page: Page): Promise<Timings> {
  return page.evaluate(() => (window as unknown as { __timings: Timings }).__timings);
}

test("a page's scripts are fetched after its first paint, and it hydrates, with a nonce and with script hashes", async ({ page }) => {
  // The page's timers stand still: the scripts come on the paint, not on the fallback's timer.
  await page.clock.install();
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
    // The page's HTML names no script the browser would fetch before the paint.
    expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(2);
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  }
  // Hydrated: a client-side navigation.
  await page.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

for (const [what, withoutPaint] of [
  ["reports no paint entries", () => Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { value: [] })],
  ["has no PerformanceObserver", () => Reflect.deleteProperty(window, "PerformanceObserver")],
] as const) {
  test(`a browser that ${what} fetches the scripts at once and hydrates`, async ({ page }) => {
    // The page's timers stand still: the scripts come at once, not on the fallback's timer.
    await page.clock.install();
    await page.addInitScript(withoutPaint);
    await page.goto("/en/login");
    await waitForHydration(page);
    await page.getByRole("link", { name: "News" }).first().click();
    await expect(page).toHaveURL(/\/en\/news$/);
  });
}
