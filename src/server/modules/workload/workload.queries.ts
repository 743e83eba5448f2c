/**
 * What the workload reads: every checkpoint queue's counts in a fixed number of grouped queries
 * (whatever the number of lanes), one queue's open entries, and a plate's open entry (the unique
 * index of open plates). Nothing here is called per request: the snapshots (workload.ts) are.
 */
import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import { type FlowType, QueueStatus, type VehicleType } from "../../../domain/codes.ts";
import { dynamicPart, timeslotPart, type LaneConfig } from "../../../domain/queue/lanes.ts";
import { DAY_MS } from "../../../domain/queue/policy.ts";
import { OBSERVED_HOURS, type LaneRate } from "../../../domain/queue/estimate.ts";
import { buildSlots, withFreePlaces } from "../../../domain/queue/slots.ts";
import { dateIn } from "../../../domain/form-fields.ts";
import {
  dynamicWaitSeconds,
  hasDynamicQueue,
  hasTimeslots,
  isMainQueue,
  queueState,
  type BoardEntry,
  type BoardStatus,
  type QueueState,
} from "../../../domain/workload.ts";
import type { BorderCountry, LaneCategory } from "../../../domain/codes.ts";
import type { LocalizedText } from "../../../domain/locales.ts";
import type { Database } from "../../db/client.ts";
import { queueEntries } from "../../db/schema.ts";
import { findCheckpointsWithLanes } from "../checkpoints/checkpoints.queries.ts";
import { observedSince } from "../queue/entry-body.ts";
import { allLanes } from "../queue/lane-store.ts";
import { takenPlaces } from "../queue/places.ts";

/** Open entries, written as the partial indexes' condition so that the planner uses them whatever the plan. */
const OPEN = sql.raw("status in (30, 40, 50)");

/** A checkpoint queue: a checkpoint's exit lanes for one vehicle type and one flow, with its load now. */
export interface WorkloadQueue {
  checkpoint: {
    id: number;
    slug: string;
    name: LocalizedText;
    foreignName: LocalizedText;
    country: BorderCountry;
    lat: number;
    lng: number;
    timeZone: string;
  };
  vehicleType: VehicleType;
  flowType: FlowType;
  isMain: boolean;
  state: QueueState;
  lanes: Array<{ id: number; category: LaneCategory; name: LocalizedText; isOpen: boolean }>;
  vehicles: { awaiting: number; beReady: number; onControl: number };
  /** Expected wait in its dynamic queue (its longest lane); null for a timeslot queue. */
  waitSeconds: number | null;
  /** Free places in today's timeslots that have not begun. */
  freePlacesToday: number;
  /** Today's timeslots not begun with at least one free place. */
  slotsLeftToday: number;
  /** Each lane's rate, for the boards' estimates. */
  rates: ReadonlyMap<number, LaneRate>;
}

export const queueKey = (checkpointId: number, vehicleType: number, flowType: number) => `${checkpointId}:${vehicleType}:${flowType}`;

