import { describe, expect, it } from "vitest";
import { buildSlots, freePlacesToday, weekdayOf, withFreePlaces, zonedInstant, type TimeslotLane } from "./slots.ts";

const allDays = [{ from: "00:00", to: "24:00" }];
const lane: TimeslotLane = {
  timeZone: "Europe/Kyiv",
  schedule: { 1: allDays, 2: allDays, 3: allDays, 4: allDays, 5: allDays, 6: allDays, 7: allDays },
  slotMinutes: 60,
  placesPerSlot: 4,
};

describe("timeslots in the checkpoint's time zone", () => {
  it("knows the weekday of a date", () => {
    expect(weekdayOf("2026-11-22")).toBe(7);
    expect(weekdayOf("2026-11-23")).toBe(1);
  });

  it.each([
    ["an ordinary day", "2026-11-22", 24, "2026-11-21T22:00:00.000Z"],
    ["the spring DST change (clocks forward)", "2026-03-29", 23, "2026-03-28T22:00:00.000Z"],
    ["the autumn DST change (clocks back)", "2026-10-25", 25, "2026-10-24T21:00:00.000Z"],
  ])("has one slot per real hour on %s", (_, date, count, first) => {
    const slots = buildSlots(lane, date);
    expect(slots).toHaveLength(count);
    expect(slots[0]!.start.toISOString()).toBe(first);
    // Half-open and back to back: each slot ends where the next begins.
    for (let i = 1; i < slots.length; i++) expect(slots[i]!.start).toEqual(slots[i - 1]!.end);
  });

  it("follows the opening hours of the weekday, and has none on a closed day", () => {
    const weekdays: TimeslotLane = { ...lane, schedule: { 1: [{ from: "08:00", to: "12:00" }, { from: "13:00", to: "17:30" }] }, slotMinutes: 30 };
    const monday = buildSlots(weekdays, "2026-11-23");
    expect(monday).toHaveLength(8 + 9);
    expect(monday[0]!.start).toEqual(zonedInstant("2026-11-23", "08:00", "Europe/Kyiv"));
    expect(monday.at(-1)!.end).toEqual(zonedInstant("2026-11-23", "17:30", "Europe/Kyiv"));
    expect(buildSlots(weekdays, "2026-11-22")).toEqual([]);
  });

  it("counts free places per slot and today's still to come", () => {
    const now = zonedInstant("2026-11-22", "21:30", "Europe/Kyiv");
    const taken = (slot: { start: Date }) => (slot.start.getTime() === zonedInstant("2026-11-22", "22:00", "Europe/Kyiv").getTime() ? 3 : 0);
    const slots = withFreePlaces(buildSlots(lane, "2026-11-22"), taken);
    expect(slots[22]).toMatchObject({ free: 1 });
    // 22:00 (1 free) and 23:00 (4 free) have not begun; 21:00 has.
    expect(freePlacesToday(lane, now, taken)).toBe(5);
  });
});
