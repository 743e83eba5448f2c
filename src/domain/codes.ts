/**
 * Numeric codes fixed by the specification. Code uses the names; the numbers travel in the API.
 * (Plain const objects rather than TS enums: the server runs on Node's type stripping.)
 */
export const VehicleType = { Truck: 1, Bus: 2, Car: 3 } as const;
export type VehicleType = (typeof VehicleType)[keyof typeof VehicleType];
export const VEHICLE_TYPES: readonly VehicleType[] = Object.values(VehicleType);
/** A vehicle type's key in a checkpoint's load (GET /api/v3/checkpoints: vehicles_in_queue, waiting_minutes). */
export const LOAD_KEY = { 1: "trucks", 2: "buses", 3: "cars" } as const satisfies Record<VehicleType, string>;

export const FlowType = { Dynamic: 1, Timeslot: 2, Hybrid: 3 } as const;
export type FlowType = (typeof FlowType)[keyof typeof FlowType];
export const FLOW_TYPES: readonly FlowType[] = Object.values(FlowType);

export const QueueStatus = {
  Awaiting: 30,
  BeReady: 40,
  OnControl: 50,
  Passed: 60,
  Cancelled: 70,
  Expired: 80,
  Annulled: 90,
} as const;
export type QueueStatus = (typeof QueueStatus)[keyof typeof QueueStatus];

/** Neighbouring countries whose road checkpoints with Ukraine run an electronic queue. */
export const BORDER_COUNTRIES = ["PL", "SK", "HU", "RO", "MD"] as const;
export type BorderCountry = (typeof BORDER_COUNTRIES)[number];

/** Which way a lane carries traffic, seen from Ukraine. The e-queue serves departures. */
export const LaneDirection = { Exit: "exit", Entry: "entry" } as const;
export type LaneDirection = (typeof LaneDirection)[keyof typeof LaneDirection];

/**
 * Sub-queue a lane serves (CHECKPOINTS.md): trucks of at least 7.5 t (3.5 t at Chop), goods of
 * customs groups 1–24 (agricultural and food), empty trucks; buses on regular or irregular routes;
 * cars.
 */
export const LANE_CATEGORIES = [
  "truck-general",
  "truck-goods-1-24",
  "truck-empty",
  "bus-regular",
  "bus-irregular",
  "car",
] as const;
export type LaneCategory = (typeof LANE_CATEGORIES)[number];
