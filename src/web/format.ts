/** Dates and times as the user's language writes them, in the border's time zone (Europe/Kyiv). */
import { BORDER_TIME_ZONE } from "../domain/form-fields.ts";
import { LOCALE_TAGS, type Locale } from "../domain/locales.ts";

export const DEFAULT_TIME_ZONE = BORDER_TIME_ZONE;

export function formatDate(iso: string, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone }).format(new Date(iso));
}

/** The time of day, 24-hour "HH:mm", in the border's time zone. */
export function formatTime(iso: string, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(new Date(iso));
}
