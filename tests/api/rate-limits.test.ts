import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/domain/accounts.ts";
import { registration } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

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

describe("rate limits", () => {
  it("stop guessing one account's password: 429 with Retry-After and a message in the user's language", async () => {
    for (let i = 0; i < RATE_LIMITS.loginPerAccount.points; i++) expect((await login(t, "victim@example.com")).status).toBe(422);
    const refused = await login(t, "victim@example.com");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Too many attempts\. Try again in \d+ min$/);
    // Another account is not affected.
    expect((await login(t, "other@example.com")).status).toBe(422);
  });

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
  });

  it.runIf(process.env.TEST_REDIS_URL)("are shared by instances through Redis", async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? "" };
    const [a, b] = [await createTestApp(env), await createTestApp(env)];
    const account = `shared-${Date.now()}@example.com`;
    try {
      for (let i = 0; i < RATE_LIMITS.loginPerAccount.points; i++) await login(i % 2 ? a : b, account);
      expect((await login(a, account)).status).toBe(429);
      expect((await login(b, account)).status).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
