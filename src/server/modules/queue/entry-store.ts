/**
 * Applying the state machine to stored entries. Every change goes through `applyEvent`, inside a
 * transaction that holds the entry's row lock: it runs the pure transition, writes the new state
 * (bumping `version`), appends the history row, records the violation and any blocking that
 * follows, writes the user's notice, frees a timeslot place the entry no longer needs, and
 * announces the change on the `queue_events` channel (delivered on commit, to every instance).
 */
import { and, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { QueueStatus } from "../../../domain/codes.ts";
import { blockingDue, DAY_MS, DEFAULT_QUEUE_POLICY, type QueuePolicy } from "../../../domain/queue/policy.ts";
import { transition, type QueueEntryState, type QueueEvent, type Refusal } from "../../../domain/queue/transitions.ts";
import type { ViolationKind } from "../../../domain/violations.ts";
import { notifications, queueEntries, queueHistory, users, violations, type NotificationKind } from "../../db/schema.ts";
import { ApiProblem } from "../../http/errors.ts";
import { recordViolation } from "../violations/record.ts";
import type { Database } from "../../db/client.ts";
import { releasePlace, type Tx } from "./places.ts";

export type EntryRow = typeof queueEntries.$inferSelect;
export type ActorKind = "user" | "clock" | "operator" | "admin";
export interface Actor {
  kind: ActorKind;
  id: number | null;
}
export const CLOCK: Actor = { kind: "clock", id: null };

export const QUEUE_EVENTS_CHANNEL = "queue_events";

/** A transition the state machine refused: the API answers 409 with the reason's message. */
export class EntryRefusal extends Error {
  readonly reason: Refusal;
  constructor(reason: Refusal) {
    super(reason);
    this.reason = reason;
  }
}

/** The refusal of a queue action, as the API answers it (409 with the reason's message). */
export function refusalProblem(error: unknown): unknown {
  return error instanceof EntryRefusal ? new ApiProblem(409, `queue.refusals.${error.reason}`, { extra: { code: error.reason } }) : error;
}

export const stateOf = (row: EntryRow): QueueEntryState => ({
  status: row.status as QueueStatus,
  calledAt: row.calledAt,
  readyDeadline: row.readyDeadline,
  confirmedAt: row.confirmedAt,
  entryDeadline: row.entryDeadline,
  notBefore: row.notBefore,
  extensions: row.extensions,
});

/** What the history keeps of an entry's state, before and after a change. */
export function historyState(row: Pick<EntryRow, "status" | "calledAt" | "readyDeadline" | "confirmedAt" | "entryDeadline" | "notBefore" | "extensions" | "plate" | "driverKey">) {
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    status: row.status,
    called_at: iso(row.calledAt),
    ready_deadline: iso(row.readyDeadline),
    confirmed_at: iso(row.confirmedAt),
    entry_deadline: iso(row.entryDeadline),
    not_before: iso(row.notBefore),
    extensions: row.extensions,
    plate: row.plate,
    driver_key: row.driverKey,
  };
}

export async function lockEntry(tx: Tx, id: number): Promise<EntryRow | null> {
  const [row] = await tx.select().from(queueEntries).where(eq(queueEntries.id, id)).for("update");
  return row ?? null;
}

/** Announces a change to an entry to every instance's listeners (on commit). */
export async function announce(tx: Tx, entry: Pick<EntryRow, "id" | "userId" | "laneId">, kind: string) {
  const payload = JSON.stringify({ entry: entry.id, user: entry.userId, lane: entry.laneId, kind });
  await tx.execute(sql`select pg_notify(${QUEUE_EVENTS_CHANNEL}, ${payload})`);
}

export async function addNotice(tx: Tx, entry: Pick<EntryRow, "id" | "userId">, kind: NotificationKind, now: Date) {
  await tx.insert(notifications).values({ userId: entry.userId, entryId: entry.id, kind, urgent: kind === "called-up", createdAt: now });
}

