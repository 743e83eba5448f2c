import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, outbox, users, verificationCodes } from "../../src/server/db/schema.ts";
import { registration, sessionCookie } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail());
});
afterAll(() => close());

const en = { "Content-Type": "application/json", "X-Client-Locale": "en", "X-Skip-Bot-Check": "1" };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request(`/api/v3${path}`, { method: "POST", headers: { ...en, ...headers }, body: JSON.stringify(body) });

async function registerAndConfirm(email: string) {
  expect((await post("/auth/register", registration(email))).status).toBe(202);
  const code = smtp.latestCode(email);
  const res = await post("/auth/register/confirm", { login: email, code });
  expect(res.status).toBe(200);
  return { res, body: await res.json() };
}

describe("registration with a code by e-mail", () => {
  it("sends a 6-digit code over SMTP in the user's language, and the code activates and logs in", async () => {
    const res = await post("/auth/register", registration("anna@example.com"), { "X-Client-Locale": "uk" });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: "Код надіслано" });
    const [mail] = smtp.mailsTo("anna@example.com");
    expect(mail?.text).toContain("Ваш код підтвердження:");
    expect(mail?.text).toMatch(/Content-Type: text\/html/);
    const code = smtp.latestCode("anna@example.com");
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await post("/auth/register/confirm", { login: "anna@example.com", code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.code).toEqual(["Wrong code"]);

    const ok = await post("/auth/register/confirm", { login: "ANNA@example.com", code, device: { name: "Pixel", fcm_token: null } });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.message).toBe("Registration successful");
    expect(body.data.token).toMatchObject({ token_type: "Bearer", expires_in: 900 });
    expect(body.data.profile).toMatchObject({ email: "anna@example.com", account_type: "carrier", carrier_type: null });
    expect(ok.headers.get("set-cookie")).toMatch(/session=[^;]+;.*HttpOnly/i);
    expect(ok.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);
    // The code is used up.
    expect((await post("/auth/register/confirm", { login: "anna@example.com", code })).status).toBe(422);
  });

  it("stores codes and passwords hashed, and keeps them out of the audit log", async () => {
    await post("/auth/register", registration("hash@example.com"));
    const code = smtp.latestCode("hash@example.com")!;
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "hash@example.com"));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const codes = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user!.id));
    expect(codes.map((c) => c.codeHash)).not.toContain(code);
    const audit = JSON.stringify(await t.database.db.select().from(auditEvents));
    expect(audit).not.toContain(code);
    expect(audit).not.toContain("correct horse");
  });

  it("voids a code after 5 wrong attempts", async () => {
    await post("/auth/register", registration("tries@example.com"));
    const code = smtp.latestCode("tries@example.com")!;
    const wrong = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) expect((await post("/auth/register/confirm", { login: "tries@example.com", code: wrong })).status).toBe(422);
    const res = await post("/auth/register/confirm", { login: "tries@example.com", code });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.code).toEqual(["Too many failed attempts. Request a new code"]);
  });

  it("refuses an expired code", async () => {
    await post("/auth/register", registration("late@example.com"));
    const code = smtp.latestCode("late@example.com")!;
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "late@example.com"));
    await t.database.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.userId, user!.id));
    const res = await post("/auth/register/confirm", { login: "late@example.com", code });
    expect((await res.json()).errors.code).toEqual(["The code has expired. Request a new one"]);
  });

  it("throttles resending: a second sign-up at once sends no new code and says how many seconds to wait", async () => {
    await post("/auth/register", registration("again@example.com"));
    const res = await post("/auth/register", registration("again@example.com"));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(50);
    expect((await res.json()).message).toMatch(/^You can ask for a new code in (5\d|60) s$/);
    expect(smtp.mailsTo("again@example.com")).toHaveLength(1);
  });

  it("resends the sign-up code on request, once the 60 s pause is over; the new code replaces the old", async () => {
    await post("/auth/register", registration("resend@example.com"));
    const first = smtp.latestCode("resend@example.com")!;
    const early = await post("/auth/register/resend", { login: "resend@example.com" }, { "X-Client-Locale": "pl" });
    expect(early.status).toBe(429);
    expect((await early.json()).message).toMatch(/^O nowy kod możesz poprosić za \d+ s$/);
    expect(smtp.mailsTo("resend@example.com")).toHaveLength(1);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, "resend@example.com"));
    await t.database.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(verificationCodes.userId, user!.id));
    const res = await post("/auth/register/resend", { login: "RESEND@example.com" });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: "Code sent" });
    expect(smtp.mailsTo("resend@example.com")).toHaveLength(2);
    const second = smtp.latestCode("resend@example.com")!;
    if (first !== second) expect((await post("/auth/register/confirm", { login: "resend@example.com", code: first })).status).toBe(422);
    expect((await post("/auth/register/confirm", { login: "resend@example.com", code: second })).status).toBe(200);
  });

  it("answers a resend for an unknown or active account the same, and sends nothing", async () => {
    await registerAndConfirm("active-resend@example.com");
    for (const login of ["nobody@example.com", "active-resend@example.com"]) {
      const res = await post("/auth/register/resend", { login });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ message: "Code sent" });
    }
    expect(smtp.mailsTo("nobody@example.com")).toHaveLength(0);
    expect(smtp.mailsTo("active-resend@example.com")).toHaveLength(1);
  });

  it("answers an already registered address the same way, and tells only its owner", async () => {
    await registerAndConfirm("taken@example.com");
    const before = smtp.mailsTo("taken@example.com").length;
    const res = await post("/auth/register", registration("taken@example.com", { password: "other pass 1", password_confirmation: "other pass 1" }));
    expect(res.status).toBe(202);
    expect((await res.json()).message).toBe("Code sent");
    const notice = smtp.mailsTo("taken@example.com").slice(before);
    expect(notice).toHaveLength(1);
    expect(notice[0]?.text).toContain("already registered");
    expect(smtp.latestCode("taken@example.com")).toBeNull();
  });

  it("sends the code by SMS, and no mail, when only a phone is given", async () => {
    const mailsBefore = smtp.mails.length;
    const res = await post("/auth/register", registration("", { phone: "+380 67 000 11 22" }));
    expect(res.status).toBe(202);
    expect(smtp.mails.length).toBe(mailsBefore);
    const [sms] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, "+380670001122"));
    expect(sms?.channel).toBe("sms");
    expect(sms?.text).toMatch(/\d{6}/);
  });

  it("refuses bad input with the SPEC's messages and creates nothing", async () => {
    const res = await post("/auth/register", registration("not-an-email", { accept_rules: false, password_confirmation: "nope" }));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors.email).toEqual(["The entered email is incorrect"]);
    expect(body.errors.accept_rules).toEqual(["Your consent is required"]);
    expect(body.errors.password_confirmation).toEqual(["The passwords do not match"]);
    expect(await t.database.db.select().from(users).where(eq(users.email, "not-an-email"))).toEqual([]);
  });
});

