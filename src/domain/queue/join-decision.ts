/**
 * What pressing 'Join the queue' does (SPEC §4, in this order):
 * 1. not logged in: go to /login;
 * 2. no carrier chosen, more than one carrier and at least one with enough information: ask which
 *    vehicle type (the modal);
 * 3. a chosen carrier with enough information: go to its new-queue page, remembering the checkpoint
 *    chosen on the workload page, if any;
 * 4. a single carrier with enough information: go to its new-queue page;
 * 5. otherwise: go to /profile/carrier with the warning that the carrier's data must be filled in.
 */
import type { VehicleType } from "../codes.ts";

export interface JoinCarrier {
  id: number;
  vehicleType: VehicleType;
  hasEnoughCarrierInfo: boolean;
}

export type JoinDecision =
  | { action: "login" }
  | { action: "chooseVehicleType"; carriers: JoinCarrier[] }
  | { action: "newQueue"; carrierId: number; checkpointId: number | null }
  | { action: "fillCarrier"; warning: "carrierRequired" };

export function joinQueueDecision(input: {
  loggedIn: boolean;
  carriers: readonly JoinCarrier[];
  /** The carrier the user picked (in the modal), if any. */
  chosenCarrierId?: number | null;
  /** The checkpoint picked on the workload page, if the user came from there. */
  checkpointFromWorkload?: number | null;
}): JoinDecision {
  if (!input.loggedIn) return { action: "login" };
  const ready = input.carriers.filter((carrier) => carrier.hasEnoughCarrierInfo);
  const chosen = input.carriers.find((carrier) => carrier.id === input.chosenCarrierId);
  if (!chosen && input.carriers.length > 1 && ready.length > 0) return { action: "chooseVehicleType", carriers: ready };
  if (chosen?.hasEnoughCarrierInfo) return { action: "newQueue", carrierId: chosen.id, checkpointId: input.checkpointFromWorkload ?? null };
  if (input.carriers.length === 1 && ready.length === 1) {
    return { action: "newQueue", carrierId: ready[0]!.id, checkpointId: input.checkpointFromWorkload ?? null };
  }
  return { action: "fillCarrier", warning: "carrierRequired" };
}
