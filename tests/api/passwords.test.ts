import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registration } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail());
});
afterAll(() => close());

const headers = { "Content-Type": "application/json", "X-Client-Locale": "en", "X-Skip-Bot-Check": "1" };
const call = (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
  t.request(`/api/v3${path}`, { method, headers: { ...headers, ...extra }, body: body === undefined ? undefined : JSON.stringify(body) });

async function account(email: string, password = "first password") {
  await call("POST", "/auth/register", registration(email, { account_type: "driver-ukrainian", password, password_confirmation: password }));
  const res = await call("POST", "/auth/register/confirm", { login: email, code: smtp.latestCode(email) });
  return (await res.json()).data.token.access_token as string;
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("password recovery", () => {
  it("answers the same for an unknown account, and sends no mail", async () => {
    const before = smtp.mails.length;
    const res = await call("POST", "/auth/recover", { login: "ghost@example.com" });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: "Code sent" });
    expect(smtp.mails.length).toBe(before);
  });

  it("sets a new password with the mailed code and ends every session", async () => {
    const token = await account("forgot@example.com");
    expect((await call("POST", "/auth/recover", { login: "forgot@example.com" })).status).toBe(202);
    const mail = smtp.mailsTo("forgot@example.com").at(-1);
    expect(mail?.text).toContain("If you did not ask to recover your password");
    const code = smtp.latestCode("forgot@example.com");

    const mismatch = await call("POST", "/auth/new-password", { login: "forgot@example.com", code, password: "new password 1", password_confirmation: "other" });
    expect(mismatch.status).toBe(422);
    const wrong = await call("POST", "/auth/new-password", { login: "forgot@example.com", code: code === "000000" ? "111111" : "000000", password: "new password 1", password_confirmation: "new password 1" });
    expect((await wrong.json()).errors.code).toEqual(["Wrong code"]);

    const ok = await call("POST", "/auth/new-password", { login: "forgot@example.com", code, password: "new password 1", password_confirmation: "new password 1" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: "Password changed" });
    expect((await call("GET", "/account/profile", undefined, bearer(token))).status).toBe(401);
    expect((await call("POST", "/auth/login", { login: "forgot@example.com", password: "first password" })).status).toBe(422);
    expect((await call("POST", "/auth/login", { login: "forgot@example.com", password: "new password 1" })).status).toBe(200);
  });
});

describe("changing the password while logged in", () => {
  it("needs the current password, then ends the other sessions but not this one", async () => {
    const current = await account("change@example.com");
    const other = (await (await call("POST", "/auth/login", { login: "change@example.com", password: "first password" })).json()).data.token.access_token;
    const wrong = await call("PUT", "/account/password", { current_password: "nope", password: "second password", password_confirmation: "second password" }, bearer(current));
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.current_password).toEqual(["The current password is wrong"]);
    const ok = await call("PUT", "/account/password", { current_password: "first password", password: "second password", password_confirmation: "second password" }, bearer(current));
    expect(ok.status).toBe(200);
    expect((await call("GET", "/account/profile", undefined, bearer(current))).status).toBe(200);
    expect((await call("GET", "/account/profile", undefined, bearer(other))).status).toBe(401);
  });

  it("is refused to a guest", async () => {
    expect((await call("PUT", "/account/password", { current_password: "a", password: "bbbbbbbb", password_confirmation: "bbbbbbbb" })).status).toBe(401);
  });
});

describe("logging out on all devices", () => {
  it("ends every session of the account", async () => {
    const first = await account("devices@example.com");
    const second = (await (await call("POST", "/auth/login", { login: "devices@example.com", password: "first password" })).json()).data.token.access_token;
    expect((await call("POST", "/auth/logout-all", undefined, bearer(first))).status).toBe(204);
    expect((await call("GET", "/account/profile", undefined, bearer(first))).status).toBe(401);
    expect((await call("GET", "/account/profile", undefined, bearer(second))).status).toBe(401);
  });
});
