import { describe, expect, it } from "vitest";
import { VehicleType } from "../codes.ts";
import { moveStep, wizardSteps } from "./wizard-steps.ts";

describe("the booking wizard's steps (SPEC §4)", () => {
  it.each([
    ["a truck", VehicleType.Truck, ["Checkpoint", "Drivers", "Vehicle", "Cargos", "Confirm"]],
    ["a bus", VehicleType.Bus, ["Checkpoint", "BusRoute", "Drivers", "Vehicle", "Confirm"]],
    ["a car", VehicleType.Car, ["Checkpoint", "CarDate", "Drivers", "Vehicle", "Confirm"]],
  ])("for %s, once a checkpoint is chosen", (_, vehicleType, steps) => {
    expect(wizardSteps({ vehicleType, checkpointChosen: true })).toEqual(steps);
  });

  it("has only the Checkpoint step before a checkpoint is chosen", () => {
    expect(wizardSteps({ vehicleType: VehicleType.Truck, checkpointChosen: false })).toEqual(["Checkpoint"]);
  });

  it.each([
    [true, true, ["Drivers", "Vehicle", "Confirm"]],
    [true, false, ["Drivers", "Confirm"]],
    [false, true, ["Vehicle", "Confirm"]],
    [false, false, ["Confirm"]],
  ])("for an edit allowing drivers %s and vehicle %s", (allowChangeDrivers, allowChangeVehicle, steps) => {
    const draft = { vehicleType: VehicleType.Bus, checkpointChosen: true, change: { allowChangeDrivers, allowChangeVehicle } };
    expect(wizardSteps(draft)).toEqual(steps);
  });

  it.each([
    ["Drivers", "next", "Vehicle"],
    ["Drivers", "previous", "Checkpoint"],
    ["Confirm", "next", "Confirm"],
    ["Checkpoint", "previous", "Checkpoint"],
    ["BusRoute", "next", "Checkpoint"],
  ] as const)("moves from %s to the %s step: %s", (current, direction, expected) => {
    const steps = wizardSteps({ vehicleType: VehicleType.Truck, checkpointChosen: true });
    expect(moveStep(steps, current, direction)).toBe(expected);
  });
});
