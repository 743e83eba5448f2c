/** Field schemas the forms share: required text, optional values left blank, dates of birth. Messages are locale keys. */
import { z } from "./zod.ts";
import { formMessage, LINES_WITHOUT_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS, PERSON_NAME } from "./validation-messages.ts";
import { BORDER_TIME_ZONE } from "./border-time-zone.ts";
import { isRealDate } from "./input-bounds.ts";

/** "At most {max} characters". */
export const tooLong = (max: number) => formMessage("validation.tooLong", { max });

/** A one-line text of at most `max` characters, trimmed, without control characters; `required` is its own message when empty. */
export const requiredText = (max: number, required = "validation.required") =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong(max) })
    .regex(NO_CONTROL_CHARACTERS, { error: "validation.controlCharacters" });

/**
 * A text of several lines (a question, a reason, an answer): line endings made "\n", trimmed, 1 to
 * `max` characters, no control characters but the line breaks; `required` and `controlCharacters`
 * are its own messages when empty or holding them.
 */
export const multilineText = (max: number, required = "validation.required", controlCharacters = "validation.controlCharacters") =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value),
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(max, { error: tooLong(max) })
      .regex(LINES_WITHOUT_CONTROL_CHARACTERS, { error: controlCharacters }),
  );

/** An optional one-line text of at most `max` characters (null or missing is not given). */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string({ error: "validation.invalid" }).trim().max(max, { error: tooLong(max) }).regex(NO_CONTROL_CHARACTERS, { error: "validation.controlCharacters" }).optional(),
  );

/** A person's name or surname: letters of any script, spaces, hyphens, apostrophes and dots. */
export const personName = (max: number, required: string) =>
  // An empty name reads "required" only (aborting would hold back the form's cross-field checks).
  requiredText(max, required).refine((value) => value === "" || PERSON_NAME.test(value), { error: "validation.nameLettersOnly" });

/** A person's name that may be left out (a contact person is asked only of companies). */
export const optionalPersonName = (max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: "validation.invalid" })
      .trim()
      .max(max, { error: tooLong(max) })
      .refine((value) => value === "" || PERSON_NAME.test(value), { error: "validation.nameLettersOnly" })
      .optional(),
  );

/** A form leaves an unanswered field empty: "" and null count as not given. */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const optionalBlank = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** Whole years from `birth` to `today`, both "YYYY-MM-DD". */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export { BORDER_TIME_ZONE };

/** One calendar-day formatter per time zone (building one costs more than using it). */
const calendarDays = new Map<string, Intl.DateTimeFormat>();

/** The calendar date ("YYYY-MM-DD") of the instant `now` in `timeZone`. */
export function dateIn(timeZone: string, now: Date): string {
  let format = calendarDays.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    calendarDays.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * A date of birth ("YYYY-MM-DD") of someone aged `min` to `max` on `today()`. Each refusal says why:
 * empty reads "date of birth is required", a date after today "cannot be in the future", then
 * the messages `tooYoung` and `tooOld`.
 */
export function birthDateSchema(today: () => string, ages: { min: number; max: number; tooYoung: string; tooOld: string }) {
  const required = "validation.birthDateRequired";
  // Each check reads only what the previous ones let through; none aborts, which would hold back the
  // form's cross-field checks.
  const real = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value);
  const past = (value: string) => real(value) && value <= today();
  return z
    .string({ error: required })
    .min(1, { error: required })
    .refine((value) => value === "" || real(value), { error: "validation.dateInvalid" })
    .refine((value) => !real(value) || value <= today(), { error: "validation.birthDateInFuture" })
    .refine((value) => !past(value) || ageOn(value, today()) >= ages.min, { error: ages.tooYoung })
    .refine((value) => !past(value) || ageOn(value, today()) <= ages.max, { error: ages.tooOld });
}

/** The calendar date at the border of the instant `now`. */
export function borderDate(now: Date): string {
  return dateIn(BORDER_TIME_ZONE, now);
}

/** The e-mail a reply goes to (the feedback form, a waiting area's application): required, at most 254 characters. */
export const contactEmail = z
  .string({ error: "validation.emailRequired" })
  .trim()
  .toLowerCase()
  .min(1, { error: "validation.emailRequired" })
  .max(254, { error: "validation.emailInvalid" })
  .pipe(z.email({ error: "validation.emailInvalid" }));
