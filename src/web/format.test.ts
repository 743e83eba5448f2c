import { describe, expect, it } from "vitest";
import { formatSchedule, weekdayNamesOf } from "./format.ts";

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
