/**
 * Position and estimated entry time of a dynamic entry (DESIGN.md): entries ahead of it leave at
 * the lane's rate, which is its capacity corrected by the throughput actually observed in the last
 * hours. A hybrid lane gives part of its capacity to its timeslots.
 */
import { HOUR_MS } from "./policy.ts";

/** How much the observed throughput counts against the planned capacity, once there is enough of it. */
export const OBSERVED_WEIGHT = 0.5;
/** Fewer admissions than this in the window say too little about the real rate. */
export const MIN_OBSERVED_ADMISSIONS = 5;

export interface LaneRate {
  capacityPerHour: number;
  /** Admissions in the last `observedHours` hours. */
  observedAdmissions: number;
  observedHours: number;
}

/** Vehicles per hour the estimate counts on. */
export function effectiveRate(lane: LaneRate): number {
  if (lane.observedAdmissions < MIN_OBSERVED_ADMISSIONS || lane.observedHours <= 0) return lane.capacityPerHour;
  const observed = lane.observedAdmissions / lane.observedHours;
  return (1 - OBSERVED_WEIGHT) * lane.capacityPerHour + OBSERVED_WEIGHT * observed;
}

/** When the entry at `position` (1 = next) should enter, or null when the lane admits no one. */
export function estimatedEntry(position: number, lane: LaneRate, now: Date): Date | null {
  const rate = effectiveRate(lane);
  if (rate <= 0) return null;
  return new Date(now.getTime() + (position / rate) * HOUR_MS);
}

/** A hybrid lane's capacity: `timeslotShare` (0..1) for its timeslots, the rest for its dynamic queue. */
export function splitCapacity(capacityPerHour: number, timeslotShare: number): { timeslot: number; dynamic: number } {
  const share = Math.min(1, Math.max(0, timeslotShare));
  const timeslot = Math.round(capacityPerHour * share);
  return { timeslot, dynamic: capacityPerHour - timeslot };
}

/** Border and customs control takes about this long once a vehicle is admitted (for the estimated crossing time). */
export const CONTROL_MINUTES = 45;
/** The window of observed admissions the estimate looks at. */
export const OBSERVED_HOURS = 3;

/** When the vehicle should be across: its entry plus the control time. */
export function estimatedCrossing(entryAt: Date): Date {
  return new Date(entryAt.getTime() + (CONTROL_MINUTES / 60) * HOUR_MS);
}
