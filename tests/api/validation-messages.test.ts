/**
 * No library text reaches a user (issue 12): malformed values (missing, wrong types, over-long,
 * control characters, symbols) sent to every profile and account endpoint are answered with the
 * portal's own messages in the user's language (pl and hu here), each one a sentence of that
 * language's locale file, never zod's English.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../src/domain/locales.ts";
import { MESSAGES } from "../../src/locales/index.ts";
import { signUp, TEST_HEADERS } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let close: () => Promise<void>;
let auth: Record<string, string>;
beforeAll(async () => {
  let smtp;
  ({ app: t, smtp, close } = await createTestAppWithMail());
  auth = { Authorization: `Bearer ${(await signUp(t, smtp, "messages@example.com")).token}` };
});
afterAll(() => close());

const LONG = "x".repeat(600);
const CONTROL = "Ivan\u0000\u0007\nPetro";

/** Every string of a language's files, as a pattern ({{params}} match anything). */
function sentencesOf(locale: Locale): RegExp[] {
  const out: RegExp[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{\\\{\w+\\\}\\\}/g, ".+");
      out.push(new RegExp(`^${escaped}$`, "s"));
    } else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(MESSAGES[locale]);
  return out;
}

/** Words zod (or another library) writes in its English messages. */
const LIBRARY_TEXT = /Invalid input|expected \w+|received \w+|Too (big|small)|Unrecognized key|Invalid (string|option|enum)|must (be|have|contain)|String must/i;

/** Each endpoint with bodies a careless or hostile client might send. */
const jsonCases: Array<{ method: string; path: string; login?: boolean; bodies: unknown[] }> = [
  { method: "POST", path: "/auth/register", bodies: [{}, { account_type: 5, email: 42, phone: [], password: null, password_confirmation: {}, accept_privacy: "yes" }, { account_type: "carrier", email: `${LONG}@example.com`, password: LONG, password_confirmation: "", accept_privacy: true, accept_rules: true, accept_personal_data: true }, { account_type: "carrier", email: "a\u0000@example.com", password: "", password_confirmation: "", accept_privacy: true, accept_rules: true, accept_personal_data: true }] },
  { method: "POST", path: "/auth/register/confirm", bodies: [{}, { login: 42, code: 123456 }, { login: LONG, code: "!!" }] },
  { method: "POST", path: "/auth/login", bodies: [{}, { login: true, password: 5 }, { login: LONG, password: LONG }, { login: "", password: "" }] },
  { method: "POST", path: "/auth/recover", bodies: [{}, { login: [] }, { login: LONG }] },
  { method: "POST", path: "/auth/new-password", bodies: [{}, { login: 1, code: "!!", password: "", password_confirmation: 2 }] },
  { method: "PUT", path: "/account/password", login: true, bodies: [{}, { current_password: 1, password: "", password_confirmation: "" }, { current_password: LONG, password: LONG, password_confirmation: LONG }] },
  { method: "PUT", path: "/profile/carrier-type", login: true, bodies: [{}, { carrier_type: "!!" }, { carrier_type: 9 }] },
  { method: "PUT", path: "/profile/carriers", login: true, bodies: [{}, { vehicle_type: "x", name: 5, country: [], registration_code: {}, contact_person: 7 }, { vehicle_type: 1, name: LONG, country: "UA", registration_code: LONG, contact_person: LONG }, { vehicle_type: 1, name: CONTROL, country: "PL", registration_code: "!!", contact_person: "R2-D2 !!" }] },
  { method: "POST", path: "/profile/drivers", login: true, bodies: [{}, { origin: 1, first_name: 2, last_name: [], birth_date: 19900101, citizenship: true, passport_number: 123 }, { origin: "foreign", first_name: LONG, last_name: LONG, birth_date: "2999-01-01", citizenship: "XX", passport_number: LONG, passport_series: LONG }, { origin: "ukrainian", first_name: CONTROL, last_name: "!!", birth_date: "!!", citizenship: "UA", passport_number: "!!" }] },
  { method: "POST", path: "/profile/permits", login: true, bodies: [{}, { number: 5, year: "x", count: [], kind: 1 }, { number: LONG, series: LONG, year: 2026, count: 1, kind: "regular", ata_carnet_number: LONG }, { number: "!!!!", year: 2026, count: 1, kind: "irregular", interbus_number: "AB-123", ata_carnet_number: "AB-123" }] },
  { method: "PUT", path: "/profile/details", login: true, bodies: [{}, { first_name: 1, last_name: 2, birth_date: 3, citizenship: 4, phone: 5, contact_email: 6 }, { first_name: LONG, last_name: LONG, birth_date: "1800-01-01", citizenship: "UA", phone: LONG, contact_email: LONG }, { first_name: "Olena1", last_name: CONTROL, birth_date: "", citizenship: "", phone: "", contact_email: "!!" }] },
  { method: "POST", path: "/profile/phone-verification/confirm", login: true, bodies: [{}, { code: 123456 }, { code: LONG }] },
];

