import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
let cookie: string;
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail({ APP_URL: "https://queue.example.gov.ua" }));
  const headers = { "Content-Type": "application/json", "X-Skip-Bot-Check": "1" };
  await t.request("/api/v3/auth/register", {
    method: "POST",
    headers,
    body: JSON.stringify({
      account_type: "carrier",
      email: "csrf@example.com",
      password: "password-1",
      password_confirmation: "password-1",
      accept_privacy: true,
      accept_rules: true,
      accept_personal_data: true,
    }),
  });
  const res = await t.request("/api/v3/auth/register/confirm", {
    method: "POST",
    headers,
    body: JSON.stringify({ login: "csrf@example.com", code: smtp.latestCode("csrf@example.com") }),
  });
  cookie = /session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? "";
  expect(cookie).not.toBe("");
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

  it("are accepted from the portal's own origin", async () => {
    expect((await logout({ Origin: "https://queue.example.gov.ua", "Sec-Fetch-Site": "same-origin" })).status).toBe(204);
    expect((await profile()).status).toBe(401);
  });
});
