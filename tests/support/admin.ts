/**
 * The administration's API tests start from here: an app with mail, and four callers, one per kind
 * of visitor the authorisation matrix checks (a guest, a user, a checkpoint operator, an
 * administrator). `expectAdminOnly` checks a request against all four.
 */
import { expect } from "vitest";
import { TEST_HEADERS, signUp } from "./accounts.ts";
import { caller } from "./booking.ts";
import type { SmtpSink } from "./smtp-sink.ts";
import { createTestAppWithMail, type TestApp } from "./test-app.ts";

let serial = 0;

export type Caller = ReturnType<typeof caller>;

export interface Visitor {
  email: string;
  userId: number;
  auth: Record<string, string>;
  call: Caller;
}

/** A signed-up, signed-in account. */
export async function createVisitor(t: TestApp, smtp: SmtpSink, name: string): Promise<Visitor> {
  const email = `${name}-${process.pid}-${++serial}@example.com`;
  const { token } = await signUp(t, smtp, email);
  const auth = { Authorization: `Bearer ${token}` };
  const call = caller(t, auth);
  const profile = (await (await call("GET", "/account/profile")).json()) as { data: { id: number } };
  return { email, userId: profile.data.id, auth, call };
}

/** Makes the account an administrator, as `npm run admin -- grant-admin` does. */
export async function grantAdmin(t: TestApp, email: string) {
  const res = await t.request("/api/v3/dev/admins", { method: "POST", headers: TEST_HEADERS, body: JSON.stringify({ email }) });
  expect(res.status).toBe(201);
}

export async function createAdminTestApp() {
  const { app: t, smtp, close } = await createTestAppWithMail();
  const admin = await createVisitor(t, smtp, "admin");
  await grantAdmin(t, admin.email);
  const operator = await createVisitor(t, smtp, "operator");
  const granted = await t.request("/api/v3/dev/operators", {
    method: "POST",
    headers: TEST_HEADERS,
    body: JSON.stringify({ email: operator.email, checkpoints: ["yahodyn-dorohusk"] }),
  });
  expect(granted.status).toBe(201);
  const user = await createVisitor(t, smtp, "user");
  const guest: Caller = caller(t, {});
  return { t, smtp, close, admin, operator, user, guest };
}

export type AdminTestApp = Awaited<ReturnType<typeof createAdminTestApp>>;

/**
 * The authorisation matrix of one request: a guest gets 401, a user and an operator 403 (before
 * their input is read: the body may be invalid), and the administrator `adminStatus`.
 */
export async function expectAdminOnly(app: AdminTestApp, method: string, path: string, body?: unknown, adminStatus = 200): Promise<Response> {
  expect((await app.guest(method, path, body)).status, `guest ${method} ${path}`).toBe(401);
  expect((await app.user.call(method, path, body)).status, `user ${method} ${path}`).toBe(403);
  expect((await app.operator.call(method, path, body)).status, `operator ${method} ${path}`).toBe(403);
  const res = await app.admin.call(method, path, body);
  expect(res.status, `admin ${method} ${path}`).toBe(adminStatus);
  return res;
}
