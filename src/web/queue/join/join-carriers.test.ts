import { describe, expect, it } from "vitest";
import { idParam, joinCarriersOf, joinSearch } from "./join-carriers.ts";

describe("joinCarriersOf", () => {
  it("lists the profile's carriers in vehicle-type order", () => {
    expect(
      joinCarriersOf({
        "3": { id: 7, vehicle_type: 3, has_enough_carrier_info: false },
        "1": { id: 4, vehicle_type: 1, has_enough_carrier_info: true },
      }),
    ).toEqual([
      { id: 4, vehicleType: 1, hasEnoughCarrierInfo: true },
      { id: 7, vehicleType: 3, hasEnoughCarrierInfo: false },
    ]);
    expect(joinCarriersOf(undefined)).toEqual([]);
  });
});

describe("idParam", () => {
  it.each([
    ["12", 12],
    ["0", null],
    ["-3", null],
    ["1e3", null],
    ["", null],
    [null, null],
    ["9999999999", null],
  ])("%s → %s", (value, id) => {
    expect(idParam(value)).toBe(id);
  });
});

describe("joinSearch", () => {
  it("carries the checkpoint when there is one", () => {
    expect(joinSearch(5)).toBe("?checkpoint=5");
    expect(joinSearch(null)).toBe("");
  });
});
