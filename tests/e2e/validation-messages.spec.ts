/**
 * No library text reaches a user (issue 12): malformed values on every web form (sign-up, login,
 * 'My info', carrier, driver, vehicle, permit), in Polish and Hungarian, are answered with the
 * form's own messages in the page's language, each a sentence of that language's files, never a
 * library's English ('Invalid input: expected string, received undefined').
 */
import type { Locator, Page } from "@playwright/test";
import type { Locale } from "../../src/domain/locales.ts";
import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { messagesOf, prefixOf } from "./queue-helpers.ts";

/** Words zod (or another library) writes in its English messages. */
const LIBRARY_TEXT = /Invalid input|expected \w+|received \w+|Too (big|small)|Unrecognized key|Invalid (string|option|enum)|String must/i;

/** Every string of a language's files, as a pattern ({{params}} match anything). */
function sentencesOf(locale: Locale): RegExp[] {
  const out: RegExp[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{\\\{\w+\\\}\\\}/g, ".+");
      out.push(new RegExp(`^${escaped}$`, "s"));
    } else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(messagesOf(locale));
  return out;
}

/** The messages shown by the fields of `scope` (each field's first error). */
async function fieldMessages(scope: Locator): Promise<string[]> {
  const errors = scope.locator('p[id$="-error"]');
  await expect(errors.first()).toBeVisible();
  return (await errors.allInnerTexts()).map((text) => text.trim());
}

async function expectOwnWords(locale: Locale, scope: Locator, where: string) {
  const sentences = sentencesOf(locale);
  const english = new Set(Object.values(messagesOf("en").validation));
  const shown = await fieldMessages(scope);
  expect(shown.length, where).toBeGreaterThan(0);
  for (const message of shown) {
    expect(message, `${where}: library text`).not.toMatch(LIBRARY_TEXT);
    expect(sentences.some((sentence) => sentence.test(message)), `${where}: "${message}" is not a ${locale} sentence`).toBe(true);
    expect(english.has(message), `${where}: "${message}" is English`).toBe(false);
  }
}

const errorOf = (scope: Locator, label: string) =>
  scope.locator("div", { has: scope.page().getByLabel(label, { exact: true }) }).last().locator('p[id$="-error"]');

async function submit(page: Page, scope: Locator, button: string) {
  await scope.getByRole("button", { name: button }).click();
  await expect(scope.getByRole("alert").first()).toBeVisible();
}

