import { describe, expect, it } from "vitest";
import { annulSchema, laneCapacitySchema, laneOpenSchema } from "./operator.ts";

describe("the operator's forms", () => {
  it.each([
    [{ entry: "7", reason: "  no-show at the gate " }, { entry: 7, reason: "no-show at the gate" }],
    [{ entry: "7", reason: "ab" }, null],
    [{ entry: "7", reason: "x".repeat(501) }, null],
    [{ entry: "", reason: "duplicate" }, null],
  ])("annul %j", (input, expected) => {
    const parsed = annulSchema.safeParse(input);
    expect(parsed.success ? parsed.data : null).toEqual(expected);
  });

  it.each([
    ["1", 1],
    ["1000", 1000],
    ["0", null],
    ["1001", null],
    ["2.5", null],
    ["", null],
  ])("capacity %s", (capacity_per_hour, expected) => {
    const parsed = laneCapacitySchema.safeParse({ capacity_per_hour });
    expect(parsed.success ? parsed.data.capacity_per_hour : null).toBe(expected);
  });

  it("reads the lane's open switch", () => {
    expect(laneOpenSchema.parse({ is_open: "false" })).toEqual({ is_open: false });
    expect(laneOpenSchema.safeParse({ is_open: "maybe" }).success).toBe(false);
  });
});