/** Every checkpoint queue, by checkpoint (seeded order), vehicle type and flow. */
export async function readQueues(db: Database, now: Date): Promise<WorkloadQueue[]> {
  const [found, configs, counts, admissions] = await Promise.all([
    findCheckpointsWithLanes(db),
    allLanes(db),
    db
      .select({ laneId: queueEntries.laneId, status: queueEntries.status, kind: queueEntries.kind, n: count() })
      .from(queueEntries)
      .where(OPEN)
      .groupBy(queueEntries.laneId, queueEntries.status, queueEntries.kind),
    db
      .select({ laneId: queueEntries.laneId, n: count() })
      .from(queueEntries)
      .where(gt(queueEntries.admittedAt, observedSince(now)))
      .groupBy(queueEntries.laneId),
  ]);
  const configOf = new Map(configs.map((lane) => [lane.id, lane]));
  const timeslotLanes = configs.filter((lane) => hasTimeslots(lane.flowType));
  // Today's slots in any lane's time zone lie within a day either side of now.
  const taken = await takenPlaces(db, timeslotLanes.map((lane) => lane.id), new Date(now.getTime() - DAY_MS), new Date(now.getTime() + 2 * DAY_MS));
  const queues = new Map<string, WorkloadQueue>();
  for (const { checkpoint, lanes } of found) {
    for (const lane of lanes) {
      const config = configOf.get(lane.id);
      if (!config || lane.direction !== "exit") continue;
      const key = queueKey(checkpoint.id, lane.vehicleType, lane.flowType);
      const queue = queues.get(key) ?? {
        checkpoint: {
          id: checkpoint.id,
          slug: checkpoint.slug,
          name: checkpoint.name,
          foreignName: checkpoint.foreignName,
          country: checkpoint.foreignCountry,
          lat: checkpoint.lat,
          lng: checkpoint.lng,
          timeZone: checkpoint.timeZone,
        },
        vehicleType: lane.vehicleType as VehicleType,
        flowType: lane.flowType as FlowType,
        isMain: false,
        state: "open" as QueueState,
        lanes: [],
        vehicles: { awaiting: 0, beReady: 0, onControl: 0 },
        waitSeconds: null,
        freePlacesToday: 0,
        slotsLeftToday: 0,
        rates: new Map<number, LaneRate>(),
      };
      queues.set(key, queue);
      queue.lanes.push({ id: lane.id, category: lane.category, name: lane.name, isOpen: lane.isOpen });
      const laneCounts = counts.filter((row) => row.laneId === lane.id);
      const countOf = (status: number) => laneCounts.filter((row) => row.status === status).reduce((sum, row) => sum + row.n, 0);
      queue.vehicles.awaiting += countOf(QueueStatus.Awaiting);
      queue.vehicles.beReady += countOf(QueueStatus.BeReady);
      queue.vehicles.onControl += countOf(QueueStatus.OnControl);
      const rate = { capacityPerHour: dynamicPart(config).capacityPerHour, observedAdmissions: admissions.find((row) => row.laneId === lane.id)?.n ?? 0, observedHours: OBSERVED_HOURS };
      (queue.rates as Map<number, LaneRate>).set(lane.id, rate);
      if (hasDynamicQueue(config.flowType)) {
        const waiting = laneCounts.find((row) => row.status === QueueStatus.Awaiting && row.kind === "dynamic")?.n ?? 0;
        const seconds = dynamicWaitSeconds(waiting, rate, now);
        if (seconds !== null) queue.waitSeconds = Math.max(queue.waitSeconds ?? 0, seconds);
      }
      if (hasTimeslots(config.flowType) && config.isOpen) {
        const today = freeSlotsToday(config, now, (start) => taken(lane.id, start));
        queue.freePlacesToday += today.places;
        queue.slotsLeftToday += today.slots;
      }
    }
  }
  return [...queues.values()].map((queue) => ({
    ...queue,
    isMain: isMainQueue(queue.lanes.map((lane) => lane.category)),
    state: queueState(found.find(({ checkpoint }) => checkpoint.id === queue.checkpoint.id)!.checkpoint.isOpen, queue.lanes),
  }));
}

/** Today's slots of a lane (in its time zone) that have not begun and still have room: how many, and their free places. */
function freeSlotsToday(lane: LaneConfig, now: Date, taken: (start: Date) => number) {
  const part = timeslotPart(lane);
  const open = withFreePlaces(buildSlots(part, dateIn(lane.timeZone, now)), (slot) => taken(slot.start)).filter(
    (slot) => slot.start.getTime() > now.getTime() && slot.free > 0,
  );
  return { slots: open.length, places: open.reduce((sum, slot) => sum + slot.free, 0) };
}

/** The open entries of a queue's lanes, as its boards need them. */
export async function readQueueEntries(db: Database, laneIds: number[]): Promise<BoardEntry[]> {
  if (laneIds.length === 0) return [];
  const rows = await db
    .select({
      id: queueEntries.id,
      laneId: queueEntries.laneId,
      kind: queueEntries.kind,
      status: queueEntries.status,
      priority: queueEntries.priority,
      plate: queueEntries.plate,
      registeredAt: queueEntries.registeredAt,
      notBefore: queueEntries.notBefore,
      slotStart: queueEntries.slotStart,
      calledAt: queueEntries.calledAt,
      confirmedAt: queueEntries.confirmedAt,
      readyDeadline: queueEntries.readyDeadline,
      admittedAt: queueEntries.admittedAt,
    })
    .from(queueEntries)
    .where(and(inArray(queueEntries.laneId, laneIds), OPEN));
  return rows.map((row) => ({ ...row, status: row.status as BoardStatus }));
}

/** The open entry of a (normalised) plate, if any: one at most, by the unique index of open plates. */
export async function findOpenEntryByPlate(db: Database, plate: string) {
  const [row] = await db
    .select({ id: queueEntries.id, laneId: queueEntries.laneId, checkpointId: queueEntries.checkpointId, vehicleType: queueEntries.vehicleType, status: queueEntries.status })
    .from(queueEntries)
    .where(and(eq(queueEntries.plate, plate), OPEN));
  return row ?? null;
}
