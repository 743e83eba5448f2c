/**
 * The bounds of every value a client sends, whatever the form or endpoint: ids and counts fit
 * PostgreSQL's `integer` (int4), days and instants lie in the years the portal can mean (1900–2100:
 * a date of birth to a booking years ahead; PostgreSQL and JavaScript dates both hold them), so no
 * value out of what the database stores reaches it. Messages are locale keys. Pure.
 */
import { z } from "./zod.ts";

/** Whether "YYYY-MM-DD" names a day of the calendar (not 2026-02-30). */
export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The largest value of PostgreSQL's `integer` (ids are `serial`). */
export const INT4_MAX = 2_147_483_647;

/** The first and last day any date input may name. */
export const EARLIEST_DAY = "1900-01-01";
export const LATEST_DAY = "2100-12-31";

const EARLIEST_MS = Date.parse(`${EARLIEST_DAY}T00:00:00Z`);
const LATEST_MS = Date.parse(`${LATEST_DAY}T23:59:59.999Z`);

/** An integer from `min` to `max`, both within int4. */
export const dbInt = (min: number, max: number, message = "validation.invalid") =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(Math.max(min, -INT4_MAX - 1), { error: message })
    .max(Math.min(max, INT4_MAX), { error: message });

/** The id of a stored row (1 to INT4_MAX): anything else names no row. */
export const dbId = (message = "validation.invalid") => dbInt(1, INT4_MAX, message);

/** A count or other whole number from 0 to `max` (at most INT4_MAX). */
export const dbCount = (max = INT4_MAX, message = "validation.invalid") => dbInt(0, max, message);

/** Whether a "YYYY-MM-DD" is a real day from EARLIEST_DAY to LATEST_DAY. */
export function isDayInRange(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value) && value >= EARLIEST_DAY && value <= LATEST_DAY;
}

/** Whether an ISO 8601 date-time names an instant from EARLIEST_DAY to LATEST_DAY (UTC). */
export function isInstantInRange(value: string): boolean {
  const at = Date.parse(value);
  return !Number.isNaN(at) && at >= EARLIEST_MS && at <= LATEST_MS;
}

/** A calendar day ("YYYY-MM-DD"), real and within the portal's years. */
export const calendarDay = (message = "validation.dateInvalid") =>
  z.iso.date({ error: message }).refine(isDayInRange, { error: message });

/** An instant (ISO 8601 date-time with `Z` or an offset) within the portal's years. */
export const boundedInstant = (message = "validation.invalid") =>
  z.iso.datetime({ offset: true, error: message }).refine(isInstantInRange, { error: message });
