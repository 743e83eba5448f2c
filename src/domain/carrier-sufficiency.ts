/**
 * `has_enough_carrier_info` (SPEC §3, §4): whether a carrier's data lets its user join the queue
 * with that vehicle type. One rule per vehicle type:
 *
 * | Vehicle type | Needs |
 * |---|---|
 * | Truck (1) | the carrier's details, at least one driver ready to travel, at least one truck with its registration certificate |
 * | Bus (2) | the same with a bus; on regular passenger routes also at least one regular permit found in the registry |
 * | Car (3) | the carrier's details (the driver's own name and country), a driver, a car with its registration certificate |
 *
 * "Ready to travel": a Ukrainian driver, or a foreign driver whose passport the cargo-permit registry
 * knows. The details are complete whenever a carrier is saved (the schema requires them).
 */
import { VehicleType } from "./codes.ts";

export interface CarrierFacts {
  vehicleType: VehicleType;
  regularPassenger: boolean;
  /** Drivers ready to travel. */
  drivers: number;
  /** Vehicles of this type with a registration certificate. */
  vehicles: number;
  /** Regular permits found in the registry. */
  regularPermits: number;
}

export type MissingCarrierInfo = "drivers" | "vehicles" | "regularPermit";

/** What the carrier still lacks before its user may book, in the order a user would add it. */
export function missingCarrierInfo(facts: CarrierFacts): MissingCarrierInfo[] {
  const missing: MissingCarrierInfo[] = [];
  if (facts.drivers < 1) missing.push("drivers");
  if (facts.vehicles < 1) missing.push("vehicles");
  if (facts.vehicleType === VehicleType.Bus && facts.regularPassenger && facts.regularPermits < 1) missing.push("regularPermit");
  return missing;
}

export function hasEnoughCarrierInfo(facts: CarrierFacts): boolean {
  return missingCarrierInfo(facts).length === 0;
}
