/**
 * The browser tests' `test`: a fresh context per test (axe needs one), a page that fails the test
 * on any console error, uncaught exception or Content-Security-Policy violation, and an
 * accessibility check.
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
        // A page that answers 404 (the not-found tests), 403 (a console refused to its role) or a refused form (400, 409, 422, 429: the
        // form shows why) on purpose is reported as a failed load; a missing script, style or API
        // call still fails the test.
        const { pathname } = new URL(message.location().url || "about:blank");
        const expectedPageStatus =
          /status of (400|403|404|409|422|429)\b/.test(message.text()) && !pathname.startsWith("/assets/") && !pathname.startsWith("/api/");
        if (!expectedPageStatus) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // A violation the page's code caught (a library probing for eval) reaches no console on its
      // own: every document of the page reports its violations, and the binding counts them.
      await page.exposeBinding("__reportCspViolation", (_source, text: string) => errors.push(text));
      await page.addInitScript(reportCspViolations);
      await use(errors);
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs in each document before its scripts: reports every CSP violation to the test. */
function reportCspViolations() {
  document.addEventListener("securitypolicyviolation", (event) => {
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
    const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
    void report(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}${where}`);
  });
}

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
  // A toast on its way out (sonner marks it removed, then animates it away) is measured mid-fade
  // otherwise: its × shrinks below the target size for a moment. What is read is the page at rest.
  const leaving = page.locator('[data-sonner-toast][data-removed="true"]');
  for (let reading = 1; ; reading += 1) {
    await expect(leaving).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    // A toast can also start leaving while axe reads the page (its 3 s ran out meanwhile): a
    // violation in a toast, or in an element gone since, is read again once the toast has gone. One
    // that stays (a toast at rest) fails on the last reading.
    const targets = violations.flatMap((v) => v.nodes.map((n) => (n.target.length === 1 ? String(n.target[0]) : null)));
    const inToasts = await page.evaluate(
      (selectors) =>
        selectors.some((selector) => {
          if (selector === null) return false;
          const element = document.querySelector(selector);
          return element === null || element.closest("[data-sonner-toast]") !== null;
        }),
      targets,
    );
    if (inToasts && reading < 3) continue;
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    return;
  }
}

/** The toast (top-right, 3 s) that says `text`; the same words elsewhere on the page are not it. */
export const toastOf = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Counts the Intl objects (formatters, locales, plural rules…) the page builds, from its first script on. */
export async function countIntlObjects(page: Page) {
  await page.addInitScript(() => {
    const counted: Record<string, number> = {};
    (window as unknown as { __intlObjects: typeof counted }).__intlObjects = counted;
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of ["DateTimeFormat", "NumberFormat", "PluralRules", "Locale", "DisplayNames", "RelativeTimeFormat", "ListFormat", "Collator", "Segmenter"]) {
      const Native = intl[name];
      if (typeof Native !== "function") continue;
      intl[name] = new Proxy(Native, {
        construct(target, args) {
          counted[name] = (counted[name] ?? 0) + 1;
          return Reflect.construct(target, args) as object;
        },
        apply(target, thisArg, args) {
          counted[name] = (counted[name] ?? 0) + 1;
          return Reflect.apply(target, thisArg, args) as unknown;
        },
      });
    }
  });
  /** The Intl objects built since the page's document started, by kind. */
  return () => page.evaluate(() => ({ ...(window as unknown as { __intlObjects: Record<string, number> }).__intlObjects }));
}
