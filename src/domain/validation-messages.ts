/**
 * The one mapping from schema failures to the portal's own messages. A message is a locale key under
 * `validation.` (`validation.nameRequired`), optionally with parameters written after a `?` in URL
 * query form (`validation.tooLong?max=100`). No library text ever reaches a user:
 *
 * - a schema gives its own key where the field has one (required, invalid form, out of range);
 * - `validationErrorMap` gives one for every failure a schema left without a message (a missing or
 *   mistyped value reads "required", a text over its length "at most {max} characters", …);
 * - `issueMessage` keeps a failure's message only if it is such a key, else "invalid".
 *
 * The API installs the map for its validators and translates the keys (`src/server/http/errors.ts`);
 * the web forms pass it to Conform and translate the keys in the page (`src/web/forms/`).
 */

/** A message with parameters, as a schema or the API gives it: `key?name=value`. */
export function formMessage(key: string, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();
  return query ? `${key}?${query}` : key;
}

// A locale key (`validation.…`, `phoneFields.…`, a feature's `booking.errors.…`), never a sentence.
const KEY = /^[a-z]\w*(?:\.\w+)+(?:\?[\w=&%.+-]*)?$/;

/** Whether `message` is one of ours (a locale key such as `validation.required`, maybe with parameters). */
export function isFormMessage(message: string): boolean {
  return KEY.test(message);
}

/** The key and parameters of a message made by `formMessage`. */
export function parseFormMessage(message: string): { key: string; params: Record<string, string> } {
  const at = message.indexOf("?");
  if (at < 0) return { key: message, params: {} };
  return { key: message.slice(0, at), params: Object.fromEntries(new URLSearchParams(message.slice(at + 1))) };
}

/** What a schema failure carries (zod's raw issue, as an error map or a parse result sees it). */
export interface SchemaIssue {
  code?: string | undefined;
  message?: string | undefined;
  input?: unknown;
  origin?: string | undefined;
  format?: string | undefined;
  minimum?: unknown;
  maximum?: unknown;
}

const isMissing = (input: unknown) => input === undefined || input === null || input === "";

/**
 * A zod error map (`z.config({ customError })`, a parse's `error` option): the message of a failure
 * its schema left without one. Schemas' own messages come first; this is the fallback.
 */
export function validationErrorMap(issue: SchemaIssue): string {
  switch (issue.code) {
    case "invalid_type":
    case "invalid_value":
    case "invalid_union":
      return isMissing(issue.input) ? "validation.required" : "validation.invalid";
    case "too_big":
      return issue.origin === "string" && typeof issue.maximum === "number"
        ? formMessage("validation.tooLong", { max: issue.maximum })
        : "validation.invalid";
    case "too_small":
      if (issue.origin === "string" && typeof issue.minimum === "number") {
        return issue.minimum <= 1 ? "validation.required" : formMessage("validation.tooShort", { min: issue.minimum });
      }
      return "validation.invalid";
    case "invalid_format":
      return issue.format === "email" ? "validation.emailInvalid" : "validation.invalid";
    case "unrecognized_keys":
      return "validation.unknownField";
    default:
      return "validation.invalid";
  }
}

/** The message to show for a failure: its own if it is one of ours, else the map's or "invalid". */
export function issueMessage(issue: SchemaIssue): string {
  if (issue.message && isFormMessage(issue.message)) return issue.message;
  return validationErrorMap({ ...issue, input: "input" in issue ? issue.input : "?" });
}

/** Letters of any script, with spaces, hyphens, apostrophes and dots between them: a person's name. */
export const PERSON_NAME = /^\p{L}[\p{L}\p{M} '’ʼ.-]*$/u;

/**
 * Control characters (tabs, line breaks, NUL, …) have no place in a one-line text, nor have the
 * marks that turn the direction of text (U+202E makes "gpj.exe" read "exe.jpg" to an operator).
 */
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]*$/u;

/** The same for a text of several lines (a question, a reason, an answer): only its line breaks ("\n") are kept. */
export const LINES_WITHOUT_CONTROL_CHARACTERS = /^(?:[^\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|\n)*$/u;

/** `text` without control and format characters (direction marks, zero-width ones) and with no lone surrogates. */
export function withoutControlCharacters(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, "");
}
