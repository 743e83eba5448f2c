/** Lanes with their checkpoint's time zone and their queue settings, as the engine's LaneConfig. */
import { asc, eq, inArray, type SQL } from "drizzle-orm";
import type { FlowType, VehicleType } from "../../../domain/codes.ts";
import type { LaneConfig } from "../../../domain/queue/lanes.ts";
import type { Database } from "../../db/client.ts";
import { checkpoints, laneSettings, lanes } from "../../db/schema.ts";

const DEFAULTS = { weights: {}, callHorizonHours: 1, leadMinutes: 60, slotMinutes: 60, timeslotShare: 0.5, schedule: null, requiresCheckIn: false };

async function select(db: Database, where: SQL | undefined): Promise<LaneConfig[]> {
  const rows = await db
    .select({ lane: lanes, timeZone: checkpoints.timeZone, settings: laneSettings })
    .from(lanes)
    .innerJoin(checkpoints, eq(checkpoints.id, lanes.checkpointId))
    .leftJoin(laneSettings, eq(laneSettings.laneId, lanes.id))
    .where(where)
    .orderBy(asc(lanes.id));
  return rows.map(({ lane, timeZone, settings }) => ({
    id: lane.id,
    checkpointId: lane.checkpointId,
    direction: lane.direction,
    vehicleType: lane.vehicleType as VehicleType,
    flowType: lane.flowType as FlowType,
    category: lane.category,
    capacityPerHour: lane.capacityPerHour,
    isOpen: lane.isOpen,
    timeZone,
    ...DEFAULTS,
    ...(settings
      ? {
          weights: settings.weights,
          callHorizonHours: settings.callHorizonHours,
          leadMinutes: settings.leadMinutes,
          slotMinutes: settings.slotMinutes,
          timeslotShare: settings.timeslotShare,
          schedule: settings.schedule ?? null,
          requiresCheckIn: settings.requiresCheckIn,
        }
      : {}),
  }));
}

export const lanesOfCheckpoint = (db: Database, checkpointId: number) => select(db, eq(lanes.checkpointId, checkpointId));
export const allLanes = (db: Database) => select(db, undefined);
export const lanesByIds = (db: Database, ids: readonly number[]) => select(db, inArray(lanes.id, [...ids]));

/**
 * A checkpoint's lanes, kept for a few seconds per process: the booking path reads them on every
 * submit, and what it reads of them (which lanes exist, their flows and categories) only changes
 * with a deployment's data; capacity and opening may lag by at most LANE_CACHE_MS in estimates.
 * The clock pass always reads fresh lanes.
 */
export const LANE_CACHE_MS = 5_000;
const laneCache = new WeakMap<Database, Map<number, { at: number; lanes: Promise<LaneConfig[]> }>>();

export function cachedLanesOfCheckpoint(db: Database, checkpointId: number): Promise<LaneConfig[]> {
  const perDb = laneCache.get(db) ?? new Map<number, { at: number; lanes: Promise<LaneConfig[]> }>();
  laneCache.set(db, perDb);
  const hit = perDb.get(checkpointId);
  if (hit && Date.now() - hit.at < LANE_CACHE_MS) return hit.lanes;
  const lanes = lanesOfCheckpoint(db, checkpointId);
  perDb.set(checkpointId, { at: Date.now(), lanes });
  lanes.catch(() => perDb.delete(checkpointId));
  return lanes;
}

/** Drops this process's kept lanes of a checkpoint (after an administrator's change): the next booking reads them fresh. */
export function forgetCachedLanes(db: Database, checkpointId: number): void {
  laneCache.get(db)?.delete(checkpointId);
}
