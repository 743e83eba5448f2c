/**
 * The administration of content (issue 17): an administrator writes a news item in uk and en,
 * previews it (its <script> and <img onerror> stay text), publishes it; /news shows it in those
 * languages and in Ukrainian, marked as such, in the others. The console's content screens pass
 * axe; a short link made in the console leads to its page and counts the visit.
 */
import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, toastOf, waitForHydration } from "./fixtures.ts";

test("an administrator publishes a news item in uk and en; other languages read it in Ukrainian", async ({ page, request }) => {
  const email = uniqueEmail("content-admin");
  await createAccount(request, email, "admin-password");
  expect((await request.post("/api/v3/dev/admins", { data: { email } })).status()).toBe(201);
  await page.context().addCookies((await request.storageState()).cookies);

  await page.goto("/en/admin/news");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Add", exact: true }).click();
  await expect(page).toHaveURL("/en/admin/news/new");
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  const tag = Math.random().toString(36).slice(2, 8);
  const ukTitle = `Ремонт мосту ${tag}`;
  const enTitle = `Bridge repairs ${tag}`;
  await page.getByLabel("Title (uk)", { exact: true }).fill(ukTitle);
  await page.getByLabel("Summary (one line, in the list) (uk)", { exact: true }).fill("Смуга закрита вночі");
  await page.getByLabel("Text (Markdown) (uk)", { exact: true }).fill('Смуга **закрита** <script>window.hacked=1</script> <img src=x onerror="window.hacked=2">');
  await page.getByLabel("Title (en)", { exact: true }).fill(enTitle);
  await page.getByLabel("Summary (one line, in the list) (en)", { exact: true }).fill("A lane is closed at night");
  await page.getByLabel("Text (Markdown) (en)", { exact: true }).fill("A lane is **closed** at night.");

  // The preview follows the typing, and renders the Markdown; the markup typed stays text.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("article", { name: "Preview: English" }).locator("strong")).toHaveText("closed");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(preview.getByRole("article", { name: "Preview: English" }).locator("strong")).toHaveText("closed");
  await expect(preview.getByText('<script>window.hacked=1</script> <img src=x onerror="window.hacked=2">')).toBeVisible();
  await expect(preview.locator("img, script")).toHaveCount(0);
  await expect(page.getByText("No translation: pl, ro, tr, sk, hu").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Published", { exact: true }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastOf(page, "Saved")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/admin\/news\/\d+$/);
  const itemPath = new URL(page.url()).pathname;
  await expect(page.getByText("No translation: pl, ro, tr, sk, hu")).toBeVisible();
  await expect(page.getByText("Published", { exact: true }).and(page.locator("strong"))).toBeVisible();

  // The list flags the missing languages.
  await page.goto("/en/admin/news");
  const row = page.getByRole("row").filter({ hasText: ukTitle });
  await expect(row.getByText("No translation: pl, ro, tr, sk, hu")).toBeVisible();

  // The public news: in English and Ukrainian as written; in Polish, the Ukrainian, marked.
  await page.goto("/en/news");
  await expect(page.getByRole("link", { name: enTitle })).toBeVisible();
  await page.goto("/news");
  await expect(page.getByRole("link", { name: ukTitle })).toBeVisible();
  await page.goto("/pl/news");
  const fallback = page.getByRole("link", { name: ukTitle });
  await expect(fallback).toHaveAttribute("lang", "uk-UA");
  await expect(page.getByRole("listitem").filter({ has: fallback }).getByText("ukraiński")).toBeVisible();
  await fallback.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(ukTitle);
  await expect(page.locator('div[lang="uk-UA"]').getByText("Смуга закрита")).toBeVisible();
  await expect(page.getByText('<script>window.hacked=1</script> <img src=x onerror="window.hacked=2">', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  // Deleting asks first, then the item is gone from /news.
  await page.goto(itemPath.replace(/^\/en/, "/en"));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Delete this item for good? This cannot be undone.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(toastOf(page, "Deleted")).toBeVisible();
  await expect(page).toHaveURL("/en/admin/news");
  await page.goto("/en/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  await expect(page.getByRole("link", { name: enTitle })).toHaveCount(0);
});

test("the FAQ, pages and short links screens: a short link leads to its page and counts the visit", async ({ page, request }) => {
  const email = uniqueEmail("content-admin");
  await createAccount(request, email, "admin-password");
  expect((await request.post("/api/v3/dev/admins", { data: { email } })).status()).toBe(201);
  await page.context().addCookies((await request.storageState()).cookies);

  for (const [path, title] of [
    ["/en/admin/faq", "FAQ"],
    ["/en/admin/faq/new", "Question"],
    ["/en/admin/pages", "Pages"],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    await expectNoAxeViolations(page);
  }
  await page.getByRole("row").filter({ has: page.locator("code", { hasText: /^about$/ }) }).getByRole("link").click();
  await waitForHydration(page);
  await expect(page.getByLabel("Title (uk)", { exact: true })).not.toHaveValue("");
  await expectNoAxeViolations(page);

  await page.goto("/en/admin/short-links");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel("Path of the page").fill("https://evil.example");
  await page.getByRole("button", { name: "Create the link" }).click();
  await expect(page.getByLabel("Path of the page")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Path of the page")).toHaveValue("https://evil.example");
  await page.getByLabel("Path of the page").fill("/en/faq");
  await page.getByRole("button", { name: "Create the link" }).click();
  await expect(toastOf(page, "Link created")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "/en/faq" }).first();
  const url = (await row.getByRole("cell").first().textContent())!;
  await page.goto(new URL(url).pathname);
  await expect(page).toHaveURL("/en/faq");
  await page.goto("/en/admin/short-links");
  await expect(page.getByRole("row").filter({ hasText: url }).getByRole("cell").nth(2)).toHaveText("1");
  await page.getByRole("row").filter({ hasText: url }).getByRole("button", { name: "Revoke: /en/faq" }).click();
  await expect(toastOf(page, "Revoked")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: url }).getByRole("cell").last()).toHaveText("Revoked");
});

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("the editor keeps what was typed: messages per field, and a stale edit shows what the other administrator changed", async ({ page, request }) => {
    const email = uniqueEmail("content-admin");
    await createAccount(request, email, "admin-password");
    expect((await request.post("/api/v3/dev/admins", { data: { email } })).status()).toBe(201);
    await page.context().addCookies((await request.storageState()).cookies);
    const tag = Math.random().toString(36).slice(2, 8);
    const item = { title: { uk: `Чернетка ${tag}` }, summary: { uk: "Коротко" }, body: { uk: "Текст" }, published: false };
    const created = (await (await request.post("/api/v3/admin/news", { data: item })).json()).data as { id: number; version: string };

    await page.goto(`/en/admin/news/${created.id}`);
    await expect(page.getByLabel("Title (uk)", { exact: true })).toHaveValue(`Чернетка ${tag}`);
    // Another administrator saves first.
    expect((await request.put(`/api/v3/admin/news/${created.id}`, { data: { ...item, title: { uk: `Змінено ${tag}` }, version: created.version } })).status()).toBe(200);

    await page.getByLabel("Title (en)", { exact: true }).fill(`Draft ${tag}`);
    await page.getByRole("button", { name: "Save" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Someone else changed this item while you were editing it.");
    await expect(alert.getByText(`Змінено ${tag}`)).toBeVisible();
    await expect(page.getByLabel("Title (en)", { exact: true })).toHaveValue(`Draft ${tag}`);
    await expect(page.getByLabel("Title (uk)", { exact: true })).toHaveValue(`Чернетка ${tag}`);

    // Ukrainian is required: the field says so, the rest is kept.
    await page.getByLabel("Title (uk)", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Title (uk)", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert").getByRole("link", { name: "Title (uk): This field is required" })).toHaveAttribute("href", "#field-title-uk");
    await expect(page.getByLabel("Title (en)", { exact: true })).toHaveValue(`Draft ${tag}`);

    // Saving again, knowingly over the other administrator's version, works.
    await page.getByLabel("Title (uk)", { exact: true }).fill(`Остаточно ${tag}`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(`/en/admin/news/${created.id}`);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByLabel("Title (uk)", { exact: true })).toHaveValue(`Остаточно ${tag}`);
    // English has a title only: still flagged, with the others.
    await expect(page.getByText("No translation: pl, en, ro, tr, sk, hu")).toBeVisible();
  });
});
