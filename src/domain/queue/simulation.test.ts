import { describe, expect, it } from "vitest";
import { FlowType, VehicleType } from "../codes.ts";
import { arrivalRate, gateIntervalMs, seededRandom, simulateArrivals, type SimLane } from "./simulation.ts";

const lane = (id: number, vehicleType: VehicleType, capacityPerHour: number, flowType: FlowType = FlowType.Dynamic): SimLane => ({
  id,
  vehicleType,
  flowType,
  capacityPerHour,
  isOpen: true,
  timeZone: "Europe/Kyiv",
  slotMinutes: 60,
});

// Yahodyn's truck lanes (14 + 7 + 4 an hour), a bus lane with timeslots; Monday 2 to Sunday 8 November 2026, Kyiv time.
const LANES = [lane(1, VehicleType.Truck, 14), lane(2, VehicleType.Truck, 7), lane(3, VehicleType.Truck, 4), lane(4, VehicleType.Bus, 4, FlowType.Timeslot)];
const FROM = new Date("2026-11-01T22:00:00Z");
const TO = new Date("2026-11-08T22:00:00Z");
const week = simulateArrivals({ lanes: LANES, from: FROM, to: TO, seed: 7 });
const localDay = (at: Date) => new Date(at.getTime() + 2 * 3_600_000).toISOString().slice(0, 10);
const trucks = week.filter((a) => a.laneId <= 3);

describe("the simulated border's people", () => {
  it("are the same for the same seed, and others for another", () => {
    const again = simulateArrivals({ lanes: LANES, from: FROM, to: TO, seed: 7 });
    expect(again).toEqual(week);
    expect(simulateArrivals({ lanes: LANES, from: FROM, to: TO, seed: 8 }).length).not.toBe(week.length);
    const random = seededRandom(1);
    expect([random(), random()]).toEqual([expect.any(Number), expect.any(Number)]);
  });

  it("come in time order, numbered, within the range", () => {
    expect(week.map((a) => a.n)).toEqual(week.map((_, i) => i + 1));
    for (let i = 1; i < week.length; i += 1) expect(week[i]!.at.getTime()).toBeGreaterThanOrEqual(week[i - 1]!.at.getTime());
    expect(week.every((a) => a.at >= FROM && a.at < TO)).toBe(true);
  });

  it("bring about 600 trucks on a weekday, fewer at the weekend and at night", () => {
    const trucksOn = (day: string) => trucks.filter((a) => localDay(a.at) === day).length;
    for (const day of ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"]) {
      expect(trucksOn(day)).toBeGreaterThan(520);
      expect(trucksOn(day)).toBeLessThan(700);
    }
    expect(trucksOn("2026-11-08")).toBeLessThan(trucksOn("2026-11-04") * 0.75);
    expect(arrivalRate(LANES[0]!, 3, 3)).toBeLessThan(arrivalRate(LANES[0]!, 3, 10) / 2);
    expect(arrivalRate(LANES[0]!, 3, 21)).toBeLessThan(arrivalRate(LANES[0]!, 3, 14));
  });

  it("intend what drivers do: most confirm within minutes, some never (no-shows), some cancel", () => {
    const share = (test: (a: (typeof week)[number]) => boolean) => week.filter(test).length / week.length;
    expect(share((a) => a.intent.confirmAfterMs === null && a.intent.cancelAfterMs === null && a.intent.cancelOnCallMs === null)).toBeCloseTo(0.06, 1);
    expect(share((a) => a.intent.cancelAfterMs !== null)).toBeCloseTo(0.03, 1);
    expect(share((a) => a.intent.cancelOnCallMs !== null)).toBeCloseTo(0.01, 1);
    for (const { intent } of week) {
      if (intent.confirmAfterMs !== null) expect(intent.confirmAfterMs).toBeLessThan(10 * 60_000);
      expect(intent.controlMs).toBeGreaterThanOrEqual(8 * 60_000);
    }
  });

  it("want timeslots ahead, none past the end, and only at timeslot lanes", () => {
    for (const arrival of week) {
      if (arrival.laneId !== 4) expect(arrival.slotStart).toBeNull();
      else {
        expect(arrival.slotStart!.getTime()).toBeGreaterThan(arrival.at.getTime() + 3_600_000);
        expect(arrival.slotStart!.getTime()).toBeLessThan(TO.getTime());
      }
    }
    expect(week.filter((a) => a.laneId === 4).length).toBeGreaterThan(0);
  });

  it("meet a gate a little faster than the lane's nominal capacity", () => {
    expect(gateIntervalMs(LANES[0]!)).toBeCloseTo(3_600_000 / (14 * 1.3), 0);
  });
});