const EVENT_NAMES: Record<QueueEvent["type"], string> = {
  "call-up": "call-up",
  confirm: "confirm",
  deadline: "expire",
  admit: "admit",
  pass: "pass",
  cancel: "cancel",
  extend: "extend",
  annul: "annul",
};

const NOTICES: Partial<Record<QueueEvent["type"], NotificationKind>> = {
  "call-up": "called-up",
  confirm: "confirmed",
  deadline: "expired",
  admit: "admitted",
  pass: "passed",
  cancel: "cancelled",
  extend: "extended",
  annul: "annulled",
};

const ENDED: ReadonlySet<number> = new Set([QueueStatus.Passed, QueueStatus.Cancelled, QueueStatus.Expired, QueueStatus.Annulled]);

export async function appendHistory(tx: Tx, entryId: number, event: string, actor: Actor, at: Date, before: object | null, after: object | null) {
  await tx.insert(queueHistory).values({
    entryId,
    event,
    actor: actor.kind,
    actorId: actor.id,
    at,
    before: before as Record<string, unknown> | null,
    after: after as Record<string, unknown> | null,
  });
}

/**
 * Records a violation of the entry's user and, when it makes `violationsToBlock` since their last
 * blocking within the window, a blocking. The user's row is locked so two violations recorded at
 * once cannot both miss (or both make) the blocking.
 */
async function recordQueueViolation(tx: Tx, row: EntryRow, kind: ViolationKind, now: Date, policy: QueuePolicy) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for("update");
  await recordViolation(tx, { userId: row.userId, kind, subject: `#${row.id} ${row.plate}`, occurredAt: now });
  const [lastBlocking] = await tx
    .select({ occurredAt: violations.occurredAt, endsAt: violations.endsAt, closedAt: violations.closedAt })
    .from(violations)
    .where(and(eq(violations.userId, row.userId), eq(violations.kind, "blocking")))
    .orderBy(desc(violations.occurredAt))
    .limit(1);
  // A blocking still running (not lifted by an administrator) is not doubled.
  if (lastBlocking && lastBlocking.closedAt === null && lastBlocking.endsAt.getTime() > now.getTime()) return;
  // Violations count from the last blocking (or its lifting) on; the archived ones not at all.
  const since = new Date(
    Math.max(now.getTime() - policy.violationWindowDays * DAY_MS, lastBlocking?.occurredAt.getTime() ?? 0, lastBlocking?.closedAt?.getTime() ?? 0),
  );
  const recent = await tx
    .select({ occurredAt: violations.occurredAt })
    .from(violations)
    .where(and(eq(violations.userId, row.userId), ne(violations.kind, "blocking"), gt(violations.occurredAt, since), isNull(violations.closedAt)));
  if (blockingDue(recent.map((v) => v.occurredAt), now, policy)) {
    await recordViolation(tx, { userId: row.userId, kind: "blocking", subject: "Account", occurredAt: now, blockingDays: policy.blockingDays });
  }
}

