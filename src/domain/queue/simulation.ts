/**
 * A day at the border, simulated (docs/statistics.md): arrivals at each lane at realistic rates
 * (its capacity, lower at night, in the evening and at the weekend), then the queue's own rules
 * step by step on a moving clock: the clock's call-ups (`callUp`, within the lane's opening hours,
 * timeslot entries at their slot minus the lead time) and deadlines, drivers' confirmations and
 * cancellations, and the checkpoint admitting at its capacity and passing after control. Every
 * change goes through the state machine (`transition`), as the engine's `applyEvent` does, and is
 * kept as the history row the engine would write. Deterministic: one seeded random source.
 * Pure: what it produces is written to the database by the server's simulation module.
 */
import { QueueStatus, VehicleType, type FlowType } from "../codes.ts";
import { callUp, type RoundRobinState, type WaitingEntry } from "./call-up.ts";
import { dynamicPart, isWithinOpeningHours, type EntryKind, type LaneConfig } from "./lanes.ts";
import { DEFAULT_QUEUE_POLICY, HOUR_MS, MINUTE_MS, type QueuePolicy } from "./policy.ts";
import { transition, type QueueEntryState, type QueueEvent } from "./transitions.ts";

export type SimLane = Pick<
  LaneConfig,
  "id" | "checkpointId" | "vehicleType" | "flowType" | "category" | "capacityPerHour" | "isOpen" | "timeZone" | "weights" | "callHorizonHours" | "leadMinutes" | "slotMinutes" | "timeslotShare" | "schedule" | "requiresCheckIn" | "direction"
> & { flowType: FlowType };

export interface SimHistory {
  event: "submit" | "call-up" | "confirm" | "expire" | "admit" | "pass" | "cancel";
  actor: "user" | "clock" | "operator";
  at: Date;
  before: QueueEntryState | null;
  after: QueueEntryState;
}

export interface SimEntry {
  /** 1, 2, …: the order of registration in this run. */
  n: number;
  lane: SimLane;
  kind: EntryKind;
  subQueue: string;
  slotStart: Date | null;
  registeredAt: Date;
  state: QueueEntryState;
  admittedAt: Date | null;
  endedAt: Date | null;
  history: SimHistory[];
}

