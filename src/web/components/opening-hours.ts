/** The opening hours of a checkpoint's lanes of one vehicle type, in one line of the user's language. */
import type { TFunction } from "i18next";
import type { Locale } from "../../domain/locales.ts";
import { formatSchedule, type WeeklySchedule } from "../format.ts";

export interface ScheduledLane {
  vehicle_type: number;
  schedule?: WeeklySchedule | null;
}

/** "Opening hours: Mon 08:00–20:00, …, Sun closed" (lanes with other hours after " / "). */
export function openingHoursLine(lanes: readonly ScheduledLane[], vehicleType: number | null, locale: Locale, t: TFunction): string {
  const texts = new Set<string>();
  for (const lane of lanes) {
    if (vehicleType !== null && lane.vehicle_type !== vehicleType) continue;
    const days = formatSchedule(lane.schedule, locale);
    texts.add(
      days === null
        ? t("schedule.allDay")
        : days.map((day) => `${day.weekday} ${day.hours.length > 0 ? day.hours.join(", ") : t("schedule.closed")}`).join("; "),
    );
  }
  return texts.size === 0 ? "" : `${t("schedule.title")}: ${[...texts].join(" / ")}`;
}
