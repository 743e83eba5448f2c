/** Reads checkpoints with their lanes; two indexed queries, no per-row lookups. */
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { checkpoints, laneSettings, lanes } from "../../db/schema.ts";

export type CheckpointRow = typeof checkpoints.$inferSelect;
/** A lane with its opening hours (null: open every day, all day). */
export type LaneRow = typeof lanes.$inferSelect & { schedule: (typeof laneSettings.$inferSelect)["schedule"] };

export async function findCheckpointsWithLanes(db: Database, ids?: number[]) {
  const rows = await db
    .select()
    .from(checkpoints)
    .where(ids ? inArray(checkpoints.id, ids) : undefined)
    .orderBy(asc(checkpoints.id));
  if (rows.length === 0) return [];
  const laneRows = (
    await db
      .select({ lane: lanes, schedule: laneSettings.schedule })
      .from(lanes)
      .leftJoin(laneSettings, eq(laneSettings.laneId, lanes.id))
      .where(inArray(lanes.checkpointId, rows.map((r) => r.id)))
      .orderBy(asc(lanes.vehicleType), asc(lanes.id))
  ).map(({ lane, schedule }): LaneRow => ({ ...lane, schedule: schedule ?? null }));
  return rows.map((checkpoint) => ({
    checkpoint,
    lanes: laneRows.filter((lane) => lane.checkpointId === checkpoint.id),
  }));
}

export async function findCheckpointWithLanes(db: Database, id: number) {
  const [found] = await findCheckpointsWithLanes(db, [id]);
  return found ?? null;
}
