/**
 * 'Open a claim' sent from a vehicle or driver form (docs/ownership.md), on the carrier page and in
 * the booking wizard alike: the form's fields and its documents go to `POST /profile/ownership-claims`,
 * for an administrator's review. A refused claim keeps the claim's fields open (`HELD_ELSEWHERE`).
 */
import type { Locale } from "../../domain/locales.ts";
import type { WebContext } from "../context.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { HELD_ELSEWHERE } from "./claim.ts";
import { driverFormSchema } from "./driver-form-schema.ts";
import { vehicleFormSchema, withSemiTrailerAnswer } from "./vehicle-form-schema.ts";

/** Whether a vehicle or driver form was sent by its 'Open a claim' button. */
export const isClaim = (formData: FormData) => formData.get("claim") === "on";

/** The form's names that are not the record's fields. */
const NOT_FIELDS = ["intent", "claim", "claim_note", "certificate", "documents", "draft", "step"];

export async function submitClaim(web: WebContext, formData: FormData, subject: "vehicle" | "driver", options: { page: { locale: Locale; url: URL }; form: string }) {
  if (subject === "vehicle") withSemiTrailerAnswer(formData);
  const claim = new FormData();
  claim.append("subject", subject);
  for (const [name, value] of formData) {
    if (!NOT_FIELDS.includes(name)) claim.append(name, value);
  }
  for (const value of [...formData.getAll("certificate"), ...formData.getAll("documents")]) {
    if (value instanceof File && value.size > 0) claim.append("documents", value);
  }
  const note = formData.get("claim_note");
  if (typeof note === "string" && note.trim() !== "") claim.append("note", note);
  const schema = subject === "vehicle" ? vehicleFormSchema : driverFormSchema;
  return submitForm(formData, schema, () => web.api.post("/profile/ownership-claims", claim), { ...options, code: HELD_ELSEWHERE });
}
