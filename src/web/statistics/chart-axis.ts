/**
 * The statistics charts' axes in the page's language, not uPlot's own "11/14" in every one. A day
 * of the range is its UTC midnight in Unix seconds on the chart's scale (the chart places its ticks
 * on UTC midnights too), labelled "14 лист.", "Nov 14"; an hour of the day is its number, labelled
 * "14:00"; the counts are written as the language writes numbers ("1 250", "1,250"). The
 * formatters are built once per language (format.ts).
 */
import { LOCALE_TAGS, type Locale } from "../../domain/locales.ts";
import { formatClock, formatDayMonth } from "../format.ts";

export const SECONDS_PER_DAY = 86_400;

/** A day of the statistics ("2026-11-14") as the chart's x value. */
export const daySeconds = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 1000;

export const dayLabel = (seconds: number, locale: Locale): string => formatDayMonth(new Date(seconds * 1000).toISOString(), locale, "UTC");

export const hourLabel = (hour: number, locale: Locale): string => formatClock(`${hour}:00`, locale);

const numberFormats = new Map<Locale, Intl.NumberFormat>();

export function countLabel(count: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 0 });
    numberFormats.set(locale, format);
  }
  return format.format(count);
}

/** The steps between ticks: whole days (then months), whole hours of a day, whole counts. */
export const DAY_STEPS = [1, 2, 3, 7, 14, 30].map((days) => days * SECONDS_PER_DAY);
export const HOUR_STEPS = [1, 2, 3, 4, 6, 12];
export const COUNT_STEPS = [0, 1, 2, 3, 4, 5, 6].flatMap((power) => [1, 2, 5].map((step) => step * 10 ** power));
