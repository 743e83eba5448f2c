import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, TEST_HEADERS } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
let owner: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail());
  owner = { Authorization: `Bearer ${(await signUp(t, smtp, "carrier-owner@example.com")).token}` };
  other = { Authorization: `Bearer ${(await signUp(t, smtp, "someone-else@example.com")).token}` };
});
afterAll(() => close());

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.request(`/api/v3${path}`, { method, headers: { ...TEST_HEADERS, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
const truckCarrier = { vehicle_type: 1, name: "Trans-Cargo LLC", country: "UA", registration_code: "14360570", contact_person: "Olena Koval" };

describe("carriers", () => {
  it("are for logged-in users only", async () => {
    expect((await call("GET", "/profile/carriers", {})).status).toBe(401);
    expect((await call("PUT", "/profile/carriers", {}, truckCarrier)).status).toBe(401);
  });

  it("refuse bad input with a message per field, saving nothing", async () => {
    const res = await call("PUT", "/profile/carriers", owner, { ...truckCarrier, registration_code: "14360571", contact_person: "" });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({
      registration_code: ["Enter a valid EDRPOU code: 8 digits"],
      contact_person: ["Enter the contact person"],
    });
    expect((await (await call("GET", "/profile/carriers", owner)).json()).data).toEqual({});
  });

  it("are saved per vehicle type, changed in place, and shown in the profile with the sufficiency rule", async () => {
    const saved = await call("PUT", "/profile/carriers", owner, truckCarrier);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      message: "Profile updated",
      data: { vehicle_type: 1, name: "Trans-Cargo LLC", has_enough_carrier_info: false, missing: ["drivers", "vehicles"] },
    });
    const renamed = await call("PUT", "/profile/carriers", owner, { ...truckCarrier, name: "Trans-Cargo Plus LLC" });
    expect((await renamed.json()).data.name).toBe("Trans-Cargo Plus LLC");
    await call("PUT", "/profile/carriers", owner, { vehicle_type: "3", name: "Ivan Petrenko", country: "UA" });

    const { data } = await (await call("GET", "/profile/carriers", owner)).json();
    expect(Object.keys(data)).toEqual(["1", "3"]);
    expect(data["1"]).toMatchObject({ name: "Trans-Cargo Plus LLC", registration_code: "14360570" });
    expect(data["3"]).toMatchObject({ name: "Ivan Petrenko", registration_code: null, contact_person: null });
    const profile = (await (await call("GET", "/account/profile", owner)).json()).data;
    expect(profile.carriers).toEqual(data);
  });

  it("belong to their user: another user sees none and cannot remove them", async () => {
    expect((await (await call("GET", "/profile/carriers", other)).json()).data).toEqual({});
    expect((await call("DELETE", "/profile/carriers/1", other)).status).toBe(404);
    expect((await (await call("GET", "/profile/carriers", owner)).json()).data).toHaveProperty("1");
  });

  it("are removed by their owner", async () => {
    expect((await call("DELETE", "/profile/carriers/1", owner)).status).toBe(204);
    expect((await call("DELETE", "/profile/carriers/1", owner)).status).toBe(404);
    expect(Object.keys((await (await call("GET", "/profile/carriers", owner)).json()).data)).toEqual(["3"]);
  });
});
