/**
 * Users, carriers and the feedback inbox as an administrator sees and changes them. Every change
 * runs in one transaction with its audit row (audit.ts); edited items carry their version
 * (versions.ts).
 */
import { and, count, desc, eq, gt, inArray, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import { QueueStatus } from "../../../domain/codes.ts";
import type { Locale } from "../../../domain/locales.ts";
import { normalisePlate } from "../../../domain/licence-plate.ts";
import { violationStatus } from "../../../domain/violations.ts";
import type { Database } from "../../db/client.ts";
import { carriers, checkpoints, drivers, feedbackMessages, notifications, operatorCheckpoints, queueEntries, sessions, users, vehicles, violations } from "../../db/schema.ts";
import { ApiProblem } from "../../http/errors.ts";
import { recordAdminAction } from "./audit.ts";
import { FEEDBACK_PAGE_SIZE, USERS_PAGE_SIZE } from "./people.routes.ts";
import { checkVersion, versioned } from "./versions.ts";

type UserRow = typeof users.$inferSelect;
type ViolationRow = typeof violations.$inferSelect;
type CarrierRow = typeof carriers.$inferSelect;
type FeedbackRow = typeof feedbackMessages.$inferSelect;

const STATUS_NAMES: Record<number, string> = Object.fromEntries(Object.entries(QueueStatus).map(([name, code]) => [code, name[0]!.toLowerCase() + name.slice(1)]));
const OPEN = [QueueStatus.Awaiting, QueueStatus.BeReady, QueueStatus.OnControl];

/** Today in the border's calendar (YYYY-MM-DD): a trusted mark holds through its expiry day. */
export function borderToday(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Kyiv", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export function userRowBody(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    role: row.role,
    account_type: row.accountType,
    locale: row.locale,
    activated: row.activatedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

const WHOLE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const EMAIL_BEGINNING = /^([^\s@]+@[^\s@]*|[^\s@]{3,})$/;

/** `like` with the user's text taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The users `q` finds, as a condition on `users.id`: the ids each reading of `q` finds (an e-mail,
 * whole or its beginning; a phone, whole; a vehicle's plate or a driver's passport, whole), each
 * one index lookup, together. No condition without `q`; nothing found when no reading fits.
 */
function userSearchCondition(db: Database, q: string | undefined): SQL | undefined {
  const text = q?.trim() ?? "";
  if (text === "") return undefined;
  const lower = text.toLowerCase();
  const plate = normalisePlate(text);
  const passport = text.toUpperCase().replace(/\s+/g, "");
  const phone = text.replace(/[\s()-]/g, "");
  // A whole address on the e-mail's unique index; a beginning (three characters or more, no spaces) on its pattern index.
  const email = WHOLE_EMAIL.test(lower) ? eq(users.email, lower) : EMAIL_BEGINNING.test(lower) ? sql`${users.email} like ${`${escapeLike(lower)}%`}` : null;
  const userIds = (where: SQL) => db.select({ id: users.id }).from(users).where(where);
  const found = [
    email ? userIds(email) : null,
    /^\+?\d{5,}$/.test(phone) ? userIds(eq(users.phone, phone.startsWith("+") ? phone : `+${phone}`)) : null,
    plate !== "" ? db.select({ id: vehicles.userId }).from(vehicles).where(eq(vehicles.plate, plate)) : null,
    passport !== "" ? db.select({ id: drivers.userId }).from(drivers).where(eq(drivers.passportKey, passport)) : null,
  ].filter((query) => query !== null);
  if (found.length === 0) return sql`false`;
  // One list of ids (not an `or` of the readings, which would scan the users to test each row).
  return sql`${users.id} in (${sql.join(found, sql` union all `)})`;
}

/**
 * A page of the users `q` finds, newest first, and how many it finds: the two statements, built
 * (the test of the search's plans reads them with EXPLAIN).
 */
export function userSearchStatements(db: Database, q: string | undefined, page: number) {
  const where = userSearchCondition(db, q);
  return {
    rows: db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
    total: db.select({ n: count() }).from(users).where(where),
  };
}

/** Users matching `q` (userSearchCondition), newest first, a page of them and their number. */
export async function searchUsers(db: Database, q: string | undefined, page: number) {
  const statements = userSearchStatements(db, q, page);
  const [rows, [total]] = await Promise.all([statements.rows, statements.total]);
  return { rows: rows.map(userRowBody), total: total?.n ?? 0 };
}

export function adminViolationBody(row: ViolationRow, now: Date) {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    note: row.note,
    occurred_at: row.occurredAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: row.closedAt ? ("archived" as const) : violationStatus(row.endsAt, now),
    closed_at: row.closedAt?.toISOString() ?? null,
    closed_reason: row.closedReason,
    closed_by: row.closedBy,
  };
}

export function carrierBody(row: CarrierRow, now: Date) {
  return versioned({
    id: row.id,
    user_id: row.userId,
    vehicle_type: row.vehicleType,
    name: row.name,
    country: row.country,
    registration_code: row.registrationCode,
    aeo_certificate: row.aeoCertificate,
    aeo_expires_on: row.aeoExpiresOn,
    trusted: row.aeoExpiresOn !== null && row.aeoExpiresOn >= borderToday(now),
  });
}

/** A user's page: their carriers, entries, violations and blockings, live sessions and operator's checkpoints. */
export async function userPage(db: Database, userId: number, locale: Locale, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const entryColumns = {
    id: queueEntries.id,
    status: queueEntries.status,
    kind: queueEntries.kind,
    plate: queueEntries.plate,
    registeredAt: queueEntries.registeredAt,
    endedAt: queueEntries.endedAt,
    checkpoint: { id: checkpoints.id, slug: checkpoints.slug, name: checkpoints.name },
  };
  const [carrierRows, open, recent, violationRows, [live], operatorAt] = await Promise.all([
    db.select().from(carriers).where(eq(carriers.userId, userId)).orderBy(carriers.vehicleType),
    db
      .select(entryColumns)
      .from(queueEntries)
      .innerJoin(checkpoints, eq(checkpoints.id, queueEntries.checkpointId))
      .where(and(eq(queueEntries.userId, userId), inArray(queueEntries.status, OPEN)))
      .orderBy(desc(queueEntries.registeredAt)),
    db
      .select(entryColumns)
      .from(queueEntries)
      .innerJoin(checkpoints, eq(checkpoints.id, queueEntries.checkpointId))
      .where(and(eq(queueEntries.userId, userId), notInArray(queueEntries.status, OPEN)))
      .orderBy(desc(queueEntries.registeredAt))
      .limit(20),
    db.select().from(violations).where(eq(violations.userId, userId)).orderBy(desc(violations.occurredAt), desc(violations.id)).limit(100),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
    db
      .select({ id: checkpoints.id, slug: checkpoints.slug, name: checkpoints.name })
      .from(operatorCheckpoints)
      .innerJoin(checkpoints, eq(checkpoints.id, operatorCheckpoints.checkpointId))
      .where(eq(operatorCheckpoints.userId, userId))
      .orderBy(checkpoints.slug),
  ]);
  const entry = (row: (typeof open)[number]) => ({
    id: row.id,
    status: row.status,
    status_name: STATUS_NAMES[row.status] ?? String(row.status),
    kind: row.kind,
    checkpoint: { id: row.checkpoint.id, slug: row.checkpoint.slug, name: row.checkpoint.name[locale] || row.checkpoint.name.uk },
    plate: row.plate,
    registered_at: row.registeredAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
  });
  const blocking = violationRows
    .filter((v) => v.kind === "blocking" && v.closedAt === null && v.endsAt.getTime() > now.getTime())
    .reduce<Date | null>((latest, v) => (latest === null || v.endsAt > latest ? v.endsAt : latest), null);
  return {
    ...userRowBody(user),
    live_sessions: live?.n ?? 0,
    blocked_until: blocking?.toISOString() ?? null,
    operator_checkpoints: operatorAt.map((c) => ({ id: c.id, slug: c.slug, name: c.name[locale] || c.name.uk })),
    carriers: carrierRows.map((row) => carrierBody(row, now)),
    entries: { open: open.map(entry), recent: recent.map(entry) },
    violations: violationRows.map((row) => adminViolationBody(row, now)),
  };
}

/**
 * Lifts a blocking or archives a violation, and tells its user: an in-app notice with the reason,
 * written in the same transaction (the notice outbox delivers it by the channels they chose, in
 * their language). Answers the violation closed.
 */
export async function closeViolation(db: Database, actorId: number, userId: number, violationId: number, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(violations)
      .where(and(eq(violations.id, violationId), eq(violations.userId, userId)))
      .for("update");
    if (!row) throw new ApiProblem(404, "errors.notFound");
    if (row.closedAt !== null) throw new ApiProblem(409, "adminUsers.errors.alreadyClosed", { extra: { code: "already-closed" } });
    const [closed] = await tx
      .update(violations)
      .set({ closedAt: now, closedReason: reason, closedBy: actorId })
      .where(eq(violations.id, violationId))
      .returning();
    if (!closed) throw new Error("closing the violation returned no row");
    await recordAdminAction(tx, {
      actorId,
      action: row.kind === "blocking" ? "violation.lift" : "violation.archive",
      subjectType: "violation",
      subjectId: violationId,
      before: adminViolationBody(row, now),
      after: adminViolationBody(closed, now),
    });
    await tx.insert(notifications).values({
      userId,
      kind: row.kind === "blocking" ? "violation-lifted" : "violation-archived",
      details: { violation: violationId, about: row.subject, reason },
      urgent: false,
      createdAt: now,
    });
    return closed;
  });
}

