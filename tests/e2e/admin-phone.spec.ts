/**
 * The administration console on a phone (390 px): its menu is a disclosure naming the current
 * section, closed above every page, opened by keyboard with every link reachable. From 1024 px the
 * menu is the whole list. axe on each.
 */
import type { Page } from "@playwright/test";
import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

async function signInAsAdmin(page: Page) {
  const request = page.context().request;
  const email = uniqueEmail("admin-phone");
  await createAccount(request, email, "admin-password-1");
  expect((await request.post("/api/v3/dev/admins", { data: { email } })).status()).toBe(201);
}

test("on a phone the console's menu is a disclosure naming the section: closed, opened by keyboard, every link reachable (uk)", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/users");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Користувачі");
  const menu = page.getByRole("navigation", { name: "Розділи адміністрування" });
  const summary = menu.locator("summary");
  await expect(summary).toHaveText("Розділ: Користувачі");
  await expect(menu.getByRole("link")).toHaveCount(0);
  // Closed, it takes one line above the page.
  expect((await menu.boundingBox())!.height).toBeLessThan(60);
  await expectNoAxeViolations(page);

  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(menu.getByRole("link")).toHaveCount(12);
  await expect(menu.getByRole("link", { name: "Користувачі", exact: true })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Адміністрування", exact: true })).toBeFocused();
  for (let n = 1; n < 12; n++) await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Журнал дій" })).toBeFocused();
  await menu.getByRole("link", { name: "Пункти пропуску" }).click();

  // Another page: the summary names its section, the menu closed again.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Пункти пропуску");
  await expect(summary).toHaveText("Розділ: Пункти пропуску");
  await expect(menu.getByRole("link")).toHaveCount(0);
  // Space opens and closes it too.
  await summary.focus();
  await page.keyboard.press("Space");
  await expect(menu.getByRole("link")).toHaveCount(12);
  await page.keyboard.press("Space");
  await expect(menu.getByRole("link")).toHaveCount(0);

  // From 1024 px, the whole list and no disclosure.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(summary).toBeHidden();
  await expect(menu.getByRole("link")).toHaveCount(12);
  await expect(menu.getByRole("link", { name: "Пункти пропуску" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);
});
