/**
 * The console's waiting-area forms (/admin/waiting-areas/{id}, /admin/waiting-areas/new): the
 * area (names and addresses in the 7 languages, checkpoint, highway, phone, parking spaces,
 * coordinates, services, opening hours as text per weekday, published), a key's label to issue
 * one, and a key to revoke. One schema per form checks it in the browser and in the route action
 * (STYLE.md); the area's fields and the key's label are the API's own (the API's schemas take
 * them from here), so the console and the API refuse the same thing with the same message.
 */
import { optionalText, requiredText } from "../form-fields.ts";
import type { Locale } from "../locales.ts";
import { WAITING_AREA_SERVICES } from "../waiting-areas.ts";
import { z } from "../zod.ts";
import { scheduleFields, scheduleOfFields, scheduleTextSchema, type Schedule } from "./hours-text.ts";
import { latitude, localizedFields, localizedText, longitude, numberIn, ticked } from "./place-fields.ts";
import { editVersion } from "./edit-version.ts";

const V = "adminWaitingAreas.validation";

/** What an area's fields may be: texts' lengths, the phone's form, the parking spaces, with their messages. */
export const WAITING_AREA_LIMITS = {
  name: 200,
  address: 300,
  highway: 20,
  phone: { max: 30, pattern: /^\+?[\d ()-]{5,30}$/, message: `${V}.phone` },
  parking_spaces: { min: 0, max: 100_000, message: `${V}.parkingSpaces` },
  key_label: 100,
  hours_message: "adminCheckpoints.validation.hours",
} as const;

/** The fields written in each of the 7 languages. */
export const WAITING_AREA_TEXTS = ["name", "address"] as const;

/** A checkpoint's id (chosen from the list). */
const checkpointId = z.number().int({ error: "validation.invalid" }).min(1, { error: "validation.invalid" }).max(2_147_483_647, { error: "validation.invalid" });

/** A phone that may be left out: digits, spaces, brackets and hyphens, maybe a leading +. */
const phone = optionalText(WAITING_AREA_LIMITS.phone.max).refine((v) => v === undefined || v === "" || WAITING_AREA_LIMITS.phone.pattern.test(v), {
  error: WAITING_AREA_LIMITS.phone.message,
});

/** What an area offers: known services, each once at most. */
export const waitingAreaServices = z.array(z.enum(WAITING_AREA_SERVICES, { error: "validation.invalid" })).max(WAITING_AREA_SERVICES.length);

/** An area's fields as the forms and the API's create and edit all check them. */
export const waitingAreaFields = {
  checkpoint_id: checkpointId,
  name: localizedText(WAITING_AREA_LIMITS.name),
  address: localizedText(WAITING_AREA_LIMITS.address),
  highway: requiredText(WAITING_AREA_LIMITS.highway),
  phone,
  parking_spaces: numberIn(WAITING_AREA_LIMITS.parking_spaces, true),
  lat: latitude,
  lng: longitude,
};

const areaForm = {
  ...waitingAreaFields,
  services: waitingAreaServices.default([]),
  always_open: z.boolean().default(false),
  schedule: scheduleTextSchema(WAITING_AREA_LIMITS.hours_message),
  published: z.boolean().default(false),
};

/** A new area's form. */
export const newWaitingAreaFormSchema = z.object(areaForm);
/** An area's edit form: the same, from the version loaded. */
export const waitingAreaFormSchema = z.object({ version: editVersion, ...areaForm });

export type NewWaitingAreaForm = z.output<typeof newWaitingAreaFormSchema>;
export type WaitingAreaForm = z.output<typeof waitingAreaFormSchema>;

/** A key's label, to issue one (the key is answered once). */
export const keyFormSchema = z.object({ label: requiredText(WAITING_AREA_LIMITS.key_label) });
/** A key to revoke. */
export const revokeKeyFormSchema = z.object({ key_id: z.number().int().min(1) });

/** An area as the API gives it, for the form's starting values. */
export interface WaitingAreaSettings {
  checkpoint_id: number;
  name: Partial<Record<Locale, string>>;
  address: Partial<Record<Locale, string>>;
  highway: string;
  phone: string | null;
  parking_spaces: number;
  lat: number;
  lng: number;
  services: readonly string[];
  schedule: Schedule | null;
  published: boolean;
  version: string;
}

/** The form's starting values: an area's, or (none yet) a new one's, open around the clock and not published. */
export function waitingAreaFormDefaults(area: WaitingAreaSettings | null) {
  return {
    version: area?.version ?? "",
    checkpoint_id: area ? String(area.checkpoint_id) : "",
    name: localizedFields(area?.name),
    address: localizedFields(area?.address),
    highway: area?.highway ?? "",
    phone: area?.phone ?? "",
    parking_spaces: area ? String(area.parking_spaces) : "",
    lat: area ? String(area.lat) : "",
    lng: area ? String(area.lng) : "",
    services: [...(area?.services ?? [])],
    always_open: ticked(!area || area.schedule === null),
    schedule: scheduleFields(area?.schedule ?? null),
    published: ticked(area?.published ?? false),
  };
}

/** The API's new area (POST /api/v3/admin/waiting-areas) of a checked form; a phone left out is none. */
export function waitingAreaBody(form: NewWaitingAreaForm) {
  return {
    checkpoint_id: form.checkpoint_id,
    name: form.name,
    address: form.address,
    highway: form.highway,
    phone: form.phone ?? "",
    parking_spaces: form.parking_spaces,
    lat: form.lat,
    lng: form.lng,
    services: form.services,
    schedule: form.always_open ? null : scheduleOfFields(form.schedule),
    published: form.published,
  };
}

/** The API's edit (PATCH /api/v3/admin/waiting-areas/{id}) of a checked form. */
export const waitingAreaPatchBody = (form: WaitingAreaForm) => ({ version: form.version, ...waitingAreaBody(form) });
