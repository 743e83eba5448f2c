/**
 * Violations and blockings: the user reads their own (another user's id answers 404). The queue
 * engine records them (recordViolation in record.ts); so do tests and, outside production, the
 * development endpoint POST /api/v3/dev/violations.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { and, count, desc, eq, gt, isNotNull, isNull, lte, max, or, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { termDays, VIOLATION_KINDS, violationStatus } from "../../../domain/violations.ts";
import { boundedInstant } from "../../../domain/input-bounds.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem, validationFailed } from "../../http/errors.ts";
import { users, violations } from "../../db/schema.ts";
import type { Translate } from "../../i18n.ts";
import { requireViewer } from "../accounts/authenticate.ts";

import { recordViolation } from "./record.ts";
import { getViolation, listViolations } from "./violations.routes.ts";
import { idOrNotFound } from "../../http/schemas.ts";

type ViolationRow = typeof violations.$inferSelect;

export function violationBody(row: ViolationRow, t: Translate, now: Date) {
  return {
    id: row.id,
    kind: row.kind,
    name: t(`violations.kinds.${row.kind}.name`),
    description: t(`violations.kinds.${row.kind}.description`),
    subject: row.subject,
    note: row.note,
    occurred_at: row.occurredAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    term_days: termDays(row.occurredAt, row.endsAt),
    // Lifted or archived by an administrator: no longer counts, with the reason the user was told.
    status: row.closedAt ? ("archived" as const) : violationStatus(row.endsAt, now),
    closed_at: row.closedAt?.toISOString() ?? null,
    closed_reason: row.closedReason,
  };
}

export function violationRoutes({ database: { db } }: ApiDeps) {
  return new OpenAPIHono<ApiEnv>()
    .openapi(listViolations, async (c) => {
      const viewer = requireViewer(c);
      const { status, page, per_page } = c.req.valid("query");
      const now = new Date();
      const own = eq(violations.userId, viewer.user.id);
      const byStatus: SQL | undefined =
        status === "active"
          ? and(gt(violations.endsAt, now), isNull(violations.closedAt))
          : status === "archived"
            ? or(lte(violations.endsAt, now), isNotNull(violations.closedAt))
            : undefined;
      const where = and(own, byStatus);
      const [rows, [total], [blocking]] = await Promise.all([
        db
          .select()
          .from(violations)
          .where(where)
          .orderBy(desc(violations.occurredAt), desc(violations.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(violations).where(where),
        db
          .select({ until: max(violations.endsAt) })
          .from(violations)
          .where(and(own, eq(violations.kind, "blocking"), gt(violations.endsAt, now), isNull(violations.closedAt))),
      ]);
      const t = c.get("t");
      return c.json(
        {
          data: rows.map((row) => violationBody(row, t, now)),
          meta: { page, per_page, total: total?.n ?? 0, blocked_until: blocking?.until?.toISOString() ?? null },
        },
        200,
      );
    })
    .openapi(getViolation, async (c) => {
      const viewer = requireViewer(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const [row] = await db.select().from(violations).where(and(eq(violations.id, id), eq(violations.userId, viewer.user.id)));
      if (!row) throw new ApiProblem(404, "errors.notFound");
      return c.json({ data: violationBody(row, c.get("t"), new Date()) }, 200);
    });
}

const devViolation = z.object({
  email: z.email(),
  kind: z.enum(VIOLATION_KINDS),
  subject: z.string().trim().min(1).max(200),
  note: z.string().trim().max(1000).optional(),
  occurred_at: boundedInstant().optional(),
  blocking_days: z.number().int().min(1).max(365).optional(),
});

/** Outside production: records a violation for the account with this e-mail (demo and tests). */
export function devViolationRoutes({ database: { db } }: ApiDeps) {
  return new Hono<ApiEnv>().post("/dev/violations", async (c) => {
    const parsed = devViolation.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationFailed(c, parsed.error.issues);
    const input = parsed.data;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email.toLowerCase()));
    if (!user) throw new ApiProblem(404, "errors.notFound");
    const row = await recordViolation(db, {
      userId: user.id,
      kind: input.kind,
      subject: input.subject,
      note: input.note ?? null,
      occurredAt: input.occurred_at ? new Date(input.occurred_at) : new Date(),
      blockingDays: input.blocking_days,
    });
    return c.json({ data: violationBody(row, c.get("t"), new Date()) }, 201);
  });
}
