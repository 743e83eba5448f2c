/**
 * The checkpoint operator's console: a carrier books at Yahodyn–Dorohusk over the API, is called up
 * and confirms; the operator opens the lane's board in the browser, admits the truck and lets it
 * pass. An account that is not an operator is told so.
 */
import { type APIRequestContext } from "@playwright/test";
import { createAccount, latestSmsCode, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, "0");

/** A truck carrier with a foreign driver, a vehicle and a verified phone (tests/support/booking.ts's steps, over HTTP). */
async function createBooker(request: APIRequestContext) {
  await createAccount(request, uniqueEmail("booker"), "booker-password");
  expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 1 } })).status()).toBe(200);
  const carrier = { vehicle_type: 1, name: "Carrier PL", country: "PL", registration_code: `PL${digits(8)}`, contact_person: "Jan Kowalski" };
  expect((await request.put("/api/v3/profile/carriers", { data: carrier })).status()).toBe(200);
  const driver = await request.post("/api/v3/profile/drivers", {
    data: { origin: "foreign", first_name: "Jan", last_name: "Kowalski", birth_date: "1980-01-01", citizenship: "PL", passport_number: `PL${digits(9)}` },
  });
  expect(driver.status()).toBe(201);
  const plate = `WA${digits(5)}`;
  const vehicle = await request.post("/api/v3/profile/vehicles", {
    multipart: { vehicle_type: "1", plate, make: "Volvo", country: "PL", certificate: { name: "certificate.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(vehicle.status()).toBe(201);
  const phone = `+48600${digits(6)}`;
  const details = { first_name: "Jan", last_name: "Kowalski", birth_date: "1980-01-01", citizenship: "PL", phone, contact_email: "" };
  expect((await request.put("/api/v3/profile/details", { data: details })).status()).toBe(200);
  expect((await request.post("/api/v3/profile/phone-verification")).status()).toBe(202);
  const code = await latestSmsCode(request, phone);
  expect((await request.post("/api/v3/profile/phone-verification/confirm", { data: { code } })).status()).toBe(200);
  return { plate, driverId: (await driver.json()).data.id as number, vehicleId: (await vehicle.json()).data.id as number };
}

/** Books a dynamic truck entry at Yahodyn–Dorohusk; answers the entry's id and lane. */
async function book(request: APIRequestContext, booker: { driverId: number; vehicleId: number }) {
  const checkpoints = (await (await request.get("/api/v3/checkpoints")).json()).data as Array<{ id: number; slug: string }>;
  const checkpoint = checkpoints.find((c) => c.slug === "yahodyn-dorohusk")!.id;
  const created = await request.post("/api/v3/queue-drafts", { data: { checkpoint_id: checkpoint } });
  expect(created.status()).toBe(201);
  const draft = (await created.json()).data;
  const patched = await request.patch(`/api/v3/queue-drafts/${draft.id}`, {
    data: { driver_ids: [booker.driverId], vehicle_id: booker.vehicleId, cargo: { code: "8703", description: "Cars" } },
  });
  expect((await patched.json()).data.missing).toEqual([]);
  const submitted = await request.post(`/api/v3/queue-drafts/${draft.id}/submit`);
  expect(submitted.status()).toBe(201);
  return (await submitted.json()).data as { id: number; lane_id: number };
}

test("an operator admits a confirmed truck and lets it pass, on the lane's board (en)", async ({ page, request, playwright }, testInfo) => {
  const driver = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL! });
  const booker = await createBooker(driver);
  const entry = await book(driver, booker);

  const operatorEmail = uniqueEmail("operator");
  await createAccount(request, operatorEmail, "operator-password");
  const granted = await request.post("/api/v3/dev/operators", { data: { email: operatorEmail, checkpoints: ["yahodyn-dorohusk"] } });
  expect(granted.status()).toBe(201);

  // The clock calls the entry up (others booked earlier on the shared server may go first).
  await expect(async () => {
    expect((await request.post("/api/v3/test-clock/advance", { data: { minutes: 1 } })).status()).toBe(200);
    expect((await (await driver.get(`/api/v3/queues/${entry.id}`)).json()).data.status).toBe(40);
  }).toPass({ timeout: 30_000 });
  expect((await driver.post(`/api/v3/queues/${entry.id}/confirm`)).status()).toBe(200);
  await driver.dispose();

  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto("/en/operator");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operator console");
  // One checkpoint, its lanes listed under its name.
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.locator(`a[href="/en/operator/lanes/${entry.lane_id}"]`).click();
  await expect(page).toHaveURL(`/en/operator/lanes/${entry.lane_id}`);
  await waitForHydration(page);

  const table = page.getByRole("table", { name: "Entries on the lane" });
  const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: booker.plate }) });
  await expect(row.getByRole("cell", { name: "Prepare for entry (confirmed)", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Jan Kowalski" })).toBeVisible();
  await expect(row.getByRole("cell").filter({ hasText: /^\d{2}:\d{2}$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A reason too short is refused on the page, with what was typed kept.
  await row.getByLabel(`Reason to annul ${booker.plate}`).fill("ab");
  await row.getByRole("button", { name: "Annul" }).click();
  await expect(row.getByRole("alert")).toContainText("The reason has 3 to 500 characters");
  await expect(row.getByLabel(`Reason to annul ${booker.plate}`)).toHaveValue("ab");
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: "Admit" }).click();
  await expect(page.getByText("Vehicle admitted for control")).toBeVisible();
  await expect(row.getByRole("cell", { name: "On control", exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Admit" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: "Pass" }).click();
  await expect(page.getByText("Vehicle has crossed")).toBeVisible();
  await expect(table.getByRole("rowheader", { name: booker.plate })).toHaveCount(0);
});

test("the operator pauses the lane and changes its capacity; a capacity out of range is refused (en)", async ({ page, request }) => {
  const operatorEmail = uniqueEmail("operator-lane");
  await createAccount(request, operatorEmail, "operator-password");
  expect((await request.post("/api/v3/dev/operators", { data: { email: operatorEmail, checkpoints: ["yahodyn-dorohusk"] } })).status()).toBe(201);
  const lanes = (await (await request.get("/api/v3/operator/lanes")).json()).data as Array<{ id: number; capacity_per_hour: number; is_open: boolean }>;
  // The last lane: the other test books trucks on the first ones.
  const lane = lanes.at(-1)!;
  await page.context().addCookies((await request.storageState()).cookies);

  await page.goto(`/en/operator/lanes/${lane.id}`);
  await waitForHydration(page);
  const settings = page.getByRole("region", { name: "Lane settings" });
  await settings.getByLabel("Capacity per hour").fill("0");
  await settings.getByRole("button", { name: "Save the capacity" }).click();
  await expect(settings.getByRole("alert")).toContainText("Enter a capacity of 1 to 1000 vehicles per hour");
  await expectNoAxeViolations(page);

  await settings.getByLabel("Capacity per hour").fill(String(lane.capacity_per_hour + 1));
  await settings.getByRole("button", { name: "Save the capacity" }).click();
  await expect(page.getByText("Lane updated")).toBeVisible();
  await expect(page.getByText(`${lane.capacity_per_hour + 1} vehicles per hour`)).toBeVisible();

  const toggle = lane.is_open ? "Pause the lane" : "Open the lane";
  await settings.getByRole("button", { name: toggle }).click();
  await expect(settings.getByRole("button", { name: lane.is_open ? "Open the lane" : "Pause the lane" })).toBeVisible();
  // Back as it was, for the other tests on this server.
  await settings.getByRole("button", { name: lane.is_open ? "Open the lane" : "Pause the lane" }).click();
  await expect(settings.getByRole("button", { name: toggle })).toBeVisible();
  expect((await request.patch(`/api/v3/operator/lanes/${lane.id}`, { data: { capacity_per_hour: lane.capacity_per_hour } })).status()).toBe(200);
});

test("an account that is not an operator is told the console is for operators (en)", async ({ page, request }) => {
  await createAccount(request, uniqueEmail("not-operator"), "carrier-password");
  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto("/en/operator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operator console");
  await expect(page.getByRole("alert")).toHaveText("This is for checkpoint operators only");
  await expectNoAxeViolations(page);
});
