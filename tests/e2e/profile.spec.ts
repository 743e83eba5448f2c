import { messagesOf } from "./queue-helpers.ts";
import { createAccount, latestSmsCode, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

const languages = [
  { locale: "uk", prefix: "" },
  { locale: "pl", prefix: "/pl" },
] as const;

for (const { locale, prefix } of languages) {
  test(`a carrier fills in its details until only drivers and vehicles are missing (${locale})`, async ({ page, request }) => {
    const messages = messagesOf(locale);
    const email = uniqueEmail(`carrier-${locale}`);
    await createAccount(request, email, "carrier-password");
    expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 1 } })).status()).toBe(200);
    await page.context().addCookies((await request.storageState()).cookies);

    await page.goto(`${prefix}/profile/carrier`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.pages.carrier);
    await expect(page.getByText(messages.profile.carrierRequired)).toBeVisible();
    await expectNoAxeViolations(page);

    const form = messages.profile.carrierForm;
    const carrierForm = page.getByRole("form", { name: messages.pages.carrier });
    await carrierForm.getByLabel(form.name).fill("Trans-Cargo LLC");
    await carrierForm.getByLabel(form.country).selectOption("UA");
    await carrierForm.getByLabel(form.registrationCode).fill("14360571");
    await carrierForm.getByLabel(form.contactPerson).fill("Olena Koval");
    await page.getByRole("button", { name: form.save }).click();
    await expect(page.getByRole("alert")).toContainText(messages.validation.edrpouInvalid);
    await expect(carrierForm.getByLabel(form.name)).toHaveValue("Trans-Cargo LLC");
    await expectNoAxeViolations(page);

    await carrierForm.getByLabel(form.registrationCode).fill("14360570");
    await page.getByRole("button", { name: form.save }).click();
    await expect(page.getByText(messages.profile.updated)).toBeVisible();
    await expect(page.getByText(messages.profile.carrierMissingTitle)).toBeVisible();
    await expect(page.getByText(messages.profile.missing.drivers)).toBeVisible();
    await expect(carrierForm.getByLabel(form.registrationCode)).toHaveValue("14360570");
    await expectNoAxeViolations(page);

    // The API agrees: the profile holds the carrier, not yet sufficient.
    const profile = (await (await request.get("/api/v3/account/profile")).json()).data;
    expect(profile.carriers["1"]).toMatchObject({ name: "Trans-Cargo LLC", has_enough_carrier_info: false });
  });
}

for (const { locale, prefix } of languages) {
  test(`a carrier adds drivers: the registry must know a Ukrainian driver's passport (${locale})`, async ({ page, request }) => {
    const messages = messagesOf(locale);
    const label = messages.profile.driverForm;
    const email = uniqueEmail(`drivers-${locale}`);
    await createAccount(request, email, "carrier-password");
    expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 1 } })).status()).toBe(200);
    await request.put("/api/v3/profile/carriers", {
      data: { vehicle_type: 1, name: "Fleet LLC", country: "UA", registration_code: "14360570", contact_person: "Olena Koval" },
    });
    await page.context().addCookies((await request.storageState()).cookies);

    await page.goto(`${prefix}/profile/carrier`);
    await waitForHydration(page);
    const drivers = page.getByRole("region", { name: messages.profile.drivers });
    await expect(drivers.getByText(messages.profile.driversNone)).toBeVisible();
    await drivers.getByLabel(messages.profile.driverOrigins.ukrainian).check();
    await drivers.getByLabel(label.firstName, { exact: true }).fill("Petro");
    await drivers.getByLabel(label.lastName, { exact: true }).fill("Shevchenko");
    await drivers.getByLabel(label.birthDate).fill("1985-04-12");
    await drivers.getByLabel(label.citizenship).selectOption("UA");
    await drivers.getByLabel(label.passportSeries).fill("FA");
    await drivers.getByLabel(label.passportNumber).fill("999999");
    await drivers.getByRole("button", { name: label.save }).click();
    await expect(drivers.getByRole("alert")).toContainText(messages.profile.passportNotRegistered);
    await expect(drivers.getByLabel(label.firstName, { exact: true })).toHaveValue("Petro");
    await expectNoAxeViolations(page);

    await drivers.getByLabel(label.passportNumber).fill("123456");
    await drivers.getByRole("button", { name: label.save }).click();
    // The add form is empty again for the next driver (the toast 'Driver added' is checked in first-time-user.spec.ts).
    await expect(page.locator("#add-driver-first_name")).toHaveValue("");
    await expect(page.locator("#add-driver-passport_number")).toHaveValue("");
    await expect(drivers.getByText("Petro Shevchenko", { exact: true })).toBeVisible();
    await expect(drivers.getByText(new RegExp(messages.profile.registryConfirmed))).toBeVisible();
    // The carrier now lacks only a vehicle.
    await expect(page.getByText(messages.profile.missing.drivers)).toHaveCount(0);
    await expect(page.getByText(messages.profile.missing.vehicles)).toBeVisible();
    await expectNoAxeViolations(page);

    // Removing asks first: 'No' keeps the driver, 'Yes' removes it.
    const removeLink = drivers.getByRole("link", { name: messages.profile.removeDriver.replace("{{name}}", "Petro Shevchenko") });
    await removeLink.click();
    const dialog = page.getByRole("dialog", { name: messages.removal.driverTitle.replace("{{name}}", "Petro Shevchenko") });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: messages.profileEdits.keep })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(removeLink).toBeFocused();
    await expect(drivers.getByText("Petro Shevchenko", { exact: true })).toBeVisible();
    await removeLink.click();
    await dialog.getByRole("button", { name: messages.profileEdits.confirmRemove }).click();
    await expect(drivers.getByText(messages.profile.driversNone)).toBeVisible();
  });
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

