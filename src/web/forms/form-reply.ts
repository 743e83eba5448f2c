/** What a form's route action answers, and the field names the forms share with the actions. */
import type { SubmissionResult } from "@conform-to/react";

/** The form field the ALTCHA widget fills with its solution. */
export const BOT_CHECK_FIELD = "altcha";

export interface FormReply {
  result: SubmissionResult<string[]>;
  /** The API had seen this bot-check solution already: the page solves a new one and submits again. */
  botCheckUsed?: boolean;
  /** Which form of the page this answers, on pages with several. */
  form?: string | undefined;
}
