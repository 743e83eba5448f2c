/**
 * The administrators' audit log: every action recorded in its own transaction (who, what, on what,
 * when, the item before and after), browsable with filters, never edited by the portal.
 */
import { and, desc, eq, gte, like, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { adminAudit, users } from "../../db/schema.ts";

export interface AdminAction {
  /** Null: from the command line (`npm run admin`), where no one is signed in. */
  actorId: number | null;
  /** What was done: `<subject>.<verb>`, e.g. `news.update`. */
  action: string;
  subjectType: string;
  subjectId: string | number;
  before?: unknown;
  after?: unknown;
  at?: Date;
}

/** Records an administrator's action; call it inside the action's transaction, so both or neither are kept. */
export async function recordAdminAction(db: Database, action: AdminAction): Promise<void> {
  await db.insert(adminAudit).values({
    actorId: action.actorId,
    action: action.action,
    subjectType: action.subjectType,
    subjectId: String(action.subjectId),
    before: action.before ?? null,
    after: action.after ?? null,
    ...(action.at ? { at: action.at } : {}),
  });
}

export interface AuditFilter {
  actorId?: number;
  action?: string;
  subjectType?: string;
  subjectId?: string;
  from?: Date;
  to?: Date;
}

export const AUDIT_PAGE_SIZE = 50;

/** A page of the audit log, newest first, with the actors' e-mails. */
export async function auditPage(db: Database, filter: AuditFilter, page: number) {
  const where: SQL[] = [];
  if (filter.actorId !== undefined) where.push(eq(adminAudit.actorId, filter.actorId));
  // An action (`news.update`), or every action on one kind of item (`news`: news.create, news.update…).
  if (filter.action) where.push(filter.action.includes(".") ? eq(adminAudit.action, filter.action) : like(adminAudit.action, `${filter.action}.%`));
  if (filter.subjectType) where.push(eq(adminAudit.subjectType, filter.subjectType));
  if (filter.subjectId) where.push(eq(adminAudit.subjectId, filter.subjectId));
  if (filter.from) where.push(gte(adminAudit.at, filter.from));
  if (filter.to) where.push(lt(adminAudit.at, filter.to));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: adminAudit, actorEmail: users.email })
      .from(adminAudit)
      .leftJoin(users, eq(users.id, adminAudit.actorId))
      .where(condition)
      .orderBy(desc(adminAudit.at), desc(adminAudit.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(adminAudit).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}
