/**
 * The booking wizard's steps (SPEC §4): which steps a booking has for its vehicle type, or for an
 * edit by the change draft's flags, and moving one step forward or back (stopping at the ends).
 */
import { VehicleType } from "../codes.ts";

export const WIZARD_STEPS = ["Checkpoint", "BusRoute", "CarDate", "Drivers", "Vehicle", "Cargos", "Confirm"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

const BY_VEHICLE_TYPE: Record<VehicleType, readonly WizardStep[]> = {
  [VehicleType.Truck]: ["Checkpoint", "Drivers", "Vehicle", "Cargos", "Confirm"],
  [VehicleType.Bus]: ["Checkpoint", "BusRoute", "Drivers", "Vehicle", "Confirm"],
  [VehicleType.Car]: ["Checkpoint", "CarDate", "Drivers", "Vehicle", "Confirm"],
};

export interface WizardDraft {
  vehicleType: VehicleType;
  /** Chosen yet? Before a checkpoint is chosen only the Checkpoint step exists. */
  checkpointChosen: boolean;
  /** An edit of an existing booking (the draft has a change_id) and what it may change. */
  change?: { allowChangeDrivers: boolean; allowChangeVehicle: boolean };
}

export function wizardSteps(draft: WizardDraft): readonly WizardStep[] {
  if (draft.change) {
    const steps: WizardStep[] = [];
    if (draft.change.allowChangeDrivers) steps.push("Drivers");
    if (draft.change.allowChangeVehicle) steps.push("Vehicle");
    return [...steps, "Confirm"];
  }
  if (!draft.checkpointChosen) return ["Checkpoint"];
  return BY_VEHICLE_TYPE[draft.vehicleType];
}

/** The step after (or before) `current`; the same step at either end, the first if `current` is not a step. */
export function moveStep(steps: readonly WizardStep[], current: WizardStep, direction: "next" | "previous"): WizardStep {
  const index = steps.indexOf(current);
  if (index === -1) return steps[0]!;
  const target = direction === "next" ? Math.min(index + 1, steps.length - 1) : Math.max(index - 1, 0);
  return steps[target]!;
}
