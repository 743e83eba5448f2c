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
import type { VehicleType } from "../../../domain/codes.ts";
import { notifications, queueEntries, queueHistory, users, violations, type EntrySnapshot, type NotificationKind } from "../../db/schema.ts";
import { ApiProblem } from "../../http/errors.ts";
import { recordViolation } from "../violations/record.ts";
import { queryRows, type Database } from "../../db/client.ts";
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

/** A change to one locked entry: `event` by `actor` at `at`. */
export interface EntryChange {
  row: EntryRow;
  event: QueueEvent;
  actor: Actor;
  at: Date;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;
const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

/** A raw queue_entries row (snake_case, from SQL) as Drizzle's row type. */
export function entryFromRow(row: Record<string, unknown>): EntryRow {
  return {
    id: row.id as number,
    userId: row.user_id as number,
    laneId: row.lane_id as number,
    checkpointId: row.checkpoint_id as number,
    vehicleType: row.vehicle_type as VehicleType,
    kind: row.kind as EntryRow["kind"],
    status: row.status as number,
    subQueue: row.sub_queue as string,
    priority: row.priority as number,
    plate: row.plate as string,
    driverKey: row.driver_key as string,
    slotStart: toDate(row.slot_start),
    registeredAt: toDate(row.registered_at)!,
    notBefore: toDate(row.not_before),
    calledAt: toDate(row.called_at),
    readyDeadline: toDate(row.ready_deadline),
    confirmedAt: toDate(row.confirmed_at),
    entryDeadline: toDate(row.entry_deadline),
    admittedAt: toDate(row.admitted_at),
    endedAt: toDate(row.ended_at),
    extensions: row.extensions as number,
    annulReason: row.annul_reason as string | null,
    remindedAt: toDate(row.reminded_at),
    entryWarnedAt: toDate(row.entry_warned_at),
    snapshot: row.snapshot as EntrySnapshot,
    version: row.version as number,
  };
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
  const [updated] = await applyEvents(tx, [{ row, event, actor, at: now }], policy);
  return updated!;
}

/**
 * Runs the changes, each on a different locked entry, in a few statements whatever their number:
 * one update of the entries, one insert of their history rows, one of their notices and one
 * announcement of them all; a violation (and the blocking it may make) and a timeslot place given
 * back are written per change. Throws EntryRefusal, before writing anything, when the state machine
 * refuses one. Answers the updated entries in the order of the changes.
 */
export async function applyEvents(tx: Tx, changes: readonly EntryChange[], policy: QueuePolicy = DEFAULT_QUEUE_POLICY): Promise<EntryRow[]> {
  if (changes.length === 0) return [];
  if (new Set(changes.map((change) => change.row.id)).size !== changes.length) throw new Error("one change per entry at a time");
  const results = changes.map(({ row, event, at }) => {
    const result = transition(stateOf(row), event, at, policy);
    if (!result.ok) throw new EntryRefusal(result.reason);
    return result;
  });
  const input = changes.map(({ row, event, at }, i) => {
    const next = results[i]!.entry;
    const ended = ENDED.has(next.status);
    return {
      id: row.id,
      status: next.status,
      called_at: iso(next.calledAt),
      ready_deadline: iso(next.readyDeadline),
      confirmed_at: iso(next.confirmedAt),
      entry_deadline: iso(next.entryDeadline),
      not_before: iso(next.notBefore),
      extensions: next.extensions,
      admitted_at: iso(event.type === "admit" ? at : row.admittedAt),
      ended_at: ended ? at.toISOString() : null,
      annul_reason: event.type === "annul" ? event.reason.trim() : row.annulReason,
      // A new call-up (after an extension) gets its own reminders.
      reminded_at: event.type === "extend" ? null : iso(row.remindedAt),
      entry_warned_at: event.type === "extend" ? null : iso(row.entryWarnedAt),
    };
  });
  const rows = await queryRows(
    tx,
    sql`update queue_entries q set status = i.status, called_at = i.called_at, ready_deadline = i.ready_deadline, confirmed_at = i.confirmed_at,
        entry_deadline = i.entry_deadline, not_before = i.not_before, extensions = i.extensions, admitted_at = i.admitted_at, ended_at = i.ended_at,
        annul_reason = i.annul_reason, reminded_at = i.reminded_at, entry_warned_at = i.entry_warned_at, version = q.version + 1
      from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as i(id int, status smallint, called_at timestamptz, ready_deadline timestamptz,
        confirmed_at timestamptz, entry_deadline timestamptz, not_before timestamptz, extensions int, admitted_at timestamptz, ended_at timestamptz,
        annul_reason text, reminded_at timestamptz, entry_warned_at timestamptz)
      -- By key (an index scan of the ids): a join alone is planned as a scan of every entry once they outnumber the input's estimate.
      where q.id = i.id and q.id = any(${`{${input.map((row) => row.id).join(",")}}`}::int[])
      returning q.*`,
  );
  const byId = new Map(rows.map((raw) => [raw.id as number, entryFromRow(raw)]));
  const updated = changes.map(({ row }) => {
    const found = byId.get(row.id);
    if (!found) throw new Error(`entry ${row.id} vanished under its lock`);
    return found;
  });
  await tx.insert(queueHistory).values(
    changes.map(({ row, event, actor, at }, i) => ({
      entryId: row.id,
      event: EVENT_NAMES[event.type],
      actor: actor.kind,
      actorId: actor.id,
      at,
      before: historyState(row),
      after: { ...historyState(updated[i]!), ...(event.type === "annul" ? { reason: updated[i]!.annulReason } : {}) },
    })),
  );
  const notices: Array<{ userId: number; entryId: number; kind: NotificationKind; urgent: boolean; createdAt: Date }> = [];
  for (const [i, { row, event, at }] of changes.entries()) {
    const entry = updated[i]!;
    // A timeslot entry that ends before its slot gives the place back.
    if (ENDED.has(entry.status) && row.kind === "timeslot" && row.slotStart && row.slotStart.getTime() > at.getTime()) {
      await releasePlace(tx, row.laneId, row.slotStart);
    }
    const { violation } = results[i]!;
    if (violation) await recordQueueViolation(tx, entry, violation, at, policy);
    // An annulment for a vehicle's or driver's holder (docs/ownership.md) says so, not 'by the checkpoint'.
    const notice = event.type === "annul" && event.violation === "held-by-another" ? "ownership-annulled" : NOTICES[event.type];
    const kinds = [notice, event.type === "extend" ? ("delayed" as const) : undefined].filter((kind) => kind !== undefined);
    for (const kind of kinds) notices.push({ userId: entry.userId, entryId: entry.id, kind, urgent: kind === "called-up", createdAt: at });
  }
  if (notices.length > 0) await tx.insert(notifications).values(notices);
  await announceAll(tx, updated.map((entry, i) => ({ entry, kind: EVENT_NAMES[changes[i]!.event.type] })));
  return updated;
}

/** Announces changes to entries, in one statement (each a NOTIFY of its own, delivered on commit). */
export async function announceAll(tx: Tx, changes: ReadonlyArray<{ entry: Pick<EntryRow, "id" | "userId" | "laneId">; kind: string }>) {
  if (changes.length === 1) return announce(tx, changes[0]!.entry, changes[0]!.kind);
  if (changes.length === 0) return;
  const payloads = changes.map(({ entry, kind }) => JSON.stringify({ entry: entry.id, user: entry.userId, lane: entry.laneId, kind }));
  await tx.execute(sql`select pg_notify(${QUEUE_EVENTS_CHANNEL}, p) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) with ordinality as t(p, n) order by n`);
}

/**
 * Before a read: applies the deadlines that are due (`settleDeadlines`), opening a transaction
 * only when one is, so reads with nothing due cost one plain query.
 */
export async function applyDueDeadlines(db: Database, now: Date, where: DueWhere): Promise<void> {
  const [due] = await db.select({ id: queueEntries.id }).from(queueEntries).where(dueDeadlines(now, where)).limit(1);
  if (due) await db.transaction((tx) => settleDeadlines(tx, now, where));
}

/** An action on an entry: `event` (or what the locked entry makes of it) by `actor` at `at`. */
export interface EntryAction {
  id: number;
  actor: Actor;
  at: Date;
  event: QueueEvent | ((tx: Tx, row: EntryRow) => QueueEvent | Promise<QueueEvent>);
}

/**
 * Users' or operators' actions, each on a different entry, in one transaction: the entries are
 * locked together; for each, a deadline passed by the action's time is applied first (by the clock,
 * as a read would), then its event if `allowed(row, action)` (else 404, as an unknown id); all the
 * changes are written together (`applyEvents`). Answers, in the order given, each changed entry or
 * why not: 404, or 409 with the state machine's refusal.
 */
export async function actOnEntries(
  db: Database,
  actions: readonly EntryAction[],
  allowed: (row: EntryRow, action: EntryAction) => boolean,
  policy: QueuePolicy = DEFAULT_QUEUE_POLICY,
): Promise<Array<EntryRow | ApiProblem>> {
  if (new Set(actions.map((action) => action.id)).size !== actions.length) throw new Error("one action per entry at a time");
  return db.transaction(async (tx) => {
    const ids = actions.map((action) => action.id);
    const locked = ids.length === 0 ? [] : await tx.select().from(queueEntries).where(inArray(queueEntries.id, ids)).orderBy(queueEntries.id).for("update");
    const byId = new Map(locked.map((row) => [row.id, row]));
    const answers: Array<EntryRow | ApiProblem | number> = [];
    const changes: EntryChange[] = [];
    for (const action of actions) {
      const row = byId.get(action.id);
      if (!row || !allowed(row, action)) {
        answers.push(new ApiProblem(404, "errors.notFound"));
        continue;
      }
      if (transition(stateOf(row), { type: "deadline" }, action.at, policy).ok) {
        // Expired by now: the clock's change, and the action then refused on the expired entry.
        changes.push({ row, event: { type: "deadline" }, actor: CLOCK, at: action.at });
        answers.push(refusalProblem(new EntryRefusal("not-allowed")) as ApiProblem);
        continue;
      }
      const event = typeof action.event === "function" ? await action.event(tx, row) : action.event;
      const result = transition(stateOf(row), event, action.at, policy);
      if (!result.ok) {
        answers.push(refusalProblem(new EntryRefusal(result.reason)) as ApiProblem);
        continue;
      }
      answers.push(changes.length);
      changes.push({ row, event, actor: action.actor, at: action.at });
    }
    const updated = await applyEvents(tx, changes, policy);
    return answers.map((answer) => (typeof answer === "number" ? updated[answer]! : answer));
  });
}

/** The user's called-up entries whose deadline has passed: applied now, so a late clock changes nothing a user sees. */
export interface DueWhere {
  userId?: number;
  laneId?: number;
  /** The clock pass's lanes, when it is given some. */
  laneIds?: readonly number[];
  ids?: number[];
}

/** Called-up entries (of a user, a lane, or these ids) whose running deadline has passed. */
function dueDeadlines(now: Date, where: DueWhere) {
  return and(
    eq(queueEntries.status, QueueStatus.BeReady),
    where.userId !== undefined ? eq(queueEntries.userId, where.userId) : undefined,
    where.laneId !== undefined ? eq(queueEntries.laneId, where.laneId) : undefined,
    where.laneIds ? inArray(queueEntries.laneId, [...where.laneIds]) : undefined,
    where.ids ? inArray(queueEntries.id, where.ids) : undefined,
    sql`((${queueEntries.confirmedAt} is null and ${queueEntries.readyDeadline} <= ${now.toISOString()}) or ${queueEntries.entryDeadline} <= ${now.toISOString()})`,
  );
}

/** The most deadlines `settleDeadlines` applies at once. */
export const DEADLINE_BATCH = 200;

export async function settleDeadlines(tx: Tx, now: Date, where: DueWhere, policy?: QueuePolicy): Promise<number> {
  const due = await tx
    .select()
    .from(queueEntries)
    .where(dueDeadlines(now, where))
    .limit(DEADLINE_BATCH)
    .for("update", { skipLocked: true });
  await applyEvents(
    tx,
    due.map((row) => ({ row, event: { type: "deadline" } as const, actor: CLOCK, at: now })),
    policy,
  );
  return due.length;
}
