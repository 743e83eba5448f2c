import { describe, expect, it } from "vitest";
import { parseWeeklyHours } from "./weekly-hours.ts";

describe("weekly hours", () => {
  it("reads day ranges and single days with one or more spans", () => {
    expect(parseWeeklyHours("1-5 09:00-18:00; 6 10:00-12:00 13:00-14:00")).toEqual({
      hours: {
        1: [{ from: "09:00", to: "18:00" }],
        2: [{ from: "09:00", to: "18:00" }],
        3: [{ from: "09:00", to: "18:00" }],
        4: [{ from: "09:00", to: "18:00" }],
        5: [{ from: "09:00", to: "18:00" }],
        6: [
          { from: "10:00", to: "12:00" },
          { from: "13:00", to: "14:00" },
        ],
      },
    });
  });

  it.each(["", "8 09:00-18:00", "5-1 09:00-18:00", "1-5", "1 9:00-18:00", "1 18:00-09:00", "1 24:00-25:00", "1-5 09:00-18:00; 5 10:00-11:00"])(
    "refuses %j",
    (text) => {
      expect(parseWeeklyHours(text)).toHaveProperty("error");
    },
  );
});
