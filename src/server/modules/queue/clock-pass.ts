/**
 * The clock pass, run by every instance every few seconds (and at once by the test clock): frees
 * expired draft holds, applies due deadlines, sends the reminders that are due, and calls up the
 * next entries of every lane with someone to call (of all, or of the lanes given: the simulation's
 * scope), and folds the waiting counts of gone connections (waiting-counts.ts). Work is claimed with FOR UPDATE SKIP LOCKED (entries, drafts, and
 * for call-ups the lane's settings row), so instances sharing a database never apply the same
 * change twice, and since all state is in the database a restart loses nothing: the next pass
 * applies what fell due meanwhile.
 */
import { and, asc, count, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { QueueStatus } from "../../../domain/codes.ts";
import { callUp, callUpRoom, type WaitingEntry } from "../../../domain/queue/call-up.ts";
import { dynamicPart, isWithinOpeningHours, type LaneConfig } from "../../../domain/queue/lanes.ts";
import { DEFAULT_QUEUE_POLICY, MINUTE_MS, type QueuePolicy } from "../../../domain/queue/policy.ts";
import { queryRows, type Database } from "../../db/client.ts";
import { laneSettings, notifications, queueEntries, type NotificationKind } from "../../db/schema.ts";
import { announceAll, applyEvents, CLOCK, DEADLINE_BATCH, settleDeadlines } from "./entry-store.ts";
import { allLanes, lanesByIds } from "./lane-store.ts";
import { releaseExpiredHolds, type Tx } from "./places.ts";
import { foldWaitingCounts } from "./waiting-counts.ts";

/** Reminders: this long before the confirmation deadline, and before the entry deadline. */
export const CONFIRM_REMINDER_MS = 3 * MINUTE_MS;
export const ENTRY_WARNING_MS = 10 * MINUTE_MS;

export interface PassResult {
  holdsReleased: number;
  expired: number;
  reminders: number;
  calledUp: number;
}

const iso = (at: Date) => at.toISOString();

/** The pass's lanes: all, or those given (`ClockPassScope`). */
const inLanes = (laneIds: readonly number[] | undefined) => (laneIds ? inArray(queueEntries.laneId, [...laneIds]) : undefined);

async function sendReminders(tx: Tx, now: Date, laneIds?: readonly number[]): Promise<number> {
  const reminderDue = await tx
    .select()
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.status, QueueStatus.BeReady),
        isNull(queueEntries.confirmedAt),
        isNull(queueEntries.remindedAt),
        sql`${queueEntries.readyDeadline} <= ${iso(new Date(now.getTime() + CONFIRM_REMINDER_MS))}`,
        inLanes(laneIds),
      ),
    )
    .limit(500)
    .for("update", { skipLocked: true });
  const warningDue = await tx
    .select()
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.status, QueueStatus.BeReady),
        isNull(queueEntries.entryWarnedAt),
        sql`${queueEntries.entryDeadline} <= ${iso(new Date(now.getTime() + ENTRY_WARNING_MS))}`,
        inLanes(laneIds),
      ),
    )
    .limit(500)
    .for("update", { skipLocked: true });
  // Each batch marked, its notices written and announced, in one statement each.
  const send = async (rows: typeof reminderDue, kind: NotificationKind, mark: Partial<typeof queueEntries.$inferInsert>) => {
    if (rows.length === 0) return;
    await tx.update(queueEntries).set(mark).where(inArray(queueEntries.id, rows.map((row) => row.id)));
    await tx.insert(notifications).values(rows.map((row) => ({ userId: row.userId, entryId: row.id, kind, urgent: false, createdAt: now })));
    await announceAll(tx, rows.map((entry) => ({ entry, kind })));
  };
  await send(reminderDue, "confirm-reminder", { remindedAt: now });
  await send(warningDue, "entry-warning", { entryWarnedAt: now });
  return reminderDue.length + warningDue.length;
}

/** The waiting dynamic entries a call-up could pick: the first `room` of each sub-queue, from the index, in one statement. */
async function candidates(tx: Tx, lane: LaneConfig, room: number, now: Date): Promise<WaitingEntry[]> {
  const subQueues = [...new Set([...Object.keys(lane.weights), "general"])];
  const checkedIn = lane.requiresCheckIn
    ? sql`and exists (select 1 from check_ins c where c.plate = q.plate and c.checked_out_at is null)`
    : sql``;
  const parts = subQueues.map(
    (subQueue) => sql`(select q.id, q.registered_at, q.priority, q.sub_queue from queue_entries q
      where q.lane_id = ${lane.id} and q.kind = 'dynamic' and q.sub_queue = ${subQueue} and q.status = ${QueueStatus.Awaiting}
        -- Registered by now: always so on the real clock; a guard for the simulation's, which is its own.
        and q.registered_at <= ${iso(now)} and (q.not_before is null or q.not_before <= ${iso(now)}) ${checkedIn}
      order by q.priority desc, q.registered_at, q.id limit ${room})`,
  );
  const rows = await queryRows<{ id: number; registered_at: string | Date; priority: number; sub_queue: string }>(tx, sql.join(parts, sql` union all `));
  return rows.map((row) => ({
    id: row.id,
    registeredAt: new Date(row.registered_at),
    priority: row.priority,
    subQueue: row.sub_queue,
    notBefore: null,
    checkedIn: true,
  }));
}

