import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkPhoneShape, phoneFieldsShape } from "../../domain/phone.ts";
import { splitE164, toE164, withE164 } from "./phone-numbers.ts";

describe("a phone checked against the numbering plans", () => {
  it.each([
    [{ phone_code: "+48", phone_number: "512 345 678" }, "+48512345678"],
    [{ phone_code: "+48", phone_number: "0048 512 345 678" }, "+48512345678"],
    [{ phone_code: "+380", phone_number: "+48 512-345-678" }, "+48512345678"],
    [{ phone_code: "+380", phone_number: "067 123 45 67" }, "+380671234567"],
    [{ phone_code: "+44", phone_number: "07400 123456" }, "+447400123456"],
    [{ phone_code: "+36", phone_number: "20 123 4567" }, "+36201234567"],
    [{ phone: "+380 (67) 123-45-67" }, "+380671234567"],
  ])("stores %o as %s", (input, e164) => {
    expect(toE164(input)).toBe(e164);
  });

  it.each([
    [{ phone_code: "+48", phone_number: "99999999" }],
    [{ phone_code: "+48", phone_number: "51234567890" }],
    [{ phone_code: "+999", phone_number: "512345678" }],
    [{ phone_code: "+48", phone_number: "" }],
  ])("refuses %o", (input) => {
    expect(toE164(input)).toBeNull();
  });

  it("splits a stored number into its code and national number", () => {
    expect(splitE164("+48512345678")).toEqual({ phone_code: "+48", phone_number: "512345678" });
    expect(splitE164(null)).toEqual({ phone_code: null, phone_number: null });
  });

  it("gives the API's value the E.164 phone, and tells a wrong number on its field with the other problems", () => {
    const schema = withE164(z.object({ name: z.string().min(1, { error: "required" }), ...phoneFieldsShape }).superRefine(checkPhoneShape(false)));
    expect(schema.parse({ name: "a", phone_code: "+48", phone_number: "0048512345678" })).toEqual({ name: "a", phone: "+48512345678" });
    expect(schema.parse({ name: "a", phone_code: "+48", phone_number: "" })).toEqual({ name: "a", phone: undefined });
    const refused = schema.safeParse({ name: "", phone_code: "+48", phone_number: "99999999" });
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", "required"],
      ["phone_number", "phoneFields.invalid"],
    ]);
    const legacy = schema.safeParse({ name: "a", phone: "+48 999 999 99" });
    expect(legacy.success ? [] : legacy.error.issues.map((issue) => issue.path.join("."))).toEqual(["phone"]);
  });
});
