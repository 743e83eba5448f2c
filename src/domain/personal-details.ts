/**
 * 'My info' (SPEC §2 Profile): the user's own name, date of birth, citizenship, phone and contact
 * e-mail. The phone is verified by a code sent by SMS; changing it makes it unverified again.
 */
import { z } from "zod";
import { REGISTRATION_COUNTRIES } from "./carriers.ts";
import { birthDateSchema, optionalBlank, requiredText } from "./form-fields.ts";
import { checkPhoneShape, phoneFieldsShape } from "./phone.ts";

/** The 'My info' form's schema; `today` ("YYYY-MM-DD") bounds the date of birth. */
export function personalDetailsSchema(today: () => string) {
  return z
    .object({
      first_name: requiredText(100),
      last_name: requiredText(100),
      birth_date: birthDateSchema(today, { min: 14, max: 110 }),
      citizenship: z.enum(REGISTRATION_COUNTRIES, { error: "validation.citizenshipRequired" }),
      // The phone code and the number (src/domain/phone.ts); the API checks the number in full.
      ...phoneFieldsShape,
      contact_email: optionalBlank(
        z.string().trim().toLowerCase().max(254, { error: "validation.emailInvalid" }).pipe(z.email({ error: "validation.emailInvalid" })),
      ),
    })
    .superRefine(checkPhoneShape(true));
}
export type PersonalDetailsInput = z.infer<ReturnType<typeof personalDetailsSchema>>;

export const phoneCodeSchema = z.object({
  code: z.string({ error: "validation.required" }).trim().regex(/^\d{6}$/, { error: "validation.codeInvalid" }),
});
