/** What a form's route action answers, and the field names the forms share with the actions. */
import type { SubmissionResult } from "@conform-to/react";

/** The form field the ALTCHA widget fills with its solution. */
export const BOT_CHECK_FIELD = "altcha";
/** Without JavaScript: the token of the bot check's question, and the answer typed to it. */
export const BOT_QUESTION_FIELD = "bot_question";
export const BOT_ANSWER_FIELD = "bot_answer";

/** The bot check's question for a form without JavaScript: what is `a` plus `b`? */
export interface BotQuestion {
  a: number;
  b: number;
  token: string;
}

export interface FormReply {
  result: SubmissionResult<string[]>;
  /** The API had seen this bot-check solution already: the page solves a new one and submits again. */
  botCheckUsed?: boolean;
  /** Which form of the page this answers, on pages with several. */
  form?: string | undefined;
  /** Why the API refused, when it said (e.g. `held-elsewhere`: the form offers a claim). */
  code?: string | undefined;
  /** A stale edit (409 `stale-edit`): the item as it is now, which another edit saved meanwhile. */
  current?: Record<string, unknown> | undefined;
}
