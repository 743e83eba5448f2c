/**
 * What the public sees of the queue: a checkpoint's load (vehicles waiting per vehicle type, the
 * expected wait, free timeslot places today, open or closed) and a lane's timeslots with their
 * free places. Counted from the partial indexes of waiting entries and the slot counters, in a
 * fixed number of queries whatever the number of lanes; answers carry caching headers.
 */
import { and, count, eq, inArray } from "drizzle-orm";
import { FlowType, LOAD_KEY, QueueStatus, type VehicleType } from "../../../domain/codes.ts";
import { dynamicPart, timeslotPart } from "../../../domain/queue/lanes.ts";
import { DAY_MS } from "../../../domain/queue/policy.ts";
import { buildSlots, freePlacesToday, withFreePlaces } from "../../../domain/queue/slots.ts";
import type { Database } from "../../db/client.ts";
import { queueEntries } from "../../db/schema.ts";
import { allLanes, lanesOfCheckpoint } from "./lane-store.ts";
import { takenPlaces } from "./places.ts";

export interface CheckpointLoad {
  vehicles_in_queue: { trucks: number; buses: number; cars: number };
  waiting_minutes: { trucks: number | null; buses: number | null; cars: number | null };
  free_places_today: number;
}


/** Load of every checkpoint (or those given), keyed by checkpoint id. */
export async function checkpointLoads(db: Database, now: Date, checkpointIds?: number[]): Promise<Map<number, CheckpointLoad>> {
  const lanes = (await allLanes(db)).filter((lane) => !checkpointIds || checkpointIds.includes(lane.checkpointId));
  const waiting = await db
    .select({ laneId: queueEntries.laneId, kind: queueEntries.kind, n: count() })
    .from(queueEntries)
    .where(and(eq(queueEntries.status, QueueStatus.Awaiting), checkpointIds ? inArray(queueEntries.checkpointId, checkpointIds) : undefined))
    .groupBy(queueEntries.laneId, queueEntries.kind);
  // Today's slots in any lane's time zone lie within a day either side of now.
  const timeslotLanes = lanes.filter((lane) => lane.flowType !== FlowType.Dynamic && lane.isOpen);
  const taken = await takenPlaces(db, timeslotLanes.map((lane) => lane.id), new Date(now.getTime() - DAY_MS), new Date(now.getTime() + 2 * DAY_MS));
  const loads = new Map<number, CheckpointLoad>();
  for (const lane of lanes) {
    const load = loads.get(lane.checkpointId) ?? {
      vehicles_in_queue: { trucks: 0, buses: 0, cars: 0 },
      waiting_minutes: { trucks: null, buses: null, cars: null },
      free_places_today: 0,
    };
    const key = LOAD_KEY[lane.vehicleType as VehicleType];
    const laneWaiting = waiting.filter((w) => w.laneId === lane.id);
    load.vehicles_in_queue[key] += laneWaiting.reduce((sum, w) => sum + w.n, 0);
    if (lane.flowType !== FlowType.Timeslot) {
      const dynamicWaiting = laneWaiting.find((w) => w.kind === "dynamic")?.n ?? 0;
      const rate = dynamicPart(lane).capacityPerHour;
      const minutes = rate > 0 ? Math.round((dynamicWaiting / rate) * 60) : null;
      // A checkpoint's wait for a vehicle type: its longest lane.
      load.waiting_minutes[key] = minutes === null ? load.waiting_minutes[key] : Math.max(load.waiting_minutes[key] ?? 0, minutes);
    }
    if (timeslotLanes.includes(lane)) load.free_places_today += freePlacesToday(timeslotPart(lane), now, (slot) => taken(lane.id, slot.start));
    loads.set(lane.checkpointId, load);
  }
  return loads;
}

/** A checkpoint's timeslots on a local date for a vehicle type, per lane, with free places. */
export async function checkpointSlots(db: Database, checkpointId: number, date: string, vehicleType: VehicleType | undefined, now: Date) {
  const lanes = (await lanesOfCheckpoint(db, checkpointId)).filter(
    (lane) => lane.flowType !== FlowType.Dynamic && (vehicleType === undefined || lane.vehicleType === vehicleType),
  );
  const slotsOf = new Map(lanes.map((lane) => [lane.id, buildSlots(timeslotPart(lane), date)]));
  // The date's slots in any lane's time zone lie within a day either side of its midnight in UTC.
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const taken = await takenPlaces(db, lanes.map((lane) => lane.id), new Date(midnight - DAY_MS), new Date(midnight + 2 * DAY_MS));
  return lanes.map((lane) => ({
    lane_id: lane.id,
    vehicle_type: lane.vehicleType,
    category: lane.category,
    is_open: lane.isOpen,
    slots: withFreePlaces(slotsOf.get(lane.id)!, (slot) => taken(lane.id, slot.start)).map((slot) => ({
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
      capacity: slot.capacity,
      free: slot.start.getTime() > now.getTime() ? slot.free : 0,
    })),
  }));
}
