import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RATE_LIMITS } from "../../src/domain/accounts.ts";
import { LOGIN_PROTECTION } from "../../src/domain/login-protection.ts";
import { registration, signUp, TEST_HEADERS } from "../support/accounts.ts";
import { createTestApp, createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (app: TestApp, login: string, ip = "203.0.113.7") =>
  app.request("/api/v3/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Client-Locale": "en", "X-Skip-Bot-Check": "1", "X-Forwarded-For": ip },
    body: JSON.stringify({ login, password: "wrong-password" }),
  });

describe("login protection", () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, smtp, close } = await createTestAppWithMail({ TRUST_PROXY: "true" }));
    await signUp(app, smtp, "owner@example.com");
  });
  afterAll(() => close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const attempt = (password: string, ip: string, account = "owner@example.com") =>
    app.request("/api/v3/auth/login", {
      method: "POST",
      headers: { ...TEST_HEADERS, "X-Forwarded-For": ip },
      body: JSON.stringify({ login: account, password }),
    });

  it("makes an attacker's address wait longer after each wrong password, while the owner logs in from elsewhere", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const attacker = "198.51.100.66";
    for (let i = 0; i < LOGIN_PROTECTION.freeFailures; i++) expect((await attempt("guess-" + i, attacker)).status).toBe(422);

    const refused = await attempt("another-guess", attacker);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect((await refused.json()).message).toBe("Too many failed attempts to log in. Try again in 30 s");
    // The owner, from their own address, is not slowed down at all.
    expect((await attempt("correct horse", "203.0.113.10")).status).toBe(200);
    // Neither is anyone from the attacker's address who logs in to another account.
    expect((await attempt("wrong", attacker, "someone-else@example.com")).status).toBe(422);

    // Each wait passed and each failure after it doubles the next; refused attempts add nothing.
    for (const wait of [60, 120, 240]) {
      vi.setSystemTime(Date.now() + (wait / 2 + 1) * 1000);
      expect((await attempt("guess", attacker)).status).toBe(422);
      const next = await attempt("guess", attacker);
      expect(next.status).toBe(429);
      expect(Number(next.headers.get("retry-after"))).toBe(wait);
      vi.setSystemTime(Date.now() + 10_000);
      expect(Number((await attempt("guess", attacker)).headers.get("retry-after"))).toBe(wait - 10);
    }
  });

  it("starts a pair afresh after its right password", async () => {
    const ip = "198.51.100.67";
    for (let i = 0; i < LOGIN_PROTECTION.freeFailures - 1; i++) expect((await attempt("typo", ip)).status).toBe(422);
    expect((await attempt("correct horse", ip)).status).toBe(200);
    for (let i = 0; i < LOGIN_PROTECTION.freeFailures; i++) expect((await attempt("typo", ip)).status).toBe(422);
    expect((await attempt("typo", ip)).status).toBe(429);
  });

  it("lets no more than one attempt past the free ones when they are sent at once", async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, () => attempt("guess", "198.51.100.68", "burst@example.com")));
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(LOGIN_PROTECTION.freeFailures + 1);
    expect(statuses.filter((status) => status !== 422)).toEqual(expect.arrayContaining([429]));
    expect(statuses.every((status) => status === 422 || status === 429)).toBe(true);
  });

  it("counts an IPv6 client's whole /64 as one address", async () => {
    for (let i = 0; i < LOGIN_PROTECTION.freeFailures; i++) expect((await attempt("guess", `2001:db8:5:6::${i + 1}`)).status).toBe(422);
    expect((await attempt("guess", "2001:db8:5:6:ffff::1")).status).toBe(429);
    expect((await attempt("correct horse", "2001:db8:5:7::1")).status).toBe(200);
  });
});

describe("rate limits", () => {
  it("count codes sent to one address together, whether for sign-up or recovery", async () => {
    const send = (path: string, body: unknown) =>
      t.request(`/api/v3${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Skip-Bot-Check": "1" },
        body: JSON.stringify(body),
      });
    const signUp = registration("Codes@Example.com");
    const half = Math.ceil(RATE_LIMITS.codeSendPerAddress.points / 2);
    // The first sign-up sends a code; those after it wait for the resend pause (429), and count too.
    for (let i = 0; i < half; i++) expect((await send("/auth/register", signUp)).status).toBe(i === 0 ? 202 : 429);
    for (let i = half; i < RATE_LIMITS.codeSendPerAddress.points; i++) {
      expect((await send("/auth/recover", { login: "codes@example.com" })).status).toBe(202);
    }
    expect((await send("/auth/recover", { login: " CODES@example.com" })).status).toBe(429);
  });

  it("count per client address only behind a trusted proxy", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    try {
      // All at once: each refused login hashes a password, which a loaded machine does slowly one by one.
      const attempts = Array.from({ length: RATE_LIMITS.loginPerIp.points }, (_, i) => login(proxied, `user${i}@example.com`, "198.51.100.1"));
      expect((await Promise.all(attempts)).map((response) => response.status)).not.toContain(429);
      expect((await login(proxied, "fresh@example.com", "198.51.100.1")).status).toBe(429);
      expect((await login(proxied, "fresh@example.com", "198.51.100.2")).status).toBe(422);
    } finally {
      await proxied.close();
    }
    // Each refused login verifies a password hash: a loaded machine took over 30 s for them all.
  }, 120_000);

  it.runIf(process.env.TEST_REDIS_URL)("are shared by instances through Redis", async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? "" };
    const [a, b] = [await createTestApp(env), await createTestApp(env)];
    const account = `shared-${Date.now()}@example.com`;
    try {
      for (let i = 0; i < LOGIN_PROTECTION.freeFailures; i++) expect((await login(i % 2 ? a : b, account)).status).toBe(422);
      expect((await login(a, account)).status).toBe(429);
      expect((await login(b, account)).status).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
