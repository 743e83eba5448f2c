import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers } from "../../src/server/db/schema.ts";
import { registration, signUp, TEST_HEADERS } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
let carrier: Record<string, string>;
let stranger: Record<string, string>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail());
  carrier = { Authorization: `Bearer ${(await signUp(t, smtp, "fleet@example.com")).token}` };
  stranger = { Authorization: `Bearer ${(await signUp(t, smtp, "stranger@example.com")).token}` };
});
afterAll(() => close());

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.request(`/api/v3${path}`, { method, headers: { ...TEST_HEADERS, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

/** A Ukrainian driver whose passport (FA123456) the simulated registry knows. */
const petro = {
  origin: "ukrainian",
  first_name: "Petro",
  last_name: "Shevchenko",
  birth_date: "1985-04-12",
  citizenship: "UA",
  passport_series: "FA",
  passport_number: "123456",
  phone: "+380 67 123 45 67",
};

describe("drivers", () => {
  it("are for logged-in users only", async () => {
    expect((await call("GET", "/profile/drivers", {})).status).toBe(401);
    expect((await call("POST", "/profile/drivers", {}, petro)).status).toBe(401);
  });

  it("refuse bad input per field, in the user's language", async () => {
    const res = await call("POST", "/profile/drivers", { ...carrier, "X-Client-Locale": "uk" }, { ...petro, birth_date: "2015-01-01", first_name: "" });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({
      first_name: ["Вкажіть імʼя"],
      birth_date: ["Водієві має бути щонайменше 18 років"],
    });
  });

  it("refuse a Ukrainian driver whose passport the registry does not know, with the SPEC's advice", async () => {
    const res = await call("POST", "/profile/drivers", carrier, { ...petro, passport_number: "999999" });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.passport_number[0]).toMatch(/not registered in the cargo-permit system.*mobilisation law/);
    expect((await (await call("GET", "/profile/drivers", carrier)).json()).data).toEqual([]);
  });

  it("keep nothing when the registry does not answer", async () => {
    const res = await call("POST", "/profile/drivers", carrier, { ...petro, passport_series: "", passport_number: "000111" });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: "The cargo-permit registry does not answer. Try again in a few minutes; what you entered is kept.",
    });
    expect((await (await call("GET", "/profile/drivers", carrier)).json()).data).toEqual([]);
  });

  it("are added once the registry confirms the passport, and count for the carrier's sufficiency", async () => {
    await call("PUT", "/profile/carriers", carrier, {
      vehicle_type: 1,
      name: "Fleet LLC",
      country: "UA",
      registration_code: "14360570",
      contact_person: "Olena Koval",
    });
    const res = await call("POST", "/profile/drivers", carrier, petro);
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({ first_name: "Petro", passport_series: "FA", passport_number: "123456", phone: "+380671234567" });
    expect(data.registry_checked_at).toEqual(expect.any(String));
    // A foreign driver needs no registry entry.
    const foreign = await call("POST", "/profile/drivers", carrier, {
      ...petro,
      origin: "foreign",
      citizenship: "TR",
      first_name: "Mehmet",
      passport_series: "",
      passport_number: "U12345678",
    });
    expect(foreign.status).toBe(201);
    expect((await foreign.json()).data.registry_checked_at).toBeNull();
    const duplicate = await call("POST", "/profile/drivers", carrier, petro);
    expect(duplicate.status).toBe(409);

    const profile = (await (await call("GET", "/account/profile", carrier)).json()).data;
    expect(profile.carriers["1"].missing).toEqual(["vehicles"]);
  });

  it("belong to their user: another user's id answers 404 to reading, changing and removing", async () => {
    const [own] = (await (await call("GET", "/profile/drivers", carrier)).json()).data;
    expect((await call("GET", `/profile/drivers/${own.id}`, carrier)).status).toBe(200);
    expect((await call("GET", `/profile/drivers/${own.id}`, stranger)).status).toBe(404);
    expect((await call("PUT", `/profile/drivers/${own.id}`, stranger, { ...petro, first_name: "Mallory" })).status).toBe(404);
    expect((await call("DELETE", `/profile/drivers/${own.id}`, stranger)).status).toBe(404);
    expect((await call("GET", "/profile/drivers/not-a-number", carrier)).status).toBe(404);
    const [row] = await t.database.db.select().from(drivers).where(eq(drivers.id, own.id));
    expect(row?.firstName).toBe("Petro");
  });

  it("are changed and removed by their owner", async () => {
    const [own] = (await (await call("GET", "/profile/drivers", carrier)).json()).data;
    const changed = await call("PUT", `/profile/drivers/${own.id}`, carrier, { ...petro, phone: "" });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ message: "Driver data changed", data: { phone: null } });
    expect((await call("DELETE", `/profile/drivers/${own.id}`, carrier)).status).toBe(204);
    expect((await call("GET", `/profile/drivers/${own.id}`, carrier)).status).toBe(404);
  });

  it("number one for a driver account: its own", async () => {
    const headers = { ...TEST_HEADERS };
    await t.request("/api/v3/auth/register", {
      method: "POST",
      headers,
      body: JSON.stringify(registration("solo-driver@example.com", { account_type: "driver-ukrainian" })),
    });
    const confirmed = await t.request("/api/v3/auth/register/confirm", {
      method: "POST",
      headers,
      body: JSON.stringify({ login: "solo-driver@example.com", code: smtp.latestCode("solo-driver@example.com") }),
    });
    const solo = { Authorization: `Bearer ${(await confirmed.json()).data.token.access_token}` };
    expect((await call("POST", "/profile/drivers", solo, petro)).status).toBe(201);
    const second = await call("POST", "/profile/drivers", solo, { ...petro, passport_series: "FB", passport_number: "654321" });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: "A driver account has one driver: you" });
  });
});
