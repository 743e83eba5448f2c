import { describe, expect, it } from "vitest";
import { LOCALES } from "../../domain/locales.ts";
import { COUNT_STEPS, countLabel, DAY_STEPS, dayLabel, daySeconds, HOUR_STEPS, hourLabel, SECONDS_PER_DAY } from "./chart-axis.ts";

describe("the statistics charts' axes, in the page's language", () => {
  it("puts a day of the range on its UTC midnight, a day apart from the next", () => {
    expect(daySeconds("2026-11-14")).toBe(Date.UTC(2026, 10, 14) / 1000);
    expect(daySeconds("2026-11-15") - daySeconds("2026-11-14")).toBe(SECONDS_PER_DAY);
    // 25 October 2026: summer time ends in Kyiv; a day on the chart is still a day long.
    expect(daySeconds("2026-10-26") - daySeconds("2026-10-25")).toBe(SECONDS_PER_DAY);
  });

  it("labels a day with its day and short month, never uPlot's month/day", () => {
    const day = daySeconds("2026-11-14");
    expect(dayLabel(day, "uk")).toBe("14 лист.");
    expect(dayLabel(day, "en")).toBe("Nov 14");
    expect(dayLabel(day, "ro")).toBe("14 nov.");
    expect(dayLabel(day, "tr")).toBe("14 Kas");
    for (const locale of LOCALES) expect(dayLabel(day, locale), locale).not.toMatch(/^11\/14$/);
  });

  it("labels the hours of the day as 24-hour times, and the counts as the language writes numbers", () => {
    expect(hourLabel(0, "en")).toBe("00:00");
    expect(hourLabel(23, "hu")).toBe("23:00");
    expect(countLabel(1250, "en")).toBe("1,250");
    expect(countLabel(1250, "uk")).toBe("1\u00a0250");
  });

  it("steps its ticks by whole days, whole hours and whole counts only", () => {
    for (const step of DAY_STEPS) expect(step % SECONDS_PER_DAY).toBe(0);
    for (const step of [...HOUR_STEPS, ...COUNT_STEPS]) expect(Number.isInteger(step)).toBe(true);
  });
});