async function callUpLane(tx: Tx, lane: LaneConfig, now: Date, policy: QueuePolicy): Promise<number> {
  // One instance per lane per pass: the others skip a lane whose settings row is taken.
  const [settings] = await tx.select().from(laneSettings).where(eq(laneSettings.laneId, lane.id)).for("update", { skipLocked: true });
  if (!settings) return 0;
  let called = 0;
  // The entries chosen, locked together and called up in one batch of writes (applyEvents).
  const callAll = async (ids: number[]) => {
    if (ids.length === 0) return;
    const rows = await tx.select().from(queueEntries).where(inArray(queueEntries.id, ids)).orderBy(queueEntries.id).for("update");
    const byId = new Map(rows.map((row) => [row.id, row]));
    const waiting = ids.map((id) => byId.get(id)).filter((row) => row?.status === QueueStatus.Awaiting);
    await applyEvents(tx, waiting.map((row) => ({ row: row!, event: { type: "call-up" } as const, actor: CLOCK, at: now })), policy);
    called += waiting.length;
  };
  // Timeslot entries: at slot start minus the lead time (also on a lane whose flow has changed since they booked).
  if (lane.isOpen) {
    const due = await tx
      .select({ id: queueEntries.id })
      .from(queueEntries)
      .where(
        and(
          eq(queueEntries.laneId, lane.id),
          eq(queueEntries.status, QueueStatus.Awaiting),
          eq(queueEntries.kind, "timeslot"),
          lte(queueEntries.registeredAt, now),
          sql`${queueEntries.slotStart} is not null`,
          lte(queueEntries.slotStart, new Date(now.getTime() + lane.leadMinutes * MINUTE_MS)),
          sql`(${queueEntries.notBefore} is null or ${queueEntries.notBefore} <= ${iso(now)})`,
        ),
      )
      .orderBy(asc(queueEntries.slotStart), asc(queueEntries.registeredAt), asc(queueEntries.id))
      .limit(1000);
    await callAll(due.map((row) => row.id));
  }
  // Dynamic entries: while called-but-not-admitted < capacity × horizon, in weighted round robin.
  const dynamic = dynamicPart(lane);
  const [busy] = await tx
    .select({ n: count() })
    .from(queueEntries)
    .where(and(eq(queueEntries.laneId, lane.id), eq(queueEntries.kind, "dynamic"), eq(queueEntries.status, QueueStatus.BeReady)));
  // Outside its opening hours a lane calls no one from its dynamic queue.
  const room = isWithinOpeningHours(lane, now) ? callUpRoom(dynamic, busy?.n ?? 0) : 0;
  if (room > 0) {
    const waiting = await candidates(tx, lane, room, now);
    const { call, state } = callUp(dynamic, waiting, busy?.n ?? 0, now, settings.roundRobin);
    await callAll([...call]);
    if (call.length > 0) await tx.update(laneSettings).set({ roundRobin: state }).where(eq(laneSettings.laneId, lane.id));
  }
  return called;
}

/**
 * The lanes among these that have an entry a call-up could call now: waiting, registered by now and
 * not held back (`not_before`), in one statement (the waiting entries' index, one probe per lane).
 * A call-up of any other lane calls no one, so the pass leaves them out: on a quiet day most lanes
 * are empty, and each lane's call-up is a transaction of four statements, every pass.
 */
export async function lanesWithWaiting<Lane extends { id: number }>(db: Database | Tx, lanes: readonly Lane[], now: Date): Promise<Lane[]> {
  if (lanes.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select l.id from unnest(${sql.param(lanes.map((lane) => lane.id))}::int[]) as l(id)
      where exists (select 1 from queue_entries q where q.lane_id = l.id and q.status = ${QueueStatus.Awaiting}
        and q.registered_at <= ${iso(now)} and (q.not_before is null or q.not_before <= ${iso(now)}))`,
  );
  const waiting = new Set(rows.map((row) => row.id));
  return lanes.filter((lane) => waiting.has(lane.id));
}

/** Which lanes a pass works on: all (the server's clock), or these (the simulation's, docs/statistics.md). */
export interface ClockPassScope {
  laneIds?: readonly number[];
}

export async function runClockPass(
  db: Database,
  now: Date,
  policy: QueuePolicy = DEFAULT_QUEUE_POLICY,
  scope: ClockPassScope = {},
): Promise<PassResult> {
  const { laneIds } = scope;
  if (laneIds) {
    // A scoped pass (the simulation's, on lanes no other clock acts on meanwhile) makes its changes in one
    // transaction: the same steps, fewer round trips.
    const lanes = await lanesByIds(db, laneIds);
    return db.transaction(async (tx) => {
      const holdsReleased = await releaseExpiredHolds(tx, now, { laneIds });
      let expired = 0;
      let batch: number;
      do {
        batch = await settleDeadlines(tx, now, { laneIds }, policy);
        expired += batch;
      } while (batch >= DEADLINE_BATCH);
      const reminders = await sendReminders(tx, now, laneIds);
      let calledUp = 0;
      for (const lane of await lanesWithWaiting(tx, lanes, now)) calledUp += await callUpLane(tx, lane, now, policy);
      return { holdsReleased, expired, reminders, calledUp };
    });
  }
  const holdsReleased = await db.transaction((tx) => releaseExpiredHolds(tx, now));
  // Deadlines in batches, each batch its own transaction, until a batch is not full: none is left that this instance can claim.
  let expired = 0;
  let batch: number;
  do {
    batch = await db.transaction((tx) => settleDeadlines(tx, now, {}, policy));
    expired += batch;
  } while (batch >= DEADLINE_BATCH);
  const reminders = await db.transaction((tx) => sendReminders(tx, now));
  let calledUp = 0;
  for (const lane of await lanesWithWaiting(db, await allLanes(db), now)) {
    calledUp += await db.transaction((tx) => callUpLane(tx, lane, now, policy));
  }
  // Housekeeping of every lane's counts: the server's clock's (a scoped pass keeps to its lanes).
  await foldWaitingCounts(db);
  return { holdsReleased, expired, reminders, calledUp };
}