for (const { locale, prefix } of languages) {
  test(`a truck carrier adds its truck with the registration certificate and has enough to join the queue (${locale})`, async ({ page, request }) => {
    const messages = messagesOf(locale);
    const email = uniqueEmail(`vehicles-${locale}`);
    await createAccount(request, email, "carrier-password");
    expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 1 } })).status()).toBe(200);
    await request.put("/api/v3/profile/carriers", {
      data: { vehicle_type: 1, name: "Fleet LLC", country: "UA", registration_code: "14360570", contact_person: "Olena Koval" },
    });
    const driver = await request.post("/api/v3/profile/drivers", {
      data: {
        origin: "ukrainian",
        first_name: "Petro",
        last_name: "Shevchenko",
        birth_date: "1985-04-12",
        citizenship: "UA",
        passport_series: "FA",
        passport_number: "123456",
      },
    });
    expect(driver.status()).toBe(201);
    await page.context().addCookies((await request.storageState()).cookies);

    await page.goto(`${prefix}/profile/carrier`);
    await waitForHydration(page);
    const vehicles = page.getByRole("region", { name: messages.profile.vehicles });
    const form = messages.profile.vehicleForm;
    await vehicles.getByLabel(form.plate, { exact: true }).fill("вс 1234 нк");
    await vehicles.getByLabel(form.make, { exact: true }).fill("Volvo FH");
    await vehicles.getByLabel(form.country).selectOption("UA");
    await vehicles.getByLabel(form.certificate).setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
    await vehicles.getByRole("button", { name: form.save }).click();
    await expect(vehicles.getByRole("alert")).toContainText(messages.validation.fileTypeInvalid);
    await expect(vehicles.getByLabel(form.make, { exact: true })).toHaveValue("Volvo FH");
    await expectNoAxeViolations(page);

    await vehicles.getByLabel(form.certificate).setInputFiles({ name: "certificate.png", mimeType: "image/png", buffer: PNG });
    await vehicles.getByRole("button", { name: form.save }).click();
    await expect(vehicles.getByText("BC1234HK · Volvo FH")).toBeVisible();
    // The add form is empty again (the toast 'Vehicle added' is checked in first-time-user.spec.ts).
    await expect(page.locator("#add-vehicle-1-plate")).toHaveValue("");
    await expect(page.locator("#add-vehicle-1-make")).toHaveValue("");
    await expect(vehicles.getByText("BC1234HK · Volvo FH")).toBeVisible();
    await expect(vehicles.getByRole("link", { name: "certificate.png" })).toHaveAttribute("href", /\/api\/v3\/profile\/files\/\d+/);
    await expect(page.getByText(messages.profile.carrierEnough)).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await (await request.get("/api/v3/account/profile")).json()).data.carriers["1"].has_enough_carrier_info).toBe(true);
  });
}

