/**
 * Wording and focus a first-time user tripped on: the language switcher's short names, one spelling
 * of the checkpoint per language, a summary that does not repeat itself, and focus on the new page's
 * heading after logging in by keyboard.
 */
import { createAccount, uniqueEmail, waitForBotCheck } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { messagesOf } from "./queue-helpers.ts";

test("the language switcher shows native short names: УКР, not UK (en)", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/en/news");
  const languages = page.getByRole("banner").getByRole("navigation", { name: messagesOf("en").nav.language }).first();
  // What is shown (the full name is for screen readers).
  await expect(languages.getByRole("link", { name: "Українська" }).locator('[aria-hidden="true"]')).toHaveText("УКР");
  await expect(languages.getByRole("link", { name: "Polski" }).locator('[aria-hidden="true"]')).toHaveText("PL");
  await expect(languages.getByRole("link", { name: "English" }).locator('[aria-hidden="true"]')).toHaveText("EN");
});

test("Polish pages call the checkpoint Jagodzin only, from the data", async ({ page }) => {
  await page.goto("/pl/news");
  await expect(page.getByRole("main")).toContainText("Jagodzin");
  await expect(page.locator("body")).not.toContainText("Jahodyn");
  await expect(page.getByRole("complementary", { name: messagesOf("pl").beta.label })).toContainText("Jagodzin");
});

test("a refused sign-up without an account type does not say the question twice (en)", async ({ page }) => {
  const m = messagesOf("en");
  await page.goto("/en/create-account");
  await waitForHydration(page);
  await page.getByRole("button", { name: m.auth.form.createAccount }).click();
  const summary = page.getByRole("alert").filter({ hasText: m.forms.errorSummary });
  await expect(summary.getByRole("link", { name: `${m.fieldNames.accountType}: ${m.validation.accountTypeRequired}` })).toBeVisible();
  await expect(summary).not.toContainText(`${m.auth.form.accountType}: ${m.validation.accountTypeRequired}`);
});

test("after logging in by keyboard, focus is on the new page's heading (en)", async ({ page, request }) => {
  test.setTimeout(300_000);
  const m = messagesOf("en");
  const email = uniqueEmail("keyboard");
  await createAccount(request, email, "keyboard-password");
  expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 1 } })).status()).toBe(200);
  await page.goto("/en/login");
  await waitForHydration(page);
  await page.getByLabel(m.auth.form.login).fill(email);
  await page.getByLabel(m.auth.form.password, { exact: true }).fill("keyboard-password");
  // The proof of work takes long on a loaded machine.
  await waitForBotCheck(page);
  await page.getByLabel(m.auth.form.password, { exact: true }).press("Enter");
  await expect(page).toHaveURL("/en/profile/details");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.pages.details);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expectNoAxeViolations(page);
});
