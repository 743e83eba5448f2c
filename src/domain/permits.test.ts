import { describe, expect, it } from "vitest";
import { VehicleType } from "./codes.ts";
import { permitFieldsFor, permitNeed, permitSchema } from "./permits.ts";

const schema = permitSchema(() => "2026-11-22");
const valid = { number: "ua2026001", series: "", year: "2026", count: "2", kind: "regular", interbus_number: "", ata_carnet_number: "", ua_passenger_permit_number: "pax778899" };
const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the permit form", () => {
  it("reads the form's strings and writes numbers in capitals", () => {
    expect(schema.parse(valid)).toEqual({ number: "UA2026001", year: 2026, count: 2, kind: "regular", ua_passenger_permit_number: "PAX778899" });
  });

  it.each([
    ["a number of 2 characters", { number: "AB" }, { number: "validation.permitNumberLength" }],
    ["a number of 16 characters", { number: "A".repeat(16) }, { number: "validation.permitNumberLength" }],
    ["no number", { number: " " }, { number: "validation.permitNumberRequired" }],
    ["a year to come", { year: "2027" }, { year: "validation.permitYearInvalid" }],
    ["no permits", { count: "0" }, { count: "validation.permitCountInvalid" }],
    ["an INTERBUS book on regular transport", { interbus_number: "INT12345" }, { interbus_number: "validation.irregularOnly" }],
    ["no type", { kind: "" }, { kind: "validation.permitKindRequired" }],
    ["a number without a digit", { number: "ABC-DEF" }, { number: "validation.permitNumberInvalid" }],
    ["a number with symbols", { number: "UA#2026*01" }, { number: "validation.permitNumberInvalid" }],
    ["an ATA Carnet number of the wrong form", { ata_carnet_number: "carnet!" }, { ata_carnet_number: "validation.permitNumberInvalid" }],
    ["the permit's number again as the ATA Carnet's", { ata_carnet_number: "UA 2026001" }, { ata_carnet_number: "validation.oneFieldOnly" }],
    ["the passenger permit's number again as the permit's", { number: "PAX778899" }, { ua_passenger_permit_number: "validation.oneFieldOnly" }],
  ])("refuses %s", (_, change, errors) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(errors);
  });

  it("takes an INTERBUS book on irregular transport", () => {
    expect(errorsOf({ ...valid, kind: "irregular", interbus_number: "int12345" })).toEqual({});
  });

  it("refuses one number in the permit's and the INTERBUS book's fields", () => {
    expect(errorsOf({ ...valid, kind: "irregular", interbus_number: "ua2026001" })).toEqual({ interbus_number: "validation.oneFieldOnly" });
  });

  it("takes numbers of every form the permit types use", () => {
    for (const number of ["PL-2024/0457", "UA123456", "A12", "ДЗ-12345"]) expect(errorsOf({ ...valid, number })).toEqual({});
  });
});

describe("permits by vehicle type", () => {
  it("are needed only by a bus on regular passenger routes; a car has none", () => {
    expect(permitNeed(VehicleType.Bus, true)).toBe("required");
    expect(permitNeed(VehicleType.Bus, false)).toBe("optional");
    expect(permitNeed(VehicleType.Truck, false)).toBe("optional");
    expect(permitNeed(VehicleType.Car, false)).toBe("none");
  });

  it("ask a truck no passenger-transport numbers", () => {
    expect(permitFieldsFor(VehicleType.Truck)).not.toContain("interbus_number");
    expect(permitFieldsFor(VehicleType.Truck)).not.toContain("ua_passenger_permit_number");
    expect(permitFieldsFor(VehicleType.Bus)).toContain("interbus_number");
    expect(permitFieldsFor(VehicleType.Car)).toEqual([]);
  });
});