/** Replaces the checkpoints an operator works at (by slug); unknown slugs are a 422. */
export async function setOperatorCheckpoints(db: Database, actorId: number, userId: number, slugs: string[]) {
  const wanted = [...new Set(slugs)];
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new ApiProblem(404, "errors.notFound");
    if (user.role !== "operator") throw new ApiProblem(409, "adminUsers.errors.notOperator", { extra: { code: "not-operator" } });
    const found = wanted.length === 0 ? [] : await tx.select({ id: checkpoints.id, slug: checkpoints.slug }).from(checkpoints).where(inArray(checkpoints.slug, wanted));
    if (found.length !== wanted.length) throw new ApiProblem(422, "errors.invalidInput", { fieldKeys: { checkpoints: ["adminUsers.errors.unknownCheckpoint"] } });
    const before = await tx
      .select({ slug: checkpoints.slug })
      .from(operatorCheckpoints)
      .innerJoin(checkpoints, eq(checkpoints.id, operatorCheckpoints.checkpointId))
      .where(eq(operatorCheckpoints.userId, userId));
    const beforeSlugs = before.map((c) => c.slug).sort();
    const afterSlugs = found.map((c) => c.slug).sort();
    if (beforeSlugs.join() !== afterSlugs.join()) {
      await tx.delete(operatorCheckpoints).where(eq(operatorCheckpoints.userId, userId));
      if (found.length > 0) await tx.insert(operatorCheckpoints).values(found.map((c) => ({ userId, checkpointId: c.id })));
      await recordAdminAction(tx, { actorId, action: "user.checkpoints", subjectType: "user", subjectId: userId, before: { checkpoints: beforeSlugs }, after: { checkpoints: afterSlugs } });
    }
    return afterSlugs;
  });
}

