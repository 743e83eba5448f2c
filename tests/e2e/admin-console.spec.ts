/**
 * The administration console's frame (issue 17): an administrator finds it from the header, sees
 * its sections, and reads a role change in the audit log, filtered; anyone else who is signed in
 * is refused in their language. axe finds nothing on the home and the audit log.
 */
import { createAccount, createAdmin, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const PASSWORD = "admin-password-1";

test("an administrator reaches the console from the header and reads a role change in the audit log (en)", async ({ page, browser }) => {
  const request = page.context().request;
  const email = await createAdmin(request, "console");
  const other = uniqueEmail("promoted");
  const otherContext = await browser.newContext();
  await createAccount(otherContext.request, other, PASSWORD);
  await otherContext.close();
  const found = await (await request.get(`/api/v3/admin/users?q=${encodeURIComponent(other)}`)).json();
  const otherId = found.data[0].id as number;
  expect((await request.put(`/api/v3/admin/users/${otherId}/role`, { data: { role: "operator" } })).status()).toBe(200);

  await page.goto("/en");
  await page.getByRole("link", { name: "Administration" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Administration");
  const menu = page.getByRole("navigation", { name: "Administration sections" });
  await expect(menu.getByRole("link", { name: "Administration" })).toHaveAttribute("aria-current", "page");
  for (const section of ["Users", "Document reviews", "Feedback inbox", "Checkpoints", "Waiting areas", "Connection applications", "News", "Audit log"]) {
    await expect(menu.getByRole("link", { name: section })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await menu.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  await page.getByLabel("Item type").fill("user");
  await page.getByLabel("Item id").fill(String(otherId));
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Records:" })).toHaveText("Records: 1");
  const row = page.getByRole("row").filter({ hasText: "user.role" });
  await expect(row).toContainText(email);
  await expect(row).toContainText('"role": "user"');
  await expect(row).toContainText('"role": "operator"');
  await expect(page).toHaveURL(new RegExp(`subject_id=${otherId}`));
  await expectNoAxeViolations(page);

  // Who by e-mail, and an action by what it acts on ("user": all of a user's actions).
  await page.getByLabel("Item type").fill("");
  await page.getByLabel("Who (e-mail or user id)").fill(email.toUpperCase());
  await page.getByLabel("Action (e.g. news or news.update)").fill("user");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Records:" })).toHaveText("Records: 1");
  await expect(page.getByRole("row").filter({ hasText: "user.role" })).toContainText(email);
  // Refused filters say why, keeping what was typed.
  await page.getByLabel("Who (e-mail or user id)").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is no user with this e-mail address." })).toBeVisible();
  await expect(page.getByLabel("Who (e-mail or user id)")).toHaveValue("nobody-here@example.com");
  await page.getByLabel("Who (e-mail or user id)").fill("");
  await page.getByLabel("From", { exact: true }).fill("2026-11-20");
  await page.getByLabel("To", { exact: true }).fill("2026-11-19");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The start date must not be after the end date." })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Records:" })).toHaveText("Records: 0");
});

test("a signed-in user who is not an administrator is refused the console in their language (uk)", async ({ page }) => {
  const email = uniqueEmail("not-admin");
  await createAccount(page.context().request, email, PASSWORD);
  const response = await page.goto("/admin/audit");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("Це лише для адміністраторів")).toBeVisible();
  await expect(page.getByRole("link", { name: "Адміністрування" })).toHaveCount(0);
});
