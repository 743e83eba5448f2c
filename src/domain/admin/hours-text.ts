/**
 * Opening hours as the console's forms take them: a text per ISO weekday ("06:00-22:00,
 * 23:00-24:00"; empty: closed), read into the API's hours and shown back from them.
 */
import { z } from "../zod.ts";

export const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface Hours {
  from: string;
  to: string;
}
export type Schedule = Partial<Record<Weekday, Hours[]>>;

/** Hours of a day at most. */
export const MAX_HOURS_PER_DAY = 6;

/** Local times: "HH:mm", a day's end "24:00". */
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** A day's opening hours from their text ("06:00-22:00, 23:00-24:00"; "" closed); null when they cannot be read or are out of order. */
export function hoursOfText(text: string): Hours[] | null {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  const hours = trimmed.split(",").map((part) => {
    const [from = "", to = ""] = part.split(/[-–—]/).map((side) => side.trim());
    return { from, to };
  });
  const valid = hours.length <= MAX_HOURS_PER_DAY && hours.every((h, i) => TIME.test(h.from) && TIME.test(h.to) && h.from < h.to && (i === 0 || hours[i - 1]!.to <= h.from));
  return valid ? hours : null;
}

/** A day's opening hours as the form shows them. */
export const textOfHours = (hours: readonly Hours[] | undefined) => (hours ?? []).map((h) => `${h.from}-${h.to}`).join(", ");


/** The form's weekday fields ("schedule.1" … "schedule.7"), each its hours' text; a text that cannot be read is refused with `message`. */
export const scheduleTextSchema = (message: string) =>
  z
    .object(
      Object.fromEntries(
        WEEKDAYS.map((day) => [day, z.string().max(200, { error: message }).default("").refine((text) => hoursOfText(text) !== null, { error: message })]),
      ) as Record<Weekday, z.ZodDefault<z.ZodString>>,
    )
    .default(Object.fromEntries(WEEKDAYS.map((day) => [day, ""])) as Record<Weekday, string>);

/** A schedule's weekday fields as the form starts with them, by weekday. */
export const scheduleFields = (schedule: Schedule | null) => Object.fromEntries(WEEKDAYS.map((day) => [day, textOfHours(schedule?.[day])])) as Record<Weekday, string>;

/** The API's schedule of checked weekday fields (a day without hours left out: closed). */
export function scheduleOfFields(fields: Record<Weekday, string>): Schedule {
  const schedule: Schedule = {};
  for (const day of WEEKDAYS) {
    const hours = hoursOfText(fields[day]) ?? [];
    if (hours.length > 0) schedule[day] = hours;
  }
  return schedule;
}
