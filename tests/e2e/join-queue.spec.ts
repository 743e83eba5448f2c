/**
 * 'Стати в чергу' (SPEC §4's join decision): a guest logs in and comes back, a single ready carrier
 * goes straight to its new-queue page, several ready carriers get the vehicle-type modal (keyboard
 * only) or, without JavaScript, the same choice as a page; a carrier without enough information
 * lands on its profile with the warning; a chosen checkpoint reaches the new-queue page.
 */
import type { Page } from "@playwright/test";
import { waitForBotCheck } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { addReadyCarrier, createUnreadyCarrier } from "./join-helpers.ts";
import { checkpointIdOf, createBooker, loginPage, messagesOf, PASSWORD } from "./queue-helpers.ts";

const uk = messagesOf("uk");
// Logins, several accounts and axe per test: slow on a shared machine.
test.describe.configure({ timeout: 180_000 });

/** Tabs (keyboard only) until `target` has focus. */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the element never got focus");
}

test("a guest logs in and comes back to the new-queue page of their only ready carrier", async ({ page, request }) => {
  const booker = await createBooker(request, 1, "join-guest");
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: uk.home.joinQueue, exact: true }).click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/queue/join")}`, { timeout: 30_000 });
  await page.getByLabel(uk.auth.form.login).fill(booker.email);
  await page.getByLabel(uk.auth.form.password, { exact: true }).fill(PASSWORD);
  // The bot check solves its puzzle in the browser: slow on a busy machine.
  await waitForBotCheck(page);
  await page.getByRole("main").getByRole("button", { name: uk.nav.login }).click();
  await expect(page).toHaveURL(`/queue/new/${booker.carrierId}`, { timeout: 30_000 });
});

test("two ready carriers: the vehicle-type modal from the header, with the keyboard only", async ({ page, request }) => {
  const booker = await createBooker(request, 1, "join-modal");
  const carId = await addReadyCarrier(request, 3);
  await loginPage(page, request);
  await page.goto("/");
  await waitForHydration(page);
  const join = page.getByRole("banner").getByRole("link", { name: uk.home.joinQueue });
  await tabTo(page, join);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: uk.join.chooseTitle });
  await expect(dialog).toBeVisible();
  const truck = dialog.getByRole("radio", { name: uk.vehicleTypes["1"] });
  const car = dialog.getByRole("radio", { name: uk.vehicleTypes["3"] });
  await expect(truck).toBeFocused();
  await expect(truck).toBeChecked();
  await expectNoAxeViolations(page);
  await page.keyboard.press("ArrowDown");
  await expect(car).toBeChecked();
  await expect(car).toBeFocused();

  // Escape closes it, and focus goes back to the button.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(join).toBeFocused();

  // A click outside (on the backdrop) does not close it.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(car).toBeChecked();

  // The choice is confirmed with 'Стати в чергу': the new-queue page of the chosen carrier.
  await car.focus();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: uk.home.joinQueue })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/queue/new/${carId}`, { timeout: 30_000 });
  expect(carId).not.toBe(booker.carrierId);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the vehicle-type choice is a page, and the checkpoint is remembered", async ({ page, request }) => {
    await createBooker(request, 1, "join-nojs");
    const carId = await addReadyCarrier(request, 3);
    const checkpoint = await checkpointIdOf(request);
    await loginPage(page, request);
    await page.goto(`/en/queue/join?checkpoint=${checkpoint}`);
    const en = messagesOf("en");
    // (axe needs JavaScript: the same page is checked in the next test.)
    await expect(page.getByRole("heading", { level: 1, name: en.pages.queueJoin })).toBeVisible();
    await page.getByRole("radio", { name: en.vehicleTypes["3"] }).check();
    await page.getByRole("main").getByRole("button", { name: en.home.joinQueue }).click();
    await expect(page).toHaveURL(`/en/queue/new/${carId}?checkpoint=${checkpoint}`, { timeout: 30_000 });
  });

  test("the header's menu is a link to the menu on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: uk.nav.main });
    await expect(nav).toBeHidden();
    await page.getByRole("banner").getByRole("link", { name: uk.join.header.menu }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: uk.nav.faq }).click();
    await expect(page).toHaveURL("/faq", { timeout: 30_000 });
  });
});

test("the vehicle-type page, with JavaScript, passes axe and asks again for an unknown carrier", async ({ page, request }) => {
  await createBooker(request, 1, "join-page");
  await addReadyCarrier(request, 2);
  await loginPage(page, request);
  await page.goto("/queue/join?carrier=999999999");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: uk.pages.queueJoin })).toBeVisible();
  await expect(page.getByRole("group", { name: uk.join.chooseLegend })).toContainText(uk.join.chooseRequired);
  await expectNoAxeViolations(page);
});

test("a carrier without enough information lands on the carrier profile with the warning", async ({ page, request }) => {
  await createUnreadyCarrier(request);
  await loginPage(page, request);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: uk.home.joinQueue }).click();
  await expect(page).toHaveURL("/profile/carrier?warning=carrierRequired", { timeout: 30_000 });
  // The toast and the box that stays; once the toast has gone, the box is still there.
  await expect(page.getByText(uk.join.carrierRequired)).toHaveCount(2);
  await expect(page.getByText(uk.join.carrierRequired)).toHaveCount(1, { timeout: 8_000 });
  await expect(page.getByRole("main").getByText(uk.join.carrierRequired)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the checkpoint chosen on the home page reaches the new-queue page", async ({ page, request }) => {
  const booker = await createBooker(request, 1, "join-checkpoint");
  const checkpoint = await checkpointIdOf(request);
  await loginPage(page, request);
  await page.goto("/pl");
  await waitForHydration(page);
  const pl = messagesOf("pl");
  await expectNoAxeViolations(page);
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: pl.home.bookingOpen });
  await card.getByRole("link", { name: new RegExp(`^${pl.home.joinQueue}`) }).click();
  await expect(page).toHaveURL(`/pl/queue/new/${booker.carrierId}?checkpoint=${checkpoint}`, { timeout: 30_000 });
});
