/**
 * What the booking wizard says of a checkpoint under its name, for the vehicle type being booked:
 * how many wait and how long, today's free places, how many checkpoints it groups, its opening
 * hours. Written out by the wizard's loader in the page's language: their plural rules (and weekday
 * names, where lanes keep hours) would have the browser build Intl objects while the step hydrates.
 */
import type { TFunction } from "i18next";
import { LOAD_KEY, type VehicleType } from "../../../domain/codes.ts";
import type { Locale } from "../../../domain/locales.ts";
import { openingHoursLine } from "../../components/opening-hours.ts";
import type { Checkpoint } from "./types.ts";

/** An expected wait as the language writes it ("2 h 15 min"), or that it is not known. */
export function waitText(minutes: number | null, t: TFunction): string {
  if (minutes === null) return t("booking.checkpoint.waitUnknown");
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? t("booking.duration.hours", { hours, minutes: minutes % 60 }) : t("booking.duration.minutes", { minutes });
}

export function checkpointDetails(checkpoint: Checkpoint, vehicleType: VehicleType, locale: Locale, t: TFunction): string[] {
  const key = LOAD_KEY[vehicleType];
  return [
    t("booking.checkpoint.waiting", { count: checkpoint.load.vehicles_in_queue[key] }),
    `${t("booking.checkpoint.wait")}: ${waitText(checkpoint.load.waiting_minutes[key], t)}`,
    t("booking.checkpoint.free", { count: checkpoint.load.free_places_today }),
    t("checkpointsCount.line", { count: checkpoint.checkpoints_count }),
    openingHoursLine(checkpoint.lanes, vehicleType, locale, t),
  ];
}
