/**
 * Dates and times as the user's language writes them, in the border's time zone (Europe/Kyiv) or
 * a checkpoint's. Formatters are built once per language, zone and style, and reused: building one
 * costs far more than formatting with it.
 */
import { BORDER_TIME_ZONE } from "../domain/form-fields.ts";
import { LOCALE_TAGS, type Locale } from "../domain/locales.ts";

export const DEFAULT_TIME_ZONE = BORDER_TIME_ZONE;

const STYLES = {
  date: { dateStyle: "long" },
  time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  dateTime: { dateStyle: "medium", timeStyle: "short", hourCycle: "h23" },
  weekday: { weekday: "short" },
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
