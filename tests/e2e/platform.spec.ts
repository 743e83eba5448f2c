import { expect, test, waitForHydration } from "./fixtures.ts";

test("a new build is detected after start and the user is offered a reload", async ({ page }) => {
  let checks = 0;
  await page.route("**/build-info.json", async (route) => {
    checks += 1;
    await route.fulfill({ json: { version: "a-newer-build", app_version: "9.9.9" } });
  });
  await page.goto("/en");
  const notice = page.getByText("A new version of the portal is available.");
  await expect(notice).toBeVisible({ timeout: 5000 });
  expect(checks).toBe(1);
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Reload the page" }).click();
  await reloaded;
});

test("the same build is not announced", async ({ page }) => {
  let checked = false;
  await page.route("**/build-info.json", async (route) => {
    checked = true;
    await route.continue();
  });
  await page.goto("/en");
  await expect.poll(() => checked, { timeout: 5000 }).toBe(true);
  await page.waitForTimeout(300);
  await expect(page.getByText("A new version of the portal is available.")).toHaveCount(0);
});

test("hasNavigatedFromWebView=true is kept in session storage across pages", async ({ page }) => {
  await page.goto("/news?hasNavigatedFromWebView=true");
  await waitForHydration(page);
  await page.goto("/faq");
  expect(await page.evaluate(() => sessionStorage.getItem("hasNavigatedFromWebView"))).toBe("true");
});

test("a route change scrolls to the top", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto("/");
  await waitForHydration(page);
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Умови користування" });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await footerLink.click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
