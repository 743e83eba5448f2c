import { createRoute, z } from "@hono/zod-openapi";
import { FEEDBACK_CONTACT_MAX, FEEDBACK_LIMITS, FEEDBACK_QUESTION_MAX, FEEDBACK_SUBJECT_MAX, feedbackSchema } from "../../../domain/feedback.ts";
import { errorResponses } from "../../http/errors.ts";

/** Documented only: the check reads the headers itself (modules/bot-check), as sign-up does. */
const botCheckHeaders = z.object({
  "x-bot-check": z.string().optional().openapi({ description: "The solved ALTCHA payload (base64 JSON); required unless X-Bot-Question is sent" }),
  "x-bot-question": z.string().optional().openapi({ description: "Without JavaScript, instead of X-Bot-Check: the token of GET /bot-check/question" }),
  "x-bot-answer": z.string().optional().openapi({ description: "With X-Bot-Question: the sum it asks for" }),
  "x-skip-bot-check": z.string().optional().openapi({ description: "`1` skips the check when neither X-Bot-Check nor X-Bot-Question is sent, in test mode (APP_ENV=test) only" }),
});

export const FeedbackReceivedSchema = z
  .object({
    message: z.string().openapi({ description: "'Your request has been received, expect an answer by e-mail', in the request's language" }),
    data: z.object({ id: z.number().int() }),
  })
  .openapi("FeedbackReceived");

const hour = (rule: { points: number; seconds: number }) => `${rule.points} per ${rule.seconds / 60} minutes`;

export const sendFeedback = createRoute({
  method: "post",
  path: "/feedback",
  tags: ["Content"],
  summary: "Send a question to support (the feedback form of /contacts)",
  description:
    `The subject (at most ${FEEDBACK_SUBJECT_MAX} characters, one line), the question (at most ${FEEDBACK_QUESTION_MAX}, ` +
    `line breaks allowed), optionally another way to reach the sender (at most ${FEEDBACK_CONTACT_MAX}) and the e-mail the ` +
    "answer goes to. Stored (with the user, if signed in), mailed to the support address, and confirmed to the sender " +
    "by e-mail in the request's language. Needs the bot check, as sign-up does. Limited per client address " +
    `(${hour(FEEDBACK_LIMITS.feedbackPerIp)}) and per e-mail (${hour(FEEDBACK_LIMITS.feedbackPerEmail)}): 429 with Retry-After. ` +
    "A refused message is not stored and sends nothing.",
  request: {
    body: { content: { "application/json": { schema: feedbackSchema } }, required: true },
    headers: botCheckHeaders,
  },
  responses: {
    202: { description: "Received", content: { "application/json": { schema: FeedbackReceivedSchema } } },
    ...errorResponses(422, 429),
  },
});
