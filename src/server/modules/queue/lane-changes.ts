/**
 * What a lane's slowing down tells its queue: when a lane is paused or its capacity drops (by an
 * operator on the board or an administrator in the console), the entries due soonest (the next
 * hours' worth) get the engine's 'queue is delayed' notice, in the change's transaction.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { QueueStatus } from "../../../domain/codes.ts";
import { queueEntries } from "../../db/schema.ts";
import { addNotice, announce } from "./entry-store.ts";
import type { Tx } from "./places.ts";

export interface LaneFlow {
  isOpen: boolean;
  capacityPerHour: number;
}

/** Whether the change lets fewer vehicles through: a pause, or a lower capacity. */
export const isSlower = (before: LaneFlow, after: LaneFlow) => (before.isOpen && !after.isOpen) || after.capacityPerHour < before.capacityPerHour;

/** 'Queue is delayed' to the lane's awaiting entries due soonest, when the change slows it; answers how many were told. */
export async function tellDelayed(tx: Tx, laneId: number, before: LaneFlow, after: LaneFlow, now: Date): Promise<number> {
  if (!isSlower(before, after)) return 0;
  const soon = await tx
    .select()
    .from(queueEntries)
    .where(and(eq(queueEntries.laneId, laneId), eq(queueEntries.status, QueueStatus.Awaiting)))
    .orderBy(sql`coalesce(${queueEntries.slotStart}, ${queueEntries.registeredAt})`, asc(queueEntries.id))
    .limit(Math.max(10, before.capacityPerHour * 2));
  for (const entry of soon) {
    await addNotice(tx, entry, "delayed", now);
    await announce(tx, entry, "delayed");
  }
  return soon.length;
}
