/** A lane's settings as the engine reads them, for tests: a car lane open all day, changed by `overrides`. */
import { FlowType, VehicleType } from "../../src/domain/codes.ts";
import type { LaneConfig } from "../../src/domain/queue/lanes.ts";

export const laneConfig = (overrides: Partial<LaneConfig> = {}): LaneConfig => ({
  id: 1,
  checkpointId: 1,
  direction: "exit",
  vehicleType: VehicleType.Car,
  flowType: FlowType.Hybrid,
  category: "car",
  capacityPerHour: 30,
  isOpen: true,
  timeZone: "Europe/Kyiv",
  weights: {},
  callHorizonHours: 1,
  leadMinutes: 60,
  slotMinutes: 60,
  timeslotShare: 0.5,
  schedule: null,
  requiresCheckIn: false,
  ...overrides,
});
