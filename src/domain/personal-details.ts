/**
 * 'My info' (SPEC §2 Profile): the user's own name, date of birth, citizenship, phone and contact
 * e-mail. The phone is verified by a code sent by SMS; changing it makes it unverified again.
 */
import { z } from "./zod.ts";
import { REGISTRATION_COUNTRIES } from "./registration-countries.ts";
import { birthDateSchema, optionalBlank, personName } from "./form-fields.ts";
import { checkPhoneShape, phoneFieldsShape } from "./phone.ts";

/** The account holder's age on 'My info': old enough to hold an account, and a plausible date. */
export const HOLDER_AGE = { min: 14, max: 100 } as const;

/** The 'My info' form's schema; `today` ("YYYY-MM-DD") bounds the date of birth. */
export function personalDetailsSchema(today: () => string) {
  return z
    .object({
      first_name: personName(100, "validation.nameRequired"),
      last_name: personName(100, "validation.surnameRequired"),
      birth_date: birthDateSchema(today, { ...HOLDER_AGE, tooYoung: "validation.holderTooYoung", tooOld: "validation.holderTooOld" }),
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
  code: z
    .string({ error: "validation.codeRequired" })
    .trim()
    .min(1, { error: "validation.codeRequired" })
    .regex(/^(?:\d{6})?$/, { error: "validation.codeInvalid" }),
});
