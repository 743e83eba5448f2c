import { describe, expect, it } from "vitest";
import { effectiveRate, estimatedEntry, splitCapacity } from "./estimate.ts";

const now = new Date("2026-11-22T10:00:00Z");

describe("the estimated entry time", () => {
  it.each([
    ["the capacity, without enough observations", { capacityPerHour: 10, observedAdmissions: 3, observedHours: 3 }, 10],
    ["the capacity and the observed throughput, half each", { capacityPerHour: 10, observedAdmissions: 18, observedHours: 3 }, 8],
    ["a faster lane than planned", { capacityPerHour: 10, observedAdmissions: 42, observedHours: 3 }, 12],
  ])("counts on %s", (_, lane, rate) => {
    expect(effectiveRate(lane)).toBe(rate);
  });

  it("puts the 20th entry two hours ahead on a lane of 10 an hour, and none on a lane admitting no one", () => {
    expect(estimatedEntry(20, { capacityPerHour: 10, observedAdmissions: 0, observedHours: 3 }, now)?.toISOString()).toBe("2026-11-22T12:00:00.000Z");
    expect(estimatedEntry(1, { capacityPerHour: 0, observedAdmissions: 0, observedHours: 3 }, now)).toBeNull();
  });

  it("splits a hybrid lane's capacity between timeslots and the dynamic queue", () => {
    expect(splitCapacity(10, 0.3)).toEqual({ timeslot: 3, dynamic: 7 });
    expect(splitCapacity(10, 1.5)).toEqual({ timeslot: 10, dynamic: 0 });
  });
});
