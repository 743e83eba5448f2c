import { describe, expect, it } from "vitest";
import { hasEnoughCarrierInfo, missingCarrierInfo, type CarrierFacts } from "./carrier-sufficiency.ts";
import { VehicleType } from "./codes.ts";

const ready = (vehicleType: CarrierFacts["vehicleType"], extra: Partial<CarrierFacts> = {}): CarrierFacts => ({
  vehicleType,
  regularPassenger: false,
  drivers: 1,
  vehicles: 1,
  regularPermits: 0,
  ...extra,
});

describe("has_enough_carrier_info", () => {
  it.each([
    ["a truck carrier with a driver and a truck", ready(VehicleType.Truck), []],
    ["a truck carrier without drivers", ready(VehicleType.Truck, { drivers: 0 }), ["drivers"]],
    ["a truck carrier without trucks", ready(VehicleType.Truck, { vehicles: 0 }), ["vehicles"]],
    ["a carrier with nothing yet", ready(VehicleType.Truck, { drivers: 0, vehicles: 0 }), ["drivers", "vehicles"]],
    ["a bus carrier on irregular routes, without permits", ready(VehicleType.Bus), []],
    ["a bus carrier on regular routes, without a regular permit", ready(VehicleType.Bus, { regularPassenger: true }), ["regularPermit"]],
    ["a bus carrier on regular routes, with a regular permit", ready(VehicleType.Bus, { regularPassenger: true, regularPermits: 1 }), []],
    ["a car owner with a driver and a car", ready(VehicleType.Car), []],
    ["a car owner without a car", ready(VehicleType.Car, { vehicles: 0 }), ["vehicles"]],
    ["the regular-route flag, which means nothing for trucks", ready(VehicleType.Truck, { regularPassenger: true }), []],
  ] as const)("%s", (_, facts, missing) => {
    expect(missingCarrierInfo(facts)).toEqual(missing);
    expect(hasEnoughCarrierInfo(facts)).toBe(missing.length === 0);
  });
});
