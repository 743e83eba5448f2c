/**
 * What a booking draft still lacks before it can be submitted (SPEC §4's wizard steps), and what a
 * change draft may change (DESIGN.md: drivers while Awaiting or BeReady, the vehicle while
 * Awaiting only). Pure.
 */
import { QueueStatus, VehicleType } from "../codes.ts";
import type { EntryKind } from "./lanes.ts";

/** How long choosing a timeslot holds its place. */
export const HOLD_MINUTES = 15;
/** Unsubmitted drafts a user may keep; a newer one replaces the oldest. */
export const MAX_OPEN_DRAFTS = 5;
/** Drivers one booking may name (a bus may carry relief drivers). */
export const MAX_DRIVERS: Record<VehicleType, number> = { [VehicleType.Truck]: 2, [VehicleType.Bus]: 3, [VehicleType.Car]: 1 };

export type DraftField = "checkpoint_id" | "slot_start" | "driver_ids" | "vehicle_id" | "cargo" | "trip";

export interface DraftFacts {
  vehicleType: VehicleType;
  checkpointChosen: boolean;
  /** The kind the chosen lane makes of it; null while a timeslot lane has no slot yet. */
  kind: EntryKind | null;
  drivers: number;
  vehicleChosen: boolean;
  cargoGiven: boolean;
  tripGiven: boolean;
}

export function draftMissing(draft: DraftFacts): DraftField[] {
  const missing: DraftField[] = [];
  if (!draft.checkpointChosen) missing.push("checkpoint_id");
  else if (draft.kind === null) missing.push("slot_start");
  if (draft.vehicleType === VehicleType.Bus && !draft.tripGiven) missing.push("trip");
  if (draft.drivers < 1) missing.push("driver_ids");
  if (!draft.vehicleChosen) missing.push("vehicle_id");
  if (draft.vehicleType === VehicleType.Truck && !draft.cargoGiven) missing.push("cargo");
  return missing;
}

/** What a change draft of an entry in `status` may change. */
export function changeAllowance(status: QueueStatus): { allowChangeDrivers: boolean; allowChangeVehicle: boolean } {
  return {
    allowChangeDrivers: status === QueueStatus.Awaiting || status === QueueStatus.BeReady,
    allowChangeVehicle: status === QueueStatus.Awaiting,
  };
}
