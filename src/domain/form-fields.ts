/** Field schemas the forms share: required text, optional values left blank, dates of birth. Messages are locale keys. */
import { z } from "zod";

/** A required text of at most `max` characters, trimmed. */
export const requiredText = (max: number) =>
  z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(max, { error: "validation.invalid" });

/** A form leaves an unanswered field empty: "" and null count as not given. */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const optionalBlank = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** Whole years from `birth` to `today`, both "YYYY-MM-DD". */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The border's time zone: ages, years of issue and "today" are counted in Ukraine's calendar. */
export const BORDER_TIME_ZONE = "Europe/Kyiv";

/** The calendar date ("YYYY-MM-DD") of the instant `now` in `timeZone`. */
export function dateIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/**
 * A date of birth ("YYYY-MM-DD") of someone aged `minAge` to `maxAge` on `today()`; younger reads
 * `tooYoung`, anything else implausible.
 */
export function birthDateSchema(today: () => string, ages: { min: number; max: number; tooYoung?: string }) {
  const tooYoung = ages.tooYoung ?? "validation.birthDateImplausible";
  return z
    .string({ error: "validation.required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.dateInvalid" })
    .refine(isRealDate, { error: "validation.dateInvalid", abort: true })
    .refine((value) => ageOn(value, today()) >= ages.min, { error: tooYoung })
    .refine((value) => ageOn(value, today()) <= ages.max, { error: "validation.birthDateImplausible" });
}

/** The calendar date at the border of the instant `now`. */
export function borderDate(now: Date): string {
  return dateIn(BORDER_TIME_ZONE, now);
}
