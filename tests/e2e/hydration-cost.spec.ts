/**
 * What a page costs the browser while it hydrates. The first `Intl` formatter a page builds loads
 * the browser's locale and time-zone data: 50–100 ms of main thread on a desktop, several times that
 * on a phone. The public pages that show dates (home, news, a news item) get them formatted by the
 * server, in the page's language, so hydrating them builds none.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** Counts the date formatters the page builds, from its first script on. */
async function countDateFormatters(page: Page) {
  await page.addInitScript(() => {
    const Native = Intl.DateTimeFormat;
    const counted = { built: 0 };
    (window as unknown as { __dateFormatters: typeof counted }).__dateFormatters = counted;
    Intl.DateTimeFormat = new Proxy(Native, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counted.built += 1;
        return new target(...args);
      },
      apply(target, _this, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counted.built += 1;
        return target(...args);
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { __dateFormatters: { built: number } }).__dateFormatters.built);
}

test("the home page, the news and a news item show their dates in the page's language, and hydrating them builds no date formatter", async ({ page }) => {
  const built = await countDateFormatters(page);

  await page.goto("/en/news");
  await waitForHydration(page);
  const published = page.getByText(/^Published [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(published.first()).toBeVisible();
  expect(await built()).toBe(0);

  await page.goto("/en");
  await waitForHydration(page);
  const news = page.getByRole("region", { name: "Latest news" });
  await expect(news.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/).first()).toBeVisible();
  expect(await built()).toBe(0);

  await page.goto("/news");
  await waitForHydration(page);
  await expect(page.getByText(/^Опубліковано \d{1,2} [а-яіїєґ]+ \d{4} р\.$/).first()).toBeVisible();
  await page.getByRole("main").getByRole("listitem").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.getByText(/^Опубліковано \d{1,2} [а-яіїєґ]+ \d{4} р\.$/)).toBeVisible();
  expect(await built()).toBe(0);
});
