/**
 * The FAQ as a driver uses it: questions that open by a click or by their link, and the search,
 * filtering as one types with JavaScript and as a plain form the server answers without it; in
 * Ukrainian and English, with axe on each state visited (with JavaScript: axe runs in the page).
 */
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import type { Page } from "@playwright/test";

// The seeded topics' questions: an administrator's browser test may publish a topic of its own meanwhile.
const SEEDED_TOPICS = ["joining", "vehicles", "call-up", "changes", "violations"];
const questions = (page: Page) => page.locator(SEEDED_TOPICS.map((slug) => `section#${slug} details`).join(", "));
const question = (page: Page, text: string) => page.locator("summary").filter({ hasText: text });

test("in Ukrainian: topics with headings, a question opens by a click and by its link", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Питання та відповіді");
  await expect(page).toHaveTitle("Питання та відповіді — єЧерга");
  await expect(page.getByRole("heading", { level: 2, name: "Виклик і вʼїзд" })).toBeVisible();
  await expect(questions(page)).toHaveCount(14);
  await waitForHydration(page);

  const late = page.locator("details#late");
  await expect(late.getByText(/10 хвилин/)).toBeHidden();
  await question(page, "Що буде, якщо я запізнюся?").click();
  await expect(late.getByText(/10 хвилин/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Its own link names it in the address; following another's opens that one.
  await late.getByRole("link", { name: "Посилання на це питання" }).click();
  await expect(page).toHaveURL(/\/faq#late$/);
  await page.goto("/faq#extend");
  await expect(page.locator("details#extend").getByText(/один раз на 60 днів/)).toBeVisible();
});

test("in English: opened at a question's anchor, the search filters as one types and says when nothing is found", async ({ page }) => {
  await page.goto("/en/faq#appeal");
  await waitForHydration(page);
  await expect(page.locator("details#appeal").getByText(/hotline shown at the bottom of every page/)).toBeVisible();
  await expectNoAxeViolations(page);

  const search = page.getByRole("searchbox", { name: "Search the questions" });
  const status = page.getByRole("status").filter({ hasText: /Questions found|Nothing found/ });
  await search.pressSequentially("extend");
  await expect(status).toHaveText(/^Questions found: \d+$/);
  await expect(question(page, "How do I extend my queue?")).toBeVisible();
  await expect(question(page, "How does a bus book a place?")).toHaveCount(0);

  await search.fill("parking on the moon");
  await expect(status).toHaveText("Nothing found for your request");
  await expect(questions(page)).toHaveCount(0);
  // Filtered in the page: no request changed the address.
  await expect(page).toHaveURL(/\/en\/faq#appeal$/);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Show all questions" }).click();
  await expect(questions(page)).toHaveCount(14);
  await expect(search).toHaveValue("");
});

test("in Ukrainian, a searched address comes filtered from the server, and passes axe", async ({ page }) => {
  await page.goto(`/faq?q=${encodeURIComponent("паркування на місяці")}`);
  await expect(page.getByText("За вашим запитом нічого не знайдено")).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole("searchbox", { name: "Пошук у питаннях" })).toHaveValue("паркування на місяці");
  await expect(questions(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto(`/faq?q=${encodeURIComponent("скасувати")}`);
  await expect(page.getByRole("status").filter({ hasText: "Знайдено питань" })).toHaveText(/^Знайдено питань: \d+$/);
  await expectNoAxeViolations(page);
});

// axe runs in the page's JavaScript: the pages these tests visit are checked above, with it.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("in English, the search is a form the server answers, keeping the query", async ({ page }) => {
    await page.goto("/en/faq");
    const search = page.getByRole("searchbox", { name: "Search the questions" });
    await search.fill("blocked");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/faq\?q=blocked$/);
    await expect(search).toHaveValue("blocked");
    await expect(question(page, "Why am I blocked?")).toBeVisible();
    await expect(question(page, "How does a bus book a place?")).toHaveCount(0);

    await search.fill("parking on the moon");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("Nothing found for your request")).toBeVisible();
    await expect(questions(page)).toHaveCount(0);
    await expect(search).toHaveValue("parking on the moon");
  });

  test("in Ukrainian, questions open and the search says when nothing is found", async ({ page }) => {
    await page.goto("/faq");
    await question(page, "Як продовжити чергу?").click();
    await expect(page.locator("details#extend").getByText(/один раз на 60 днів/)).toBeVisible();

    const search = page.getByRole("searchbox", { name: "Пошук у питаннях" });
    await search.fill("заблоковано");
    await page.getByRole("button", { name: "Шукати", exact: true }).click();
    await expect(question(page, "Чому мене заблоковано?")).toBeVisible();
    await expect(questions(page)).toHaveCount(1);

    await search.fill("паркування на місяці");
    await page.getByRole("button", { name: "Шукати", exact: true }).click();
    await expect(page.getByText("За вашим запитом нічого не знайдено")).toBeVisible();
    await expect(search).toHaveValue("паркування на місяці");
  });
});
