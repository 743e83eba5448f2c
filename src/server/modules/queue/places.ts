/**
 * Timeslot places. `slot_places.taken` counts held draft places and booked entries; its check
 * constraint keeps it within capacity, and taking a place is one conditional update, so under any
 * concurrency a slot never holds more than its capacity. A draft's hold that has expired frees its
 * place: the clock releases it, and a taker finding the slot full releases that slot's expired
 * holds first.
 */
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { queueDrafts, slotPlaces } from "../../db/schema.ts";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;

async function increment(db: Db, laneId: number, slotStart: Date, capacity: number): Promise<boolean> {
  const rows = await db
    .insert(slotPlaces)
    .values({ laneId, slotStart, capacity, taken: 1 })
    .onConflictDoUpdate({
      target: [slotPlaces.laneId, slotPlaces.slotStart],
      set: { taken: sql`${slotPlaces.taken} + 1` },
      setWhere: sql`${slotPlaces.taken} < ${slotPlaces.capacity}`,
    })
    .returning({ taken: slotPlaces.taken });
  return rows.length > 0;
}

/** Takes one place of the slot; false when it is full (after freeing the slot's expired holds). */
export async function takePlace(db: Db, laneId: number, slotStart: Date, capacity: number, now: Date): Promise<boolean> {
  if (capacity < 1) return false;
  if (await increment(db, laneId, slotStart, capacity)) return true;
  const freed = await releaseExpiredHolds(db, now, { laneId, slotStart });
  return freed > 0 && increment(db, laneId, slotStart, capacity);
}

export async function releasePlace(db: Db, laneId: number, slotStart: Date): Promise<void> {
  await db
    .update(slotPlaces)
    .set({ taken: sql`greatest(${slotPlaces.taken} - 1, 0)` })
    .where(and(eq(slotPlaces.laneId, laneId), eq(slotPlaces.slotStart, slotStart)));
}

/** Places taken in the slots of these lanes that start between two instants, in one query: `taken(laneId, slotStart)`. */
export async function takenPlaces(db: Db, laneIds: number[], from: Date, to: Date): Promise<(laneId: number, slotStart: Date) => number> {
  const rows =
    laneIds.length === 0
      ? []
      : await db
          .select({ laneId: slotPlaces.laneId, slotStart: slotPlaces.slotStart, taken: slotPlaces.taken })
          .from(slotPlaces)
          .where(and(inArray(slotPlaces.laneId, laneIds), sql`${slotPlaces.slotStart} >= ${from.toISOString()}`, sql`${slotPlaces.slotStart} < ${to.toISOString()}`));
  const taken = new Map(rows.map((row) => [`${row.laneId}:${row.slotStart.getTime()}`, row.taken]));
  return (laneId, slotStart) => taken.get(`${laneId}:${slotStart.getTime()}`) ?? 0;
}

/**
 * Releases holds that expired by `now` (all of them, those of some lanes, or one slot's), each once: the drafts are
 * claimed with FOR UPDATE SKIP LOCKED, so concurrent passes never release the same hold twice.
 * Answers how many places were freed.
 */
export async function releaseExpiredHolds(
  db: Db,
  now: Date,
  slot?: { laneId: number; slotStart: Date } | { laneIds: readonly number[] },
  limit = 500,
): Promise<number> {
  const expired = await db
    .select({ id: queueDrafts.id, laneId: queueDrafts.laneId, slotStart: queueDrafts.slotStart })
    .from(queueDrafts)
    .where(
      and(
        lte(queueDrafts.holdExpiresAt, now),
        slot && "laneIds" in slot ? inArray(queueDrafts.laneId, [...slot.laneIds]) : undefined,
        slot && "slotStart" in slot ? and(eq(queueDrafts.laneId, slot.laneId), eq(queueDrafts.slotStart, slot.slotStart)) : undefined,
      ),
    )
    .limit(limit)
    .for("update", { skipLocked: true });
  for (const draft of expired) {
    await db.update(queueDrafts).set({ holdExpiresAt: null }).where(eq(queueDrafts.id, draft.id));
    if (draft.laneId !== null && draft.slotStart !== null) await releasePlace(db, draft.laneId, draft.slotStart);
  }
  return expired.length;
}
