import { describe, expect, it } from "vitest";
import { laneConfig } from "../../../tests/support/lane-config.ts";
import { FlowType, VehicleType } from "../codes.ts";
import { bookableSlot, categoriesFor, isWithinOpeningHours, chooseLane, dynamicPart, entryKindFor, isGoodsGroup1to24, subQueueFor, takesBookings, timeslotPart } from "./lanes.ts";

const lane = laneConfig;

describe("lane choice", () => {
  it.each([
    ["0702", true],
    ["2401", true],
    ["2501", false],
    ["8703", false],
    [null, false],
    ["x", false],
  ] as const)("UKTZED %s in groups 1–24: %s", (code, inGroups) => {
    expect(isGoodsGroup1to24(code)).toBe(inGroups);
  });

  it("sends empty trucks and agri-food goods to their lanes, falling back to the general lane", () => {
    expect(categoriesFor(VehicleType.Truck, { empty: true })).toEqual(["truck-empty", "truck-general"]);
    expect(categoriesFor(VehicleType.Truck, { cargoCode: "0805" })).toEqual(["truck-goods-1-24", "truck-general"]);
    expect(categoriesFor(VehicleType.Bus, { regularTrip: true })).toEqual(["bus-regular"]);
    const lanes = [
      { id: 1, vehicleType: VehicleType.Truck, category: "truck-general", direction: "exit" },
      { id: 2, vehicleType: VehicleType.Truck, category: "truck-goods-1-24", direction: "exit" },
    ] as const;
    expect(chooseLane(lanes, VehicleType.Truck, { empty: true })?.id).toBe(1);
    expect(chooseLane(lanes, VehicleType.Truck, { cargoCode: "0805" })?.id).toBe(2);
    expect(chooseLane(lanes, VehicleType.Bus, {})).toBeNull();
  });

  it.each([
    [FlowType.Dynamic, false, "dynamic"],
    [FlowType.Dynamic, true, null],
    [FlowType.Timeslot, true, "timeslot"],
    [FlowType.Timeslot, false, null],
    [FlowType.Hybrid, true, "timeslot"],
    [FlowType.Hybrid, false, "dynamic"],
  ] as const)("flow %i with a slot %s makes a %s entry", (flow, withSlot, kind) => {
    expect(entryKindFor(flow, withSlot)).toBe(kind);
  });

  it("puts perishable and trusted cargo in their sub-queues", () => {
    expect(subQueueFor({ perishable: true, trusted: true })).toBe("perishable-trusted");
    expect(subQueueFor({ perishable: true })).toBe("perishable");
    expect(subQueueFor({ trusted: true })).toBe("trusted");
    expect(subQueueFor({})).toBe("general");
  });
});

describe("a hybrid lane's two parts", () => {
  it("splits capacity between timeslots and the dynamic queue", () => {
    const hybrid = lane({ capacityPerHour: 30, timeslotShare: 0.4 });
    expect(timeslotPart(hybrid).placesPerSlot).toBe(12);
    expect(dynamicPart(hybrid).capacityPerHour).toBe(18);
    const timeslot = lane({ flowType: FlowType.Timeslot, capacityPerHour: 4, slotMinutes: 30 });
    expect(timeslotPart(timeslot).placesPerSlot).toBe(2);
  });
});

describe("bookableSlot", () => {
  const now = new Date("2026-11-22T10:15:00Z"); // 12:15 in Kyiv
  it("accepts a future slot start of the lane and refuses past, misaligned or far slots", () => {
    const timeslot = lane({ flowType: FlowType.Timeslot, capacityPerHour: 4 });
    expect(bookableSlot(timeslot, new Date("2026-11-22T11:00:00Z"), now)?.capacity).toBe(4);
    expect(bookableSlot(timeslot, new Date("2026-11-22T10:00:00Z"), now)).toBeNull();
    expect(bookableSlot(timeslot, new Date("2026-11-22T11:30:00Z"), now)).toBeNull();
    expect(bookableSlot(timeslot, new Date("2026-12-22T11:00:00Z"), now)).toBeNull();
  });
});

describe("isWithinOpeningHours", () => {
  it("follows the lane's hours in its time zone; no schedule is always open", () => {
    const weekdays = { 1: [{ from: "08:00", to: "20:00" }], 2: [{ from: "08:00", to: "20:00" }] } as const;
    const scheduled = lane({ schedule: weekdays });
    // Monday 23 November 2026: 08:00 in Kyiv is 06:00 UTC.
    expect(isWithinOpeningHours(scheduled, new Date("2026-11-23T05:59:00Z"))).toBe(false);
    expect(isWithinOpeningHours(scheduled, new Date("2026-11-23T06:00:00Z"))).toBe(true);
    expect(isWithinOpeningHours(scheduled, new Date("2026-11-23T18:00:00Z"))).toBe(false);
    expect(isWithinOpeningHours(scheduled, new Date("2026-11-22T12:00:00Z"))).toBe(false); // Sunday
    expect(isWithinOpeningHours(lane({}), new Date("2026-11-22T03:00:00Z"))).toBe(true);
  });
});

describe("takesBookings", () => {
  const configured = ["yahodyn-dorohusk"];
  it("follows BOOKING_CHECKPOINTS where an administrator has not chosen", () => {
    expect(takesBookings({ slug: "yahodyn-dorohusk", isOpen: true, takesBookings: null }, configured)).toBe(true);
    expect(takesBookings({ slug: "rava-ruska-hrebenne", isOpen: true, takesBookings: null }, configured)).toBe(false);
  });
  it("honours the administrator's choice either way, and never books a closed checkpoint", () => {
    expect(takesBookings({ slug: "yahodyn-dorohusk", isOpen: true, takesBookings: false }, configured)).toBe(false);
    expect(takesBookings({ slug: "rava-ruska-hrebenne", isOpen: true, takesBookings: true }, configured)).toBe(true);
    expect(takesBookings({ slug: "rava-ruska-hrebenne", isOpen: false, takesBookings: true }, configured)).toBe(false);
  });
});
