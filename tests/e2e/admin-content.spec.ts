/**
 * The administration of content (issue 17): an administrator writes a news item in uk and en,
 * previews it (its <script> and <img onerror> stay text), publishes it; /news shows it in those
 * languages and in Ukrainian, marked as such, in the others. An FAQ topic made in the console
 * heads its entries on /faq. The console's content screens pass axe; a short link made in the
 * console leads to its page and counts the visit. The editor's form is checked in the browser
 * and, before JavaScript loads, by the server, keeping what was typed.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { createAdmin } from "./account-helpers.ts";
import { countIntlObjects, expect, expectNoAxeViolations, test, toastOf, waitForHydration } from "./fixtures.ts";

/** Signs the page in as a new administrator. */
async function signInAsAdmin(page: Page, request: APIRequestContext) {
  await createAdmin(request, "content-admin");
  await page.context().addCookies((await request.storageState()).cookies);
}


test("an administrator publishes a news item in uk and en; other languages read it in Ukrainian", async ({ page, request }) => {
  test.setTimeout(240_000); // many console pages, each checked by axe, on a loaded machine
  await signInAsAdmin(page, request);

  await page.goto("/en/admin/news");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Add", exact: true }).click();
  await expect(page).toHaveURL("/en/admin/news/new");
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // Checked in the browser: Ukrainian is required; the summary links to the fields and takes focus.
  await page.getByRole("button", { name: "Save" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Title (uk): This field is required" })).toHaveAttribute("href", "#content-title.uk");
  await expect(page.getByLabel("Title (uk)", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL("/en/admin/news/new");

  const tag = Math.random().toString(36).slice(2, 8);
  const ukTitle = `Ремонт мосту ${tag}`;
  const enTitle = `Bridge repairs ${tag}`;
  await page.getByLabel("Title (uk)", { exact: true }).fill(ukTitle);
  await page.getByLabel("Summary (one line, in the list) (uk)", { exact: true }).fill("Смуга закрита вночі");
  await page.getByLabel("Text (Markdown) (uk)", { exact: true }).fill('Смуга **закрита** <script>window.hacked=1</script> <img src=x onerror="window.hacked=2">');
  await page.getByLabel("Title (en)", { exact: true }).fill(enTitle);
  await page.getByLabel("Summary (one line, in the list) (en)", { exact: true }).fill("A lane is closed at night");
  await page.getByLabel("Text (Markdown) (en)", { exact: true }).fill("A lane is **closed** at night.");
  await expect(page.getByLabel("Title (uk)", { exact: true })).not.toHaveAttribute("aria-invalid", "true");

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
  // The language's name comes from the server: the page builds no Intl object for it.
  const built = await countIntlObjects(page);
  await page.goto("/pl/news");
  await waitForHydration(page);
  const fallback = page.getByRole("link", { name: ukTitle });
  await expect(fallback).toHaveAttribute("lang", "uk-UA");
  await expect(page.getByRole("listitem").filter({ has: fallback }).getByText("ukraiński")).toBeVisible();
  await fallback.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(ukTitle);
  await expect(page.getByRole("heading", { level: 1 }).getByText("ukraiński")).toBeVisible();
  expect(await built()).toEqual({});
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
  test.setTimeout(240_000); // many console pages, each checked by axe, on a loaded machine
  await signInAsAdmin(page, request);

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

test("an administrator makes an FAQ topic, writes an entry in it, and /faq heads the entry with the topic's title", async ({ page, request }) => {
  test.setTimeout(240_000); // many console pages, each checked by axe, on a loaded machine
  await signInAsAdmin(page, request);
  const tag = Math.random().toString(36).slice(2, 8);

  // The topics are reached from the FAQ's list, and from the menu.
  await page.goto("/en/admin/faq");
  await waitForHydration(page);
  await page.getByRole("link", { name: "FAQ topics" }).first().click();
  await expect(page).toHaveURL("/en/admin/faq-topics");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FAQ topics");
  await expect(page.getByRole("navigation", { name: "Administration sections" }).getByRole("link", { name: "FAQ topics" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("row").filter({ hasText: "call-up" }).getByRole("cell").last()).not.toHaveText("0");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Add", exact: true }).click();
  await expect(page).toHaveURL("/en/admin/faq-topics/new");
  await waitForHydration(page);

  // Every language's title is required: the one left empty says so, when it is left.
  const titles = { uk: `Стоянка ${tag}`, pl: `Postój ${tag}`, en: `Stopover ${tag}`, ro: `Oprire ${tag}`, tr: `Mola ${tag}`, sk: `Zastávka ${tag}`, hu: `Megálló ${tag}` };
  await page.getByLabel("Address (slug: latin letters, digits, hyphens)").fill(`stop-${tag}`);
  for (const [locale, title] of Object.entries(titles)) {
    if (locale !== "hu") await page.getByLabel(`Title (${locale})`, { exact: true }).fill(title);
  }
  await page.getByLabel("Title (hu)", { exact: true }).focus();
  await page.getByLabel("Title (hu)", { exact: true }).blur();
  await expect(page.getByText("This field is required", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Title (hu)", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Title (hu)", { exact: true }).fill(titles.hu);
  await expect(page.getByText("This field is required", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Checked by the API: an address another topic has; the form keeps what was typed.
  const slugField = page.getByLabel("Address (slug: latin letters, digits, hyphens)");
  await slugField.fill("call-up");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "Address (slug: latin letters, digits, hyphens): Another item already has this address (slug)" })).toBeVisible();
  await expect(slugField).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Title (hu)", { exact: true })).toHaveValue(titles.hu);
  await slugField.fill(`stop-${tag}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastOf(page, "Saved")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/admin\/faq-topics\/\d+$/);
  const topicPath = new URL(page.url()).pathname;

  // An entry in it, published in uk and en.
  await page.goto("/en/admin/faq/new");
  await waitForHydration(page);
  await page.getByLabel("Topic").selectOption({ label: titles.en });
  await page.getByLabel("Address (slug: latin letters, digits, hyphens)").fill(`stop-question-${tag}`);
  await page.getByLabel("Question (uk)", { exact: true }).fill(`Де зупинитися ${tag}?`);
  await page.getByLabel("Answer (plain text; a blank line starts a paragraph) (uk)", { exact: true }).fill("На майданчику біля пункту.");
  await page.getByLabel("Question (en)", { exact: true }).fill(`Where to stop ${tag}?`);
  await page.getByLabel("Answer (plain text; a blank line starts a paragraph) (en)", { exact: true }).fill("At the area by the checkpoint.");
  await page.getByLabel("Published", { exact: true }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastOf(page, "Saved")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/admin\/faq\/\d+$/);
  const entryPath = new URL(page.url()).pathname;

  // /faq: the topic's section, titled in the reader's language, with the entry (Ukrainian where untranslated).
  await page.goto(`/en/faq#stop-${tag}`);
  const section = page.getByRole("region", { name: titles.en });
  await expect(section.locator("summary")).toHaveText(`Where to stop ${tag}?`);
  await page.goto("/ro/faq");
  await expect(page.getByRole("region", { name: titles.ro }).locator("summary")).toContainText(`Де зупинитися ${tag}?`);

  // A topic with a question is kept: its page says why, with no Delete.
  await page.goto(topicPath);
  await expect(page.getByText("Questions in this topic: 1.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The entry and then the topic deleted, each once confirmed; /faq is as it was.
  await page.goto(entryPath);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(toastOf(page, "Deleted")).toBeVisible();
  // A question written into the topic while its deletion waits to be confirmed: refused, with the
  // reason and no second "Yes, delete" (asking again would be refused again).
  const api = request;
  await page.goto(topicPath);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Delete this item for good? This cannot be undone.")).toBeVisible();
  const topicId = Number(topicPath.split("/").pop());
  const late = await api.post("/api/v3/admin/faq", { data: { topic_id: topicId, slug: `late-${tag}`, question: { uk: "Пізно?" }, answer: { uk: "Так." }, published: false } });
  expect(late.status()).toBe(201);
  const lateEntry = ((await late.json()) as { data: { id: number; version: string } }).data;
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Questions in this topic: 1." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Yes, delete" })).toHaveCount(0);
  expect((await api.delete(`/api/v3/admin/faq/${lateEntry.id}?version=${lateEntry.version}`)).status()).toBe(204);

  await page.goto(topicPath);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Delete this item for good? This cannot be undone.")).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(toastOf(page, "Deleted")).toBeVisible();
  await expect(page).toHaveURL("/en/admin/faq-topics");
  await expect(page.getByRole("link", { name: titles.en })).toHaveCount(0);
  await page.goto("/en/faq");
  await expect(page.getByRole("region", { name: titles.en })).toHaveCount(0);
});

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("the editor keeps what was typed: messages per field, the preview rendered by the server, and a stale edit shows what the other administrator changed", async ({ page, request }) => {
    await signInAsAdmin(page, request);
    const tag = Math.random().toString(36).slice(2, 8);
    const item = { title: { uk: `Чернетка ${tag}` }, summary: { uk: "Коротко" }, body: { uk: "Текст" }, published: false };
    const created = (await (await request.post("/api/v3/admin/news", { data: item })).json()).data as { id: number; version: string };

    await page.goto(`/en/admin/news/${created.id}`);
    await expect(page.getByLabel("Title (uk)", { exact: true })).toHaveValue(`Чернетка ${tag}`);
    // Another administrator saves first.
    expect((await request.put(`/api/v3/admin/news/${created.id}`, { data: { ...item, title: { uk: `Змінено ${tag}` }, version: created.version } })).status()).toBe(200);

    // The preview: the server renders what was typed, which the form keeps.
    await page.getByLabel("Text (Markdown) (en)", { exact: true }).fill("The **draft** text");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("region", { name: "Preview" }).getByRole("article", { name: "Preview: English" }).locator("strong")).toHaveText("draft");
    await expect(page.getByLabel("Text (Markdown) (en)", { exact: true })).toHaveValue("The **draft** text");
    await expect(page.getByText("No translation: pl, en, ro, tr, sk, hu")).toBeVisible();

    await page.getByLabel("Title (en)", { exact: true }).fill(`Draft ${tag}`);
    await page.getByLabel("Summary (one line, in the list) (en)", { exact: true }).fill("Briefly");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toContainText("Someone else changed this item while you were editing it.");
    await expect(page.getByRole("region", { name: "Current version" }).getByText(`Змінено ${tag}`)).toBeVisible();
    await expect(page.getByLabel("Title (en)", { exact: true })).toHaveValue(`Draft ${tag}`);
    await expect(page.getByLabel("Title (uk)", { exact: true })).toHaveValue(`Чернетка ${tag}`);

    // Checked by the server: Ukrainian is required, a time must be one; the fields say so, the rest is kept.
    await page.getByLabel("Title (uk)", { exact: true }).fill("");
    await page.getByLabel("Shown from").fill("1999-12-31T10:00");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Title (uk)", { exact: true })).toHaveAttribute("aria-invalid", "true");
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link", { name: "Title (uk): This field is required" })).toHaveAttribute("href", "#content-title.uk");
    await expect(summary.getByRole("link", { name: "Shown from: Enter a date and time between the years 2000 and 2099" })).toBeVisible();
    await expect(page.getByLabel("Title (en)", { exact: true })).toHaveValue(`Draft ${tag}`);
    await page.getByLabel("Shown from").fill("");

    // Saving again, knowingly over the other administrator's version, works.
    await page.getByLabel("Title (uk)", { exact: true }).fill(`Остаточно ${tag}`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(`/en/admin/news/${created.id}`);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByLabel("Title (uk)", { exact: true })).toHaveValue(`Остаточно ${tag}`);
    // English is written in full now: the others are flagged.
    await expect(page.getByText("No translation: pl, ro, tr, sk, hu")).toBeVisible();
  });
});
