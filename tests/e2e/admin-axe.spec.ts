/**
 * Every screen of the administration console passes axe (issue 17): each section's page, in
 * Ukrainian and in English, and the first item each list links to (a user, a feedback message, a
 * checkpoint, a lane, a waiting area, a news item, a page, a short link's list…), with demo data
 * and one item of each kind an administrator makes.
 */
import { ADMIN_SECTIONS } from "../../src/web/admin/sections.ts";
import { createAdmin } from "./account-helpers.ts";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

/**
 * An administrator, and something in the lists that are empty on a fresh database. Each test makes
 * its own: the three parts below run apart, each within its time (a slow machine took more than the
 * four minutes for all of them in one test).
 */
async function adminWithData(page: Page, name: string) {
  const request = page.context().request;
  const email = await createAdmin(request, name);
  expect((await request.post("/api/v3/feedback", { headers: { "X-Skip-Bot-Check": "1" }, data: { subject: "Axe", question: "Чи все доступно?", email } })).status()).toBe(202);
  expect((await request.post("/api/v3/admin/short-links", { data: { target_path: "/faq" } })).status()).toBe(201);
}

for (const [language, prefix] of [
  ["uk", ""],
  ["en", "/en"],
] as const) {
  test(`every console section passes axe (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    await adminWithData(page, `axe-admin-${language}`);
    for (const section of ADMIN_SECTIONS) {
      await page.goto(`${prefix}${section.path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test("an item of each console list, and a lane, pass axe", async ({ page }) => {
  test.setTimeout(240_000);
  await adminWithData(page, "axe-admin-items");
  // An item of each list (the first link into it).
  for (const list of ["/admin/users", "/admin/feedback", "/admin/checkpoints", "/admin/waiting-areas", "/admin/news", "/admin/faq", "/admin/faq-topics", "/admin/pages"]) {
    await page.goto(list);
    const item = page.locator(`main a[href^="${list}/"]:visible`).first();
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`${list}/[^/]+$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // A lane, from its checkpoint's page.
  await page.goto("/admin/checkpoints");
  await page.locator('main a[href^="/admin/checkpoints/"]:visible').first().click();
  await page.locator('main a[href^="/admin/lanes/"]:visible').first().click();
  await expect(page).toHaveURL(/\/admin\/lanes\/\d+$/);
  await expectNoAxeViolations(page);
});