describe("login, sessions and refresh", () => {
  it("answers the same for a wrong password and an unknown account", async () => {
    await registerAndConfirm("login@example.com");
    const wrong = await post("/auth/login", { login: "login@example.com", password: "wrong password" });
    const unknown = await post("/auth/login", { login: "nobody@example.com", password: "wrong password" });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("does not log in an account whose code was never confirmed", async () => {
    await post("/auth/register", registration("pending@example.com"));
    expect((await post("/auth/login", { login: "pending@example.com", password: "correct horse" })).status).toBe(422);
  });

  it("logs in with a bearer token and a cookie; logging out ends both", async () => {
    await registerAndConfirm("both@example.com");
    const res = await post("/auth/login", { login: "both@example.com", password: "correct horse" });
    expect(res.status).toBe(200);
    const token = (await res.json()).data.token.access_token as string;
    const cookie = sessionCookie(res)!;
    const byBearer = await t.request("/api/v3/account/profile", { headers: { Authorization: `Bearer ${token}` } });
    expect(byBearer.status).toBe(200);
    expect((await byBearer.json()).data.email).toBe("both@example.com");
    expect((await t.request("/api/v3/account/profile", { headers: { Cookie: `session=${cookie}` } })).status).toBe(200);

    expect((await t.request("/api/v3/auth/logout", { method: "POST", headers: { Cookie: `session=${cookie}` } })).status).toBe(204);
    expect((await t.request("/api/v3/account/profile", { headers: { Cookie: `session=${cookie}` } })).status).toBe(401);
    expect((await t.request("/api/v3/account/profile", { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it("renews a live session's token, and answers expired once the session is revoked", async () => {
    const { body } = await registerAndConfirm("refresh@example.com");
    const token = body.data.token.access_token as string;
    const renewed = await post("/auth/refresh", { device: { name: "Phone", fcm_token: "abc" } }, { Authorization: `Bearer ${token}` });
    expect(renewed.status).toBe(200);
    const next = (await renewed.json()).data;
    expect(next.token.access_token).toEqual(expect.any(String));
    expect(next.profile.email).toBe("refresh@example.com");

    await t.request("/api/v3/auth/logout", { method: "POST", headers: { Authorization: `Bearer ${next.token.access_token}` } });
    const after = await post("/auth/refresh", {}, { Authorization: `Bearer ${token}` });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ expired: true });
  });

  it("answers expired for a forged or missing token", async () => {
    for (const headers of [{ Authorization: "Bearer not.a.token" }, {}] as Array<Record<string, string>>) {
      const res = await post("/auth/refresh", {}, headers);
      expect(res.status).toBe(401);
      expect((await res.json()).expired).toBe(true);
    }
  });

  it("lets an expired session renew nothing", async () => {
    const { body } = await registerAndConfirm("old@example.com");
    const { sessions } = await import("../../src/server/db/schema.ts");
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "old@example.com"));
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user!.id));
    const res = await post("/auth/refresh", {}, { Authorization: `Bearer ${body.data.token.access_token}` });
    expect(res.status).toBe(401);
    expect((await res.json()).expired).toBe(true);
  });
});
