/**
 * What a page costs the browser while it hydrates. The first `Intl` object a page builds (a date
 * formatter, a locale) loads the browser's locale and time-zone data: 30–100 ms of main thread on
 * a desktop, several times that on a phone. The public pages that show dates (home, news, a news
 * item) get them formatted by the server, in the page's language, as the home page gets its counts,
 * waits and opening hours (plural rules and weekday names), and `<html dir>` comes from the
 * language's known direction (locales.ts), so hydrating them, or the login page, builds none.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** Counts the Intl objects (formatters, locales, plural rules…) the page builds, from its first script on. */
async function countIntlObjects(page: Page) {
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

test("the home page, the news and a news item show their dates in the page's language, and hydrating them (or the login page) builds no Intl object", async ({ page }) => {
  const built = await countIntlObjects(page);

  await page.goto("/en/news");
  await waitForHydration(page);
  const published = page.getByText(/^Published [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(published.first()).toBeVisible();
  expect(await built()).toEqual({});

  await page.goto("/en");
  await waitForHydration(page);
  const news = page.getByRole("region", { name: "Latest news" });
  await expect(news.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/).first()).toBeVisible();
  expect(await built()).toEqual({});

  await page.goto("/news");
  await waitForHydration(page);
  await expect(page.getByText(/^Опубліковано \d{1,2} [а-яіїєґ]+ \d{4} р\.$/).first()).toBeVisible();
  await page.getByRole("main").getByRole("listitem").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  // The item's own line, in its article (the list may still be leaving the page).
  await expect(page.getByRole("article").getByText(/^Опубліковано \d{1,2} [а-яіїєґ]+ \d{4} р\.$/)).toBeVisible();
  expect(await built()).toEqual({});

  await page.goto("/en/login");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  expect(await built()).toEqual({});
});