for (const locale of ["pl", "hu"] as const) {
  test(`every web form answers malformed values in its own words (${locale})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const m = messagesOf(locale);
    const prefix = prefixOf(locale);
    const v = m.validation;
    const long = (n: number) => "x".repeat(n);
    const maxOf = (max: number) => v.tooLong.replace("{{max}}", String(max));

    // Sign-up: an e-mail of symbols, no password.
    await page.goto(`${prefix}/create-account`);
    await waitForHydration(page);
    const signUp = page.locator("form", { has: page.getByRole("button", { name: m.auth.form.createAccount }) });
    await signUp.getByLabel(m.auth.form.email, { exact: true }).fill("!!");
    await submit(page, signUp, m.auth.form.createAccount);
    await expectOwnWords(locale, signUp, "sign-up");
    await expect(errorOf(signUp, m.auth.form.email)).toHaveText(v.emailInvalid);
    await expect(errorOf(signUp, m.auth.form.password)).toHaveText(v.passwordRequired);
    await expect(errorOf(signUp, m.auth.form.passwordConfirmation)).toHaveText(v.passwordConfirmationRequired);

    // Login: an over-long login.
    await page.goto(`${prefix}/login`);
    await waitForHydration(page);
    const login = page.locator("form", { has: page.getByRole("button", { name: m.auth.form.logIn }) });
    await login.getByLabel(m.auth.form.login, { exact: true }).fill(long(300));
    await submit(page, login, m.auth.form.logIn);
    await expectOwnWords(locale, login, "login");
    await expect(errorOf(login, m.auth.form.login)).toHaveText(maxOf(254));

    const email = uniqueEmail(`messages-${locale}`);
    await createAccount(request, email, "messages-password");
    expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 1 } })).status()).toBe(200);
    await page.context().addCookies((await request.storageState()).cookies);

    // 'My info': a name with a digit, a surname of symbols, a date of birth to come.
    await page.goto(`${prefix}/profile/details`);
    await waitForHydration(page);
    const details = page.getByRole("region", { name: m.profile.personalDetails });
    const driverLabel = m.profile.driverForm;
    await details.getByLabel(driverLabel.firstName, { exact: true }).fill("Olena2");
    await details.getByLabel(driverLabel.lastName, { exact: true }).fill("!!");
    await details.getByLabel(driverLabel.birthDate, { exact: true }).fill("2999-01-01");
    await submit(page, details, m.profile.saveDetails);
    await expectOwnWords(locale, details, "My info");
    await expect(errorOf(details, driverLabel.firstName)).toHaveText(v.nameLettersOnly);
    await expect(errorOf(details, driverLabel.lastName)).toHaveText(v.nameLettersOnly);
    await expect(errorOf(details, driverLabel.birthDate)).toHaveText(v.birthDateInFuture);
    await details.getByLabel(driverLabel.birthDate, { exact: true }).fill("1900-01-01");
    await expect(errorOf(details, driverLabel.birthDate)).toHaveText(v.holderTooOld);

    // The carrier: an over-long name, a contact person with digits.
    await page.goto(`${prefix}/profile/carrier`);
    await waitForHydration(page);
    const carrierLabel = m.profile.carrierForm;
    const carrier = page.getByRole("form", { name: m.pages.carrier });
    await carrier.getByLabel(carrierLabel.name, { exact: true }).fill(long(201));
    await carrier.getByLabel(carrierLabel.contactPerson, { exact: true }).fill("R2-D2");
    await submit(page, carrier, carrierLabel.save);
    await expectOwnWords(locale, carrier, "carrier");
    await expect(errorOf(carrier, carrierLabel.name)).toHaveText(maxOf(200));
    await expect(errorOf(carrier, carrierLabel.contactPerson)).toHaveText(v.nameLettersOnly);

    // A driver: nothing but a surname with a digit.
    const drivers = page.getByRole("region", { name: m.profile.drivers });
    await drivers.getByLabel(driverLabel.lastName, { exact: true }).fill("K0val");
    await submit(page, drivers, driverLabel.save);
    await expectOwnWords(locale, drivers, "driver");
    await expect(errorOf(drivers, driverLabel.firstName)).toHaveText(v.nameRequired);
    await expect(errorOf(drivers, driverLabel.lastName)).toHaveText(v.nameLettersOnly);
    await expect(errorOf(drivers, driverLabel.birthDate)).toHaveText(v.birthDateRequired);
    await expect(errorOf(drivers, driverLabel.passportNumber)).toHaveText(v.passportNumberRequired);
    await expect(errorOf(drivers, driverLabel.citizenship)).toHaveText(v.citizenshipRequired);

    // A vehicle: a plate of symbols (the issue's `!!`), an over-long make, a semi-trailer without its plate.
    const vehicles = page.getByRole("region", { name: m.profile.vehicles });
    const vehicleLabel = m.profile.vehicleForm;
    await vehicles.getByLabel(vehicleLabel.plate, { exact: true }).fill("!!");
    await vehicles.getByLabel(vehicleLabel.make, { exact: true }).fill(long(61));
    await expect(vehicles.getByLabel(vehicleLabel.semiTrailerPlate, { exact: true })).toHaveCount(0);
    await vehicles.getByLabel(m.profileRules.hasSemiTrailer, { exact: true }).check();
    await submit(page, vehicles, vehicleLabel.save);
    await expectOwnWords(locale, vehicles, "vehicle");
    await expect(errorOf(vehicles, vehicleLabel.plate)).toHaveText(v.plateInvalid);
    await expect(errorOf(vehicles, vehicleLabel.make)).toHaveText(maxOf(60));
    await expect(errorOf(vehicles, vehicleLabel.semiTrailerPlate)).toHaveText(v.semiTrailerPlateRequired);

    // A permit (a truck's: no passenger-transport fields): a number without a digit, then one number in two fields.
    await page.goto(`${prefix}/profile/licenses`);
    await waitForHydration(page);
    const permitLabel = m.profile.permitForm;
    await expect(page.getByText(m.profileRules.permitNeed["1"].optional)).toBeVisible();
    const permit = page.getByRole("region", { name: m.profile.addPermit });
    await expect(permit.getByLabel(permitLabel.interbus, { exact: true })).toHaveCount(0);
    await expect(permit.getByLabel(permitLabel.uaPassengerPermit, { exact: true })).toHaveCount(0);
    await permit.getByLabel(permitLabel.number, { exact: true }).fill("ABC-DEF");
    await submit(page, permit, permitLabel.save);
    await expectOwnWords(locale, permit, "permit");
    await expect(errorOf(permit, permitLabel.number)).toHaveText(v.permitNumberInvalid);
    await permit.getByLabel(permitLabel.number, { exact: true }).fill("UA2026001");
    await permit.getByLabel(permitLabel.year, { exact: true }).fill("2026");
    await permit.getByLabel(permitLabel.count, { exact: true }).fill("1");
    await permit.getByLabel(m.profile.permitKinds["one-time"], { exact: true }).check();
    await permit.getByLabel(permitLabel.ataCarnet, { exact: true }).fill("ua 2026001");
    await permit.getByRole("button", { name: permitLabel.save }).click();
    await expect(errorOf(permit, permitLabel.ataCarnet)).toHaveText(v.oneFieldOnly);
    await expectOwnWords(locale, permit, "permit, one field only");
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers a plate of symbols in the page's language (hu)", async ({ page, request }) => {
    const m = messagesOf("hu");
    await createAccount(request, uniqueEmail("messages-nojs"), "messages-password");
    expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 1 } })).status()).toBe(200);
    await page.context().addCookies((await request.storageState()).cookies);
    await page.goto("/hu/profile/carrier");
    const vehicles = page.getByRole("region", { name: m.profile.vehicles });
    await vehicles.getByLabel(m.profile.vehicleForm.plate, { exact: true }).fill("!!");
    await vehicles.getByRole("button", { name: m.profile.vehicleForm.save }).click();
    await expect(errorOf(vehicles, m.profile.vehicleForm.plate)).toHaveText(m.validation.plateInvalid);
    await expect(errorOf(vehicles, m.profile.vehicleForm.make)).toHaveText(m.validation.makeRequired);
    await expectOwnWords("hu", vehicles, "vehicle without JavaScript");
  });
});
