/**
 * Phones as a new Polish carrier meets them (pl): sign-up with the phone code (Poland's by the
 * page's language) and a number typed with 00; 'My info' offers that phone already verified; a
 * driver added with an e-mail and a phone, the phone verified with the SMS code from the outbox.
 */
import { acceptConsents, latestSmsCode, waitForBotCheck } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { messagesOf } from "./queue-helpers.ts";

const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, "0");

test("sign up with the phone code and number, find the phone verified on 'My info', verify a driver's phone (pl)", async ({ page, request }) => {
  // A long journey (sign-up, 'My info', a driver and its code) on a machine the other tests share.
  test.setTimeout(240_000);
  const m = messagesOf("pl");
  const national = `60${digits(7)}`;
  const phone = `+48${national}`;
  const password = "granica-2026";

  await page.goto("/pl/create-account");
  await waitForHydration(page);
  // Poland's code first, and a Polish example.
  await expect(page.getByLabel(m.phoneFields.code, { exact: true })).toHaveValue("+48");
  await expect(page.getByLabel(m.phoneFields.number, { exact: true })).toHaveAttribute("placeholder", m.phoneFields.example);
  await expectNoAxeViolations(page);
  await page.getByLabel(m.auth.accountTypes.carrier, { exact: true }).check();
  await page.getByLabel(m.phoneFields.number, { exact: true }).fill(`0048 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`);
  await page.getByLabel(m.auth.form.password, { exact: true }).fill(password);
  await page.getByLabel(m.auth.form.passwordConfirmation, { exact: true }).fill(password);
  await acceptConsents(page, m.auth.form);
  await waitForBotCheck(page);
  await page.getByRole("button", { name: m.auth.form.createAccount }).click();

  await expect(page).toHaveURL("/pl/register", { timeout: 60_000 });
  await expect(page.getByLabel(m.auth.form.login)).toHaveValue(phone);
  await page.getByLabel(m.auth.form.code).fill(await latestSmsCode(request, phone));
  await page.getByRole("button", { name: m.auth.form.confirm }).click();
  await expect(page).toHaveURL(/\/pl\/profile\/carrierType/);
  expect((await page.request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 1 } })).status()).toBe(200);

  // 'My info': the sign-up phone is there, and saving it says it is verified: no code asked.
  await page.goto("/pl/profile/details");
  await waitForHydration(page);
  const details = page.getByRole("region", { name: m.profile.personalDetails });
  await expect(details.getByLabel(m.phoneFields.code, { exact: true })).toHaveValue("+48");
  await expect(details.getByLabel(m.phoneFields.number, { exact: true })).toHaveValue(national);
  await details.getByLabel(m.profile.driverForm.firstName, { exact: true }).fill("Jan");
  await details.getByLabel(m.profile.driverForm.lastName).fill("Kowalski");
  await details.getByLabel(m.profile.driverForm.birthDate).fill("1980-01-01");
  await details.getByLabel(m.profile.driverForm.citizenship).selectOption("PL");
  await details.getByRole("button", { name: m.profile.saveDetails }).click();
  await expect(details.getByText(m.profile.phoneIsVerified)).toBeVisible();
  await expect(details.getByRole("button", { name: m.profile.sendPhoneCode })).toHaveCount(0);

  // A driver with an e-mail and a phone; the phone verified with the code sent to it.
  const driverNational = `60${digits(7)}`;
  await page.goto("/pl/profile/carrier");
  await waitForHydration(page);
  const form = page.locator("form#add-driver");
  await form.getByLabel(m.profile.driverOrigins.foreign).check();
  await form.getByLabel(m.profile.driverForm.firstName, { exact: true }).fill("Piotr");
  await form.getByLabel(m.profile.driverForm.lastName).fill("Nowak");
  await form.getByLabel(m.profile.driverForm.birthDate).fill("1985-04-12");
  await form.getByLabel(m.profile.driverForm.citizenship).selectOption("PL");
  await form.getByLabel(m.profile.driverForm.passportNumber).fill(`EA${digits(7)}`);
  await expect(form.getByLabel(m.phoneFields.code, { exact: true })).toHaveValue("+48");
  await form.getByLabel(m.phoneFields.number, { exact: true }).fill("12");
  await form.getByLabel(m.driverContacts.email).fill("piotr@");
  await form.getByRole("button", { name: m.profile.driverForm.save }).click();
  // The browser checks the shapes: a number too short, an e-mail without its domain.
  await expect(form.getByText(m.phoneFields.invalid).first()).toBeVisible();
  await expect(form.getByText(m.validation.emailInvalid).first()).toBeVisible();
  await form.getByLabel(m.phoneFields.number, { exact: true }).fill(driverNational);
  await form.getByLabel(m.driverContacts.email).fill("piotr.nowak@example.pl");
  await form.getByRole("button", { name: m.profile.driverForm.save }).click();
  const drivers = page.getByRole("region", { name: m.profile.drivers });
  await expect(drivers.getByText("piotr.nowak@example.pl")).toBeVisible();

  const verification = page.getByRole("region", { name: m.driverContacts.verifyPhone.replace("{{name}}", "Piotr Nowak") });
  await expect(verification).toContainText(`+48${driverNational}`);
  await expectNoAxeViolations(page);
  await verification.getByRole("button", { name: m.profile.sendPhoneCode }).click();
  await verification.getByLabel(m.profile.phoneCode).fill(await latestSmsCode(request, `+48${driverNational}`));
  await verification.getByRole("button", { name: m.profile.confirmPhone }).click();
  await expect(verification).toHaveCount(0);
  await expect(drivers.getByText(`+48${driverNational} (${m.profile.phoneIsVerified})`)).toBeVisible();
});
