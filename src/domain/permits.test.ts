import { describe, expect, it } from "vitest";
import { permitSchema } from "./permits.ts";

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
  ])("refuses %s", (_, change, errors) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(errors);
  });

  it("takes an INTERBUS book on irregular transport", () => {
    expect(errorsOf({ ...valid, kind: "irregular", interbus_number: "int12345" })).toEqual({});
  });
});