/** Runs `event` on a locked entry; throws EntryRefusal when the state machine refuses. */
export async function applyEvent(
  tx: Tx,
  row: EntryRow,
  event: QueueEvent,
  actor: Actor,
  now: Date,
  policy: QueuePolicy = DEFAULT_QUEUE_POLICY,
): Promise<EntryRow> {
  const result = transition(stateOf(row), event, now, policy);
  if (!result.ok) throw new EntryRefusal(result.reason);
  const next = result.entry;
  const ended = ENDED.has(next.status);
  const [updated] = await tx
    .update(queueEntries)
    .set({
      ...next,
      admittedAt: event.type === "admit" ? now : row.admittedAt,
      endedAt: ended ? now : null,
      annulReason: event.type === "annul" ? event.reason.trim() : row.annulReason,
      // A new call-up (after an extension) gets its own reminders.
      remindedAt: event.type === "extend" ? null : row.remindedAt,
      entryWarnedAt: event.type === "extend" ? null : row.entryWarnedAt,
      version: row.version + 1,
    })
    .where(eq(queueEntries.id, row.id))
    .returning();
  if (!updated) throw new Error(`entry ${row.id} vanished under its lock`);
  await appendHistory(tx, row.id, EVENT_NAMES[event.type], actor, now, historyState(row), {
    ...historyState(updated),
    ...(event.type === "annul" ? { reason: updated.annulReason } : {}),
  });
  // A timeslot entry that ends before its slot gives the place back.
  if (ended && row.kind === "timeslot" && row.slotStart && row.slotStart.getTime() > now.getTime()) {
    await releasePlace(tx, row.laneId, row.slotStart);
  }
  if (result.violation) await recordQueueViolation(tx, updated, result.violation, now, policy);
  // An annulment for a vehicle's or driver's holder (docs/ownership.md) says so, not 'by the checkpoint'.
  const notice = event.type === "annul" && event.violation === "held-by-another" ? "ownership-annulled" : NOTICES[event.type];
  if (notice) await addNotice(tx, updated, notice, now);
  if (event.type === "extend") await addNotice(tx, updated, "delayed", now);
  await announce(tx, updated, EVENT_NAMES[event.type]);
  return updated;
}

/**
 * Before a read: applies the deadlines that are due (`settleDeadlines`), opening a transaction
 * only when one is, so reads with nothing due cost one plain query.
 */
export async function applyDueDeadlines(db: Database, now: Date, where: DueWhere): Promise<void> {
  const [due] = await db.select({ id: queueEntries.id }).from(queueEntries).where(dueDeadlines(now, where)).limit(1);
  if (due) await db.transaction((tx) => settleDeadlines(tx, now, where));
}

/**
 * A user's or an operator's action on entry `id`: in one transaction, the entry's due deadlines
 * first, then the row lock, then `event` if `allowed(row)` (else 404, as an unknown id), answering
 * the changed entry; a refusal of the state machine answers 409.
 */
export async function actOnEntry(
  db: Database,
  id: number,
  now: Date,
  actor: Actor,
  allowed: (row: EntryRow) => boolean,
  eventFor: (tx: Tx, row: EntryRow) => QueueEvent | Promise<QueueEvent>,
): Promise<EntryRow> {
  try {
    return await db.transaction(async (tx) => {
      await settleDeadlines(tx, now, { ids: [id] });
      const locked = await lockEntry(tx, id);
      if (!locked || !allowed(locked)) throw new ApiProblem(404, "errors.notFound");
      return applyEvent(tx, locked, await eventFor(tx, locked), actor, now);
    });
  } catch (error) {
    throw refusalProblem(error);
  }
}

/** The user's called-up entries whose deadline has passed: applied now, so a late clock changes nothing a user sees. */
export interface DueWhere {
  userId?: number;
  laneId?: number;
  ids?: number[];
}

/** Called-up entries (of a user, a lane, or these ids) whose running deadline has passed. */
function dueDeadlines(now: Date, where: DueWhere) {
  return and(
    eq(queueEntries.status, QueueStatus.BeReady),
    where.userId !== undefined ? eq(queueEntries.userId, where.userId) : undefined,
    where.laneId !== undefined ? eq(queueEntries.laneId, where.laneId) : undefined,
    where.ids ? inArray(queueEntries.id, where.ids) : undefined,
    sql`((${queueEntries.confirmedAt} is null and ${queueEntries.readyDeadline} <= ${now.toISOString()}) or ${queueEntries.entryDeadline} <= ${now.toISOString()})`,
  );
}

export async function settleDeadlines(tx: Tx, now: Date, where: DueWhere, policy?: QueuePolicy): Promise<number> {
  const due = await tx
    .select()
    .from(queueEntries)
    .where(dueDeadlines(now, where))
    .limit(200)
    .for("update", { skipLocked: true });
  for (const row of due) await applyEvent(tx, row, { type: "deadline" }, CLOCK, now, policy);
  return due.length;
}
