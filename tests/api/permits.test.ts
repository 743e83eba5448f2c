import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/domain/accounts.ts";
import { signUp, TEST_HEADERS } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
let owner: Record<string, string>;
let stranger: Record<string, string>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail());
  owner = { Authorization: `Bearer ${(await signUp(t, smtp, "permits@example.com")).token}` };
  stranger = { Authorization: `Bearer ${(await signUp(t, smtp, "other-permits@example.com")).token}` };
});
afterAll(() => close());

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.request(`/api/v3${path}`, { method, headers: { ...TEST_HEADERS, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
/** Every number here is seeded in the simulated registry. */
const regular = { number: "ua2026001", year: 2026, count: 2, kind: "regular", ua_passenger_permit_number: "PAX778899" };

describe("permits", () => {
  it("are for logged-in users only", async () => {
    expect((await call("GET", "/profile/permits", {})).status).toBe(401);
  });

  it("refuse a number of the wrong length with the SPEC's message", async () => {
    const res = await call("POST", "/profile/permits", owner, { ...regular, number: "AB" });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ number: ["Specify a permit number with 3 to 15 characters"] });
  });

  it("refuse every number the registry does not know, each on its field", async () => {
    const res = await call("POST", "/profile/permits", owner, { ...regular, number: "UA2026999", ata_carnet_number: "ATA404" });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({
      number: ["Permit number is not found in the registry"],
      ata_carnet_number: ["Permit number is not found in the registry"],
    });
  });

  it("save nothing when the registry does not answer", async () => {
    const res = await call("POST", "/profile/permits", owner, { ...regular, number: "000555" });
    expect(res.status).toBe(503);
    expect((await (await call("GET", "/profile/permits", owner)).json()).data).toEqual([]);
  });

  it("are added when the registry knows them, and a regular one completes a regular bus carrier", async () => {
    await call("PUT", "/profile/carriers", owner, {
      vehicle_type: 2,
      name: "Bus Lines LLC",
      country: "UA",
      registration_code: "14360570",
      contact_person: "Olena Koval",
      regular_passenger: true,
    });
    const before = (await (await call("GET", "/profile/carriers", owner)).json()).data["2"];
    expect(before.missing).toContain("regularPermit");

    const res = await call("POST", "/profile/permits", owner, regular);
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({ number: "UA2026001", kind: "regular", ua_passenger_permit_number: "PAX778899" });
    expect((await call("POST", "/profile/permits", owner, regular)).status).toBe(409);
    const after = (await (await call("GET", "/profile/carriers", owner)).json()).data["2"];
    expect(after.missing).not.toContain("regularPermit");
  });

  it("belong to their user: another user's id answers 404 to reading, changing and removing", async () => {
    const [own] = (await (await call("GET", "/profile/permits", owner)).json()).data;
    expect((await call("GET", `/profile/permits/${own.id}`, stranger)).status).toBe(404);
    expect((await call("PUT", `/profile/permits/${own.id}`, stranger, { ...regular, count: 9 })).status).toBe(404);
    expect((await call("DELETE", `/profile/permits/${own.id}`, stranger)).status).toBe(404);
    expect((await (await call("GET", `/profile/permits/${own.id}`, owner)).json()).data.count).toBe(2);
  });

  it("are changed and removed by their owner; an INTERBUS book only on irregular transport", async () => {
    const [own] = (await (await call("GET", "/profile/permits", owner)).json()).data;
    const wrong = await call("PUT", `/profile/permits/${own.id}`, owner, { ...regular, interbus_number: "INT12345" });
    expect((await wrong.json()).errors).toEqual({ interbus_number: ["Only irregular transport has an INTERBUS book"] });
    const changed = await call("PUT", `/profile/permits/${own.id}`, owner, { ...regular, kind: "irregular", interbus_number: "INT12345" });
    expect(changed.status).toBe(200);
    expect((await changed.json()).data).toMatchObject({ kind: "irregular", interbus_number: "INT12345" });
    expect((await call("DELETE", `/profile/permits/${own.id}`, owner)).status).toBe(204);
    expect((await call("GET", `/profile/permits/${own.id}`, owner)).status).toBe(404);
  });

  it("limit how often one user may ask the registry", async () => {
    const asker = { Authorization: `Bearer ${(await signUp(t, smtp, "many-questions@example.com")).token}` };
    for (let i = 0; i < RATE_LIMITS.registryPerUser.points; i++) {
      expect((await call("POST", "/profile/permits", asker, { ...regular, number: `UA99${i}X` })).status).toBe(422);
    }
    const refused = await call("POST", "/profile/permits", asker, regular);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
