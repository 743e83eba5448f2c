import { describe, expect, it } from "vitest";
import { FEEDBACK_QUESTION_MAX, FEEDBACK_SUBJECT_MAX, feedbackSchema } from "./feedback.ts";

const valid = { subject: "Booking", question: "How do I book?\r\nThanks.", email: " Driver@Example.com ", contact_method: "" };
const errorsOf = (input: unknown) => {
  const result = feedbackSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("feedback schema", () => {
  it("trims, lower-cases the e-mail, keeps line breaks as \\n and leaves a blank contact method out", () => {
    expect(feedbackSchema.parse(valid)).toEqual({ subject: "Booking", question: "How do I book?\nThanks.", email: "driver@example.com" });
    expect(feedbackSchema.parse({ ...valid, contact_method: "  +48 600 000 000 " }).contact_method).toBe("+48 600 000 000");
    expect(feedbackSchema.parse({ ...valid, contact_method: "   " }).contact_method).toBeUndefined();
  });

  it.each([
    [{}, { subject: "feedback.validation.subjectRequired", question: "feedback.validation.questionRequired", email: "validation.emailRequired" }],
    [{ subject: "  ", question: " \n ", email: "" }, { subject: "feedback.validation.subjectRequired", question: "feedback.validation.questionRequired", email: "validation.emailRequired" }],
    [{ ...valid, email: "not-an-address" }, { email: "validation.emailInvalid" }],
    [{ ...valid, subject: "a".repeat(FEEDBACK_SUBJECT_MAX + 1) }, { subject: `validation.tooLong?max=${FEEDBACK_SUBJECT_MAX}` }],
    [{ ...valid, question: "a".repeat(FEEDBACK_QUESTION_MAX + 1) }, { question: `validation.tooLong?max=${FEEDBACK_QUESTION_MAX}` }],
    [{ ...valid, subject: "two\nlines" }, { subject: "validation.controlCharacters" }],
    [{ ...valid, question: "a\u202Eb" }, { question: "feedback.validation.controlCharacters" }],
    [{ ...valid, question: "a\u0000b" }, { question: "feedback.validation.controlCharacters" }],
  ])("refuses %j with the first message of each field", (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it("takes a question of exactly the longest length", () => {
    expect(feedbackSchema.safeParse({ ...valid, question: "a".repeat(FEEDBACK_QUESTION_MAX) }).success).toBe(true);
  });
});
