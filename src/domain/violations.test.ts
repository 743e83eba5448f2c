import { describe, expect, it } from "vitest";
import { termDays, violationEndsAt, violationStatus } from "./violations.ts";

const occurred = new Date("2026-11-01T10:00:00Z");

describe("violations and blockings", () => {
  it("a violation counts for 30 days, a blocking lasts its term", () => {
    expect(violationEndsAt("no-show", occurred).toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(violationEndsAt("blocking", occurred).toISOString()).toBe("2026-11-15T10:00:00.000Z");
    expect(termDays(occurred, violationEndsAt("blocking", occurred, 7))).toBe(7);
  });

  it.each([
    ["2026-11-15T09:59:59Z", "active"],
    ["2026-11-15T10:00:00Z", "archived"],
  ] as const)("at %s a blocking ending 2026-11-15T10:00Z is %s", (now, status) => {
    expect(violationStatus(violationEndsAt("blocking", occurred), new Date(now))).toBe(status);
  });
});
