/**
 * 'My info' (SPEC §2 Profile): the user's own name, date of birth, citizenship, phone and contact
 * e-mail. The phone is verified by a code sent by SMS; changing it makes it unverified again.
 */
import { z } from "zod";
import { REGISTRATION_COUNTRIES } from "./carriers.ts";
import { ageOn } from "./drivers.ts";

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const text = (max: number) =>
  z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(max, { error: "validation.invalid" });
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The 'My info' form's schema; `today` ("YYYY-MM-DD") bounds the date of birth. */
export function personalDetailsSchema(today: () => string) {
  return z.object({
    first_name: text(100),
    last_name: text(100),
    birth_date: z
      .string({ error: "validation.required" })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.dateInvalid" })
      .refine(isRealDate, { error: "validation.dateInvalid", abort: true })
      .refine((value) => ageOn(value, today()) >= 14 && ageOn(value, today()) <= 110, { error: "validation.birthDateImplausible" }),
    citizenship: z.enum(REGISTRATION_COUNTRIES, { error: "validation.citizenshipRequired" }),
    phone: z
      .string({ error: "validation.required" })
      .transform((value) => value.replace(/[\s\-()]/g, ""))
      .pipe(z.string().min(1, { error: "validation.required" }).regex(/^(?:\+[1-9]\d{7,14})?$/, { error: "validation.phoneInvalid" })),
    contact_email: z.preprocess(
      blankToUndefined,
      z.string().trim().toLowerCase().max(254, { error: "validation.emailInvalid" }).pipe(z.email({ error: "validation.emailInvalid" })).optional(),
    ),
  });
}
export type PersonalDetailsInput = z.infer<ReturnType<typeof personalDetailsSchema>>;

export const phoneCodeSchema = z.object({
  code: z.string({ error: "validation.required" }).trim().regex(/^\d{6}$/, { error: "validation.codeInvalid" }),
});
