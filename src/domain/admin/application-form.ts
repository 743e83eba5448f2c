/**
 * The console's forms of an application to connect a waiting area (/admin/applications/{id}):
 * approve it at coordinates (the area is made, published or not, with its first key), or decline
 * it with a reason mailed to the applicant. One schema per form checks it in the browser and in
 * the route action (STYLE.md); the API's schemas take their fields from here, so the console and
 * the API refuse the same thing with the same message.
 */
import { z } from "../zod.ts";
import { latitude, longitude, ticked } from "./place-fields.ts";

/** A decline's reason: its length, with the message of one too short or too long. */
export const REASON_LIMITS = { min: 3, max: 1000, message: "adminWaitingAreas.validation.reason" } as const;

/** A reason of one or more lines, without other control characters. */
export const declineReason = z
  .string({ error: REASON_LIMITS.message })
  .trim()
  .min(REASON_LIMITS.min, { error: REASON_LIMITS.message })
  .max(REASON_LIMITS.max, { error: REASON_LIMITS.message })
  .regex(/^(?:[^\p{Cc}\p{Cf}]|\r?\n)*$/u, { error: "validation.controlCharacters" });

export const approveFormSchema = z.object({ lat: latitude, lng: longitude, published: z.boolean().default(false) });
export const rejectFormSchema = z.object({ reason: declineReason });

export type ApproveForm = z.output<typeof approveFormSchema>;

/** The approval's starting values: at the checkpoint's coordinates (the applicant gave none), to be published. */
export function approveFormDefaults(checkpoint: { lat: number; lng: number } | null) {
  return { lat: checkpoint ? String(checkpoint.lat) : "", lng: checkpoint ? String(checkpoint.lng) : "", published: ticked(true) };
}

/** The API's approval (POST …/approve) of a checked form. */
export const approveBody = (form: ApproveForm) => ({ lat: form.lat, lng: form.lng, published: form.published });
