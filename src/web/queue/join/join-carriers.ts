/**
 * The user's carriers as the join-queue decision reads them (src/domain/queue/join-decision.ts),
 * from the profile the API answers (carriers keyed by vehicle type). Shared by the /queue/join
 * loader and the header's button, which runs the same decision in the browser to know whether to
 * open the vehicle-type modal.
 */
import { VEHICLE_TYPES, type VehicleType } from "../../../domain/codes.ts";
import type { JoinCarrier } from "../../../domain/queue/join-decision.ts";

export interface ProfileCarrier {
  id: number;
  vehicle_type: VehicleType;
  has_enough_carrier_info: boolean;
}

export function joinCarriersOf(carriers: Record<string, ProfileCarrier> | undefined): JoinCarrier[] {
  return VEHICLE_TYPES.flatMap((type) => {
    const carrier = carriers?.[String(type)];
    return carrier ? [{ id: carrier.id, vehicleType: carrier.vehicle_type, hasEnoughCarrierInfo: carrier.has_enough_carrier_info }] : [];
  });
}

/** A positive whole number from a query parameter, or null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The query of /queue/join: the checkpoint chosen on a board, if any. */
export function joinSearch(checkpointId: number | null | undefined): string {
  return checkpointId ? `?checkpoint=${checkpointId}` : "";
}
