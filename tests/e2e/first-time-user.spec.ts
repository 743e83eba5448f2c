/**
 * A new Polish carrier on a 390 × 844 phone, from sign-up to a profile ready to book, finding the
 * way with the profile menu and the next-step pointers only (never typing a URL after sign-up).
 */
import type { Page } from "@playwright/test";
import { acceptConsents, latestCode, latestSmsCode, uniqueEmail, waitForBotCheck } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, toastOf, waitForHydration } from "./fixtures.ts";
import { messagesOf } from "./queue-helpers.ts";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const m = messagesOf("pl");

test.use({ viewport: { width: 390, height: 844 }, locale: "pl-PL" });

const menu = (page: Page) => page.getByRole("navigation", { name: m.profileNav.title });
const menuItem = (page: Page, name: string) => menu(page).getByRole("link", { name: new RegExp(`^${name}`) });
const nextStep = (page: Page) => page.getByTestId("next-step");

test("a new Polish carrier gets from sign-up to a profile ready to book on a phone, led by the profile menu", async ({ page }) => {
  // A long walk, on a machine that may be busy.
  test.setTimeout(600_000);
  const email = uniqueEmail("first-time-pl");
  const password = "granica-2026";

  // Sign-up.
  await page.goto("/pl/create-account");
  await waitForHydration(page);
  await page.getByLabel(m.auth.accountTypes.carrier, { exact: true }).check();
  await page.getByLabel(m.auth.form.email, { exact: true }).fill(email);
  await page.getByLabel(m.auth.form.password, { exact: true }).fill(password);
  await page.getByLabel(m.auth.form.passwordConfirmation, { exact: true }).fill(password);
  await acceptConsents(page, m.auth.form);
  await waitForBotCheck(page);
  await page.getByRole("button", { name: m.auth.form.createAccount }).click();
  await expect(page).toHaveURL("/pl/register");
  await page.getByLabel(m.auth.form.code).fill(await latestCode(email));
  await page.getByRole("button", { name: m.auth.form.confirm }).click();
  await expect(page).toHaveURL(/\/pl\/profile\/carrierType/);
  await page.getByLabel(m.vehicleTypes["1"]).check();
  await page.getByRole("button", { name: m.common.continue }).click();

  // 'My info', with the profile's menu: every section says what it lacks; the pointer says what is next.
  await expect(page).toHaveURL("/pl/profile/details");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.pages.details);
  await expect(menuItem(page, m.pages.details)).toHaveAttribute("aria-current", "page");
  await expect(menuItem(page, m.pages.details)).toContainText(m.profileNav.status.detailsMissing);
  await expect(menuItem(page, m.pages.carrier)).toContainText(m.profileNav.status.carrierMissing);
  await expect(menuItem(page, m.profile.drivers)).toContainText(m.profileNav.status.driversMissing);
  await expect(menuItem(page, m.profile.vehicles)).toContainText(m.profileNav.status.vehiclesMissing);
  await expect(menuItem(page, m.pages.licenses)).toContainText(m.profileNav.status.permitsOptional);
  await expect(menuItem(page, m.pages.violations)).toContainText(m.profileNav.status.violationsNone);
  await expect(nextStep(page)).toContainText(m.profileNav.next.details);
  await expectNoAxeViolations(page);

  // 'My info' and its phone.
  const phone = `+48600${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;
  const details = page.getByRole("region", { name: m.profile.personalDetails });
  await details.getByLabel(m.profile.driverForm.firstName, { exact: true }).fill("Jan");
  await details.getByLabel(m.profile.driverForm.lastName, { exact: true }).fill("Nowak");
  await details.getByLabel(m.profile.driverForm.birthDate).fill("1980-05-01");
  await details.getByLabel(m.profile.driverForm.citizenship).selectOption("PL");
  await details.getByLabel(m.phoneFields.number, { exact: true }).fill(phone);
  await details.getByRole("button", { name: m.profile.saveDetails }).click();
  await expect(menuItem(page, m.pages.details)).toContainText(m.profileNav.status.detailsUnverified);
  await expect(nextStep(page)).toContainText(m.profileNav.next.detailsUnverified);
  await details.getByRole("button", { name: m.profile.sendPhoneCode }).click();
  await details.getByLabel(m.profile.phoneCode).fill(await latestSmsCode(page.request, phone));
  await details.getByRole("button", { name: m.profile.confirmPhone }).click();
  await expect(menuItem(page, m.pages.details)).toContainText(m.profileNav.status.detailsDone);

  // Next: the carrier, reached by the pointer.
  await expect(nextStep(page)).toContainText(m.profileNav.next.carrier);
  await nextStep(page).getByRole("link", { name: m.profileNav.next.carrier }).click();
  await expect(page).toHaveURL("/pl/profile/carrier");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(menuItem(page, m.pages.carrier)).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);
  const carrierForm = page.getByRole("form", { name: m.pages.carrier });
  await carrierForm.getByLabel(m.profile.carrierForm.name).fill("Trans-Nowak Sp. z o.o.");
  await carrierForm.getByLabel(m.profile.carrierForm.country).selectOption("PL");
  await carrierForm.getByLabel(m.profile.carrierForm.registrationCode).fill("0000123456");
  await carrierForm.getByLabel(m.profile.carrierForm.contactPerson).fill("Jan Nowak");
  await carrierForm.getByRole("button", { name: m.profile.carrierForm.save }).click();
  await expect(menuItem(page, m.pages.carrier)).toContainText(m.profileNav.status.carrierDone);

  // Next: a driver.
  await expect(nextStep(page)).toContainText(m.profileNav.next.drivers);
  await nextStep(page).getByRole("link", { name: m.profileNav.next.drivers }).click();
  const drivers = page.getByRole("region", { name: m.profile.drivers });
  // The pointer leads to the drivers' part of the page.
  await expect(drivers.getByRole("heading", { name: m.profile.drivers })).toBeFocused();
  const driverForm = m.profile.driverForm;
  await drivers.getByLabel(m.profile.driverOrigins.foreign).check();
  await drivers.getByLabel(driverForm.firstName, { exact: true }).fill("Piotr");
  await drivers.getByLabel(driverForm.lastName, { exact: true }).fill("Wiśniewski");
  await drivers.getByLabel(driverForm.birthDate).fill("1979-03-02");
  await drivers.getByLabel(driverForm.citizenship).selectOption("PL");
  await drivers.getByLabel(driverForm.passportNumber).fill("EA1234567");
  await drivers.getByRole("button", { name: driverForm.save }).click();
  await expect(toastOf(page, m.added.driver)).toBeVisible();
  await expect(page.locator("#add-driver-last_name")).toHaveValue("");
  await expect(menuItem(page, m.profile.drivers)).toContainText(m.profileNav.status.added.replace("{{count}}", "1"));

  // Next: a vehicle.
  await expect(nextStep(page)).toContainText(m.profileNav.next.vehicles);
  await nextStep(page).getByRole("link", { name: m.profileNav.next.vehicles }).click();
  const vehicles = page.getByRole("region", { name: m.profile.vehicles });
  const vehicleForm = m.profile.vehicleForm;
  await vehicles.getByLabel(vehicleForm.plate, { exact: true }).fill("WA 12345");
  await vehicles.getByLabel(vehicleForm.make, { exact: true }).fill("Volvo FH");
  await vehicles.getByLabel(vehicleForm.country).selectOption("PL");
  await vehicles.getByLabel(vehicleForm.certificate).setInputFiles({ name: "dowod.png", mimeType: "image/png", buffer: PNG });
  await vehicles.getByRole("button", { name: vehicleForm.save }).click();
  await expect(toastOf(page, m.added.vehicle)).toBeVisible();
  await expect(page.locator("#add-vehicle-1-plate")).toHaveValue("");
  await expect(menuItem(page, m.profile.vehicles)).toContainText(m.profileNav.status.added.replace("{{count}}", "1"));

  // Ready: the pointer leads to 'Stań w kolejce'.
  await expect(nextStep(page)).toContainText(m.profileNav.next.ready);
  await expect(menu(page)).toContainText(m.profileNav.progress.replace("{{done}}", "4").replace("{{required}}", "4"));
  await expectNoAxeViolations(page);
  await nextStep(page).getByRole("link", { name: m.home.joinQueue }).click();
  // The join decision and the new draft: slow on a busy machine.
  await expect(page).toHaveURL(/\/pl\/queue\/new\//, { timeout: 60_000 });
});
