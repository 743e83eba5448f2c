/**
 * Every screen of the administration console passes axe (issue 17): each section's page, in
 * Ukrainian and in English, and the first item each list links to (a user, a feedback message, a
 * checkpoint, a lane, a waiting area, a news item, a page, a short link's list…), with demo data
 * and one item of each kind an administrator makes.
 */
import { ADMIN_SECTIONS } from "../../src/web/admin/sections.ts";
import { createAdmin } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test("every console section, and an item of each, passes axe (uk, en)", async ({ page }) => {
  test.setTimeout(240_000);
  const request = page.context().request;
  const email = await createAdmin(request, "axe-admin");
  // Something in the lists that are empty on a fresh database.
  expect((await request.post("/api/v3/feedback", { headers: { "X-Skip-Bot-Check": "1" }, data: { subject: "Axe", question: "Чи все доступно?", email } })).status()).toBe(202);
  expect((await request.post("/api/v3/admin/short-links", { data: { target_path: "/faq" } })).status()).toBe(201);

  for (const prefix of ["", "/en"]) {
    for (const section of ADMIN_SECTIONS) {
      await page.goto(`${prefix}${section.path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
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
