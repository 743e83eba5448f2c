/**
 * The console's checkpoint form (/admin/checkpoints/{id}): its names, the neighbouring checkpoint's
 * name and its address in the 7 languages, highway, coordinates, control points, open or closed,
 * and whether it takes bookings in the trial. One schema checks it in the browser and in the route
 * action (STYLE.md); its fields are the API's own (`checkpointFields`, which the API's schema takes
 * from here), so the console and the API refuse the same thing with the same message.
 */
import { requiredText } from "../form-fields.ts";
import type { Locale } from "../locales.ts";
import { z } from "../zod.ts";
import { latitude, localizedFields, localizedText, longitude, numberIn, ticked } from "./place-fields.ts";
import { editVersion } from "./edit-version.ts";

const V = "adminCheckpoints.validation";

/** What a checkpoint's fields may be: texts' lengths, and the control points with their message. */
export const CHECKPOINT_LIMITS = {
  name: 100,
  foreign_name: 100,
  address: 300,
  highway: 20,
  checkpoints_count: { min: 1, max: 100, message: `${V}.checkpointsCount` },
} as const;

/** The fields written in each of the 7 languages. */
export const CHECKPOINT_TEXTS = ["name", "foreign_name", "address"] as const;

/** Bookings in the trial: as configured (BOOKING_CHECKPOINTS decides), yes or no. */
export const BOOKINGS_CHOICES = ["config", "yes", "no"] as const;
export type BookingsChoice = (typeof BOOKINGS_CHOICES)[number];

/** A checkpoint's fields as the form and the API's edit both check them. */
export const checkpointFields = {
  name: localizedText(CHECKPOINT_LIMITS.name),
  foreign_name: localizedText(CHECKPOINT_LIMITS.foreign_name),
  address: localizedText(CHECKPOINT_LIMITS.address),
  highway: requiredText(CHECKPOINT_LIMITS.highway),
  lat: latitude,
  lng: longitude,
  checkpoints_count: numberIn(CHECKPOINT_LIMITS.checkpoints_count, true),
};

export const checkpointFormSchema = z.object({
  version: editVersion,
  ...checkpointFields,
  is_open: z.boolean().default(false),
  takes_bookings: z.enum(BOOKINGS_CHOICES),
});

export type CheckpointForm = z.output<typeof checkpointFormSchema>;

/** A checkpoint as the API gives it, for the form's starting values. */
export interface CheckpointSettings {
  name: Partial<Record<Locale, string>>;
  foreign_name: Partial<Record<Locale, string>>;
  address: Partial<Record<Locale, string>>;
  highway: string;
  lat: number;
  lng: number;
  checkpoints_count: number;
  is_open: boolean;
  takes_bookings: boolean | null;
  version: string;
}

const choiceOf = (takesBookings: boolean | null): BookingsChoice => (takesBookings === null ? "config" : takesBookings ? "yes" : "no");

/** The form's starting values (as the fields hold them; the texts nested by language, as the field names are). */
export function checkpointFormDefaults(checkpoint: CheckpointSettings) {
  return {
    version: checkpoint.version,
    name: localizedFields(checkpoint.name),
    foreign_name: localizedFields(checkpoint.foreign_name),
    address: localizedFields(checkpoint.address),
    highway: checkpoint.highway,
    lat: String(checkpoint.lat),
    lng: String(checkpoint.lng),
    checkpoints_count: String(checkpoint.checkpoints_count),
    is_open: ticked(checkpoint.is_open),
    takes_bookings: choiceOf(checkpoint.takes_bookings),
  };
}

/** The API's edit (PATCH /api/v3/admin/checkpoints/{id}) of a checked form. */
export function checkpointPatchBody(form: CheckpointForm) {
  return {
    version: form.version,
    name: form.name,
    foreign_name: form.foreign_name,
    address: form.address,
    highway: form.highway,
    lat: form.lat,
    lng: form.lng,
    checkpoints_count: form.checkpoints_count,
    is_open: form.is_open,
    takes_bookings: form.takes_bookings === "config" ? null : form.takes_bookings === "yes",
  };
}
