/**
 * Drivers (SPEC §3): Ukrainian or foreign, with their foreign (travel) passport, date of birth,
 * citizenship, an optional phone (verifiable by an SMS code) and an optional e-mail. A driver account is its own driver; a carrier has many.
 * Ukrainian drivers' passports must be registered in the cargo-permit registry (checked by the API).
 */
import { z } from "./zod.ts";
import { REGISTRATION_COUNTRIES } from "./registration-countries.ts";
import { birthDateSchema, optionalBlank, personName } from "./form-fields.ts";
import { checkPhoneShape, phoneFieldsShape } from "./phone.ts";

export const DRIVER_ORIGINS = ["ukrainian", "foreign"] as const;
export type DriverOrigin = (typeof DRIVER_ORIGINS)[number];

export const DRIVER_MIN_AGE = 18;
export const DRIVER_MAX_AGE = 90;


/** What the citizenship rule reads; it runs as soon as both are valid, so a form shows every problem at once. */
const originFields = z.object({ origin: z.enum(DRIVER_ORIGINS), citizenship: z.string() });

/**
 * The driver form's schema. The age rule needs the date: `today` gives it ("YYYY-MM-DD") when a
 * value is checked, so one schema serves a long-running server.
 */
export function driverSchema(today: () => string) {
  return z
    .object({
      origin: z.enum(DRIVER_ORIGINS, { error: "validation.driverOriginRequired" }),
      first_name: personName(100, "validation.nameRequired"),
      last_name: personName(100, "validation.surnameRequired"),
      birth_date: birthDateSchema(today, {
        min: DRIVER_MIN_AGE,
        max: DRIVER_MAX_AGE,
        tooYoung: "validation.driverTooYoung",
        tooOld: "validation.birthDateImplausible",
      }),
      citizenship: z.enum(REGISTRATION_COUNTRIES, { error: "validation.citizenshipRequired" }),
      passport_series: optionalBlank(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-ZА-ЯІЇЄҐ]{1,3}$/u, { error: "validation.passportSeriesInvalid" }),
      ),
      passport_number: z
        .string({ error: "validation.passportNumberRequired" })
        .trim()
        .toUpperCase()
        .min(1, { error: "validation.passportNumberRequired" })
        // An empty number reads "required" only.
        .regex(/^(?:[A-Z0-9]{6,12})?$/, { error: "validation.passportNumberInvalid" }),
      // Optional: the phone code and the number (src/domain/phone.ts); the API checks the number in full.
      ...phoneFieldsShape,
      email: optionalBlank(
        z.string().trim().toLowerCase().max(254, { error: "validation.emailInvalid" }).pipe(z.email({ error: "validation.emailInvalid" })),
      ),
    })
    .superRefine(checkPhoneShape(false))
    .refine((driver) => driver.origin !== "ukrainian" || driver.citizenship === "UA", {
      path: ["citizenship"],
      message: "validation.ukrainianCitizenship",
      when: (payload) => originFields.safeParse(payload.value).success,
    });
}
export type DriverInput = z.infer<ReturnType<typeof driverSchema>>;


/** The number the registry knows a passport by: series and number together. */
export function passportKey(driver: Pick<DriverInput, "passport_series" | "passport_number">): string {
  return `${driver.passport_series ?? ""}${driver.passport_number}`;
}
