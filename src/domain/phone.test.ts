import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkPhoneShape, internationalForm, normalisePhoneCode, phoneFieldsShape, readPhone, signUpVerifiedPhone } from "./phone.ts";

const errorsOf = (required: boolean, input: unknown) => {
  const result = z.object(phoneFieldsShape).superRefine(checkPhoneShape(required)).safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the phone's shape (what the browser checks)", () => {
  it("reads a code in any of its forms", () => {
    expect(["+48", "48", "0048", " +4 8 "].map(normalisePhoneCode)).toEqual(["+48", "+48", "+48", "+48"]);
    expect(["", "+", "+0", "+12345", "PL"].map(normalisePhoneCode)).toEqual([null, null, null, null, null]);
  });

  it("reads a number typed with its own code, with + or 00", () => {
    expect(internationalForm("+48 512 345 678")).toBe("+48512345678");
    expect(internationalForm("0048 512-345-678")).toBe("+48512345678");
    expect(internationalForm("512 345 678")).toBeNull();
    expect(readPhone({ phone_code: "+380", phone_number: "0048 (512) 345 678" })).toEqual({ ok: true, code: null, number: "+48512345678" });
    expect(readPhone({ phone_code: "+48", phone_number: "512 345 678" })).toEqual({ ok: true, code: "+48", number: "512345678" });
  });

  it.each([
    ["required, nothing given", true, { phone_code: "", phone_number: "" }, { phone_code: "phoneFields.codeRequired", phone_number: "phoneFields.numberRequired" }],
    ["required, the code only", true, { phone_code: "+48", phone_number: "" }, { phone_number: "phoneFields.numberRequired" }],
    ["a national number without a code", false, { phone_code: "", phone_number: "512345678" }, { phone_code: "phoneFields.codeRequired" }],
    ["a number of letters", false, { phone_code: "+48", phone_number: "abc" }, { phone_number: "phoneFields.invalid" }],
    ["a number too short", false, { phone_code: "+48", phone_number: "12" }, { phone_number: "phoneFields.invalid" }],
    ["an international number too short", false, { phone_code: "+48", phone_number: "+48 12" }, { phone_number: "phoneFields.invalid" }],
    ["a code no code looks like", false, { phone_code: "abc", phone_number: "512345678" }, { phone_code: "phoneFields.invalid" }],
    ["the old single field without the code", false, { phone: "0671234567" }, { phone: "phoneFields.invalid" }],
  ])("refuses %s", (_, required, input, errors) => {
    expect(errorsOf(required, input)).toEqual(errors);
  });

  it("takes no phone where it is optional, the default code left chosen", () => {
    expect(errorsOf(false, { phone_code: "+48", phone_number: "" })).toEqual({});
    expect(errorsOf(false, {})).toEqual({});
  });

  it("takes the number without a code when it carries its own", () => {
    expect(errorsOf(true, { phone_code: "", phone_number: "0048512345678" })).toEqual({});
    expect(errorsOf(true, { phone: "+380 67 123 45 67" })).toEqual({});
  });
});

describe("the phone an account signed up with", () => {
  it("is verified when the sign-up code went to it (no e-mail)", () => {
    expect(signUpVerifiedPhone({ email: null, phone: "+48512345678" })).toBe("+48512345678");
    expect(signUpVerifiedPhone({ email: "a@b.pl", phone: "+48512345678" })).toBeNull();
    expect(signUpVerifiedPhone({ email: "a@b.pl", phone: null })).toBeNull();
  });
});
