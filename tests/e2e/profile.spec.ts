import { readFileSync } from "node:fs";
import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

const languages = [
  { locale: "uk", prefix: "" },
  { locale: "pl", prefix: "/pl" },
] as const;

for (const { locale, prefix } of languages) {
  test(`a carrier fills in its details until only drivers and vehicles are missing (${locale})`, async ({ page, request }) => {
    const messages = JSON.parse(readFileSync(`src/locales/${locale}.json`, "utf8"));
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

test("a carrier adds drivers: the registry must know a Ukrainian driver's passport (en)", async ({ page, request }) => {
  const messages = JSON.parse(readFileSync("src/locales/en.json", "utf8"));
  const email = uniqueEmail("drivers");
  await createAccount(request, email, "carrier-password");
  expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 1 } })).status()).toBe(200);
  await request.put("/api/v3/profile/carriers", {
    data: { vehicle_type: 1, name: "Fleet LLC", country: "UA", registration_code: "14360570", contact_person: "Olena Koval" },
  });
  await page.context().addCookies((await request.storageState()).cookies);

  await page.goto("/en/profile/carrier");
  await waitForHydration(page);
  const drivers = page.getByRole("region", { name: "Drivers" });
  await expect(drivers.getByText("No drivers yet.")).toBeVisible();
  await drivers.getByLabel("Ukrainian driver").check();
  await drivers.getByLabel("First name").fill("Petro");
  await drivers.getByLabel("Last name").fill("Shevchenko");
  await drivers.getByLabel("Date of birth").fill("1985-04-12");
  await drivers.getByLabel("Citizenship").selectOption("UA");
  await drivers.getByLabel("Passport series").fill("FA");
  await drivers.getByLabel("Foreign passport number").fill("999999");
  await drivers.getByRole("button", { name: "Add the driver" }).click();
  await expect(drivers.getByRole("alert")).toContainText(messages.profile.passportNotRegistered);
  await expect(drivers.getByLabel("First name")).toHaveValue("Petro");
  await expectNoAxeViolations(page);

  await drivers.getByLabel("Foreign passport number").fill("123456");
  await drivers.getByRole("button", { name: "Add the driver" }).click();
  await expect(page.getByText("Driver data changed")).toBeVisible();
  await expect(drivers.getByText("Petro Shevchenko", { exact: true })).toBeVisible();
  await expect(drivers.getByText(/Registered in the cargo-permit system/)).toBeVisible();
  // The carrier now lacks only a vehicle.
  await expect(page.getByText(messages.profile.missing.drivers)).toHaveCount(0);
  await expect(page.getByText(messages.profile.missing.vehicles)).toBeVisible();
  await expectNoAxeViolations(page);

  await drivers.getByRole("button", { name: "Remove Petro Shevchenko" }).click();
  await expect(page.getByText("Driver removed")).toBeVisible();
  await expect(drivers.getByText("No drivers yet.")).toBeVisible();
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

test("a truck carrier adds its truck with the registration certificate and has enough to join the queue (uk)", async ({ page, request }) => {
  const messages = JSON.parse(readFileSync("src/locales/uk.json", "utf8"));
  const email = uniqueEmail("vehicles");
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

  await page.goto("/profile/carrier");
  await waitForHydration(page);
  const vehicles = page.getByRole("region", { name: messages.profile.vehicles });
  const form = messages.profile.vehicleForm;
  await vehicles.getByLabel(form.plate).fill("вс 1234 нк");
  await vehicles.getByLabel(form.make).fill("Volvo FH");
  await vehicles.getByLabel(form.country).selectOption("UA");
  await vehicles.getByLabel(form.certificate).setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
  await vehicles.getByRole("button", { name: form.save }).click();
  await expect(vehicles.getByRole("alert")).toContainText(messages.validation.fileTypeInvalid);
  await expect(vehicles.getByLabel(form.make)).toHaveValue("Volvo FH");
  await expectNoAxeViolations(page);

  await vehicles.getByLabel(form.certificate).setInputFiles({ name: "certificate.png", mimeType: "image/png", buffer: PNG });
  await vehicles.getByRole("button", { name: form.save }).click();
  await expect(page.getByText(messages.profile.vehicleSaved)).toBeVisible();
  await expect(vehicles.getByText("BC1234HK · Volvo FH")).toBeVisible();
  await expect(vehicles.getByRole("link", { name: "certificate.png" })).toHaveAttribute("href", /\/api\/v3\/profile\/files\/\d+/);
  await expect(page.getByText(messages.profile.carrierEnough)).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await (await request.get("/api/v3/account/profile")).json()).data.carriers["1"].has_enough_carrier_info).toBe(true);
});
