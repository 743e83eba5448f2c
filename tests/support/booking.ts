/**
 * Test carriers ready to book: an account with a carrier, a foreign driver, a vehicle with its
 * certificate and a verified phone, all through the API; and the calls a booking makes.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { outbox } from "../../src/server/db/schema.ts";
import { signUp, TEST_HEADERS } from "./accounts.ts";
import type { SmtpSink } from "./smtp-sink.ts";
import { createTestAppWithMail, type TestApp } from "./test-app.ts";

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

let serial = 0;

export interface Booker {
  email: string;
  auth: Record<string, string>;
  driverId: number;
  vehicleId: number;
  plate: string;
  call: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
}

export function caller(t: TestApp, auth: Record<string, string>) {
  return (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.request(`/api/v3${path}`, {
      method,
      headers: { ...TEST_HEADERS, ...auth, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

async function smsCode(t: TestApp, phone: string) {
  const [row] = await t.database.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.channel, "sms"), eq(outbox.recipient, phone)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(row?.text ?? "")?.[1] ?? "";
}

/** A carrier of `vehicleType` (1 truck, 2 bus, 3 car) ready to book. */
export async function createBooker(t: TestApp, smtp: SmtpSink, vehicleType: 1 | 2 | 3 = 1, name = "booker"): Promise<Booker> {
  const n = ++serial;
  const email = `${name}-${process.pid}-${n}@example.com`;
  const { token } = await signUp(t, smtp, email);
  const auth = { Authorization: `Bearer ${token}` };
  const call = caller(t, auth);
  expect((await call("PUT", "/profile/carrier-type", { carrier_type: vehicleType })).status).toBe(200);
  expect((await call("PUT", "/profile/carriers", { vehicle_type: vehicleType, name: `Carrier ${n}`, country: "PL", registration_code: `PL${String(n).padStart(8, "0")}`, contact_person: "Jan Kowalski" })).status).toBe(200);
  const driver = await call("POST", "/profile/drivers", {
    origin: "foreign",
    first_name: "Jan",
    // Names are letters only: the number is spelled in letters (0 → a, 1 → b, …).
    last_name: `Kowalski-${String(n).replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`,
    birth_date: "1980-01-01",
    citizenship: "PL",
    passport_number: `PL${String(process.pid % 10000).padStart(4, "0")}${String(n).padStart(5, "0")}`,
  });
  expect(driver.status).toBe(201);
  const plate = `WA${String(process.pid % 1000).padStart(3, "0")}${String(n).padStart(4, "0")}`;
  const form = new FormData();
  for (const [key, value] of Object.entries({ vehicle_type: String(vehicleType), plate, make: "Volvo", country: "PL", seats: vehicleType === 2 ? "50" : "" })) {
    if (value) form.append(key, value);
  }
  form.append("certificate", new File([PNG], "certificate.png"));
  const vehicle = await t.request("/api/v3/profile/vehicles", { method: "POST", headers: auth, body: form });
  expect(vehicle.status).toBe(201);
  const phone = `+48600${String(n).padStart(6, "0")}`;
  expect((await call("PUT", "/profile/details", { first_name: "Jan", last_name: "Kowalski", birth_date: "1980-01-01", citizenship: "PL", phone, contact_email: "" })).status).toBe(200);
  expect((await call("POST", "/profile/phone-verification")).status).toBe(202);
  expect((await call("POST", "/profile/phone-verification/confirm", { code: await smsCode(t, phone) })).status).toBe(200);
  return {
    email,
    auth,
    driverId: (await driver.json()).data.id,
    vehicleId: (await vehicle.json()).data.id,
    plate,
    call,
  };
}

export async function checkpointId(t: TestApp, slug = "yahodyn-dorohusk"): Promise<number> {
  const res = await t.request("/api/v3/checkpoints");
  const { data } = (await res.json()) as { data: Array<{ id: number; slug: string }> };
  return data.find((c) => c.slug === slug)!.id;
}

/** A draft filled in for a dynamic truck booking at the checkpoint. */
export async function truckDraft(booker: Booker, checkpoint: number, cargo: Record<string, unknown> = { code: "8703", description: "Cars" }) {
  const created = await booker.call("POST", "/queue-drafts", { checkpoint_id: checkpoint });
  expect(created.status).toBe(201);
  const draft = (await created.json()).data;
  const patched = await booker.call("PATCH", `/queue-drafts/${draft.id}`, { driver_ids: [booker.driverId], vehicle_id: booker.vehicleId, cargo });
  expect(patched.status).toBe(200);
  return (await patched.json()).data as { id: number; missing: string[]; lane_id: number };
}

export async function advance(t: TestApp, minutes: number) {
  const res = await t.request("/api/v3/test-clock/advance", { method: "POST", headers: TEST_HEADERS, body: JSON.stringify({ minutes }) });
  expect(res.status).toBe(200);
  return (await res.json()).data as { now: string; pass: { calledUp: number; expired: number } };
}

/** An app with mail, Yahodyn's id, and an operator of Yahodyn: what the queue's API tests start from. */
export async function createQueueTestApp() {
  const { app: t, smtp, close } = await createTestAppWithMail();
  const yahodyn = await checkpointId(t);
  const operator = await createBooker(t, smtp, 1, "operator");
  const granted = await t.request("/api/v3/dev/operators", {
    method: "POST",
    headers: TEST_HEADERS,
    body: JSON.stringify({ email: operator.email, checkpoints: ["yahodyn-dorohusk"] }),
  });
  expect(granted.status).toBe(201);
  return { t, smtp, close, yahodyn, operator };
}

export type QueueTestApp = Awaited<ReturnType<typeof createQueueTestApp>>;

/**
 * A queue test app for the whole test file: started before its tests and closed after them. The
 * fields are there once the tests run (not while the file is read).
 */
export function useQueueTestApp(): QueueTestApp {
  const app = {} as QueueTestApp;
  beforeAll(async () => {
    Object.assign(app, await createQueueTestApp());
  }, 60_000);
  afterAll(() => app.close());
  return app;
}

/** The `data` of a JSON answer. */
export const data = async (res: Response) => (await res.json()).data;