/** Sets or takes a carrier's trusted-operator (AEO) mark, checked against the version the edit started from. */
export async function setAeo(db: Database, actorId: number, carrierId: number, input: { certificate: string | null; expires_on: string | null; version: string }, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(carriers).where(eq(carriers.id, carrierId)).for("update");
    if (!row) throw new ApiProblem(404, "errors.notFound");
    const before = carrierBody(row, now);
    const { version: _version, ...current } = before;
    checkVersion(current, input.version);
    const [updated] = await tx
      .update(carriers)
      .set({ aeoCertificate: input.certificate, aeoExpiresOn: input.expires_on, updatedAt: now })
      .where(eq(carriers.id, carrierId))
      .returning();
    const after = carrierBody(updated!, now);
    await recordAdminAction(tx, { actorId, action: "carrier.aeo", subjectType: "carrier", subjectId: carrierId, before, after });
    return after;
  });
}

export function feedbackBody(row: FeedbackRow) {
  return versioned({
    id: row.id,
    subject: row.subject,
    question: row.question,
    contact_method: row.contactMethod,
    email: row.email,
    locale: row.locale,
    status: row.status,
    user_id: row.userId,
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    answered_by: row.answeredBy,
    created_at: row.createdAt.toISOString(),
  });
}

/** The inbox: the new messages first, then newest first; or one status only. */
export async function feedbackPage(db: Database, status: FeedbackRow["status"] | undefined, page: number) {
  const where = status ? eq(feedbackMessages.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedbackMessages)
      .where(where)
      .orderBy(sql`(${feedbackMessages.status} = 'new') desc`, desc(feedbackMessages.createdAt), desc(feedbackMessages.id))
      .limit(FEEDBACK_PAGE_SIZE)
      .offset((page - 1) * FEEDBACK_PAGE_SIZE),
    db.select({ n: count() }).from(feedbackMessages).where(where),
  ]);
  return { rows: rows.map(feedbackBody), total: total?.n ?? 0 };
}

/**
 * Changes a feedback message under its lock, after the version check, with its audit row; answers
 * it as changed. Nothing leaves the portal from inside: the answer's mail goes once this commits.
 */
export async function changeFeedback(db: Database, actorId: number, id: number, version: string, change: (row: FeedbackRow) => Partial<FeedbackRow>, action: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(feedbackMessages).where(eq(feedbackMessages.id, id)).for("update");
    if (!row) throw new ApiProblem(404, "errors.notFound");
    const before = feedbackBody(row);
    const { version: _version, ...current } = before;
    checkVersion(current, version);
    const [updated] = await tx.update(feedbackMessages).set(change(row)).where(eq(feedbackMessages.id, id)).returning();
    const after = feedbackBody(updated!);
    await recordAdminAction(tx, { actorId, action, subjectType: "feedback", subjectId: id, before, after });
    return after;
  });
}
