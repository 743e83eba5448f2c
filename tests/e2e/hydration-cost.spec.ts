/**
 * What a page costs the browser while it hydrates. The first `Intl` object a page builds (a date
 * formatter, a locale) loads the browser's locale and time-zone data: 30–100 ms of main thread on
 * a desktop, several times that on a phone. The public pages that show dates (home, news, a news
 * item) get them formatted by the server, in the page's language, as the home page gets its counts,
 * waits and opening hours (plural rules and weekday names), and `<html dir>` comes from the
 * language's known direction (locales.ts), so hydrating them, or the login page, builds none. So
 * do signed-in pages: the header's counters, the profile's menu and the booking wizard's
 * checkpoints come written out by their loaders.
 */
import { countIntlObjects, expect, test, waitForHydration } from "./fixtures.ts";
import { bookTruck, createBooker, loginPage, messagesOf } from "./queue-helpers.ts";

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

test("signed in: the booking wizard's checkpoints, the profile's menu and the header's counters come written out, and hydrating them builds no Intl object", async ({ page, request }) => {
  test.setTimeout(120_000); // a booker made over the API, a booking, two pages
  const en = messagesOf("en");
  const booker = await createBooker(request);
  await loginPage(page, request);
  const built = await countIntlObjects(page);

  await page.goto(`/en/queue/new/${booker.carrierId}`);
  await waitForHydration(page);
  const yahodyn = page.getByRole("radio", { name: /Yahodyn/ });
  await expect(yahodyn).toBeVisible();
  await expect(page.getByText(/In the queue: \d+ · Waiting time: [^·]+ · Free places today: \d+ · Number of checkpoints: \d+ · Opening hours: /).first()).toBeVisible();
  expect(await built()).toEqual({});

  await bookTruck(request, booker);
  await page.goto("/en/profile/details");
  await waitForHydration(page);
  const menu = page.getByRole("navigation", { name: en.profileNav.title });
  await expect(menu.getByRole("link", { name: new RegExp(en.profileNav.status.added.replace("{{count}}", "1")) }).first()).toBeVisible();
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: `${en.pages.queues} (${en.join.header.openQueues.replace("{{count}}", "1")})` })).toBeVisible();
  expect(await built()).toEqual({});
});
