/**
 * The state registers over HTTP (STATE_REGISTERS_URL) while they fail and after: a Ukrainian
 * vehicle stays unverified and usable while the register does not answer, the engine's periodic
 * pass asks again, and its user is told the outcome by the notices machinery (here by e-mail, in
 * the outbox). A carrier's new code checks its vehicles again.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, PNG } from "../support/booking.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { insertBookers } from "../support/direct-bookers.ts";
import { loadConfig } from "../../src/server/config.ts";
import { outbox, users } from "../../src/server/db/schema.ts";

const secret = loadConfig({ APP_ENV: "test", LOG_LEVEL: "silent" }).sessionSecret;
let available = false;
const holders: Record<string, string> = { AA5678BB: "32855961", BC1002AK: "14360570" };
const server = createServer((req, res) => {
  const plate = /^\/vehicles\/(\w+)$/.exec(req.url ?? "")?.[1] ?? "";
  if (!available) return res.writeHead(503).end();
  if (holders[plate]) return res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ holder_code: holders[plate] }));
  res.writeHead(404).end();
});
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  t = await createTestApp({ STATE_REGISTERS_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

async function ukrainianCarrier(code: string) {
  const [booker] = await insertBookers(t.database.db, 1, { vehicleType: 1, secret });
  const call = caller(t, booker!.auth);
  expect((await call("PUT", "/profile/carriers", { vehicle_type: 1, name: "Volyn Trans", country: "UA", registration_code: code, contact_person: "Olena Koval" })).status).toBe(200);
  return { ...booker!, call };
}

async function addVehicle(auth: Record<string, string>, plate: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ vehicle_type: "1", plate, make: "MAN", country: "UA" })) form.append(key, value);
  form.append("certificate", new File([PNG], "certificate.png"));
  const res = await t.request("/api/v3/profile/vehicles", { method: "POST", headers: { ...auth, "X-Client-Locale": "en" }, body: form });
  expect(res.status).toBe(201);
  return (await res.json()).data as { id: number; verification: { state: string; note: string | null } };
}

describe("a register that does not answer", () => {
  it("leaves the vehicle unverified, and the periodic pass verifies it once the register answers, telling its user", async () => {
    const carrier = await ukrainianCarrier("32855961");
    const vehicle = await addVehicle(carrier.auth, "AA5678BB");
    expect(vehicle.verification).toMatchObject({ state: "unverified", note: "registry-retry" });

    available = true;
    // Asked again only after the retry interval.
    expect((await t.app.engine.pass()).ownershipChecks).toBe(0);
    await t.app.engine.clock.advance(11);
    expect((await t.app.engine.pass()).ownershipChecks).toBe(1);
    const after = (await (await carrier.call("GET", `/profile/vehicles/${vehicle.id}`)).json()).data;
    expect(after.verification).toMatchObject({ state: "verified", verified_by: "registry", note: null });

    const [user] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, carrier.userId));
    const mail = await t.database.db.select().from(outbox).where(and(eq(outbox.channel, "mail"), eq(outbox.recipient, user!.email!)));
    expect(mail.map((m) => m.subject)).toContain("Verified");
    expect(mail.find((m) => m.subject === "Verified")!.text).toContain("vehicle AA5678BB is verified for your account");
  });
});

describe("a carrier's code", () => {
  it("checks the carrier's Ukrainian vehicles again when it changes", async () => {
    available = true;
    const carrier = await ukrainianCarrier("32855961");
    const vehicle = await addVehicle(carrier.auth, "BC1002AK");
    expect(vehicle.verification).toMatchObject({ state: "rejected", note: "holder-mismatch" });
    expect((await carrier.call("PUT", "/profile/carriers", { vehicle_type: 1, name: "Volyn Trans", country: "UA", registration_code: "14360570", contact_person: "Olena Koval" })).status).toBe(200);
    const after = (await (await carrier.call("GET", `/profile/vehicles/${vehicle.id}`)).json()).data;
    expect(after.verification).toMatchObject({ state: "verified", verified_by: "registry" });
  });
});
