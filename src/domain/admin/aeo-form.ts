/**
 * A carrier's trusted-operator (AEO) mark, set on its user's page (/admin/users/{id}): the
 * certificate's number and the day it expires, both or neither (neither takes the mark). One
 * schema checks the form in the browser and in the route action; the API's request schema
 * (PUT /admin/carriers/{id}/aeo, people.routes.ts) takes the same fields and pair rule from here.
 */
import { tooLong } from "../form-fields.ts";
import { dbId, isRealDate } from "../input-bounds.ts";
import { z } from "../zod.ts";
import { editVersion } from "./edit-version.ts";

export const AEO_CERTIFICATE_MAX = 64;

/** A certificate's number: letters, digits, spaces, dots, slashes and hyphens (e.g. "PL AEOF 0001"). */
export const aeoCertificate = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(AEO_CERTIFICATE_MAX, { error: tooLong(AEO_CERTIFICATE_MAX) })
  .regex(/^[\p{L}\p{N} ./-]+$/u, { error: "validation.invalid" });

/** The day the certificate expires: a real day of 2000–2099 ("YYYY-MM-DD", as a date input sends it). */
export const aeoExpiry = z
  .string({ error: "validation.required" })
  .regex(/^20\d\d-\d\d-\d\d$/, { error: "validation.dateInvalid" })
  .refine(isRealDate, { error: "validation.dateInvalid" });

/** The certificate goes with its expiry: one without the other is refused on the one missing. */
export function checkAeoPair(value: { certificate?: string | null | undefined; expires_on?: string | null | undefined }, ctx: z.RefinementCtx) {
  const given = (field: string | null | undefined) => field !== null && field !== undefined;
  if (given(value.certificate) !== given(value.expires_on)) {
    ctx.addIssue({ code: "custom", path: [given(value.certificate) ? "expires_on" : "certificate"], message: "validation.required" });
  }
}

/** The form: which carrier, and both fields left empty take the mark. */
export const aeoFormSchema = z
  .object({
    carrier_id: dbId(),
    version: editVersion,
    certificate: aeoCertificate.optional(),
    expires_on: aeoExpiry.optional(),
  })
  .superRefine(checkAeoPair);

export type AeoForm = z.output<typeof aeoFormSchema>;

/** A carrier as the API gives it, for the form's starting values. */
export interface AeoMark {
  id: number;
  aeo_certificate: string | null;
  aeo_expires_on: string | null;
  version: string;
}

/** The form's starting values (as the fields hold them: text, empty for none). */
export function aeoFormDefaults(carrier: AeoMark) {
  return { carrier_id: String(carrier.id), version: carrier.version, certificate: carrier.aeo_certificate ?? "", expires_on: carrier.aeo_expires_on ?? "" };
}

/** The API's edit (PUT /api/v3/admin/carriers/{id}/aeo) of a checked form: null for none. */
export function aeoBody(form: AeoForm) {
  return { certificate: form.certificate ?? null, expires_on: form.expires_on ?? null, version: form.version };
}
