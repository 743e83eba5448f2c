import { describe, expect, it } from "vitest";
import { driverSchema, passportKey } from "./drivers.ts";

const today = "2026-11-22";
const schema = driverSchema(() => today);
const valid = {
  origin: "ukrainian",
  first_name: "Petro",
  last_name: "Shevchenko",
  birth_date: "1985-04-12",
  citizenship: "UA",
  passport_series: "fa",
  passport_number: "123456",
  phone_code: "+380",
  phone_number: "67 123 45 67",
};
const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the driver form", () => {
  it("normalises the passport", () => {
    const driver = schema.parse(valid);
    expect(driver).toMatchObject({ passport_series: "FA", passport_number: "123456" });
    expect(passportKey(driver)).toBe("FA123456");
  });

  it.each([
    ["a driver under 18", { birth_date: "2008-11-23" }, { birth_date: "validation.driverTooYoung" }],
    ["an implausible date of birth", { birth_date: "1900-01-01" }, { birth_date: "validation.birthDateImplausible" }],
    ["a date that does not exist", { birth_date: "1990-02-30" }, { birth_date: "validation.dateInvalid" }],
    ["a Ukrainian driver of another citizenship", { citizenship: "PL" }, { citizenship: "validation.ukrainianCitizenship" }],
    ["a passport number too short", { passport_number: "123" }, { passport_number: "validation.passportNumberInvalid" }],
    ["no passport number", { passport_number: "" }, { passport_number: "validation.passportNumberRequired" }],
    ["no names", { first_name: "", last_name: " " }, { first_name: "validation.nameRequired", last_name: "validation.surnameRequired" }],
    ["a whole phone without the country code (old clients)", { phone_code: undefined, phone_number: undefined, phone: "0671234567" }, { phone: "phoneFields.invalid" }],
    ["a number without a phone code", { phone_code: "" }, { phone_code: "phoneFields.codeRequired" }],
    ["a number of letters", { phone_number: "call me" }, { phone_number: "phoneFields.invalid" }],
    ["no origin", { origin: undefined }, { origin: "validation.driverOriginRequired" }],
  ])("refuses %s", (_, change, errors) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(errors);
  });

  it("takes a foreign driver of any listed citizenship, without a phone or passport series", () => {
    expect(errorsOf({ ...valid, origin: "foreign", citizenship: "TR", passport_series: "", phone_number: "" })).toEqual({});
  });
});
