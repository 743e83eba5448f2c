import { describe, expect, it } from "vitest";
import { distanceKm, groupByCountryAndCheckpoint, offersAll, servicesFilter, sketchPoints } from "./waiting-areas.ts";

describe("servicesFilter", () => {
  it.each([
    [[], []],
    [["shower,wifi"], ["wifi", "shower"]],
    [["wifi", "shower", "wifi"], ["wifi", "shower"]],
    [["sauna", " wc "], ["wc"]],
  ])("%j gives %j", (values, expected) => expect(servicesFilter(values)).toEqual(expected));
});

describe("offersAll", () => {
  it("needs every service asked for; none asked keeps all", () => {
    expect(offersAll(["wifi", "wc"], [])).toBe(true);
    expect(offersAll(["wifi", "wc"], ["wc", "wifi"])).toBe(true);
    expect(offersAll(["wifi", "wc"], ["wifi", "shower"])).toBe(false);
  });
});

describe("groupByCountryAndCheckpoint", () => {
  const area = (id: number, checkpointId: number, country: "PL" | "MD" | "SK") => ({ id, name: `a${id}`, checkpoint: { id: checkpointId, name: `c${checkpointId}`, country } });
  it("groups by border in the countries' order, then by checkpoint as met, keeping the areas' order", () => {
    const groups = groupByCountryAndCheckpoint([area(1, 9, "MD"), area(2, 1, "PL"), area(3, 2, "PL"), area(4, 1, "PL")]);
    expect(groups.map((g) => g.country)).toEqual(["PL", "MD"]);
    expect(groups[0]!.checkpoints.map((c) => [c.checkpoint.id, c.areas.map((a) => a.id)])).toEqual([
      [1, [2, 4]],
      [2, [3]],
    ]);
  });
});

describe("sketchPoints", () => {
  it("puts the checkpoint north-west of an area south-east of it, inside the margins", () => {
    const { area, checkpoint } = sketchPoints({ lat: 51.18, lng: 23.8 }, { lat: 51.19, lng: 23.78 });
    expect(checkpoint.x).toBeLessThan(area.x);
    expect(checkpoint.y).toBeLessThan(area.y);
    for (const p of [area, checkpoint]) for (const v of [p.x, p.y]) {
      expect(v).toBeGreaterThanOrEqual(30);
      expect(v).toBeLessThanOrEqual(170);
    }
  });
  it("centres both when they are at one place", () => {
    expect(sketchPoints({ lat: 1, lng: 1 }, { lat: 1, lng: 1 })).toEqual({ area: { x: 100, y: 100 }, checkpoint: { x: 100, y: 100 } });
  });
});

describe("distanceKm", () => {
  it("measures a degree of latitude as about 111 km", () => {
    expect(distanceKm({ lat: 50, lng: 24 }, { lat: 51, lng: 24 })).toBeCloseTo(111.2, 0);
  });
});
