/**
 * The information pages as a visitor reads them: /terms, /privacy and /about with their title,
 * "last updated" date, table of contents whose links move to their sections, and body; in
 * Ukrainian and English, with axe on each page visited.
 */
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

test("in Ukrainian: the terms, with their date and contents; a contents link moves to its section", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Умови користування");
  await expect(page).toHaveTitle("Умови користування — єЧерга");
  await expect(page.getByText("Оновлено 26 листопада 2026 р.")).toBeVisible();
  const contents = page.getByRole("navigation", { name: "Зміст" });
  await expect(contents.getByRole("link")).toHaveCount(8);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  const appeal = page.getByRole("heading", { level: 2, name: "Оскарження" });
  await contents.getByRole("link", { name: "Оскарження" }).click();
  await expect(page).toHaveURL(/\/terms#appeal$/);
  await expect(appeal).toBeInViewport();
  await expect(page.locator("#appeal + p")).toContainText("гарячу лінію");
  await expect(page.getByRole("listitem").filter({ hasText: "протягом 10 хвилин" })).toBeVisible();
});

test("in Ukrainian: the privacy policy and the about page, reached from the footer and the menu", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Політика конфіденційності" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Політика конфіденційності");
  await expect(page.getByRole("heading", { level: 2, name: "Як довго ми зберігаємо дані" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("navigation", { name: "Головне меню" }).getByRole("link", { name: "Про портал" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Про портал");
  await expect(page.getByRole("heading", { level: 2, name: "Дослідна експлуатація" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("in English: the privacy policy's contents lead to its sections, and its links to the other pages", async ({ page }) => {
  await page.goto("/en/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
  await expect(page).toHaveTitle("Privacy policy — eQueue");
  await expect(page.getByText("Last updated November 26, 2026")).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  const contents = page.getByRole("navigation", { name: "Contents" });
  await contents.getByRole("link", { name: "How to have your data deleted" }).click();
  await expect(page).toHaveURL(/\/en\/privacy#deletion$/);
  await expect(page.getByRole("heading", { level: 2, name: "How to have your data deleted" })).toBeInViewport();

  await page.getByRole("main").getByRole("link", { name: "terms of service" }).click();
  await expect(page).toHaveURL(/\/en\/terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of service");
  await expect(page.getByRole("heading", { level: 2, name: "Violations and blockings" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("in English: the about page", async ({ page }) => {
  await page.goto("/en/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About the portal");
  await expect(page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Trial operation" })).toHaveAttribute("href", "#trial");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test("an unknown address under a page's name is the 404 page", async ({ page }) => {
  const response = await page.goto("/en/terms/more");
  expect(response?.status()).toBe(404);
});
