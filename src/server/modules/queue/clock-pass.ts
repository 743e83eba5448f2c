/**
 * The clock pass, run by every instance every few seconds (and at once by the test clock): frees
 * expired draft holds, applies due deadlines, sends the reminders that are due, and calls up the
 * next entries of every lane, and folds the waiting counts of gone connections (waiting-counts.ts). Work is claimed with FOR UPDATE SKIP LOCKED (entries, drafts, and
 * for call-ups the lane's settings row), so instances sharing a database never apply the same
 * change twice, and since all state is in the database a restart loses nothing: the next pass
 * applies what fell due meanwhile.
 */
import { and, asc, count, desc, eq, isNull, lte, sql } from "drizzle-orm";
import { QueueStatus } from "../../../domain/codes.ts";
import { callUp, callUpRoom, type WaitingEntry } from "../../../domain/queue/call-up.ts";
import { dynamicPart, isWithinOpeningHours, type LaneConfig } from "../../../domain/queue/lanes.ts";
import { DEFAULT_QUEUE_POLICY, MINUTE_MS, type QueuePolicy } from "../../../domain/queue/policy.ts";
import type { Database } from "../../db/client.ts";
import { checkIns, laneSettings, queueEntries } from "../../db/schema.ts";
import { addNotice, announce, applyEvent, CLOCK, settleDeadlines } from "./entry-store.ts";
import { allLanes } from "./lane-store.ts";
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

async function sendReminders(tx: Tx, now: Date): Promise<number> {
  const reminderDue = await tx
    .select()
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.status, QueueStatus.BeReady),
        isNull(queueEntries.confirmedAt),
        isNull(queueEntries.remindedAt),
        sql`${queueEntries.readyDeadline} <= ${iso(new Date(now.getTime() + CONFIRM_REMINDER_MS))}`,
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
      ),
    )
    .limit(500)
    .for("update", { skipLocked: true });
  for (const row of reminderDue) {
    await tx.update(queueEntries).set({ remindedAt: now }).where(eq(queueEntries.id, row.id));
    await addNotice(tx, row, "confirm-reminder", now);
    await announce(tx, row, "confirm-reminder");
  }
  for (const row of warningDue) {
    await tx.update(queueEntries).set({ entryWarnedAt: now }).where(eq(queueEntries.id, row.id));
    await addNotice(tx, row, "entry-warning", now);
    await announce(tx, row, "entry-warning");
  }
  return reminderDue.length + warningDue.length;
}

/** The waiting dynamic entries a call-up could pick: the first `room` of each sub-queue, from the index. */
async function candidates(tx: Tx, lane: LaneConfig, room: number, now: Date): Promise<WaitingEntry[]> {
  const subQueues = new Set([...Object.keys(lane.weights), "general"]);
  const found: WaitingEntry[] = [];
  for (const subQueue of subQueues) {
    const checkedIn = sql`exists (select 1 from ${checkIns} where ${checkIns.plate} = ${queueEntries.plate} and ${checkIns.checkedOutAt} is null)`;
    const rows = await tx
      .select({ id: queueEntries.id, registeredAt: queueEntries.registeredAt, priority: queueEntries.priority })
      .from(queueEntries)
      .where(
        and(
          eq(queueEntries.laneId, lane.id),
          eq(queueEntries.kind, "dynamic"),
          eq(queueEntries.subQueue, subQueue),
          eq(queueEntries.status, QueueStatus.Awaiting),
          sql`(${queueEntries.notBefore} is null or ${queueEntries.notBefore} <= ${iso(now)})`,
          lane.requiresCheckIn ? checkedIn : undefined,
        ),
      )
      .orderBy(desc(queueEntries.priority), asc(queueEntries.registeredAt), asc(queueEntries.id))
      .limit(room);
    found.push(...rows.map((row) => ({ ...row, subQueue, notBefore: null, checkedIn: true })));
  }
  return found;
}

async function callUpLane(tx: Tx, lane: LaneConfig, now: Date, policy: QueuePolicy): Promise<number> {
  // One instance per lane per pass: the others skip a lane whose settings row is taken.
  const [settings] = await tx.select().from(laneSettings).where(eq(laneSettings.laneId, lane.id)).for("update", { skipLocked: true });
  if (!settings) return 0;
  let called = 0;
  const callOne = async (id: number) => {
    const [row] = await tx.select().from(queueEntries).where(eq(queueEntries.id, id)).for("update");
    if (row?.status !== QueueStatus.Awaiting) return;
    await applyEvent(tx, row, { type: "call-up" }, CLOCK, now, policy);
    called += 1;
  };
  // Timeslot entries: at slot start minus the lead time.
  if (lane.isOpen) {
    const due = await tx
      .select({ id: queueEntries.id })
      .from(queueEntries)
      .where(
        and(
          eq(queueEntries.laneId, lane.id),
          eq(queueEntries.status, QueueStatus.Awaiting),
          eq(queueEntries.kind, "timeslot"),
          sql`${queueEntries.slotStart} is not null`,
          lte(queueEntries.slotStart, new Date(now.getTime() + lane.leadMinutes * MINUTE_MS)),
          sql`(${queueEntries.notBefore} is null or ${queueEntries.notBefore} <= ${iso(now)})`,
        ),
      )
      .orderBy(asc(queueEntries.slotStart), asc(queueEntries.registeredAt), asc(queueEntries.id))
      .limit(1000);
    for (const { id } of due) await callOne(id);
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
    for (const id of call) await callOne(id);
    if (call.length > 0) await tx.update(laneSettings).set({ roundRobin: state }).where(eq(laneSettings.laneId, lane.id));
  }
  return called;
}

export async function runClockPass(db: Database, now: Date, policy: QueuePolicy = DEFAULT_QUEUE_POLICY): Promise<PassResult> {
  const holdsReleased = await db.transaction((tx) => releaseExpiredHolds(tx, now));
  // Deadlines in batches, each batch its own transaction, until none is left that this instance can claim.
  let expired = 0;
  let batch: number;
  do {
    batch = await db.transaction((tx) => settleDeadlines(tx, now, {}, policy));
    expired += batch;
  } while (batch > 0);
  const reminders = await db.transaction((tx) => sendReminders(tx, now));
  let calledUp = 0;
  for (const lane of await allLanes(db)) {
    calledUp += await db.transaction((tx) => callUpLane(tx, lane, now, policy));
  }
  await foldWaitingCounts(db);
  return { holdsReleased, expired, reminders, calledUp };
}
