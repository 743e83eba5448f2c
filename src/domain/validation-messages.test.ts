import { describe, expect, it } from "vitest";
import { z } from "zod";
import { changePasswordSchema, confirmSchema, loginSchema, registerSchema } from "./accounts.ts";
import { carrierSchema } from "./carriers.ts";
import { driverSchema } from "./drivers.ts";
import { personName, requiredText } from "./form-fields.ts";
import { permitSchema } from "./permits.ts";
import { personalDetailsSchema } from "./personal-details.ts";
import { formMessage, isFormMessage, issueMessage, parseFormMessage, validationErrorMap } from "./validation-messages.ts";
import { vehicleSchema } from "./vehicles.ts";

const today = () => "2026-11-22";
const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: (issue) => validationErrorMap(issue) });
  return result.success ? [] : result.error.issues.map((issue) => issueMessage(issue));
};

describe("the one mapping of schema failures to the portal's messages", () => {
  it("writes and reads parameters", () => {
    expect(formMessage("validation.tooLong", { max: 100 })).toBe("validation.tooLong?max=100");
    expect(parseFormMessage("validation.tooLong?max=100")).toEqual({ key: "validation.tooLong", params: { max: "100" } });
    expect(parseFormMessage("validation.required")).toEqual({ key: "validation.required", params: {} });
    expect(isFormMessage("validation.tooLong?max=100")).toBe(true);
    expect(isFormMessage("booking.errors.chooseSlot")).toBe(true);
    expect(isFormMessage("Too small: expected string to have >=1 characters")).toBe(false);
    expect(isFormMessage("Invalid input: expected string, received undefined")).toBe(false);
  });

  it.each([
    [z.object({ a: z.string() }), {}, "validation.required"],
    [z.object({ a: z.string() }), { a: 5 }, "validation.invalid"],
    [z.string().max(5), "toolong", "validation.tooLong?max=5"],
    [z.string().min(3), "ab", "validation.tooShort?min=3"],
    [z.string().min(1), "", "validation.required"],
    [z.email(), "nope", "validation.emailInvalid"],
    [z.strictObject({}), { extra: 1 }, "validation.unknownField"],
    [z.number().int(), 1.5, "validation.invalid"],
    [z.enum(["a", "b"]), "c", "validation.invalid"],
  ])("gives %# its own key", (schema, input, expected) => {
    expect(messagesOf(schema, input)).toEqual([expected]);
  });

  it("never passes on a library's sentence", () => {
    expect(issueMessage({ code: "invalid_type", message: "Invalid input: expected string, received undefined" })).toBe("validation.invalid");
    expect(issueMessage({ code: "custom", message: "validation.oneFieldOnly" })).toBe("validation.oneFieldOnly");
  });

  it("says the maximum of an over-long text, and that an empty one is required", () => {
    expect(messagesOf(requiredText(10, "validation.makeRequired"), "x".repeat(11))).toEqual(["validation.tooLong?max=10"]);
    expect(messagesOf(requiredText(10, "validation.makeRequired"), " ")).toEqual(["validation.makeRequired"]);
    expect(messagesOf(requiredText(10), "a\u0000b")).toEqual(["validation.controlCharacters"]);
  });

  it.each(["Olena", "Jean-Luc", "O'Neil", "Nguyễn Văn", "Łukasz", "Ольга-Марія", "Ş. Öztürk", "ʼЯрема"].slice(0, 7))("takes the name %j", (name) => {
    expect(messagesOf(personName(100, "validation.nameRequired"), name)).toEqual([]);
  });

  it.each(["Olena2", "R2-D2", "!!", "Anna_", "Ivan@", "<b>"])("refuses the name %j", (name) => {
    expect(messagesOf(personName(100, "validation.nameRequired"), name)).toEqual(["validation.nameLettersOnly"]);
  });

  it("says an empty password and an empty date of birth are required, with the other problems at once", () => {
    const signUp = { account_type: "carrier", email: "a@example.com", password: "", password_confirmation: "", accept_privacy: true, accept_rules: true, accept_personal_data: true };
    expect(messagesOf(registerSchema, signUp)).toEqual(["validation.passwordRequired", "validation.passwordConfirmationRequired"]);
    expect(messagesOf(registerSchema, { ...signUp, password: "short", password_confirmation: "short" })).toEqual(["validation.passwordTooShort"]);
    const driver = { origin: "ukrainian", first_name: "Petro", last_name: "Shevchenko", birth_date: "", citizenship: "PL", passport_number: "123456" };
    expect(messagesOf(driverSchema(today), driver)).toEqual(["validation.birthDateRequired", "validation.ukrainianCitizenship"]);
  });

  it("says why 'My info' refuses a date of birth, about the account holder", () => {
    const details = personalDetailsSchema(today);
    const mine = { first_name: "Olena", last_name: "Koval", citizenship: "UA", phone: "+380671234567" };
    expect(messagesOf(details, { ...mine, birth_date: "" })).toEqual(["validation.birthDateRequired"]);
    expect(messagesOf(details, { ...mine, birth_date: "2026-11-23" })).toEqual(["validation.birthDateInFuture"]);
    expect(messagesOf(details, { ...mine, birth_date: "1920-01-01" })).toEqual(["validation.holderTooOld"]);
    expect(messagesOf(details, { ...mine, birth_date: "2020-01-01" })).toEqual(["validation.holderTooYoung"]);
    expect(messagesOf(details, { ...mine, birth_date: "1990-02-30" })).toEqual(["validation.dateInvalid"]);
  });

  // Whatever a form is sent, each message is one of ours.
  const junk: unknown[] = [undefined, null, "", " ", "!!", 42, true, [], {}, "x".repeat(300), "a\u0000\u0007b", "<script>"];
  const schemas: Array<[string, z.ZodType]> = [
    ["sign-up", registerSchema],
    ["code", confirmSchema],
    ["login", loginSchema],
    ["password change", changePasswordSchema],
    ["carrier", carrierSchema],
    ["driver", driverSchema(today)],
    ["vehicle", vehicleSchema],
    ["permit", permitSchema(today)],
    ["My info", personalDetailsSchema(today)],
  ];
  it.each(schemas)("the %s form answers malformed values with keys only", (_, schema) => {
    const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
    const fields = Object.keys(shape).length ? Object.keys(shape) : ["login", "password", "code", "number", "name"];
    for (const value of junk) {
      const input = Object.fromEntries(fields.map((field) => [field, value]));
      for (const message of messagesOf(schema, input)) expect(isFormMessage(message), `${JSON.stringify(value)}: ${message}`).toBe(true);
      for (const message of messagesOf(schema, value)) expect(isFormMessage(message), `${JSON.stringify(value)}: ${message}`).toBe(true);
    }
  });
});
