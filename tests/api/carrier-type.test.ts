import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, TEST_HEADERS } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail());
});
afterAll(() => close());

const choose = (body: unknown, headers: Record<string, string>) =>
  t.request("/api/v3/profile/carrier-type", { method: "PUT", headers: { ...TEST_HEADERS, ...headers }, body: JSON.stringify(body) });
const profile = (headers: Record<string, string>) => t.request("/api/v3/account/profile", { headers });

describe("PUT /profile/carrier-type", () => {
  it("is for logged-in users only", async () => {
    expect((await choose({ carrier_type: 1 }, {})).status).toBe(401);
  });

  it("takes a vehicle type once; the profile shows it and a second choice is refused", async () => {
    const { token } = await signUp(t, smtp, "carrier-type@example.com");
    const auth = { Authorization: `Bearer ${token}` };
    expect((await (await profile(auth)).json()).data.carrier_type).toBeNull();

    const invalid = await choose({ carrier_type: 7 }, auth);
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toEqual({ carrier_type: ["Choose what you carry"] });

    const chosen = await choose({ carrier_type: 2 }, auth);
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toMatchObject({ message: "Profile updated", data: { carrier_type: 2 } });
    expect((await (await profile(auth)).json()).data.carrier_type).toBe(2);

    const again = await choose({ carrier_type: 1 }, auth);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "The carrier type is chosen already" });
    expect((await (await profile(auth)).json()).data.carrier_type).toBe(2);
  });
});

describe("the web session (cookie)", () => {
  it("is renewed by POST /auth/refresh while it lives, and reported expired once it ends", async () => {
    const { cookie } = await signUp(t, smtp, "web-session@example.com");
    const refresh = () =>
      t.request("/api/v3/auth/refresh", {
        method: "POST",
        headers: { ...TEST_HEADERS, Cookie: `session=${cookie}` },
        body: JSON.stringify({ device: { name: "Web", fcm_token: null } }),
      });
    const renewed = await refresh();
    expect(renewed.status).toBe(200);
    expect((await renewed.json()).data).toMatchObject({ token: { token_type: "Bearer" }, profile: { email: "web-session@example.com" } });

    const out = await t.request("/api/v3/auth/logout", { method: "POST", headers: { ...TEST_HEADERS, Cookie: `session=${cookie}` } });
    expect(out.status).toBe(204);
    const ended = await refresh();
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ expired: true });
  });
});
