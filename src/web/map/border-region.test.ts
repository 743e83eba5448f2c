import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bordersFile } from "../../../scripts/map-borders-source.ts";
import { clipRing, regionBorders } from "./border-region.ts";

const BOX = { west: 0, east: 10, south: 0, north: 10 };

describe("the region's borders", () => {
  it("keep a ring inside the box as it is, drop one outside, and cut one across its edge", () => {
    const inside: Array<[number, number]> = [[1, 1], [2, 1], [2, 2], [1, 1]];
    expect(clipRing(inside, BOX)).toEqual(inside);
    expect(clipRing([[20, 20], [21, 20], [21, 21]], BOX)).toEqual([]);
    expect(clipRing([[5, 5], [15, 5], [15, 8], [5, 8]], BOX)).toEqual([[5, 5], [10, 5], [10, 8], [5, 8]]);
  });

  it("are the countries with a part in the region, rounded to 0.001°", () => {
    const square = (west: number, south: number) => [[[west, south], [west + 1.23456, south], [west + 1.23456, south + 1], [west, south + 1], [west, south]]];
    const collection = regionBorders([
      { type: "Feature", properties: { name: "Ukraine" }, geometry: { type: "Polygon", coordinates: square(30, 49) } },
      { type: "Feature", properties: { name: "Far away" }, geometry: { type: "Polygon", coordinates: square(100, 10) } },
    ]);
    expect(collection.features.map((country) => country.properties.name)).toEqual(["Ukraine"]);
    expect(collection.features[0]!.geometry.coordinates[0]![0]![1]).toEqual([31.235, 49]);
  });

  it("in src/web/map/borders.json are what the installed Natural Earth package gives (node scripts/map-borders.ts)", () => {
    const file = readFileSync(new URL("./borders.json", import.meta.url), "utf8");
    expect(file === bordersFile()).toBe(true);
    const names = (JSON.parse(file) as { features: Array<{ properties: { name: string } }> }).features.map((country) => country.properties.name);
    expect(names).toEqual(expect.arrayContaining(["Ukraine", "Poland", "Slovakia", "Hungary", "Romania", "Moldova"]));
  });
});
