import { describe, expect, it } from "vitest";
import { personalDetailsSchema, phoneCodeSchema } from "./personal-details.ts";

const schema = personalDetailsSchema(() => "2026-11-22");
const valid = { first_name: "Olena", last_name: "Koval", birth_date: "1990-05-01", citizenship: "UA", phone_code: "+380", phone_number: "(67) 123-45-67", contact_email: "" };
const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("'My info'", () => {
  it("leaves out an empty e-mail (the API checks the phone in full and stores it in E.164)", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, contact_email: undefined });
  });

  it.each([
    ["no phone", { phone_code: "", phone_number: "" }, { phone_code: "phoneFields.codeRequired", phone_number: "phoneFields.numberRequired" }],
    ["no phone number", { phone_number: " " }, { phone_number: "phoneFields.numberRequired" }],
    ["no phone code", { phone_code: "" }, { phone_code: "phoneFields.codeRequired" }],
    ["a whole phone without its country code (old clients)", { phone_code: undefined, phone_number: undefined, phone: "0671234567" }, { phone: "phoneFields.invalid" }],
    ["a wrong e-mail", { contact_email: "olena@" }, { contact_email: "validation.emailInvalid" }],
    ["a date of birth in the future", { birth_date: "2030-01-01" }, { birth_date: "validation.birthDateInFuture" }],
    ["no citizenship", { citizenship: "" }, { citizenship: "validation.citizenshipRequired" }],
  ])("refuses %s", (_, change, errors) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(errors);
  });

  it("takes a 6-digit phone code only", () => {
    expect(phoneCodeSchema.safeParse({ code: " 123456 " }).success).toBe(true);
    expect(phoneCodeSchema.safeParse({ code: "12345" }).success).toBe(false);
  });
});
