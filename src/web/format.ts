/**
 * Dates and times as the user's language writes them, in the border's time zone (Europe/Kyiv) or
 * a checkpoint's. Formatters are built once per language, zone and style, and reused: building one
 * costs far more than formatting with it.
 */
import { BORDER_TIME_ZONE } from "../domain/border-time-zone.ts";
import { LOCALE_TAGS, type Locale } from "../domain/locales.ts";

export const DEFAULT_TIME_ZONE = BORDER_TIME_ZONE;

const STYLES = {
  date: { dateStyle: "long" },
  time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  dateTime: { dateStyle: "medium", timeStyle: "short", hourCycle: "h23" },
  weekday: { weekday: "short" },
  dayMonth: { day: "numeric", month: "short" },
  weekdayDayMonth: { weekday: "short", day: "numeric", month: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: keyof typeof STYLES, locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${locale}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...STYLES[style], timeZone });
    formatters.set(key, format);
  }
  return format;
}

export function formatDate(iso: string, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  return formatter("date", locale, timeZone).format(new Date(iso));
}

/** The time of day, 24-hour "HH:mm". */
export function formatTime(iso: string, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  return formatter("time", locale, timeZone).format(new Date(iso));
}

/** A date with the time of day ("23 Nov 2026, 14:05"). */
export function formatDateTime(iso: string, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  return formatter("dateTime", locale, timeZone).format(new Date(iso));
}

/** The short weekday name of the language (Mon..Sun). */
export function formatWeekday(iso: string, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  return formatter("weekday", locale, timeZone).format(new Date(iso));
}

/** A day and its month, short, as the language writes them ("14 лист.", "Nov 14"), with the weekday when asked ("сб, 14 лист."). */
export function formatDayMonth(iso: string, locale: Locale, timeZone = DEFAULT_TIME_ZONE, { weekday = false } = {}): string {
  return formatter(weekday ? "weekdayDayMonth" : "dayMonth", locale, timeZone).format(new Date(iso));
}

/** Opening hours per ISO weekday (1 Monday … 7 Sunday, as numbers or JSON keys), local "HH:mm" times. */
export type WeeklySchedule = Partial<Record<string | number, ReadonlyArray<{ from: string; to: string }>>>;

/** One weekday of a schedule as the language writes it: its short name, and its hours (none: closed). */
export interface ScheduleDay {
  weekday: string;
  hours: string[];
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const weekdayNames = new Map<Locale, string[]>();

/** Monday to Sunday, abbreviated in `locale` (1 January 2024 was a Monday). */
export function weekdayNamesOf(locale: Locale): string[] {
  let names = weekdayNames.get(locale);
  if (!names) {
    const format = formatter("weekday", locale, "UTC");
    names = WEEKDAYS.map((day) => format.format(new Date(Date.UTC(2024, 0, day, 12))));
    weekdayNames.set(locale, names);
  }
  return names;
}

/** A local "HH:mm" wall-clock time as the language writes hours and minutes ("24:00" ends a day). */
export function formatClock(clock: string, locale: Locale): string {
  const [hours, minutes] = clock.split(":").map(Number);
  if (hours === 24) return formatter("time", locale, "UTC").format(new Date(Date.UTC(2024, 0, 1, 0, minutes ?? 0))).replace(/^00/, "24");
  return formatter("time", locale, "UTC").format(new Date(Date.UTC(2024, 0, 1, hours ?? 0, minutes ?? 0)));
}

/**
 * A lane's opening hours, Monday to Sunday, in the language of `locale`. The times are the
 * checkpoint's local times (its time zone), written as hours and minutes; null for a lane open
 * every day, all day.
 */
export function formatSchedule(schedule: WeeklySchedule | null | undefined, locale: Locale): ScheduleDay[] | null {
  if (!schedule) return null;
  const names = weekdayNamesOf(locale);
  return WEEKDAYS.map((day, index) => ({
    weekday: names[index]!,
    hours: (schedule[day] ?? schedule[String(day)] ?? []).map(({ from, to }) => `${formatClock(from, locale)}–${formatClock(to, locale)}`),
  }));
}
