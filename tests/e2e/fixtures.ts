/**
 * The browser tests' `test`: a fresh context per test (axe needs one), a page that fails the test
 * on any console error or uncaught exception, and an accessibility check.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

export const test = base.extend<{ consoleErrors: string[] }>({
  // The server trusts X-Forwarded-For here (TRUST_PROXY, playwright.config.ts): each test is a
  // visitor of its own, so the per-address limits (30 codes an hour) count tests apart, as they
  // would count drivers apart behind the real proxy.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n = testInfo.workerIndex * 10_000 + testInfo.repeatEachIndex * 1_000 + testInfo.retry * 100 + (hashOf(testInfo.testId) % 100);
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A page that answers 404 (the not-found tests) or a refused form (400, 409, 422, 429: the
        // form shows why) on purpose is reported as a failed load; a missing script, style or API
        // call still fails the test.
        const { pathname } = new URL(message.location().url || "about:blank");
        const expectedPageStatus =
          /status of (400|404|409|422|429)\b/.test(message.text()) && !pathname.startsWith("/assets/") && !pathname.startsWith("/api/");
        if (!expectedPageStatus) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** Waits until React has hydrated the page, so clicks reach the client-side handlers. */
export async function waitForHydration(page: Page) {
  // The root sets data-hydrated once React has attached the page's handlers (root.tsx). Never wait
  // for 'networkidle': pages with live event streams are never idle.
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The toast (top-right, 3 s) that says `text`; the same words elsewhere on the page are not it. */
export const toastOf = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