test("permits are added, refused when the registry does not know them, changed and removed (en)", async ({ page, request }) => {
  const email = uniqueEmail("permits");
  await createAccount(request, email, "carrier-password");
  expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 2 } })).status()).toBe(200);
  await page.context().addCookies((await request.storageState()).cookies);

  await page.goto("/en/profile/licenses");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Permits");
  await expect(page.getByText("No permits yet.")).toBeVisible();
  await page.getByLabel("Permit number", { exact: true }).fill("UA2026999");
  await page.getByLabel("Year of issue").fill("2026");
  await page.getByLabel("Number of permits").fill("2");
  await page.getByLabel("Regular", { exact: true }).check();
  await page.getByRole("button", { name: "Add the permit" }).click();
  await expect(page.getByRole("alert")).toContainText("Permit number is not found in the registry");
  await expect(page.getByLabel("Year of issue")).toHaveValue("2026");
  await expectNoAxeViolations(page);

  await page.getByLabel("Permit number", { exact: true }).fill("UA2026001");
  await page.getByRole("button", { name: "Add the permit" }).click();
  await expect(page.getByText("Permit added")).toBeVisible();
  // The form is empty again for the next permit.
  await expect(page.getByLabel("Permit number", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Year of issue")).toHaveValue("");
  await page.getByRole("link", { name: "UA2026001" }).click();
  await expect(page).toHaveURL(/\/en\/profile\/licenses\/\d+$/);
  await expect(page.getByLabel("Number of permits")).toHaveValue("2");
  await expectNoAxeViolations(page);
  await page.getByLabel("Number of permits").fill("5");
  await page.getByRole("button", { name: "Save the changes" }).click();
  await expect(page).toHaveURL("/en/profile/licenses");
  await expect(page.getByText("Year of issue 2026, permits: 5")).toBeVisible();

  await page.getByRole("link", { name: "UA2026001" }).click();
  await page.getByRole("button", { name: "Remove this permit" }).click();
  await expect(page.getByText("Permit removed")).toBeVisible();
  await expect(page.getByText("No permits yet.")).toBeVisible();
});

test("'My info': personal details, then the phone verified with the SMS code (uk)", async ({ page, request }) => {
  const email = uniqueEmail("my-info");
  const phone = `+38067${String(Date.now()).slice(-7)}`;
  await createAccount(request, email, "driver-password");
  expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 3 } })).status()).toBe(200);
  await page.context().addCookies((await request.storageState()).cookies);

  await page.goto("/profile/details");
  await waitForHydration(page);
  const details = page.getByRole("region", { name: "Особисті дані" });
  await details.getByLabel("Імʼя", { exact: true }).fill("Олена");
  await details.getByLabel("Прізвище").fill("Коваль");
  await details.getByLabel("Дата народження").fill("1990-05-01");
  await details.getByLabel("Громадянство").selectOption("UA");
  // The phone code is Ukraine's by the page's language; a number too short is refused by the server.
  await expect(details.getByLabel("Код телефону")).toHaveValue("+380");
  await details.getByLabel("Номер телефону").fill("067 111");
  await details.getByRole("button", { name: "Зберегти мої дані" }).click();
  await expect(details.getByRole("alert")).toContainText("Номер телефону");
  await expectNoAxeViolations(page);

  // A number typed with its own code is read as such.
  await details.getByLabel("Номер телефону").fill(phone);
  await details.getByRole("button", { name: "Зберегти мої дані" }).click();
  await expect(page.getByText("Профіль оновлено")).toBeVisible();
  await expect(details.getByText("Номер телефону не підтверджено")).toBeVisible();
  await details.getByRole("button", { name: "Надіслати код у SMS" }).click();
  await expect(page.getByText("Код надіслано")).toBeVisible();
  await details.getByLabel("Код із SMS").fill(await latestSmsCode(request, phone));
  await details.getByRole("button", { name: "Підтвердити телефон" }).click();
  await expect(details.getByText("Номер телефону підтверджено")).toBeVisible();
  await expect(details.getByLabel("Прізвище")).toHaveValue("Коваль");
  await expectNoAxeViolations(page);
});

test.describe("the profile pages in every language", () => {
  for (const locale of ["uk", "pl", "en", "ro", "tr", "sk", "hu"] as const) {
    test(`carrier, permits, 'My info' and violations read in ${locale}, with no accessibility violations`, async ({ page, request }) => {
      const messages = messagesOf(locale);
      const prefix = locale === "uk" ? "" : `/${locale}`;
      await createAccount(request, uniqueEmail(`pages-${locale}`), "carrier-password");
      expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 2 } })).status()).toBe(200);
      await page.context().addCookies((await request.storageState()).cookies);
      for (const [path, title] of [
        ["/profile/carrier?type=2", messages.pages.carrier],
        ["/profile/licenses", messages.pages.licenses],
        ["/profile/details", messages.pages.details],
        ["/account/violations", messages.pages.violations],
      ] as const) {
        await page.goto(`${prefix}${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expectNoAxeViolations(page);
      }
      await page.goto(`${prefix}/profile/carrier?type=2`);
      await expect(page.getByLabel(messages.profile.vehicleForm.seats)).toBeVisible();
      await expect(page.getByLabel(messages.profile.carrierForm.regularPassenger)).toBeVisible();
    });
  }
});

test("a page form far over the upload limits is refused before it is read", async ({ request }) => {
  const response = await request.post("/en/profile/carrier", {
    multipart: { certificate: { name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(20 * 1024 * 1024) } },
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toBe("File size exceeded 5 MB. Max files count: 3.");
});
