import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test("home in Ukrainian: language, beta notice, checkpoints, hotlines", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("єЧерга");
  await expect(page.locator("html")).toHaveAttribute("lang", "uk-UA");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Електронна черга на кордоні");
  await expect(page.getByRole("complementary", { name: "Бета-версія" })).toContainText(
    "черга діє лише в пункті пропуску Ягодин – Дорогуськ",
  );
  await expect(page.getByText("Ягодин – Дорогуськ", { exact: true })).toBeVisible();
  await expect(page.getByText("Бронювання відкрито")).toHaveCount(1);
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Гаряча лінія для українських перевізників");
  await expect(footer.getByRole("link", { name: "+380 44 000 00 01" })).toHaveAttribute("href", "tel:+380440000001");
  await expect(page.locator('link[rel="alternate"][hreflang="pl-PL"]')).toHaveAttribute("href", /\/pl$/);
  await expectNoAxeViolations(page);
});

test("home in Ukrainian: for whom, the six steps, the live load where booking is open, the app and the latest news", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Для українських та іноземних водіїв і перевізників: вантажівки, автобуси та легкові автомобілі.")).toBeVisible();
  const steps = page.getByRole("region", { name: "Як це працює" }).getByRole("listitem");
  await expect(steps).toHaveCount(6);
  await expect(steps.first()).toHaveText(/Зареєструйтеся на порталі/);
  await expect(steps.last()).toHaveText(/перетніть кордон/);
  // Only the pair taking bookings shows its load, with the way into the queue.
  await expect(page.getByText("Завантаженість зараз")).toHaveCount(1);
  const open = page.getByRole("listitem").filter({ hasText: "Завантаженість зараз" });
  await expect(open).toContainText("Ягодин – Дорогуськ");
  await expect(open.getByText("Вільних місць на сьогодні")).toBeVisible();
  await expect(open.getByText("Очікують: Вантажівка")).toBeVisible();
  await expect(open.getByRole("link", { name: /Стати в чергу/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Мобільний застосунок" })).toContainText("з тим самим обліковим записом");
  const news = page.getByRole("region", { name: "Останні новини" });
  // The newest three at most (the demo has two).
  await expect(news.getByRole("listitem").first().getByRole("link")).toHaveAttribute("href", /^\/news\/\d+$/);
  await expect(news.getByRole("link", { name: "Усі новини" })).toHaveAttribute("href", "/news");
  await expectNoAxeViolations(page);
});

test("home in English", async ({ page }) => {
  await page.goto("/en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Border crossing e-queue");
  await expect(page.getByRole("complementary", { name: "Beta" })).toContainText("Yahodyn – Dorohusk");
  await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/en/login");
  await expect(page.getByRole("region", { name: "How it works" }).getByRole("listitem")).toHaveCount(6);
  await expect(page.getByRole("listitem").filter({ hasText: "Load now" }).getByText("Free places today")).toBeVisible();
  await expect(page.getByRole("region", { name: "Latest news" }).getByRole("link", { name: "All news" })).toHaveAttribute("href", "/en/news");
  await expectNoAxeViolations(page);
});

test("a first visit to the root follows the browser's language once", async ({ browser }) => {
  const context = await browser.newContext({ locale: "pl-PL", extraHTTPHeaders: { "Accept-Language": "pl-PL,pl;q=0.9" } });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/pl$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pl-PL");
  const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
  expect(cookie?.value).toBe("pl");
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  // The choice is remembered: the root is not redirected again.
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});

test("news list and item", async ({ page }) => {
  await page.goto("/en/news");
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await page.getByRole("link", { name: "The e-queue portal opens in test mode" }).click();
  await expect(page).toHaveURL(/\/en\/news\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The e-queue portal opens in test mode");
  await expectNoAxeViolations(page);
});

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("a page comes styled with its HTML alone, without a stylesheet to fetch first", async ({ page }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    await page.goto("/en/login");
    // The skip link waits off-screen until it has the focus; the brand colour marks the heading.
    await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveCSS("position", "absolute");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(7, 47, 93)");
    expect(stylesheets).toEqual([]);
  });
});
