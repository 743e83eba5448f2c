import { describe, expect, it } from "vitest";
import { carrierSchema } from "./carriers.ts";

const valid = { vehicle_type: 1, name: "Trans-Cargo LLC", country: "UA", registration_code: "14360570", contact_person: "Olena Koval" };
const errorsOf = (input: unknown) => {
  const result = carrierSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the carrier form", () => {
  it("accepts a Ukrainian carrier with a valid EDRPOU code, and a form's string vehicle type", () => {
    expect(carrierSchema.parse({ ...valid, vehicle_type: "1" })).toEqual({ ...valid, regular_passenger: false });
  });

  it.each([
    ["a wrong EDRPOU check digit", { registration_code: "14360571" }, { registration_code: "validation.edrpouInvalid" }],
    ["a foreign code in a Ukrainian carrier", { registration_code: "PL123" }, { registration_code: "validation.edrpouInvalid" }],
    ["no code for a truck carrier", { registration_code: "" }, { registration_code: "validation.registrationCodeRequired" }],
    ["no contact person for a bus carrier", { vehicle_type: 2, contact_person: undefined }, { contact_person: "validation.contactPersonRequired" }],
    ["an unknown country", { country: "XX" }, { country: "validation.countryRequired" }],
    ["no name", { name: "  " }, { name: "validation.companyNameRequired" }],
    ["no name and no code, at once", { name: "", registration_code: "" }, { name: "validation.companyNameRequired", registration_code: "validation.registrationCodeRequired" }],
  ])("refuses %s", (_, change, errors) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(errors);
  });

  it("takes a foreign carrier's own code", () => {
    expect(errorsOf({ ...valid, country: "PL", registration_code: "NIP 5260250995" })).toEqual({});
    expect(errorsOf({ ...valid, country: "PL", registration_code: "#" })).toEqual({ registration_code: "validation.registrationCodeInvalid" });
  });

  it("takes a Ukrainian car holder's tax number (РНОКПП) or EDRPOU, and nothing else", () => {
    const car = { vehicle_type: 3, name: "Ivan Petrenko", country: "UA" };
    expect(errorsOf({ ...car, registration_code: "3012345670" })).toEqual({});
    expect(errorsOf({ ...car, registration_code: "14360570" })).toEqual({});
    expect(errorsOf({ ...car, registration_code: "3012345671" })).toEqual({ registration_code: "validation.edrpouOrTaxNumberInvalid" });
    // A truck carrier is a company: a tax number is no EDRPOU.
    expect(errorsOf({ ...valid, registration_code: "3012345670" })).toEqual({ registration_code: "validation.edrpouInvalid" });
  });

  it("needs neither a code nor a contact person for a car's owner", () => {
    expect(errorsOf({ vehicle_type: 3, name: "Ivan Petrenko", country: "UA" })).toEqual({});
  });
});
