import { describe, expect, it } from "vitest";
import { formatClock, formatDayMonth, formatSchedule, weekdayNamesOf } from "./format.ts";

const schedule = {
  "1": [{ from: "08:00", to: "20:00" }],
  "2": [{ from: "08:00", to: "12:30" }, { from: "13:00", to: "20:00" }],
  "6": [{ from: "00:00", to: "24:00" }],
};

describe("formatSchedule (SPEC §9: weekdays abbreviated Mon to Sun)", () => {
  it("writes the weekdays Monday to Sunday, abbreviated, in each language", () => {
    expect(weekdayNamesOf("en")).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(weekdayNamesOf("uk")).toEqual(["пн", "вт", "ср", "чт", "пт", "сб", "нд"]);
    expect(weekdayNamesOf("pl")).toEqual(["pon.", "wt.", "śr.", "czw.", "pt.", "sob.", "niedz."]);
  });

  it("gives each day its hours and minutes, and closed days no hours", () => {
    expect(formatSchedule(schedule, "en")).toEqual([
      { weekday: "Mon", hours: ["08:00–20:00"] },
      { weekday: "Tue", hours: ["08:00–12:30", "13:00–20:00"] },
      { weekday: "Wed", hours: [] },
      { weekday: "Thu", hours: [] },
      { weekday: "Fri", hours: [] },
      { weekday: "Sat", hours: ["00:00–24:00"] },
      { weekday: "Sun", hours: [] },
    ]);
    expect(formatSchedule(schedule, "uk")?.slice(0, 2)).toEqual([
      { weekday: "пн", hours: ["08:00–20:00"] },
      { weekday: "вт", hours: ["08:00–12:30", "13:00–20:00"] },
    ]);
  });

  it("reads weekdays keyed by number as well, and says nothing of a lane open all the time", () => {
    expect(formatSchedule({ 7: [{ from: "9:05", to: "17:00" }] }, "sk")?.[6]).toEqual({ weekday: "ne", hours: ["09:05–17:00"] });
    expect(formatSchedule(null, "en")).toBeNull();
  });
});

describe("formatDayMonth and formatClock (a chart's axis, a table's row: the language's own short forms)", () => {
  const saturday = "2026-11-14T00:00:00Z";

  it("writes a day and its month short, in each language's order and words", () => {
    expect(formatDayMonth(saturday, "uk", "UTC")).toBe("14 лист.");
    expect(formatDayMonth(saturday, "en", "UTC")).toBe("Nov 14");
    expect(formatDayMonth(saturday, "pl", "UTC")).toBe("14 lis");
    expect(formatDayMonth(saturday, "hu", "UTC")).toBe("nov. 14.");
  });

  it("adds the weekday when asked", () => {
    expect(formatDayMonth(saturday, "uk", "UTC", { weekday: true })).toBe("сб, 14 лист.");
    expect(formatDayMonth(saturday, "en", "UTC", { weekday: true })).toBe("Sat, Nov 14");
  });

  it("reads the day in the time zone given: a Kyiv midnight is still the day before in UTC", () => {
    expect(formatDayMonth("2026-11-13T22:30:00Z", "en", "Europe/Kyiv")).toBe("Nov 14");
    expect(formatDayMonth("2026-11-13T22:30:00Z", "en", "UTC")).toBe("Nov 13");
  });

  it("writes a wall-clock time as 24-hour hours and minutes", () => {
    expect(formatClock("0:00", "en")).toBe("00:00");
    expect(formatClock("23:00", "uk")).toBe("23:00");
  });
});