export interface SimulationOptions {
  lanes: readonly SimLane[];
  from: Date;
  to: Date;
  seed: number;
  /** How often the clock pass runs (minutes). */
  stepMinutes?: number;
  policy?: QueuePolicy;
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
  // Knuth's method: the means here are small (a lane's arrivals in one step).
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

/** What a driver will do, drawn when they book. */
interface Intent {
  cancelAfterMs: number | null;
  /** Cancels when called up instead of confirming (a late cancellation). */
  cancelOnCallMs: number | null;
  confirmAfterMs: number | null;
  driveMs: number;
  controlMs: number;
}

function intentOf(random: () => number): Intent {
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

interface Live {
  entry: SimEntry;
  intent: Intent;
}

/**
 * Runs the lanes from `from` to `to` (the clock moved in steps); answers every entry registered,
 * with its history. Entries still open at `to` are left as they are: the live queue.
 */
export function simulateQueues(options: SimulationOptions): SimEntry[] {
  const { lanes, from, to, seed, stepMinutes = 5, policy = DEFAULT_QUEUE_POLICY } = options;
  const random = seededRandom(seed);
  const stepMs = stepMinutes * MINUTE_MS;
  const entries: SimEntry[] = [];
  const partsOf = new Map<string, (at: Date) => { weekday: number; hour: number }>();
  const perLane = new Map(
    lanes.map((lane) => [
      lane.id,
      { waiting: [] as Live[], called: [] as Live[], onControl: [] as Live[], robin: {} as RoundRobinState, gateFreeAt: from.getTime() },
    ]),
  );
  const apply = (live: Live, event: QueueEvent, at: Date, actor: SimHistory["actor"]): boolean => {
    const { entry } = live;
    const result = transition(entry.state, event, at, policy);
    if (!result.ok) return false;
    const name = event.type === "deadline" ? "expire" : (event.type as SimHistory["event"]);
    entry.history.push({ event: name, actor, at, before: entry.state, after: result.entry });
    entry.state = result.entry;
    if (event.type === "admit") entry.admittedAt = at;
    if (![QueueStatus.Awaiting, QueueStatus.BeReady, QueueStatus.OnControl].includes(result.entry.status as 30)) entry.endedAt = at;
    return true;
  };

  for (let t = from.getTime() + stepMs; t <= to.getTime(); t += stepMs) {
    const now = new Date(t);
    const stepStart = t - stepMs;
    for (const lane of lanes) {
      const state = perLane.get(lane.id)!;
      const parts = partsOf.get(lane.timeZone) ?? localParts(lane.timeZone);
      partsOf.set(lane.timeZone, parts);
      // Arrivals during the step, each at its own minute.
      if (lane.isOpen) {
        const { weekday, hour } = parts(new Date(stepStart));
        const count = poisson(random, (arrivalRate(lane, weekday, hour) * stepMinutes) / 60);
        const times = Array.from({ length: count }, () => stepStart + Math.floor(random() * stepMs)).sort((a, b) => a - b);
        for (const registered of times) {
          const registeredAt = new Date(registered);
          const timeslot = lane.flowType === 2;
          const slotMs = lane.slotMinutes * MINUTE_MS;
          // A timeslot booking takes a slot a few hours ahead; none past the end of the run.
          const slotStart = timeslot ? new Date((Math.floor(registered / slotMs) + 2 + Math.floor(random() * 6)) * slotMs) : null;
          if (slotStart && slotStart.getTime() > to.getTime()) continue;
          const r = random();
          const subQueue = lane.vehicleType !== VehicleType.Truck ? "general" : r < 0.06 ? "perishable" : r < 0.1 ? "trusted" : "general";
          const initial: QueueEntryState = { status: QueueStatus.Awaiting, calledAt: null, readyDeadline: null, confirmedAt: null, entryDeadline: null, notBefore: null, extensions: 0 };
          const entry: SimEntry = {
            n: entries.length + 1,
            lane,
            kind: timeslot ? "timeslot" : "dynamic",
            subQueue,
            slotStart,
            registeredAt,
            state: initial,
            admittedAt: null,
            endedAt: null,
            history: [{ event: "submit", actor: "user", at: registeredAt, before: null, after: initial }],
          };
          entries.push(entry);
          state.waiting.push({ entry, intent: intentOf(random) });
        }
      }
      // Drivers who give up while waiting.
      state.waiting = state.waiting.filter((live) => {
        const at = live.intent.cancelAfterMs === null ? Infinity : live.entry.registeredAt.getTime() + live.intent.cancelAfterMs;
        return !(at <= t && apply(live, { type: "cancel" }, new Date(at), "user"));
      });
      // Confirmations (or cancellations), at their own times.
      for (const live of state.called) {
        const { entry, intent } = live;
        if (intent.cancelOnCallMs !== null && entry.state.calledAt!.getTime() + intent.cancelOnCallMs <= t) {
          apply(live, { type: "cancel" }, new Date(entry.state.calledAt!.getTime() + intent.cancelOnCallMs), "user");
          continue;
        }
        if (entry.state.confirmedAt || intent.confirmAfterMs === null) continue;
        const at = entry.state.calledAt!.getTime() + intent.confirmAfterMs;
        if (at <= t) apply(live, { type: "confirm" }, new Date(at), "user");
      }
      // The checkpoint admits confirmed vehicles as they reach the gate, at its capacity.
      // The gate clears a little faster than the lane's nominal figure (which the call-ups go by).
      const gateMs = HOUR_MS / Math.max(1, lane.capacityPerHour * 1.3);
      const arriving = state.called
        .filter((live) => live.entry.state.confirmedAt)
        .map((live) => ({ live, at: live.entry.state.confirmedAt!.getTime() + live.intent.driveMs }))
        .sort((a, b) => a.at - b.at);
      for (const { live, at } of arriving) {
        const admitAt = Math.max(at, state.gateFreeAt);
        if (admitAt > t) break;
        if (apply(live, { type: "admit" }, new Date(admitAt), "operator")) {
          state.gateFreeAt = admitAt + gateMs;
          state.onControl.push(live);
        }
      }
      // Control done: passed.
      state.onControl = state.onControl.filter((live) => {
        const at = live.entry.admittedAt!.getTime() + live.intent.controlMs;
        return !(at <= t && apply(live, { type: "pass" }, new Date(at), "operator"));
      });
      // The clock pass: deadlines, then call-ups.
      for (const live of state.called) if (live.entry.state.status === QueueStatus.BeReady) apply(live, { type: "deadline" }, now, "clock");
      state.onControl = state.onControl.filter((live) => live.entry.state.status === QueueStatus.OnControl);
      state.called = state.called.filter((live) => live.entry.state.status === QueueStatus.BeReady);
      state.waiting = state.waiting.filter((live) => live.entry.state.status === QueueStatus.Awaiting);
      if (!lane.isOpen) continue;
      let call: Live[] = [];
      if (lane.flowType === 2) {
        call = state.waiting.filter((live) => live.entry.slotStart!.getTime() - lane.leadMinutes * MINUTE_MS <= t);
      } else if (isWithinOpeningHours(lane, now)) {
        const byId = new Map(state.waiting.map((live) => [live.entry.n, live]));
        const waiting: WaitingEntry[] = state.waiting.map(({ entry }) => ({
          id: entry.n,
          subQueue: entry.subQueue,
          registeredAt: entry.registeredAt,
          priority: 0,
          notBefore: entry.state.notBefore,
          checkedIn: true,
        }));
        const chosen = callUp(dynamicPart(lane as LaneConfig), waiting, state.called.length, now, state.robin);
        state.robin = chosen.state;
        call = chosen.call.map((id) => byId.get(id)!);
      }
      for (const live of call) if (apply(live, { type: "call-up" }, now, "clock")) state.called.push(live);
      if (call.length > 0) state.waiting = state.waiting.filter((live) => live.entry.state.status === QueueStatus.Awaiting);
    }
  }
  return entries;
}
