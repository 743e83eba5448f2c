import { describe, expect, it } from "vitest";
import { QueueStatus, VehicleType } from "../codes.ts";
import { changeAllowance, draftMissing, type DraftFacts } from "./draft-rules.ts";

const complete: DraftFacts = {
  vehicleType: VehicleType.Truck,
  checkpointChosen: true,
  kind: "dynamic",
  drivers: 1,
  vehicleChosen: true,
  cargoGiven: true,
  tripGiven: false,
};

describe("draftMissing", () => {
  it.each([
    ["a complete truck booking", complete, []],
    ["no checkpoint", { ...complete, checkpointChosen: false, kind: null }, ["checkpoint_id"]],
    ["a timeslot lane without a slot", { ...complete, kind: null }, ["slot_start"]],
    ["a truck without cargo", { ...complete, cargoGiven: false }, ["cargo"]],
    ["a bus without its trip", { ...complete, vehicleType: VehicleType.Bus, cargoGiven: false }, ["trip"]],
    ["a car needs neither cargo nor trip", { ...complete, vehicleType: VehicleType.Car, cargoGiven: false }, []],
    ["nothing chosen", { ...complete, checkpointChosen: false, kind: null, drivers: 0, vehicleChosen: false, cargoGiven: false }, ["checkpoint_id", "driver_ids", "vehicle_id", "cargo"]],
  ] as const)("%s", (_name, facts, missing) => {
    expect(draftMissing(facts)).toEqual(missing);
  });
});

describe("changeAllowance", () => {
  it.each([
    [QueueStatus.Awaiting, true, true],
    [QueueStatus.BeReady, true, false],
    [QueueStatus.OnControl, false, false],
    [QueueStatus.Passed, false, false],
  ] as const)("status %i: drivers %s, vehicle %s", (status, drivers, vehicle) => {
    expect(changeAllowance(status)).toEqual({ allowChangeDrivers: drivers, allowChangeVehicle: vehicle });
  });
});
