/**
 * Browser tests of the queue: a carrier ready to book (account, carrier, a foreign driver, a
 * vehicle with its certificate and a verified phone, all made over the API), the engine's test
 * clock, an operator, and each language's strings (base and feature files, as the pages show them).
 */
import { expect, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import type { Locale } from "../../src/domain/locales.ts";
import { MESSAGES, type Messages } from "../../src/locales/index.ts";
import { createAccount, latestSmsCode, uniqueEmail, type CodeReader } from "./account-helpers.ts";

export const PASSWORD = "booker-password";
const HEADERS = { "X-Skip-Bot-Check": "1", "X-Client-Locale": "en" };
/** The smallest PNG header the upload check recognises: a vehicle certificate's "photo". */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

export function messagesOf(locale: Locale): Messages {
  return MESSAGES[locale];
}

/** The path prefix of a language (uk has none). */
export const prefixOf = (locale: Locale) => (locale === "uk" ? "" : `/${locale}`);

const random = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, "0");

export interface Booker {
  email: string;
  carrierId: number;
  driverId: number;
  driverName: string;
  vehicleId: number;
  plate: string;
}

/**
 * A carrier of `vehicleType` (1 truck, 2 bus, 3 car) ready to book, logged in on `request` (the
 * test's own request fixture). `loginPage` then logs the browser page in with the same session.
 */
export async function createBooker(request: APIRequestContext, vehicleType: 1 | 2 | 3 = 1, tag = "booker", readCode?: CodeReader): Promise<Booker> {
  const email = uniqueEmail(tag);
  await createAccount(request, email, PASSWORD, readCode);
  const ok = async (response: Promise<APIResponse>, status = 200) => {
    const answer = await response;
    expect(answer.status(), await answer.text()).toBe(status);
    return (await answer.json()) as { data: Record<string, unknown> & { id: number } };
  };
  await ok(request.put("/api/v3/profile/carrier-type", { headers: HEADERS, data: { carrier_type: vehicleType } }));
  const carrier = await ok(
    request.put("/api/v3/profile/carriers", {
      headers: HEADERS,
      data: { vehicle_type: vehicleType, name: `Carrier ${random(4)}`, country: "PL", registration_code: `PL${random(8)}`, contact_person: "Jan Kowalski" },
    }),
  );
  // Names are letters only: the random digits are spelled in letters (0 → a, 1 → b, …).
  const lastName = `Kowalski-${random(3).replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
  const driver = await ok(
    request.post("/api/v3/profile/drivers", {
      headers: HEADERS,
      data: { origin: "foreign", first_name: "Jan", last_name: lastName, birth_date: "1980-01-01", citizenship: "PL", passport_number: `PL${random(7)}` },
    }),
    201,
  );
  const plate = `WA${random(5)}`;
  const vehicle = await ok(
    request.post("/api/v3/profile/vehicles", {
      headers: { "X-Client-Locale": "en" },
      multipart: {
        vehicle_type: String(vehicleType),
        plate,
        make: "Volvo",
        country: "PL",
        ...(vehicleType === 2 ? { seats: "50" } : {}),
        certificate: { name: "certificate.png", mimeType: "image/png", buffer: PNG },
      },
    }),
    201,
  );
  const phone = `+48600${random(6)}`;
  await ok(
    request.put("/api/v3/profile/details", {
      headers: HEADERS,
      data: { first_name: "Jan", last_name: "Kowalski", birth_date: "1980-01-01", citizenship: "PL", phone, contact_email: "" },
    }),
  );
  expect((await request.post("/api/v3/profile/phone-verification", { headers: HEADERS })).status()).toBe(202);
  await ok(request.post("/api/v3/profile/phone-verification/confirm", { headers: HEADERS, data: { code: await latestSmsCode(request, phone) } }));
  const carrierId = (carrier.data as { id?: number }).id ?? (await carrierIdOf(request, vehicleType));
  return { email, carrierId, driverId: driver.data.id, driverName: `Jan ${lastName}`, vehicleId: vehicle.data.id, plate };
}

async function carrierIdOf(request: APIRequestContext, vehicleType: number): Promise<number> {
  const { data } = (await (await request.get("/api/v3/profile/carriers")).json()) as { data: Record<string, { id: number }> };
  return data[String(vehicleType)]!.id;
}

/** Logs the browser in with the session of `request` (the account made by createBooker). */
export async function loginPage(page: Page, request: APIRequestContext) {
  await page.context().addCookies((await request.storageState()).cookies);
}

/** Moves the engine's test clock on and runs its pass (call-ups, expiries). */
export async function advanceClock(request: APIRequestContext, minutes: number) {
  const response = await request.post("/api/v3/test-clock/advance", { headers: HEADERS, data: { minutes } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { now: string; pass: { calledUp: number; expired: number } } }).data;
}

/** The id of a checkpoint by its slug (Yahodyn–Dorohusk takes bookings in the demo). */
export async function checkpointIdOf(request: APIRequestContext, slug = "yahodyn-dorohusk"): Promise<number> {
  const { data } = (await (await request.get("/api/v3/checkpoints")).json()) as { data: Array<{ id: number; slug: string }> };
  return data.find((checkpoint) => checkpoint.slug === slug)!.id;
}

/** Makes the account of `email` an operator of Yahodyn–Dorohusk (development grant). */
export async function grantOperator(request: APIRequestContext, email: string) {
  const response = await request.post("/api/v3/dev/operators", { headers: HEADERS, data: { email, checkpoints: ["yahodyn-dorohusk"] } });
  expect(response.status()).toBe(201);
}

/**
 * A truck booked at Yahodyn over the API (for tests about what follows a booking): answers the
 * entry's id.
 */
export async function bookTruck(request: APIRequestContext, booker: Booker): Promise<number> {
  const checkpoint = await checkpointIdOf(request);
  const created = await request.post("/api/v3/queue-drafts", { headers: HEADERS, data: { checkpoint_id: checkpoint } });
  expect(created.status()).toBe(201);
  const draft = ((await created.json()) as { data: { id: number } }).data;
  const patched = await request.patch(`/api/v3/queue-drafts/${draft.id}`, {
    headers: HEADERS,
    data: { driver_ids: [booker.driverId], vehicle_id: booker.vehicleId, cargo: { code: "8703", description: "Cars" } },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const submitted = await request.post(`/api/v3/queue-drafts/${draft.id}/submit`, { headers: { ...HEADERS, "Idempotency-Key": `e2e-${draft.id}-${random(6)}` } });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return ((await submitted.json()) as { data: { id: number } }).data.id;
}

/**
 * Moves the test clock a minute at a time until the entry reaches `status` (40: called up), for
 * at most `minutes`: entries of earlier tests on the same server may be ahead in the lane.
 */
export async function advanceUntilStatus(request: APIRequestContext, entryId: number, status: number, minutes = 240) {
  for (let moved = 0; moved <= minutes; moved += 1) {
    const { data } = (await (await request.get(`/api/v3/queues/${entryId}`)).json()) as { data: { status: number } };
    if (data.status === status) return;
    await advanceClock(request, 1);
  }
  throw new Error(`entry ${entryId} did not reach status ${status} within ${minutes} minutes`);
}
