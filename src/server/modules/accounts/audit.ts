/** The account audit log: sign-ups, logins, failures, password changes, logouts. No secrets in it. */
import type { Context } from "hono";
import type { ApiEnv } from "../../http/context.ts";
import type { Database } from "../../db/client.ts";
import { auditEvents } from "../../db/schema.ts";

export type AuditEvent =
  | "register"
  | "register.confirm"
  | "register.confirm-failed"
  | "register.resend"
  | "login"
  | "login.failed"
  | "logout"
  | "session.refresh"
  | "session.token-reused"
  | "logout.all"
  | "password.recover"
  | "password.reset"
  | "password.reset-failed"
  | "password.change"
  | "password.change-failed"
  | "profile.carrier-type"
  | "profile.carrier"
  | "profile.carrier-removed"
  | "profile.driver"
  | "profile.vehicle"
  | "profile.permit"
  | "profile.details"
  | "profile.phone-code"
  | "profile.phone-verified"
  | "profile.driver-phone-code"
  | "profile.driver-phone-verified"
  | "profile.driver-documents"
  | "ownership.claim";

export async function audit(
  db: Database,
  c: Context<ApiEnv>,
  event: AuditEvent,
  userId: number | null,
  details?: Record<string, unknown>,
) {
  await db.insert(auditEvents).values({
    userId,
    event,
    ip: c.get("clientAddress"),
    userAgent: c.req.header("user-agent")?.slice(0, 300) ?? null,
    details: details ?? null,
  });
}
