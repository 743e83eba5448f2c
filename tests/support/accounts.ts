/** Test accounts over the API: signed up and confirmed with the code from the SMTP sink. */
import { expect } from "vitest";
import type { SmtpSink } from "./smtp-sink.ts";
import type { TestApp } from "./test-app.ts";

export const TEST_HEADERS = { "Content-Type": "application/json", "X-Client-Locale": "en", "X-Skip-Bot-Check": "1" };

export function registration(email: string, extra: Record<string, unknown> = {}) {
  return {
    account_type: "carrier",
    email,
    password: "correct horse",
    password_confirmation: "correct horse",
    accept_privacy: true,
    accept_rules: true,
    accept_personal_data: true,
    ...extra,
  };
}

export const sessionCookie = (res: Response) => /session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];

/** An active, logged-in account: its session cookie and bearer token. */
export async function signUp(app: TestApp, smtp: SmtpSink, email: string) {
  const post = (path: string, body: unknown) =>
    app.request(`/api/v3${path}`, { method: "POST", headers: TEST_HEADERS, body: JSON.stringify(body) });
  expect((await post("/auth/register", registration(email))).status).toBe(202);
  const res = await post("/auth/register/confirm", { login: email, code: smtp.latestCode(email) });
  expect(res.status).toBe(200);
  const cookie = sessionCookie(res);
  expect(cookie).toBeDefined();
  const body = (await res.json()) as { data: { token: { access_token: string } } };
  return { cookie: cookie!, token: body.data.token.access_token };
}
