/**
 * An administrator's decision on a review of a vehicle or driver (/admin/reviews/{id},
 * docs/ownership.md): approve, or reject with a reason the user is told in their language. One
 * schema checks the form in the browser and in the route action; the API's request schema
 * (POST /admin/reviews/{id}/decision, reviews.routes.ts) takes the reason's rules from here.
 */
import { formMessage } from "../validation-messages.ts";
import { z } from "../zod.ts";
import { reasonText } from "./reason-text.ts";

export const REVIEW_DECISIONS = ["approve", "reject"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** A rejection's reason has at least this many characters (an approval needs none). */
export const REJECTION_REASON_MIN = 3;

/**
 * A rejection without a reason of REJECTION_REASON_MIN characters is refused on the reason (an
 * empty one is refused by the reason's own rule already).
 */
export function checkRejectionReason(approve: boolean, reason: string | undefined, ctx: z.RefinementCtx) {
  if (approve) return;
  if (reason === undefined) ctx.addIssue({ code: "custom", path: ["reason"], message: "validation.required" });
  else if (reason.length > 0 && reason.length < REJECTION_REASON_MIN) {
    ctx.addIssue({ code: "custom", path: ["reason"], message: formMessage("validation.tooShort", { min: REJECTION_REASON_MIN }) });
  }
}

/** The form: the reason typed, and the button pressed (`intent`). */
export const reviewDecisionFormSchema = z
  .object({
    intent: z.enum(REVIEW_DECISIONS, { error: "validation.required" }),
    reason: reasonText.optional(),
  })
  .superRefine((value, ctx) => checkRejectionReason(value.intent === "approve", value.reason, ctx));

export type ReviewDecisionForm = z.output<typeof reviewDecisionFormSchema>;

/** The API's decision of a checked form: a reason goes with a rejection only. */
export function reviewDecisionBody(form: ReviewDecisionForm): { approve: boolean; reason?: string } {
  return form.intent === "approve" ? { approve: true } : { approve: false, ...(form.reason ? { reason: form.reason } : {}) };
}
