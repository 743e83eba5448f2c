/**
 * An administrator's answer to a feedback message (/admin/feedback/{id}): the answer, mailed to
 * the sender in their language; or closing the message without one. One schema checks the form in
 * the browser and in the route action; the API's request schemas (POST /admin/feedback/{id}/answer
 * and /close, people.routes.ts) take the answer's rules from here.
 */
import { multilineText } from "../form-fields.ts";
import { z } from "../zod.ts";
import { editVersion } from "./edit-version.ts";

export const ANSWER_MAX = 5000;

/** An answer: several lines, trimmed, 1 to ANSWER_MAX characters, no control characters. */
export const answerText = multilineText(ANSWER_MAX);

export const FEEDBACK_DECISIONS = ["answer", "close"] as const;

/** The form: the answer typed, the version the page showed, and the button pressed (`intent`). */
export const feedbackAnswerFormSchema = z
  .object({
    intent: z.enum(FEEDBACK_DECISIONS, { error: "validation.required" }),
    answer: answerText.optional(),
    version: editVersion,
  })
  .superRefine((value, ctx) => {
    if (value.intent === "answer" && value.answer === undefined) ctx.addIssue({ code: "custom", path: ["answer"], message: "validation.required" });
  });

export type FeedbackAnswerForm = z.output<typeof feedbackAnswerFormSchema>;

/** The API's call for a checked form: the answer with its version, or the closing. */
export function feedbackAnswerCall(form: FeedbackAnswerForm): { action: "answer"; body: { answer: string; version: string } } | { action: "close"; body: { version: string } } {
  return form.intent === "answer" && form.answer !== undefined
    ? { action: "answer", body: { answer: form.answer, version: form.version } }
    : { action: "close", body: { version: form.version } };
}
