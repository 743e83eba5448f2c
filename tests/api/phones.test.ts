/**
 * Phones as two fields (phone code and national number), checked as international numbers and
 * stored in E.164, wherever a phone is entered (sign-up, 'My info', drivers); the old single field
 * still works. And the phones of a first-time user: the sign-up phone is verified on 'My info', and
 * a phone verified later on 'My info' logs in too.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../src/server/db/schema.ts";
import { registration, signUp, TEST_HEADERS } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
let me: Record<string, string>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail());
  me = { ...TEST_HEADERS, Authorization: `Bearer ${(await signUp(t, smtp, "phones@example.com")).token}` };
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

const details = { first_name: "Jan", last_name: "Kowalski", birth_date: "1980-01-01", citizenship: "PL", contact_email: "" };
const driver = { origin: "foreign", first_name: "Jan", last_name: "Nowak", birth_date: "1980-01-01", citizenship: "PL", passport_number: "EA1234567" };

describe("a phone as its code and number", () => {
  it("is stored in E.164 from the code and the national number, or from a number typed with 00 or +", async () => {
    for (const [phone, e164] of [
      [{ phone_code: "+48", phone_number: "512 345 678" }, "+48512345678"],
      [{ phone_code: "+380", phone_number: "0048 512-345-679" }, "+48512345679"],
      [{ phone_code: "+48", phone_number: "+48 (512) 345 670" }, "+48512345670"],
      [{ phone_code: "+44", phone_number: "07400 123456" }, "+447400123456"],
    ] as const) {
      const res = await call("PUT", "/profile/details", me, { ...details, ...phone });
      expect(res.status).toBe(200);
      expect((await res.json()).data).toMatchObject({ phone: e164 });
    }
    const read = (await (await call("GET", "/profile/details", me)).json()).data;
    expect(read).toMatchObject({ phone: "+447400123456", phone_code: "+44", phone_number: "7400123456" });
  });

  it("says which of the two is missing, and refuses a number the code's plan does not know, in the user's language", async () => {
    const missing = await call("PUT", "/profile/details", me, { ...details, phone_code: "", phone_number: "" });
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors).toEqual({ phone_code: ["Choose the phone code"], phone_number: ["Enter the phone number"] });
    const noCode = await call("PUT", "/profile/details", { ...me, "X-Client-Locale": "pl" }, { ...details, phone_code: "", phone_number: "512345678" });
    expect((await noCode.json()).errors).toEqual({ phone_code: ["Wybierz numer kierunkowy"] });
    const wrong = await call("PUT", "/profile/details", { ...me, "X-Client-Locale": "uk" }, { ...details, first_name: "", phone_code: "+48", phone_number: "99999999" });
    expect((await wrong.json()).errors).toEqual({ first_name: ["Вкажіть імʼя"], phone_number: ["Введіть правильний номер телефону для обраного коду"] });
  });

  it("is optional for a driver, and stored in E.164 when given", async () => {
    const none = await call("POST", "/profile/drivers", me, { ...driver, phone_code: "+48", phone_number: "" });
    expect(none.status).toBe(201);
    expect((await none.json()).data).toMatchObject({ phone: null, phone_code: null, phone_number: null });
    const given = await call("POST", "/profile/drivers", me, { ...driver, passport_number: "EA7654321", phone_code: "+48", phone_number: "0048 601 234 567" });
    expect(given.status).toBe(201);
    expect((await given.json()).data).toMatchObject({ phone: "+48601234567", phone_code: "+48", phone_number: "601234567" });
    const wrong = await call("POST", "/profile/drivers", me, { ...driver, passport_number: "EA1111111", phone_code: "+48", phone_number: "12345" });
    expect((await wrong.json()).errors).toEqual({ phone_number: ["Enter a valid phone number for the chosen code"] });
  });

  it("signs up with the code and the number, and the code goes by SMS to the E.164 number", async () => {
    const res = await call("POST", "/auth/register", TEST_HEADERS, registration("", { phone_code: "+48", phone_number: "0048 602 000 111" }));
    expect(res.status).toBe(202);
    expect(await smsCode("+48602000111")).toMatch(/^\d{6}$/);
    const bad = await call("POST", "/auth/register", TEST_HEADERS, registration("", { phone_code: "+48", phone_number: "602" }));
    expect((await bad.json()).errors).toMatchObject({ phone_number: ["Enter a valid phone number for the chosen code"] });
  });
});

describe("the phones of a first-time user", () => {
  it("an account signed up by phone finds that phone on 'My info', verified", async () => {
    expect((await call("POST", "/auth/register", TEST_HEADERS, registration("", { phone_code: "+48", phone_number: "604 000 111" }))).status).toBe(202);
    const confirmed = await call("POST", "/auth/register/confirm", TEST_HEADERS, { login: "0048 604 000 111", code: await smsCode("+48604000111") });
    expect(confirmed.status).toBe(200);
    const byPhone = { ...TEST_HEADERS, Authorization: `Bearer ${(await confirmed.json()).data.token.access_token}` };
    const saved = await call("PUT", "/profile/details", byPhone, { ...details, phone_code: "+48", phone_number: "604000111" });
    expect((await saved.json()).data).toMatchObject({ phone: "+48604000111", phone_verified: true });
    expect((await call("POST", "/profile/phone-verification", byPhone)).status).toBe(409);
    // Without an e-mail, the notification settings do not tick e-mail until the user chooses.
    expect((await (await call("GET", "/notifications/preferences", byPhone)).json()).data).toEqual({ email: false, sms: true, push: true });
    expect((await (await call("GET", "/notifications/preferences", me)).json()).data).toMatchObject({ email: true });
    // Another number is not.
    const other = await call("PUT", "/profile/details", byPhone, { ...details, phone_code: "+48", phone_number: "604000112" });
    expect((await other.json()).data.phone_verified).toBe(false);
  });

  it("logs in with a phone verified later on 'My info', with the account's password", async () => {
    const email = "later-phone@example.com";
    const account = { ...TEST_HEADERS, Authorization: `Bearer ${(await signUp(t, smtp, email)).token}` };
    await call("PUT", "/profile/details", account, { ...details, phone_code: "+48", phone_number: "605 000 222" });
    const login = (login: string, password: string) => call("POST", "/auth/login", TEST_HEADERS, { login, password });
    // Not before it is verified.
    expect((await login("+48605000222", "correct horse")).status).toBe(422);
    expect((await call("POST", "/profile/phone-verification", account)).status).toBe(202);
    expect((await call("POST", "/profile/phone-verification/confirm", account, { code: await smsCode("+48605000222") })).status).toBe(200);

    const res = await login("0048 605 000 222", "correct horse");
    expect(res.status).toBe(200);
    expect((await res.json()).data.profile.email).toBe(email);
    const wrong = await login("+48605000222", "wrong horse 1");
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.password).toBeDefined();
  });
});
