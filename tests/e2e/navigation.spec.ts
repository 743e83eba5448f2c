import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

test("the language switcher keeps the current page", async ({ page }) => {
  await page.goto("/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Новини");
  await page.getByRole("navigation", { name: "Мова" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/news$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Magyar" }).click();
  await expect(page).toHaveURL(/\/hu\/news$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hu-HU");
  await page.getByRole("navigation", { name: "Nyelv" }).getByRole("link", { name: "Українська" }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "uk-UA");
});

test("the language switcher keeps the query and the fragment, and the page hydrates without a mismatch", async ({ page }) => {
  // The server never sees the fragment and writes the query's spaces as "+": the links must still
  // hydrate as rendered (a mismatch is a console error, which fails the test).
  await page.goto("/faq?q=%D1%87%D0%B5%D1%80%D0%B3%D0%B0%20%D0%B0%D0%B2%D1%82%D0%BE%D0%B1%D1%83%D1%81#top");
  await waitForHydration(page);
  await expect(page.getByRole("navigation", { name: "Мова" }).getByRole("link", { name: "English" })).toHaveAttribute(
    "href",
    "/en/faq?q=%D1%87%D0%B5%D1%80%D0%B3%D0%B0+%D0%B0%D0%B2%D1%82%D0%BE%D0%B1%D1%83%D1%81#top",
  );
});

test("a guest opening a queue page is sent to login in the same language", async ({ page }) => {
  await page.goto("/queues");
  await expect(page).toHaveURL("/login?redirectTo=%2Fqueues");
  await page.goto("/en/profile/carrier");
  await expect(page).toHaveURL("/en/login?redirectTo=%2Fen%2Fprofile%2Fcarrier");
  await expect(page).toHaveTitle("Log in — eQueue");
  await expectNoAxeViolations(page);
});

test("the main menu's Statistics link opens the statistics page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Головне меню" }).getByRole("link", { name: "Статистика", exact: true }).click();
  await expect(page).toHaveURL(/\/statistics$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Статистика завантаженості");
  await expect(page).toHaveTitle("Статистика завантаженості — єЧерга");
  await expectNoAxeViolations(page);
});

test("the 404 page in Ukrainian, with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Неправильна адреса або такої сторінки ще не існує");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "На головну" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Електронна черга на кордоні");
});

test("missing items and unknown language prefixes answer 404", async ({ page }) => {
  const item = await page.goto("/en/news/999999");
  expect(item?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The address is wrong or this page does not exist yet");
  await expect(page.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/en");
  const prefix = await page.goto("/de/about");
  expect(prefix?.status()).toBe(404);
});

test("redirects and statuses of every route, in every language", async ({ request }) => {
  const uk = await request.get("/uk/about?x=1", { maxRedirects: 0 });
  expect(uk.status()).toBe(301);
  expect(uk.headers().location).toBe("/about?x=1");
  const paths = [
    "/about", "/contacts", "/create-account", "/faq", "/login", "/new-password", "/recover", "/register",
    "/news", "/privacy", "/terms", "/service-by-countries", "/service-by-countries/1",
    "/service-by-countries/api", "/service-by-countries/create", "/statistics", "/workload",
    "/workload/1/1", "/workload/2/checkpoints/1/2/30",
  ];
  const guarded = [
    "/account/violations", "/account/violations/1/1", "/profile/carrier", "/profile/details", "/profile/licenses",
    "/profile/licenses/1", "/profile/carrierType", "/queue/1/edit", "/queue/new/1", "/queues-archive", "/queues", "/queues/1",
    "/queue/join", "/account/notices",
  ];
  for (const prefix of ["", "/pl", "/en", "/ro", "/tr", "/sk", "/hu"]) {
    for (const path of paths) {
      const res = await request.get(`${prefix}${path}`, { maxRedirects: 0 });
      expect(res.status(), `${prefix}${path}`).toBe(200);
    }
    for (const path of guarded) {
      const res = await request.get(`${prefix}${path}`, { maxRedirects: 0 });
      expect(res.status(), `${prefix}${path}`).toBe(302);
      expect(res.headers().location).toBe(`${prefix}/login?redirectTo=${encodeURIComponent(`${prefix}${path}`)}`);
    }
  }
  expect((await request.get("/workload/7/1")).status()).toBe(404);
  // A short link nobody made (or one revoked) is the not-found page.
  expect((await request.get("/en/s/abc")).status()).toBe(404);
});

test("the API reference page renders from the project's own files", async ({ page }) => {
  await page.goto("/api/v3/docs/");
  // Swagger UI reads and resolves the whole document before it shows anything: about 3.5 s on an
  // idle 2-core machine, several times that while the other browser tests run.
  await expect(page.getByRole("heading", { name: /Border crossing e-queue API/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("/checkpoints/{id}").first()).toBeVisible();
});
