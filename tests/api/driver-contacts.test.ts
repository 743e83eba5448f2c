/**
 * A driver's contacts (SPEC §3 Driver): an optional e-mail, and an optional phone the carrier
 * verifies with a code sent to it by SMS (the same codes, pause and limits as 'My info'); a new
 * phone is unverified again.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../src/server/db/schema.ts";
import { signUp, TEST_HEADERS } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
let carrier: Record<string, string>;
let stranger: Record<string, string>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail());
  carrier = { ...TEST_HEADERS, Authorization: `Bearer ${(await signUp(t, smtp, "contacts@example.com")).token}` };
  stranger = { ...TEST_HEADERS, Authorization: `Bearer ${(await signUp(t, smtp, "contacts-stranger@example.com")).token}` };
});
afterAll(() => close());

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.request(`/api/v3${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

async function smsCode(phone: string) {
  const [sms] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, "sms"), eq(outbox.recipient, phone)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /(\d{6})/.exec(sms?.text ?? "")?.[1] ?? "";
}

const driver = { origin: "foreign", first_name: "Jan", last_name: "Nowak", birth_date: "1980-01-01", citizenship: "PL", passport_number: "EB1234567" };

describe("a driver's e-mail", () => {
  it("is stored, shown and changed, and an incorrect one refused with the SPEC's message", async () => {
    const wrong = await call("POST", "/profile/drivers", carrier, { ...driver, email: "jan@" });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ email: ["The entered email is incorrect"] });
    const added = await call("POST", "/profile/drivers", carrier, { ...driver, email: " Jan.Nowak@Example.PL " });
    expect(added.status).toBe(201);
    const { data } = await added.json();
    expect(data).toMatchObject({ email: "jan.nowak@example.pl" });
    const changed = await call("PUT", `/profile/drivers/${data.id}`, carrier, { ...driver, email: "" });
    expect((await changed.json()).data).toMatchObject({ email: null });
    expect((await (await call("GET", "/profile/drivers", carrier)).json()).data[0]).toMatchObject({ id: data.id, email: null });
    await call("DELETE", `/profile/drivers/${data.id}`, carrier);
  });
});

describe("a driver's phone", () => {
  it("is verified with the code sent to it by SMS, by its owner only; a new phone is unverified", async () => {
    const added = await call("POST", "/profile/drivers", carrier, { ...driver, phone_code: "+48", phone_number: "603 100 200" });
    const { data } = await added.json();
    expect(data).toMatchObject({ phone: "+48603100200", phone_verified: false });
    const path = `/profile/drivers/${data.id}/phone-verification`;

    expect((await call("POST", path, stranger)).status).toBe(404);
    expect((await call("POST", path, carrier)).status).toBe(202);
    expect((await call("POST", path, carrier)).status).toBe(429); // the resend pause
    const code = await smsCode("+48603100200");
    const wrong = await call("POST", `${path}/confirm`, carrier, { code: code === "000000" ? "111111" : "000000" });
    expect((await wrong.json()).errors).toEqual({ code: ["Wrong code"] });
    expect((await call("POST", `${path}/confirm`, stranger, { code })).status).toBe(404);
    const ok = await call("POST", `${path}/confirm`, carrier, { code });
    expect(await ok.json()).toMatchObject({ message: "Phone number verified", data: { phone_verified: true } });
    expect((await call("POST", path, carrier)).status).toBe(409);

    // The same phone keeps its verification; a new one loses it.
    const same = await call("PUT", `/profile/drivers/${data.id}`, carrier, { ...driver, last_name: "Nowak-Kowalski", phone_code: "+48", phone_number: "603100200" });
    expect((await same.json()).data.phone_verified).toBe(true);
    const other = await call("PUT", `/profile/drivers/${data.id}`, carrier, { ...driver, phone_code: "+48", phone_number: "603 100 201" });
    expect((await other.json()).data).toMatchObject({ phone: "+48603100201", phone_verified: false });
  });

  it("cannot be verified when the driver has none", async () => {
    const added = await call("POST", "/profile/drivers", carrier, { ...driver, passport_number: "EB7654321" });
    const { data } = await added.json();
    const res = await call("POST", `/profile/drivers/${data.id}/phone-verification`, carrier);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe("Add the driver's phone number first");
  });
});
