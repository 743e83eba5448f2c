/**
 * Personal answers are stored by no cache: every operation of the OpenAPI document that needs a
 * user (or a waiting area's key) answers `Cache-Control: private, no-store`, whatever its status,
 * to the web's cookie and to a bearer token alike; so do the public endpoints that hand out a token.
 * Only the boards that are the same for everyone choose a public lifetime.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_HEADERS, signUp } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
let user: { cookie: string; token: string };
let operations: Array<{ method: string; path: string }>;

/**
 * Logging out ends the session the other calls use, and refreshing replaces the token they send
 * (the old one stops working): those go last, in their own tests.
 */
const ENDS_THE_SESSION = new Set(["POST /auth/logout", "POST /auth/logout-all", "POST /auth/refresh"]);

beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail());
  user = await signUp(t, smtp, "private-caching@example.com");
  const doc = (await (await t.request("/api/v3/openapi.json")).json()) as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method, _]) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => close());

async function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const hasBody = method !== "GET" && method !== "DELETE";
  const res = await t.request(`/api/v3${path.replace(/\{[^}]+\}/g, "1")}`, {
    method,
    headers: { ...TEST_HEADERS, ...headers },
    body: hasBody || body !== undefined ? JSON.stringify(body ?? {}) : undefined,
  });
  // Live streams never end by themselves.
  await res.body?.cancel();
  return res;
}

describe("personal answers", () => {
  it("cover every operation that needs a user (the document lists them)", () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations).toEqual(
      expect.arrayContaining([
        { method: "GET", path: "/account/profile" },
        { method: "GET", path: "/queues" },
        { method: "GET", path: "/notifications" },
        { method: "GET", path: "/profile/drivers" },
        { method: "POST", path: "/waiting-area-api/check-ins" },
      ]),
    );
  });

  for (const [credential, headers] of [
    ["the session cookie", () => ({ Cookie: `session=${user.cookie}` })],
    ["a bearer token", () => ({ Authorization: `Bearer ${user.token}` })],
  ] as const) {
    it(`are private, no-store for ${credential}, whatever the status`, async () => {
      const answers: string[] = [];
      for (const { method, path } of operations.filter((op) => !ENDS_THE_SESSION.has(`${op.method} ${op.path}`))) {
        const res = await call(method, path, headers());
        answers.push(`${method} ${path} ${res.status}: ${res.headers.get("cache-control")}`);
      }
      expect(answers.filter((answer) => !answer.endsWith(": private, no-store"))).toEqual([]);
      // Reads that succeed are among them: the data itself, not only refusals.
      expect(answers).toEqual(expect.arrayContaining(["GET /account/profile 200: private, no-store", "GET /queues 200: private, no-store"]));
    });
  }

  it("are private, no-store for a guest refused too", async () => {
    const res = await call("GET", "/account/profile", {});
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("include the tokens logging in and refreshing hand out", async () => {
    const login = await call("POST", "/auth/login", {}, { login: "private-caching@example.com", password: "correct horse" });
    expect(login.status).toBe(200);
    expect(login.headers.get("cache-control")).toBe("private, no-store");
    const refresh = await call("POST", "/auth/refresh", { Authorization: `Bearer ${user.token}` });
    expect(refresh.status).toBe(200);
    expect(refresh.headers.get("cache-control")).toBe("private, no-store");
  });

  it("include logging out", async () => {
    const other = await signUp(t, smtp, "private-caching-2@example.com");
    expect((await call("POST", "/auth/logout", { Cookie: `session=${other.cookie}` })).headers.get("cache-control")).toBe("private, no-store");
    expect((await call("POST", "/auth/logout-all", { Authorization: `Bearer ${user.token}` })).headers.get("cache-control")).toBe(
      "private, no-store",
    );
  });
});

describe("public answers", () => {
  it.each(["/checkpoints", "/news", "/settings"])("%s keeps its public lifetime, the same for a user as for a guest", async (path) => {
    for (const headers of [{}, { Cookie: `session=${user.cookie}` }] as Array<Record<string, string>>) {
      const res = await call("GET", path, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    }
  });
});
