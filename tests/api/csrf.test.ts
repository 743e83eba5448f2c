import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
let cookie: string;
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail({ APP_URL: "https://queue.example.gov.ua" }));
  ({ cookie } = await signUp(t, smtp, "csrf@example.com"));
});
afterAll(() => close());

const logout = (headers: Record<string, string>) =>
  t.request("/api/v3/auth/logout", { method: "POST", headers: { Cookie: `session=${cookie}`, "X-Client-Locale": "en", ...headers } });
const profile = () => t.request("/api/v3/account/profile", { headers: { Cookie: `session=${cookie}` } });

describe("cookie-authenticated writes from another site", () => {
  it("are refused, and change nothing", async () => {
    for (const headers of [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }] as Array<Record<string, string>>) {
      const res = await logout(headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "A request from another site was refused" });
    }
    expect((await profile()).status).toBe(200);
  });

  it("are refused whatever else is in Authorization, since the cookie may be what authenticates them", async () => {
    for (const authorization of ["Basic dXNlcjpwYXNz", "Bearer", "Token abc", "Bearer not.a.token", "bearer  "]) {
      for (const headers of [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }] as Array<Record<string, string>>) {
        const res = await logout({ ...headers, Authorization: authorization });
        expect(res.status, authorization).toBe(403);
        expect(await res.json()).toEqual({ message: "A request from another site was refused" });
      }
    }
    expect((await profile()).status).toBe(200);
  });

  it("are accepted from the portal's own origin", async () => {
    expect((await logout({ Origin: "https://queue.example.gov.ua", "Sec-Fetch-Site": "same-origin" })).status).toBe(204);
    expect((await profile()).status).toBe(401);
  });
});
