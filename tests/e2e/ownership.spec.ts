/** A plate held by another account (docs/ownership.md): the vehicle form says so and opens a claim with the documents. */
import type { PlaywrightWorkerArgs } from "@playwright/test";
import { expect, expectNoAxeViolations, test, toastOf, waitForHydration } from "./fixtures.ts";
import { createBooker, loginPage, messagesOf } from "./queue-helpers.ts";

const en = messagesOf("en");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const HEADERS = { "X-Skip-Bot-Check": "1", "X-Client-Locale": "en" };
// In the state registers simulator, AA5678BB is held by the company with EDRPOU 32855961.
const PLATE = "AA5678BB";

/** The holder: a Ukrainian carrier whose vehicle with PLATE the register confirms at once. */
async function holdPlate(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) {
  const holder = await playwright.request.newContext({ baseURL });
  await createBooker(holder, 1, "plate-holder");
  const carrier = await holder.put("/api/v3/profile/carriers", {
    headers: HEADERS,
    data: { vehicle_type: 1, name: "Volyn Trans", country: "UA", registration_code: "32855961", contact_person: "Olena Koval" },
  });
  expect(carrier.status()).toBe(200);
  const held = await holder.post("/api/v3/profile/vehicles", {
    headers: { "X-Client-Locale": "en" },
    multipart: { vehicle_type: "1", plate: PLATE, make: "MAN", country: "UA", certificate: { name: "certificate.png", mimeType: "image/png", buffer: PNG } },
  });
  // 409: an earlier test's holder has it already; held either way.
  expect([201, 409]).toContain(held.status());
  await holder.dispose();
}

test("adding a plate another account holds: the message, then a claim with the certificate", async ({ page, request, playwright, baseURL }) => {
  await holdPlate(playwright, baseURL);

  await createBooker(request, 1, "claimant");
  await loginPage(page, request);
  await page.goto("/en/profile/carrier");
  await waitForHydration(page);
  const vehicles = page.getByRole("region", { name: en.profile.vehicles });
  const form = vehicles.locator("form").last();
  await form.getByLabel(en.profile.vehicleForm.plate, { exact: true }).fill("АА 5678 ВВ");
  await form.getByLabel(en.profile.vehicleForm.make, { exact: true }).fill("MAN TGX");
  await form.getByLabel(en.profile.vehicleForm.country, { exact: true }).selectOption("UA");
  await form.getByLabel(en.profile.vehicleForm.certificate, { exact: true }).setInputFiles({ name: "certificate.png", mimeType: "image/png", buffer: PNG });
  await form.getByRole("button", { name: en.profile.vehicleForm.save }).click();

  await expect(form.getByText(en.ownership.vehicleHeldElsewhere)).toBeVisible();
  const claim = form.getByRole("group", { name: en.profileEdits.ownership.claimTitle });
  await expect(claim).toBeVisible();
  await expectNoAxeViolations(page);
  await claim.getByLabel(en.profileEdits.ownership.claimDocuments).setInputFiles({ name: "lease.png", mimeType: "image/png", buffer: PNG });
  await claim.getByLabel(en.profileEdits.ownership.claimNote).fill("Leased to us since March");
  await claim.getByRole("button", { name: en.profileEdits.ownership.claimSubmit }).click();

  // The vehicle is in the list, waiting for the administrator's review of the documents.
  const claimed = vehicles.getByRole("listitem").filter({ hasText: `${PLATE} · MAN TGX` });
  await expect(claimed).toBeVisible();
  await expect(claimed.getByText(en.profileEdits.ownership.states.pending)).toBeVisible();
  const { data } = (await (await request.get("/api/v3/profile/ownership-reviews")).json()) as { data: Array<{ kind: string; key: string; status: string; note: string }> };
  expect(data[0]).toMatchObject({ kind: "claim", key: PLATE, status: "pending", note: "Leased to us since March" });
});

test("a foreign driver's passport scan goes to the administrator's review from the driver's row", async ({ page, request }) => {
  const booker = await createBooker(request, 1, "passport-scan");
  await loginPage(page, request);
  await page.goto("/en/profile/carrier");
  await waitForHydration(page);
  const drivers = page.getByRole("region", { name: en.profile.drivers });
  const row = drivers.getByRole("listitem").filter({ hasText: booker.driverName });
  await expect(row.getByText(en.profileEdits.ownership.notes["documents-missing"])).toBeVisible();
  const scan = row.getByLabel(en.profileEdits.ownership.passportScan.replace("{{name}}", booker.driverName));
  const send = row.getByRole("button", { name: en.profileEdits.ownership.passportScanSubmit });
  await expectNoAxeViolations(page);

  // Nothing chosen: the API's message, on the field.
  await send.click();
  await expect(row.getByText(en.profileEdits.ownership.documentsRequired, { exact: true })).toBeVisible();
  await expect(scan).toHaveAttribute("aria-invalid", "true");

  await scan.setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: PNG });
  await send.click();
  await expect(toastOf(page, en.profileEdits.ownership.documentsSaved)).toBeVisible();
  await expect(row.getByText(en.profileEdits.ownership.states.pending)).toBeVisible();
  await expect(send).toHaveCount(0);
  const { data } = (await (await request.get("/api/v3/profile/drivers")).json()) as { data: Array<{ id: number; passport_scan: unknown[] }> };
  expect(data.find((driver) => driver.id === booker.driverId)?.passport_scan).toHaveLength(1);
});

test("in the booking wizard too, a held plate offers the claim, which leads back to the vehicle step", async ({ page, request, playwright, baseURL }) => {
  test.slow();
  await holdPlate(playwright, baseURL);
  const b = en.booking;
  const booker = await createBooker(request, 1, "wizard-claimant");
  await loginPage(page, request);
  await page.goto(`/en/queue/new/${booker.carrierId}`);
  await waitForHydration(page);
  await page.getByRole("radio", { name: /Yahodyn/ }).check();
  await page.getByRole("button", { name: b.next }).click();
  await page.getByRole("checkbox", { name: booker.driverName }).check();
  await page.getByRole("button", { name: b.next }).click();
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(b.steps.Vehicle) })).toBeVisible({ timeout: 30_000 });

  await page.getByText(b.vehicle.add).click();
  const form = page.locator("#wizard-vehicle");
  await form.getByLabel(en.profile.vehicleForm.plate, { exact: true }).fill("AA 5678 BB");
  await form.getByLabel(en.profile.vehicleForm.make, { exact: true }).fill("MAN TGS");
  await form.getByLabel(en.profile.vehicleForm.country, { exact: true }).selectOption("UA");
  await form.getByLabel(en.profile.vehicleForm.certificate, { exact: true }).setInputFiles({ name: "certificate.png", mimeType: "image/png", buffer: PNG });
  await form.getByRole("button", { name: b.vehicle.addSubmit }).click();

  await expect(form.getByText(en.ownership.vehicleHeldElsewhere)).toBeVisible();
  const claim = form.getByRole("group", { name: en.profileEdits.ownership.claimTitle });
  await claim.getByLabel(en.profileEdits.ownership.claimDocuments).setInputFiles({ name: "lease.png", mimeType: "image/png", buffer: PNG });
  await claim.getByRole("button", { name: en.profileEdits.ownership.claimSubmit }).click();

  await expect(toastOf(page, en.ownership.claimOpened)).toBeVisible();
  await expect(page).toHaveURL(/step=Vehicle/);
  await expect(page.getByRole("radio", { name: new RegExp(`${PLATE} · MAN TGS`) })).toBeVisible();
});
