import { describe, expect, it } from "vitest";
import { normaliseLogin, registerSchema } from "./accounts.ts";

const valid = {
  account_type: "carrier",
  email: "Driver@Example.com ",
  password: "long-enough",
  password_confirmation: "long-enough",
  accept_privacy: true,
  accept_rules: true,
  accept_personal_data: true,
};

const errorsOf = (input: unknown) => {
  const result = registerSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
};

describe("registerSchema", () => {
  it("accepts a complete registration and normalises the e-mail", () => {
    const result = registerSchema.parse(valid);
    expect(result.email).toBe("driver@example.com");
  });

  it.each([
    [{ email: "not-an-email" }, "email", "validation.emailInvalid"],
    [{ email: "", phone: "" }, "email", "validation.emailOrPhoneRequired"],
    [{ password: "short", password_confirmation: "short" }, "password", "validation.passwordTooShort"],
    [{ password_confirmation: "different" }, "password_confirmation", "validation.passwordsDoNotMatch"],
    [{ accept_privacy: false }, "accept_privacy", "validation.consentRequired"],
    [{ accept_rules: undefined }, "accept_rules", "validation.consentRequired"],
    [{ accept_personal_data: "on" }, "accept_personal_data", "validation.consentRequired"],
    [{ account_type: "admin" }, "account_type", "validation.accountTypeRequired"],
    [{ email: "", phone: "12345" }, "phone", "phoneFields.invalid"],
    [{ email: "", phone_code: "+48", phone_number: "12" }, "phone_number", "phoneFields.invalid"],
    [{ email: "", phone_code: "", phone_number: "512345678" }, "phone_code", "phoneFields.codeRequired"],
  ])("refuses %o on %s with %s", (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })[field]?.[0]).toBe(message);
  });

  it("accepts a phone (code and number, or the old single field) instead of an e-mail", () => {
    expect(errorsOf({ ...valid, email: "", phone_code: "+48", phone_number: "512 345 678" })).toEqual({});
    expect(errorsOf({ ...valid, email: "", phone_code: "+48", phone_number: "0048 512 345 678" })).toEqual({});
    expect(errorsOf({ ...valid, email: "", phone: "+380 (67) 123-45-67" })).toEqual({});
  });

  it("takes an e-mail alone, the phone code chosen by default and no number", () => {
    expect(errorsOf({ ...valid, phone_code: "+48", phone_number: "" })).toEqual({});
  });
});

describe("normaliseLogin", () => {
  it.each([
    [" A@B.UA ", { email: "a@b.ua" }],
    ["+380 67 123 45 67", { phone: "+380671234567" }],
    ["0048 512-345-678", { phone: "+48512345678" }],
  ])("%s", (input, expected) => {
    expect(normaliseLogin(input)).toEqual(expected);
  });
});
