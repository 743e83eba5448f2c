/**
 * The administration console on a phone (390 px): its menu is a disclosure naming the current
 * section, closed above every page, opened by keyboard with every link reachable; the checkpoints
 * list is a card per checkpoint that fits the screen (the page does not scroll sideways), its lanes
 * counted and linked to their list on the checkpoint's page. From 1024 px the menu is the whole
 * list, from 640 px the checkpoints a table. axe on each.
 */
import { createAccount, createAdmin, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { ADMIN_SECTIONS } from "../../src/web/admin/sections.ts";

test.use({ viewport: { width: 390, height: 844 } });


test("on a phone the console's menu is a disclosure naming the section: closed, opened by keyboard, every link reachable (uk)", async ({ page }) => {
  await createAdmin(page.context().request, "admin-phone");
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
  await expect(menu.getByRole("link")).toHaveCount(ADMIN_SECTIONS.length);
  await expect(menu.getByRole("link", { name: "Користувачі", exact: true })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Адміністрування", exact: true })).toBeFocused();
  for (let n = 1; n < ADMIN_SECTIONS.length; n++) await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Журнал дій" })).toBeFocused();
  await menu.getByRole("link", { name: "Пункти пропуску" }).click();

  // Another page: the summary names its section, the menu closed again.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Пункти пропуску");
  await expect(summary).toHaveText("Розділ: Пункти пропуску");
  await expect(menu.getByRole("link")).toHaveCount(0);
  // Space opens and closes it too.
  await summary.focus();
  await page.keyboard.press("Space");
  await expect(menu.getByRole("link")).toHaveCount(ADMIN_SECTIONS.length);
  await page.keyboard.press("Space");
  await expect(menu.getByRole("link")).toHaveCount(0);

  // From 1024 px, the whole list and no disclosure.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(summary).toBeHidden();
  await expect(menu.getByRole("link")).toHaveCount(ADMIN_SECTIONS.length);
  await expect(menu.getByRole("link", { name: "Пункти пропуску" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);
});

test("on a phone the checkpoints are cards that fit the screen, their lanes counted and listed on the checkpoint's page (uk)", async ({ page }) => {
  await createAdmin(page.context().request, "admin-phone");
  const checkpoints = (await (await page.context().request.get("/api/v3/admin/checkpoints")).json()).data as Array<{ id: number; slug: string; lanes: unknown[] }>;
  const yahodyn = checkpoints.find((checkpoint) => checkpoint.slug === "yahodyn-dorohusk")!;
  await page.goto("/admin/checkpoints");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Пункти пропуску");
  // The page does not scroll sideways.
  const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
  expect(width.page).toBeLessThanOrEqual(width.screen);
  await expect(page.getByRole("table")).toBeHidden();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: /^Ягодин/ }) });
  await expect(card).toContainText("Відкритий · Приймає бронювання");
  const lanes = card.getByRole("link", { name: `Смуги: ${yahodyn.lanes.length}` });
  await expect(lanes).toBeVisible();
  // A card is a few lines, not a line per lane.
  expect((await card.boundingBox())!.height).toBeLessThan(160);
  await expectNoAxeViolations(page);

  await lanes.click();
  await expect(page).toHaveURL(`/admin/checkpoints/${yahodyn.id}#lanes-heading`);
  await expect(page.getByRole("heading", { level: 2, name: "Смуги" })).toBeVisible();

  // From 640 px, a table with a row per checkpoint and its lanes' links.
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto("/admin/checkpoints");
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Ягодин/ }) });
  await expect(row.getByRole("link")).toHaveCount(1 + yahodyn.lanes.length);
  await expect(page.getByRole("heading", { level: 2, name: /^Ягодин/ })).toBeHidden();
  await expectNoAxeViolations(page);
});

test("on a phone the users found are cards that fit the screen, found by an e-mail's first letters (uk)", async ({ page }) => {
  // The user first: signing up signs the browser in as them, then as the administrator.
  const email = uniqueEmail("phone-card");
  await createAccount(page.context().request, email, "user-password-1");
  await createAdmin(page.context().request, "admin-phone");
  const beginning = email.split("@")[0]!;
  await page.goto(`/admin/users?q=${encodeURIComponent(beginning)}`);
  await expect(page.getByRole("status").filter({ hasText: "Користувачів" })).toHaveText("Користувачів: 1");
  // The page does not scroll sideways; the table gives way to a card.
  const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
  expect(width.page).toBeLessThanOrEqual(width.screen);
  await expect(page.getByRole("table")).toBeHidden();
  const card = page.getByRole("list", { name: "Користувачі" }).getByRole("listitem");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Користувач ·");
  await expectNoAxeViolations(page);
  await card.getByRole("link", { name: email }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(email);

  // From 640 px, the table.
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto(`/admin/users?q=${encodeURIComponent(beginning)}`);
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByRole("list", { name: "Користувачі" })).toBeHidden();
});
