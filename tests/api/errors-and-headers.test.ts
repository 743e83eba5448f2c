import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("unknown API paths", () => {
  it("answer a JSON 404, not HTML, in the client's language", async () => {
    const res = await t.request("/api/v3/no-such-thing", { headers: { "X-Client-Locale": "en" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: "Not found" });
  });

  it("answer JSON outside /api/v3 too", async () => {
    const res = await t.request("/api/v2/health", { headers: { "X-Client-Locale": "pl" } });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("Nie znaleziono");
  });

  it("default to Ukrainian, and follow Accept-Language without X-Client-Locale", async () => {
    expect((await (await t.request("/api/v3/x")).json()).message).toBe("Не знайдено");
    const res = await t.request("/api/v3/x", { headers: { "Accept-Language": "hu-HU,hu;q=0.9" } });
    expect((await res.json()).message).toBe("Nem található");
  });
});

describe("invalid input", () => {
  it("answers 422 with the first messages per field in the user's language", async () => {
    const res = await t.request("/api/v3/checkpoints?vehicle_type=9", { headers: { "X-Client-Locale": "en" } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: "Check the data you entered",
      errors: { vehicle_type: ["Invalid value"] },
    });
  });

  it("never answers 500 or a stack trace for a malformed id", async () => {
    for (const id of ["abc", "0", "-1", "99999999999999", "1.5", "%27%3B--"]) {
      const res = await t.request(`/api/v3/checkpoints/${id}`);
      expect(res.status, id).toBe(404);
      const text = await res.text();
      expect(text, id).not.toMatch(/at .+\.(ts|js):\d+/);
    }
  });
});

describe("security headers", () => {
  it("set a nonce-based CSP without inline scripts on pages, no framing, a referrer policy", async () => {
    const res = await t.request("/en/some-page");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-inline' 'nonce");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("a new nonce on every page", async () => {
    const nonce = async () => /nonce-([^']+)/.exec((await t.request("/en/some-page")).headers.get("content-security-policy") ?? "")?.[1];
    const first = await nonce();
    expect(first).toBeTruthy();
    expect(await nonce()).not.toBe(first);
  });

  it("give API answers the same policy with scripts from the portal's files only (no inline script, no nonce)", async () => {
    const res = await t.request("/api/v3/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain("nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("send HSTS in production", async () => {
    const prod = await createTestApp({ APP_ENV: "production", SESSION_SECRET: "x".repeat(40) });
    try {
      const res = await prod.request("/api/v3/health");
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    } finally {
      await prod.close();
    }
  });
});

describe("request ids", () => {
  it("echo a proxy's X-Request-Id and make one otherwise", async () => {
    const given = await t.request("/api/v3/health", { headers: { "X-Request-Id": "edge-1234567890" } });
    expect(given.headers.get("x-request-id")).toBe("edge-1234567890");
    const made = await t.request("/api/v3/health", { headers: { "X-Request-Id": "bad id with spaces" } });
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
