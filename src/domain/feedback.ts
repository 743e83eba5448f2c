/**
 * The feedback form of /contacts (SPEC §3 Feedback, §5): a subject, the question, how else to reach
 * the sender (optional), and the e-mail the answer goes to. One schema for the API and the page.
 * Messages are locale keys. Pure.
 */
import { z } from "./zod.ts";
import { contactEmail as email, multilineText, requiredText } from "./form-fields.ts";
import { FEEDBACK_CONTACT_MAX, FEEDBACK_QUESTION_MAX, FEEDBACK_SUBJECT_MAX } from "./feedback-lengths.ts";

export { FEEDBACK_CONTACT_MAX, FEEDBACK_QUESTION_MAX, FEEDBACK_SUBJECT_MAX };

/** What an administrator's inbox does with a message (later issue): new until answered, then closed. */
export const FEEDBACK_STATUSES = ["new", "answered", "closed"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** How many messages one client address, and one e-mail, may send (an hour's window). */
export const FEEDBACK_LIMITS = {
  feedbackPerIp: { points: 10, seconds: 60 * 60 },
  feedbackPerEmail: { points: 5, seconds: 60 * 60 },
} as const;

/** An optional one-line text: blank (or only spaces) is not given. */
const contactMethod = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  requiredText(FEEDBACK_CONTACT_MAX).optional(),
);

export const feedbackSchema = z.object({
  subject: requiredText(FEEDBACK_SUBJECT_MAX, "feedback.validation.subjectRequired"),
  question: multilineText(FEEDBACK_QUESTION_MAX, "feedback.validation.questionRequired", "feedback.validation.controlCharacters"),
  contact_method: contactMethod,
  email,
});

export type FeedbackInput = z.output<typeof feedbackSchema>;
