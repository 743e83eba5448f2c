/**
 * The public workload, kept per instance (docs/caching.md, docs/workload-api.md): the summary of
 * every checkpoint queue is read once per change of what the public sees (a booking, a clock pass,
 * another instance's change) and at most every PUBLIC_CACHE_MS; each queue's boards (its open
 * entries in serving order) likewise, on first demand. Requests read these snapshots; a plate
 * search costs one indexed lookup. The web loaders and the API (v3, and the v4/v5 compatible
 * paths) share one instance.
 */
import type { FlowType, VehicleType } from "../../../domain/codes.ts";
import { BOARD_STATUSES, buildBoards, type BoardRow, type BoardStatus } from "../../../domain/workload.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { createPublicCache } from "../../http/public-cache.ts";
import { PUBLIC_CACHE_MS, type PublicChanges } from "../../platform/public-changes.ts";
import type { QueueEngine } from "../queue/engine.ts";
import { findOpenEntryByPlate, queueKey, readQueueEntries, readQueues, type WorkloadQueue } from "./workload.queries.ts";

export type { WorkloadQueue } from "./workload.queries.ts";

export interface QueueBoards {
  queue: WorkloadQueue;
  boards: Record<BoardStatus, BoardRow[]>;
  /** When the boards were computed (estimates are relative to it). */
  at: Date;
  /**
   * Which reading of the queue these boards are (grows with each, per instance): answers made from
   * them are kept for it, since boards outlive a change for up to BOARDS_MIN_AGE_MS, and an answer
   * kept under the change's version alone would outlive the next boards.
   */
  generation: number;
}

export interface PlateFound {
  queue: WorkloadQueue;
  row: BoardRow;
}

export interface Workload {
  /** Every checkpoint queue (of one vehicle type, if given). */
  queues(vehicleType?: VehicleType): Promise<WorkloadQueue[]>;
  /** A checkpoint queue with its boards, or null when the checkpoint has no such queue. */
  boards(checkpointId: number, vehicleType: VehicleType, flowType: FlowType): Promise<QueueBoards | null>;
  /** The open entry of a normalised plate (domain/workload.ts plateQuery), with its queue and board row; null when in none. */
  findPlate(plate: string): Promise<PlateFound | null>;
  /** Grows whenever the snapshots may have changed: answers built from them are kept under it. */
  version(): number;
}

/** The least time a queue's boards are kept, whatever changes (docs/caching.md). */
export const BOARDS_MIN_AGE_MS = 1_000;

export function createWorkload(database: Pick<DatabaseHandle, "db">, engine: Pick<QueueEngine, "clock">, publicChanges: PublicChanges): Workload {
  const { db } = database;
  const options = { version: publicChanges.version, maxAgeMs: PUBLIC_CACHE_MS };
  const summary = createPublicCache<WorkloadQueue[]>({ ...options, maxEntries: 1 });
  // A queue's boards are all its open entries: read at most once a second, however many bookings
  // change them meanwhile (bookings and pollers together made it a read of the whole queue per booking).
  const boardCache = createPublicCache<QueueBoards | null>({ ...options, minAgeMs: BOARDS_MIN_AGE_MS, maxEntries: 512 });
  let readings = 0;

  const allQueues = () => summary.get("all", async () => readQueues(db, await engine.clock.now()));

  const boards = async (checkpointId: number, vehicleType: number, flowType: number) => {
    const key = queueKey(checkpointId, vehicleType, flowType);
    const queue = (await allQueues()).find((q) => queueKey(q.checkpoint.id, q.vehicleType, q.flowType) === key);
    if (!queue) return null;
    return boardCache.get(key, async () => {
      const now = await engine.clock.now();
      const entries = await readQueueEntries(db, queue.lanes.map((lane) => lane.id));
      return { queue, boards: buildBoards(entries, queue.rates, now), at: now, generation: ++readings };
    });
  };

  return {
    queues: async (vehicleType) => (await allQueues()).filter((queue) => vehicleType === undefined || queue.vehicleType === vehicleType),
    boards,
    async findPlate(plate) {
      const entry = await findOpenEntryByPlate(db, plate);
      if (!entry) return null;
      const queue = (await allQueues()).find((q) => q.lanes.some((lane) => lane.id === entry.laneId));
      if (!queue) return null;
      const found = await boards(queue.checkpoint.id, queue.vehicleType, queue.flowType);
      // Booked since the boards were read (on another instance): found once they are read anew, within PUBLIC_CACHE_MS.
      const row = BOARD_STATUSES.map((status) => found?.boards[status].find((r) => r.entryId === entry.id)).find((r) => r !== undefined);
      return found && row ? { queue: found.queue, row } : null;
    },
    version: publicChanges.version,
  };
}
