import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registration, TEST_HEADERS } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail());
});
afterAll(() => close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

describe("a driver account completing its profile", () => {
  it("reaches has_enough_carrier_info with itself as driver, its car and the car's certificate", async () => {
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      t.request(`/api/v3${path}`, { method: "POST", headers: { ...TEST_HEADERS, ...headers }, body: JSON.stringify(body) });
    await post("/auth/register", registration("car-driver@example.com", { account_type: "driver-ukrainian" }));
    const confirmed = await post("/auth/register/confirm", { login: "car-driver@example.com", code: smtp.latestCode("car-driver@example.com") });
    const auth = { Authorization: `Bearer ${(await confirmed.json()).data.token.access_token}` };
    const json = (method: string, path: string, body: unknown) =>
      t.request(`/api/v3${path}`, { method, headers: { ...TEST_HEADERS, ...auth }, body: JSON.stringify(body) });

    expect((await json("PUT", "/profile/carrier-type", { carrier_type: 3 })).status).toBe(200);
    expect((await json("PUT", "/profile/carriers", { vehicle_type: 3, name: "Ivan Petrenko", country: "UA" })).status).toBe(200);
    expect(
      (
        await json("POST", "/profile/drivers", {
          origin: "ukrainian",
          first_name: "Ivan",
          last_name: "Petrenko",
          birth_date: "1979-09-09",
          citizenship: "UA",
          passport_series: "FB",
          passport_number: "654321",
        })
      ).status,
    ).toBe(201);
    let carrier = (await (await t.request("/api/v3/account/profile", { headers: auth })).json()).data.carriers["3"];
    expect(carrier).toMatchObject({ has_enough_carrier_info: false, missing: ["vehicles"] });

    const car = new FormData();
    for (const [name, value] of Object.entries({ vehicle_type: "3", plate: "AA 0001 BB", make: "Skoda Octavia", country: "UA" })) car.append(name, value);
    car.append("certificate", new File([PNG], "certificate.png"));
    expect((await t.request("/api/v3/profile/vehicles", { method: "POST", headers: auth, body: car })).status).toBe(201);

    carrier = (await (await t.request("/api/v3/account/profile", { headers: auth })).json()).data.carriers["3"];
    expect(carrier).toMatchObject({ has_enough_carrier_info: true, missing: [] });
  });
});
