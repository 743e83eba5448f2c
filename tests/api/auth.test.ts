import { eq } from "drizzle-orm";
import { decode, sign } from "hono/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, outbox, sessions, users, verificationCodes } from "../../src/server/db/schema.ts";
import { registration, sessionCookie } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
const SECRET = "a-test-session-secret-of-forty-characters";
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail({ SESSION_SECRET: SECRET }));
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

describe("access tokens", () => {
  const profile = (token: string) => t.request("/api/v3/account/profile", { headers: { Authorization: `Bearer ${token}` } });
  const refresh = (token: string) => post("/auth/refresh", { device: { name: "Phone", fcm_token: null } }, { Authorization: `Bearer ${token}` });
  const sessionOf = async (email: string) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    return session!;
  };

  it("rotate on refresh: the old token stops working at once, for requests and for refresh", async () => {
    const { res, body } = await registerAndConfirm("rotate@example.com");
    const cookie = sessionCookie(res)!;
    const first = body.data.token.access_token as string;
    const renewed = await refresh(first);
    expect(renewed.status).toBe(200);
    const second = (await renewed.json()).data.token.access_token as string;
    expect(second).not.toBe(first);
    expect((await profile(first)).status).toBe(401);
    expect((await profile(second)).status).toBe(200);
    // The new one renews in turn; the one before it no longer does.
    const third = (await (await refresh(second)).json()).data.token.access_token as string;
    expect((await profile(second)).status).toBe(401);
    expect((await profile(third)).status).toBe(200);
    expect((await t.request("/api/v3/account/profile", { headers: { Cookie: `session=${cookie}` } })).status).toBe(200);
  });

  it("end the whole session when a rotated token is presented to refresh again (reuse detection)", async () => {
    const { res, body } = await registerAndConfirm("reuse@example.com");
    const cookie = sessionCookie(res)!;
    const stolen = body.data.token.access_token as string;
    // The thief refreshes first; the owner's next refresh presents the rotated token.
    const thiefs = (await (await refresh(stolen)).json()).data.token.access_token as string;
    const replay = await refresh(stolen);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ expired: true });
    expect((await profile(thiefs)).status).toBe(401);
    expect((await refresh(thiefs)).status).toBe(401);
    expect((await t.request("/api/v3/account/profile", { headers: { Cookie: `session=${cookie}` } })).status).toBe(401);
    expect((await sessionOf("reuse@example.com")).revokedAt).not.toBeNull();
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.event, "session.token-reused"));
    expect(events).toHaveLength(1);
  });

  it("name their session by a random public id, not its sequential row id", async () => {
    const a = (await registerAndConfirm("sid-a@example.com")).body.data.token.access_token as string;
    const b = (await registerAndConfirm("sid-b@example.com")).body.data.token.access_token as string;
    const [sidA, sidB] = [decode(a).payload.sid, decode(b).payload.sid];
    expect(sidA).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sidB).not.toBe(sidA);
    const session = await sessionOf("sid-a@example.com");
    expect(sidA).toBe(session.publicId);
    // A token naming the row id, even well signed and unexpired, names no session.
    const iat = Math.floor(Date.now() / 1000);
    const byRowId = await sign({ sid: session.id, gen: 0, sub: String(session.userId), iat, exp: iat + 600 }, SECRET, "HS256");
    expect((await profile(byRowId)).status).toBe(401);
  });

  it("without exp are refused everywhere, even well signed", async () => {
    const { body } = await registerAndConfirm("no-exp@example.com");
    const session = await sessionOf("no-exp@example.com");
    const claims = { sid: session.publicId, gen: session.tokenGeneration, sub: String(session.userId), iat: Math.floor(Date.now() / 1000) };
    const forever = await sign(claims, SECRET, "HS256");
    expect((await profile(forever)).status).toBe(401);
    const renewed = await refresh(forever);
    expect(renewed.status).toBe(401);
    expect(await renewed.json()).toMatchObject({ expired: true });
    // The same claims with an exp work: only the missing exp was refused.
    expect((await profile(await sign({ ...claims, exp: claims.iat + 60 }, SECRET, "HS256"))).status).toBe(200);
    expect((await profile(body.data.token.access_token)).status).toBe(200);
  });

  it("issued in the future, or not valid yet, are refused even well signed", async () => {
    await registerAndConfirm("future@example.com");
    const session = await sessionOf("future@example.com");
    const now = Math.floor(Date.now() / 1000);
    const claims = { sid: session.publicId, gen: session.tokenGeneration, sub: String(session.userId), exp: now + 600 };
    expect((await profile(await sign({ ...claims, iat: now + 120 }, SECRET, "HS256"))).status).toBe(401);
    expect((await profile(await sign({ ...claims, iat: now, nbf: now + 120 }, SECRET, "HS256"))).status).toBe(401);
    expect((await profile(await sign({ ...claims, iat: now, nbf: now }, SECRET, "HS256"))).status).toBe(200);
  });

  it("never outlive their session, and a refresh cannot extend it", async () => {
    const { body } = await registerAndConfirm("bounded@example.com");
    const session = await sessionOf("bounded@example.com");
    const endsAt = new Date(Date.now() + 5 * 60_000);
    await t.database.db.update(sessions).set({ expiresAt: endsAt }).where(eq(sessions.id, session.id));
    const renewed = await refresh(body.data.token.access_token);
    expect(renewed.status).toBe(200);
    const token = (await renewed.json()).data.token.access_token as string;
    expect(decode(token).payload.exp).toBeLessThanOrEqual(Math.floor(endsAt.getTime() / 1000));
    expect((await sessionOf("bounded@example.com")).expiresAt).toEqual(endsAt);
  });

  it("renewed by the web's cookie rotate nothing, so concurrent page requests of one browser never trip reuse detection", async () => {
    const { res, body } = await registerAndConfirm("web-refresh@example.com");
    const cookie = sessionCookie(res)!;
    const answers = await Promise.all(
      [1, 2, 3].map(() => post("/auth/refresh", { device: { name: "Web", fcm_token: null } }, { Cookie: `session=${cookie}` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.every((answer) => !answer.headers.get("set-cookie"))).toBe(true);
    expect((await t.request("/api/v3/account/profile", { headers: { Cookie: `session=${cookie}` } })).status).toBe(200);
    // The session's bearer token was not rotated either.
    expect((await profile(body.data.token.access_token)).status).toBe(200);
    const fromCookie = (await answers[0]!.json()).data.token.access_token as string;
    expect((await profile(fromCookie)).status).toBe(200);
  });
});