const vehicleForms: Array<Record<string, string>> = [
  {},
  { vehicle_type: "x", plate: "!!", make: LONG, country: "XX", semi_trailer_plate: "!!", seats: "many" },
  { vehicle_type: "1", plate: CONTROL, make: CONTROL, country: "UA", has_semi_trailer: "on", semi_trailer_plate: "" },
  { vehicle_type: "2", plate: LONG, make: "", country: "", seats: "1000" },
];

async function messagesFor(locale: string, request: () => Promise<Response>) {
  const res = await request();
  expect(res.status, `${locale}: ${res.status}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${locale}: ${await res.clone().text()}`).toBeLessThan(500);
  const body = (await res.json()) as { message: string; errors?: Record<string, string[]> };
  return { status: res.status, messages: [body.message, ...Object.values(body.errors ?? {}).flat()] };
}

describe("malformed values on every profile and account endpoint", () => {
  for (const locale of ["pl", "hu"] as const) {
    const sentences = sentencesOf(locale);
    const english = new Set(sentencesOf("en").map(String));
    const check = (where: string, messages: string[]) => {
      for (const message of messages) {
        expect(message, `${where}: library text`).not.toMatch(LIBRARY_TEXT);
        expect(sentences.some((sentence) => sentence.test(message)), `${where}: "${message}" is not a ${locale} sentence`).toBe(true);
        // A sentence of the language's file that is also its English one would not prove much: none is.
        expect(english.has(String(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "s"))), `${where}: "${message}" is English`).toBe(false);
      }
    };

    it(`answer in ${locale}, in the portal's own words`, async () => {
      for (const { method, path, login, bodies } of jsonCases) {
        for (const body of bodies) {
          const headers = { ...TEST_HEADERS, "X-Client-Locale": locale, ...(login ? auth : {}) };
          const where = `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`;
          const { messages } = await messagesFor(where, () => t.request(`/api/v3${path}`, { method, headers, body: JSON.stringify(body) }));
          check(`${method} ${path} ${JSON.stringify(body).slice(0, 80)}`, messages);
        }
      }
      for (const fields of vehicleForms) {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.set(name, value);
        const headers = { "X-Client-Locale": locale, "X-Skip-Bot-Check": "1", ...auth };
        const { messages } = await messagesFor(locale, () => t.request("/api/v3/profile/vehicles", { method: "POST", headers, body: form }));
        check(`POST /profile/vehicles ${JSON.stringify(fields).slice(0, 80)}`, messages);
      }
    });
  }

  it("say each field's own required message, the maximum length, and why a name is refused", async () => {
    const send = async (method: string, path: string, body: unknown, locale = "en") => {
      const res = await t.request(`/api/v3${path}`, { method, headers: { ...TEST_HEADERS, "X-Client-Locale": locale, ...auth }, body: JSON.stringify(body) });
      return ((await res.json()) as { errors: Record<string, string[]> }).errors;
    };
    expect(await send("POST", "/profile/drivers", {})).toMatchObject({
      first_name: ["Enter the name"],
      last_name: ["Enter the surname"],
      birth_date: ["Enter the date of birth"],
      citizenship: ["Choose the citizenship (nationality)"],
      passport_number: ["Enter the passport number"],
    });
    expect(await send("POST", "/auth/login", { login: "", password: "" })).toEqual({
      login: ["Enter your e-mail or phone number"],
      password: ["Enter the password"],
    });
    const signUp = { account_type: "carrier", email: "new@example.com", password: "", password_confirmation: "", accept_privacy: true, accept_rules: true, accept_personal_data: true };
    expect(await send("POST", "/auth/register", signUp)).toEqual({ password: ["Enter the password"], password_confirmation: ["Repeat the password"] });
    expect(await send("PUT", "/profile/carriers", { vehicle_type: 1, name: LONG, country: "UA", registration_code: "14360570", contact_person: "Olena 2" })).toEqual({
      name: ["At most 200 characters"],
      contact_person: ["Letters only; a space, hyphen, apostrophe or dot may separate them"],
    });
    expect((await send("PUT", "/profile/carriers", { vehicle_type: 1, name: LONG, country: "UA", registration_code: "14360570", contact_person: "Olena" }, "pl")).name).toEqual([
      "Maksymalnie 200 znaków",
    ]);
    expect((await send("PUT", "/profile/details", { first_name: "Olena", last_name: "K0val", birth_date: "2999-01-01", citizenship: "UA", phone: "+380671234567" }))).toEqual({
      last_name: ["Letters only; a space, hyphen, apostrophe or dot may separate them"],
      birth_date: ["The date of birth cannot be in the future"],
    });
  });
});
