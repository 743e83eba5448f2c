/** The account audit log: sign-ups, logins, failures, password changes, logouts. No secrets in it. */
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Database } from "../../db/client.ts";
import { auditEvents } from "../../db/schema.ts";

export type AuditEvent =
  | "register"
  | "register.confirm"
  | "register.confirm-failed"
  | "login"
  | "login.failed"
  | "logout"
  | "session.refresh";

function clientIp(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // in-process requests (tests, SSR) have no socket
  }
}

export async function audit(
  db: Database,
  c: Context,
  event: AuditEvent,
  userId: number | null,
  details?: Record<string, unknown>,
) {
  await db.insert(auditEvents).values({
    userId,
    event,
    ip: clientIp(c),
    userAgent: c.req.header("user-agent")?.slice(0, 300) ?? null,
    details: details ?? null,
  });
}
