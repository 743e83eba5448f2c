import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../src/server/db/schema.ts";
import { signUp, TEST_HEADERS } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
let me: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail());
  me = { ...TEST_HEADERS, Authorization: `Bearer ${(await signUp(t, smtp, "my-info@example.com")).token}` };
  other = { ...TEST_HEADERS, Authorization: `Bearer ${(await signUp(t, smtp, "their-info@example.com")).token}` };
});
afterAll(() => close());

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.request(`/api/v3${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
const details = { first_name: "Olena", last_name: "Koval", birth_date: "1990-05-01", citizenship: "UA", phone: "+380 67 111 22 33", contact_email: "" };
/** The code of the newest SMS to `phone` (no SMS gateway in the tests: the outbox keeps it). */
async function smsCode(phone: string) {
  const [sms] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, "sms"), eq(outbox.recipient, phone)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /(\d{6})/.exec(sms?.text ?? "")?.[1] ?? "";
}

describe("'My info' and phone verification", () => {
  it("is empty at first, and for logged-in users only", async () => {
    expect((await call("GET", "/profile/details", {})).status).toBe(401);
    expect((await (await call("GET", "/profile/details", me)).json()).data).toBeNull();
    expect((await call("POST", "/profile/phone-verification", me)).status).toBe(409);
  });

  it("refuses bad details per field", async () => {
    const res = await call("PUT", "/profile/details", me, { ...details, phone: "0671112233", first_name: "" });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(["first_name", "phone"]);
  });

  it("saves the details with the phone unverified, verifies it with the SMS code, and unverifies a new phone", async () => {
    const saved = await call("PUT", "/profile/details", me, details);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ message: "Profile updated", data: { phone: "+380671112233", phone_verified: false } });

    expect((await call("POST", "/profile/phone-verification", me)).status).toBe(202);
    const early = await call("POST", "/profile/phone-verification", me); // the resend pause
    expect(early.status).toBe(429);
    expect((await early.json()).message).toMatch(/^You can ask for a new code in \d+ s$/);
    const code = await smsCode("+380671112233");
    const wrong = await call("POST", "/profile/phone-verification/confirm", me, { code: code === "000000" ? "111111" : "000000" });
    expect((await wrong.json()).errors).toEqual({ code: ["Wrong code"] });
    // Another user cannot use this user's code.
    expect((await call("POST", "/profile/phone-verification/confirm", other, { code })).status).toBe(409);
    const ok = await call("POST", "/profile/phone-verification/confirm", me, { code });
    expect(await ok.json()).toEqual({ message: "Phone number verified" });
    expect((await (await call("GET", "/profile/details", me)).json()).data.phone_verified).toBe(true);
    expect((await call("POST", "/profile/phone-verification", me)).status).toBe(409);

    // The same phone keeps its verification; a new one loses it.
    await call("PUT", "/profile/details", me, { ...details, last_name: "Koval-Shevchenko" });
    expect((await (await call("GET", "/profile/details", me)).json()).data.phone_verified).toBe(true);
    await call("PUT", "/profile/details", me, { ...details, phone: "+380 67 999 88 77" });
    expect((await (await call("GET", "/profile/details", me)).json()).data.phone_verified).toBe(false);
  });

  it("are the user's own: another user sees none of them", async () => {
    expect((await (await call("GET", "/profile/details", other)).json()).data).toBeNull();
  });
});
