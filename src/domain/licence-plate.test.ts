import { describe, expect, it } from "vitest";
import { normalisePlate, plateSchema } from "./licence-plate.ts";

describe("normalisePlate", () => {
  it.each([
    ["ВС 1234 НК", "BC1234HK", "Cyrillic"],
    ["вс 1234 нк", "BC1234HK", "Cyrillic, lower case"],
    ["bc-1234-hk", "BC1234HK", "Latin, lower case, hyphens"],
    ["BC 1234 НК", "BC1234HK", "Latin and Cyrillic mixed"],
    ["аО.1234.Ві", "AO1234BI", "mixed case and dots"],
    ["АВЕІКМНОРСТХУ", "ABEIKMHOPCTXY", "every look-alike, upper case"],
    ["авеікмнорстху", "ABEIKMHOPCTXY", "every look-alike, lower case"],
    ["B-MW 1234", "BMW1234", "a German plate"],
    ["WX_1234/AB·C", "WX1234ABC", "other separators"],
    ["ＡＡ１２３４ＢＢ", "AA1234BB", "full-width characters"],
    ["жк 1234", "ЖK1234", "a Cyrillic letter without a Latin look-alike"],
    ["", "", "empty"],
  ])("%j → %j (%s)", (input, expected, _reason) => {
    expect(normalisePlate(input)).toBe(expected);
  });
});

const messagesOf = (input: unknown) => {
  const result = plateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("plateSchema", () => {
  it.each([
    ["ВС 1234 НК", "BC1234HK"],
    ["bc-1234-hk", "BC1234HK"],
    ["B-MW 1234", "BMW1234"],
    ["AB", "AB"],
    ["ABCDEF123456", "ABCDEF123456"],
  ])("accepts %j as %j", (input, expected) => {
    expect(plateSchema.parse(input)).toBe(expected);
  });

  it.each([
    ["", ["validation.plateRequired"], "empty"],
    ["   ", ["validation.plateRequired"], "only spaces"],
    [" - . ", ["validation.plateInvalid"], "only separators"],
    ["!!", ["validation.plateInvalid"], "only symbols"],
    [undefined, ["validation.plateRequired"], "missing"],
    [1234, ["validation.plateRequired"], "not a string"],
    ["АЖ 1234 ВС", ["validation.plateInvalid"], "a Cyrillic letter without a Latin look-alike"],
    ["MÜ-AB 123", ["validation.plateInvalid"], "a non-A–Z Latin letter"],
    ["A", ["validation.plateInvalid"], "too short"],
    ["ABCDEF1234567", ["validation.plateInvalid"], "too long"],
  ])("refuses %j with %j (%s)", (input, expected, _reason) => {
    expect(messagesOf(input)).toEqual(expected);
  });
});
