/**
 * A reason an administrator gives for a decision about a user's account (a blocking lifted, a
 * violation archived, a review rejected): the user is told it in their language. The console's
 * forms and the API take it with this one rule.
 */
import { multilineText } from "../form-fields.ts";

export const REASON_MAX = 1000;

/** A reason: several lines, trimmed, 1 to REASON_MAX characters, no control characters. */
export const reasonText = multilineText(REASON_MAX);
