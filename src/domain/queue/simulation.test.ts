import { describe, expect, it } from "vitest";
import { FlowType, QueueStatus, VehicleType } from "../codes.ts";
import { arrivalRate, seededRandom, simulateQueues, type SimLane } from "./simulation.ts";
import { transition } from "./transitions.ts";

const lane = (id: number, vehicleType: VehicleType, capacityPerHour: number, flowType: FlowType = FlowType.Dynamic): SimLane => ({
  id,
  checkpointId: 1,
  direction: "exit",
  vehicleType,
  flowType,
  category: vehicleType === VehicleType.Truck ? "truck-general" : vehicleType === VehicleType.Bus ? "bus-regular" : "car",
  capacityPerHour,
  isOpen: true,
  timeZone: "Europe/Kyiv",
  weights: { perishable: 1, trusted: 1, general: 5 },
  callHorizonHours: 1,
  leadMinutes: 60,
  slotMinutes: 60,
  timeslotShare: 0.5,
  schedule: null,
  requiresCheckIn: false,
});

// Yahodyn's truck lanes (14 + 7 + 4 an hour), a bus lane with timeslots; Monday 2 to Sunday 8 November 2026, Kyiv time.
const LANES = [lane(1, VehicleType.Truck, 14), lane(2, VehicleType.Truck, 7), lane(3, VehicleType.Truck, 4), lane(4, VehicleType.Bus, 4, FlowType.Timeslot)];
const FROM = new Date("2026-11-01T22:00:00Z");
const TO = new Date("2026-11-08T22:00:00Z");
const week = simulateQueues({ lanes: LANES, from: FROM, to: TO, seed: 7 });
const localDay = (at: Date) => new Date(at.getTime() + 2 * 3_600_000).toISOString().slice(0, 10);

describe("the simulated border", () => {
  it("is the same for the same seed, and another for another", () => {
    const again = simulateQueues({ lanes: LANES, from: FROM, to: TO, seed: 7 });
    expect(again.map((e) => [e.registeredAt.getTime(), e.state.status])).toEqual(week.map((e) => [e.registeredAt.getTime(), e.state.status]));
    expect(simulateQueues({ lanes: LANES, from: FROM, to: TO, seed: 8 }).length).not.toBe(week.length);
    const random = seededRandom(1);
    expect([random(), random()]).toEqual([expect.any(Number), expect.any(Number)]);
  });

  it("brings about 600 trucks on a weekday, fewer at the weekend and at night", () => {
    const trucksOn = (day: string) => week.filter((e) => e.lane.vehicleType === VehicleType.Truck && localDay(e.registeredAt) === day).length;
    for (const day of ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"]) {
      expect(trucksOn(day)).toBeGreaterThan(520);
      expect(trucksOn(day)).toBeLessThan(700);
    }
    expect(trucksOn("2026-11-08")).toBeLessThan(trucksOn("2026-11-04") * 0.75);
    expect(arrivalRate(LANES[0]!, 3, 3)).toBeLessThan(arrivalRate(LANES[0]!, 3, 10) / 2);
    expect(arrivalRate(LANES[0]!, 3, 21)).toBeLessThan(arrivalRate(LANES[0]!, 3, 14));
  });

  it("has every outcome: crossed, no-shows, cancellations, and a live queue at the end", () => {
    const count = (status: number) => week.filter((e) => e.state.status === status).length;
    expect(count(QueueStatus.Passed) / week.length).toBeGreaterThan(0.8);
    expect(count(QueueStatus.Expired)).toBeGreaterThan(0);
    expect(count(QueueStatus.Cancelled)).toBeGreaterThan(0);
    expect(week.some((e) => e.kind === "timeslot" && e.state.status === QueueStatus.Passed)).toBe(true);
    expect(week.every((e) => e.endedAt === null || e.endedAt <= TO)).toBe(true);
  });

  it("records each change as the state machine makes it, in time order, as the engine's history", () => {
    for (const entry of week) {
      const [submit, ...changes] = entry.history;
      expect(submit).toMatchObject({ event: "submit", actor: "user", before: null });
      let state = submit!.after;
      let at = submit!.at.getTime();
      for (const change of changes) {
        expect(change.before).toEqual(state);
        expect(change.at.getTime()).toBeGreaterThanOrEqual(at);
        const type = change.event === "expire" ? "deadline" : change.event;
        const result = transition(state, { type } as Parameters<typeof transition>[1], change.at);
        expect(result).toMatchObject({ ok: true, entry: change.after });
        state = change.after;
        at = change.at.getTime();
      }
      expect(state).toEqual(entry.state);
      // Called up by the clock, confirmed and cancelled by the driver, admitted and passed by the operator.
      const actors = Object.fromEntries(changes.map((c) => [c.event, c.actor]));
      if (actors["call-up"]) expect(actors["call-up"]).toBe("clock");
      if (actors.admit) expect(actors.admit).toBe("operator");
    }
  });

  it("calls no one before their slot's lead time, and admits no one before they confirmed", () => {
    for (const entry of week) {
      if (entry.kind === "timeslot" && entry.state.calledAt) expect(entry.state.calledAt.getTime()).toBeGreaterThanOrEqual(entry.slotStart!.getTime() - 3_600_000);
      if (entry.admittedAt) expect(entry.admittedAt.getTime()).toBeGreaterThan(entry.state.confirmedAt!.getTime());
    }
  });
});
