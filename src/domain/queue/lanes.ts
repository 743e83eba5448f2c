/**
 * A lane as the queue engine sees it (DESIGN.md "Queue model"): checkpoint × direction × vehicle
 * type, with its flow, capacity, opening schedule, time zone and queue settings. Which lane a
 * booking goes to, which kind of entry it makes, its sub-queue, and the lane seen as a dynamic or
 * a timeslot queue (a hybrid lane is both, splitting its capacity). Pure.
 */
import { FlowType, VehicleType, type LaneCategory, type LaneDirection } from "../codes.ts";
import { dateIn } from "../form-fields.ts";
import type { DynamicLane } from "./call-up.ts";
import { splitCapacity } from "./estimate.ts";
import { buildSlots, weekdayOf, zonedInstant, type OpeningHours, type Slot, type TimeslotLane, type Weekday } from "./slots.ts";
import { DAY_MS } from "./policy.ts";

export type EntryKind = "dynamic" | "timeslot";

export interface LaneConfig {
  id: number;
  checkpointId: number;
  direction: LaneDirection;
  vehicleType: VehicleType;
  flowType: FlowType;
  category: LaneCategory;
  capacityPerHour: number;
  isOpen: boolean;
  timeZone: string;
  weights: Readonly<Record<string, number>>;
  callHorizonHours: number;
  leadMinutes: number;
  slotMinutes: number;
  /** Hybrid lanes: the share of capacity for timeslots. */
  timeslotShare: number;
  /** Null: open every day, all day. */
  schedule: Partial<Record<Weekday, readonly OpeningHours[]>> | null;
  requiresCheckIn: boolean;
}

const ALL_DAY: readonly OpeningHours[] = [{ from: "00:00", to: "24:00" }];
export const ALWAYS_OPEN: Record<Weekday, readonly OpeningHours[]> = { 1: ALL_DAY, 2: ALL_DAY, 3: ALL_DAY, 4: ALL_DAY, 5: ALL_DAY, 6: ALL_DAY, 7: ALL_DAY };

/** What the booking says about its load, as far as the lane choice and the sub-queue care. */
export interface LoadFacts {
  /** UKTZED code of the cargo; groups 1–24 are agricultural and food goods. */
  cargoCode?: string | null;
  empty?: boolean;
  perishable?: boolean;
  /** A carrier with trusted-operator (AEO) status. */
  trusted?: boolean;
  /** Buses: a regular route (else an irregular trip). */
  regularTrip?: boolean;
}

/** Whether a UKTZED code falls in customs groups 1–24 (its first two digits). */
export function isGoodsGroup1to24(code: string | null | undefined): boolean {
  const group = Number(/^\d{2}/.exec(code ?? "")?.[0]);
  return group >= 1 && group <= 24;
}

/** The lane categories a booking may use, best first (CHECKPOINTS.md's sub-queues). */
export function categoriesFor(vehicleType: VehicleType, load: LoadFacts): LaneCategory[] {
  if (vehicleType === VehicleType.Car) return ["car"];
  if (vehicleType === VehicleType.Bus) return [load.regularTrip ? "bus-regular" : "bus-irregular"];
  if (load.empty) return ["truck-empty", "truck-general"];
  if (isGoodsGroup1to24(load.cargoCode)) return ["truck-goods-1-24", "truck-general"];
  return ["truck-general"];
}

/** The checkpoint's lane for this booking, or null when it has none. */
export function chooseLane<L extends Pick<LaneConfig, "vehicleType" | "category" | "direction">>(
  lanes: readonly L[],
  vehicleType: VehicleType,
  load: LoadFacts,
): L | null {
  for (const category of categoriesFor(vehicleType, load)) {
    const lane = lanes.find((l) => l.vehicleType === vehicleType && l.category === category && l.direction === "exit");
    if (lane) return lane;
  }
  return null;
}

/** The entry a booking makes on a lane: a timeslot lane needs a slot, a dynamic one takes none, a hybrid lane either. */
export function entryKindFor(flowType: FlowType, withSlot: boolean): EntryKind | null {
  if (flowType === FlowType.Dynamic) return withSlot ? null : "dynamic";
  if (flowType === FlowType.Timeslot) return withSlot ? "timeslot" : null;
  return withSlot ? "timeslot" : "dynamic";
}

/** Sub-queue of a truck entry (weights are lane settings): perishable and trusted cargo get their turns. */
export function subQueueFor(load: LoadFacts): string {
  if (load.perishable && load.trusted) return "perishable-trusted";
  if (load.perishable) return "perishable";
  if (load.trusted) return "trusted";
  return "general";
}

/** The lane's dynamic queue: all its capacity, or a hybrid lane's share. */
export function dynamicPart(lane: LaneConfig): DynamicLane & { capacityPerHour: number } {
  const capacity = lane.flowType === FlowType.Hybrid ? splitCapacity(lane.capacityPerHour, lane.timeslotShare).dynamic : lane.capacityPerHour;
  return {
    open: lane.isOpen,
    capacityPerHour: capacity,
    callHorizonHours: lane.callHorizonHours,
    weights: lane.weights,
    requiresCheckIn: lane.requiresCheckIn,
  };
}

/** The lane's timeslots: places per slot from its capacity (a hybrid lane's timeslot share). */
export function timeslotPart(lane: LaneConfig): TimeslotLane {
  const capacity = lane.flowType === FlowType.Hybrid ? splitCapacity(lane.capacityPerHour, lane.timeslotShare).timeslot : lane.capacityPerHour;
  return {
    timeZone: lane.timeZone,
    schedule: lane.schedule ?? ALWAYS_OPEN,
    slotMinutes: lane.slotMinutes,
    placesPerSlot: Math.max(0, Math.floor((capacity * lane.slotMinutes) / 60)),
  };
}

/** How far ahead a timeslot may be booked. */
export const BOOKING_DAYS_AHEAD = 14;

/** The lane's slot starting at `start`, if it is one that can still be booked at `now`. */
export function bookableSlot(lane: LaneConfig, start: Date, now: Date): Slot | null {
  if (start.getTime() <= now.getTime() || start.getTime() > now.getTime() + BOOKING_DAYS_AHEAD * DAY_MS) return null;
  const slot = buildSlots(timeslotPart(lane), dateIn(lane.timeZone, start)).find((s) => s.start.getTime() === start.getTime());
  return slot && slot.capacity > 0 ? slot : null;
}

/** Whether the lane's opening hours include `now` (a lane without a schedule is open all day, every day). */
export function isWithinOpeningHours(lane: Pick<LaneConfig, "schedule" | "timeZone">, now: Date): boolean {
  if (!lane.schedule) return true;
  const today = dateIn(lane.timeZone, now);
  return (lane.schedule[weekdayOf(today)] ?? []).some(
    (hours) => zonedInstant(today, hours.from, lane.timeZone) <= now && now < zonedInstant(today, hours.to, lane.timeZone),
  );
}

/**
 * Whether a checkpoint takes bookings: open, and chosen for the trial: by an administrator
 * (`takesBookings` true or false), else one of the pairs configured for booking (BOOKING_CHECKPOINTS).
 */
export function takesBookings(
  checkpoint: { slug: string; isOpen: boolean; takesBookings?: boolean | null },
  bookingCheckpoints: readonly string[],
): boolean {
  return checkpoint.isOpen && (checkpoint.takesBookings ?? bookingCheckpoints.includes(checkpoint.slug));
}
