/**
 * A day at the border, simulated (docs/statistics.md): what people do, and nothing of the queue's
 * rules. Arrivals at each lane at realistic rates (its capacity, lower at night, in the evening and
 * at the weekend), and each driver's intent, drawn when they book: cancel while waiting (after some
 * minutes), cancel when called up, confirm after some minutes or never (a no-show), how long the
 * drive to the gate and the control take. The checkpoint's gate admits at its own pace. The server's
 * simulation (modules/statistics/simulation.ts) plays these through the engine itself: the booking
 * statement, the users' and the operators' actions and the clock pass, on a moving clock.
 * Deterministic: one seeded random source.
 */
import { FlowType, VehicleType } from "../codes.ts";
import type { LaneConfig } from "./lanes.ts";
import { HOUR_MS, MINUTE_MS } from "./policy.ts";

export type SimLane = Pick<LaneConfig, "id" | "vehicleType" | "flowType" | "capacityPerHour" | "isOpen" | "timeZone" | "slotMinutes">;

/** What a driver will do, drawn when they book. Times are after the event named. */
export interface DriverIntent {
  /** Gives up while still waiting, this long after booking (if not called by then). */
  cancelAfterMs: number | null;
  /** Cancels when called up instead of confirming (a late cancellation), this long after the call. */
  cancelOnCallMs: number | null;
  /** Confirms this long after the call-up; null: never (a no-show, the clock expires the entry). */
  confirmAfterMs: number | null;
  /** From the confirmation to the gate. */
  driveMs: number;
  /** Under control, from admission to crossing. */
  controlMs: number;
}

export interface SimArrival {
  /** 1, 2, …: the order of the arrivals in this run. */
  n: number;
  laneId: number;
  /** When the driver books. */
  at: Date;
  subQueue: string;
  /** A timeslot lane's booking: the slot the driver wants (the next ones if it is full). */
  slotStart: Date | null;
  intent: DriverIntent;
}

export interface ArrivalOptions {
  lanes: readonly SimLane[];
  from: Date;
  to: Date;
  seed: number;
}

/** mulberry32: a small, fast seeded random source (0 ≤ x < 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function poisson(random: () => number, mean: number): number {
  // Knuth's method: the means here are small (a lane's arrivals in a few minutes).
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random();
  while (p > limit) {
    k += 1;
    p *= random();
  }
  return k;
}

/** Share of a lane's capacity that arrives, by vehicle type: trucks fill their lanes, buses and cars less. */
const DEMAND: Record<VehicleType, number> = { [VehicleType.Truck]: 1, [VehicleType.Bus]: 0.55, [VehicleType.Car]: 0.45 };
/** By local hour: quiet nights, a morning peak, busy days, quieter evenings (mean 1). */
const HOURLY = [0.45, 0.4, 0.35, 0.35, 0.45, 0.7, 1.05, 1.3, 1.4, 1.4, 1.35, 1.3, 1.3, 1.3, 1.3, 1.3, 1.25, 1.15, 1, 0.9, 0.8, 0.7, 0.6, 0.5];
const HOURLY_MEAN = HOURLY.reduce((sum, x) => sum + x, 0) / 24;
/** By ISO weekday (1 Monday … 7 Sunday): weekends lower. */
const WEEKDAY = [0, 1.02, 1.02, 1, 1, 1.04, 0.72, 0.58];

/** Expected arrivals per hour at a lane at this local weekday and hour. */
export function arrivalRate(lane: Pick<SimLane, "capacityPerHour" | "vehicleType">, weekday: number, hour: number): number {
  return lane.capacityPerHour * DEMAND[lane.vehicleType] * (WEEKDAY[weekday] ?? 1) * ((HOURLY[hour] ?? 1) / HOURLY_MEAN) * 0.97;
}

/** The checkpoint admits one vehicle of a lane every this long: a little faster than the lane's nominal capacity, which the call-ups go by. */
export function gateIntervalMs(lane: Pick<SimLane, "capacityPerHour">): number {
  return HOUR_MS / Math.max(1, lane.capacityPerHour * 1.3);
}

function intentOf(random: () => number): DriverIntent {
  const r = random();
  return {
    // 3% cancel while waiting (if they are still waiting then), 1% when called up; 6% never confirm their call-up (a no-show).
    cancelAfterMs: r < 0.03 ? (5 + random() * 90) * MINUTE_MS : null,
    cancelOnCallMs: r >= 0.03 && r < 0.04 ? (1 + random() * 5) * MINUTE_MS : null,
    confirmAfterMs: r >= 0.03 && r < 0.1 ? null : (0.5 + random() * 7) * MINUTE_MS,
    driveMs: (3 + random() * 12) * MINUTE_MS,
    controlMs: (8 + random() * 35) * MINUTE_MS,
  };
}

const localParts = (timeZone: string) => {
  const format = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", hour: "2-digit", hourCycle: "h23" });
  const days: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
  return (at: Date) => {
    const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
    return { weekday: days[parts.weekday!] ?? 1, hour: Number(parts.hour) };
  };
};

/** Arrivals are drawn per lane in windows this long. */
const WINDOW_MS = 5 * MINUTE_MS;

/**
 * Everyone who books at the lanes over [from, to), in time order, with what they will do. A
 * timeslot lane's driver wants a slot 2–7 slots ahead, none past `to`.
 */
export function simulateArrivals(options: ArrivalOptions): SimArrival[] {
  const { lanes, from, to, seed } = options;
  const random = seededRandom(seed);
  const arrivals: Omit<SimArrival, "n">[] = [];
  const partsOf = new Map<string, (at: Date) => { weekday: number; hour: number }>();
  for (let start = from.getTime(); start < to.getTime(); start += WINDOW_MS) {
    const end = Math.min(start + WINDOW_MS, to.getTime());
    for (const lane of lanes) {
      if (!lane.isOpen) continue;
      const parts = partsOf.get(lane.timeZone) ?? localParts(lane.timeZone);
      partsOf.set(lane.timeZone, parts);
      const { weekday, hour } = parts(new Date(start));
      const count = poisson(random, (arrivalRate(lane, weekday, hour) * (end - start)) / HOUR_MS);
      for (let i = 0; i < count; i += 1) {
        const at = start + Math.floor(random() * (end - start));
        const slotMs = lane.slotMinutes * MINUTE_MS;
        const slotStart = lane.flowType === FlowType.Timeslot ? (Math.floor(at / slotMs) + 2 + Math.floor(random() * 6)) * slotMs : null;
        const r = random();
        const subQueue = lane.vehicleType !== VehicleType.Truck ? "general" : r < 0.06 ? "perishable" : r < 0.1 ? "trusted" : "general";
        const intent = intentOf(random);
        if (slotStart !== null && slotStart >= to.getTime()) continue;
        arrivals.push({ laneId: lane.id, at: new Date(at), subQueue, slotStart: slotStart === null ? null : new Date(slotStart), intent });
      }
    }
  }
  // Stable: arrivals at the same millisecond keep the order they were drawn in.
  return arrivals.sort((a, b) => a.at.getTime() - b.at.getTime()).map((arrival, i) => ({ ...arrival, n: i + 1 }));
}
