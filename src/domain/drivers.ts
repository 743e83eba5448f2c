/**
 * Drivers (SPEC §3): Ukrainian or foreign, with their foreign (travel) passport, date of birth,
 * citizenship and an optional phone. A driver account is its own driver; a carrier has many.
 * Ukrainian drivers' passports must be registered in the cargo-permit registry (checked by the API).
 */
import { z } from "zod";
import { REGISTRATION_COUNTRIES } from "./carriers.ts";

export const DRIVER_ORIGINS = ["ukrainian", "foreign"] as const;
export type DriverOrigin = (typeof DRIVER_ORIGINS)[number];

export const DRIVER_MIN_AGE = 18;
export const DRIVER_MAX_AGE = 90;

const text = (max: number) =>
  z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(max, { error: "validation.invalid" });
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** Whole years from `birth` to `today`, both "YYYY-MM-DD". */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

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
      first_name: text(100),
      last_name: text(100),
      birth_date: z
        .string({ error: "validation.required" })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.dateInvalid" })
        .refine(isRealDate, { error: "validation.dateInvalid", abort: true })
        .refine((value) => ageOn(value, today()) >= DRIVER_MIN_AGE, { error: "validation.driverTooYoung" })
        .refine((value) => ageOn(value, today()) <= DRIVER_MAX_AGE, { error: "validation.birthDateImplausible" }),
      citizenship: z.enum(REGISTRATION_COUNTRIES, { error: "validation.citizenshipRequired" }),
      passport_series: optional(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-ZА-ЯІЇЄҐ]{1,3}$/u, { error: "validation.passportSeriesInvalid" }),
      ),
      passport_number: z
        .string({ error: "validation.required" })
        .trim()
        .toUpperCase()
        .min(1, { error: "validation.required" })
        // An empty number reads "required" only.
        .regex(/^(?:[A-Z0-9]{6,12})?$/, { error: "validation.passportNumberInvalid" }),
      phone: optional(
        z
          .string()
          .transform((value) => value.replace(/[\s\-()]/g, ""))
          .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, { error: "validation.phoneInvalid" })),
      ),
    })
    .refine((driver) => driver.origin !== "ukrainian" || driver.citizenship === "UA", {
      path: ["citizenship"],
      message: "validation.ukrainianCitizenship",
      when: (payload) => originFields.safeParse(payload.value).success,
    });
}
export type DriverInput = z.infer<ReturnType<typeof driverSchema>>;

/** The calendar date ("YYYY-MM-DD") of the instant `now` in `timeZone`. */
export function dateIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The number the registry knows a passport by: series and number together. */
export function passportKey(driver: Pick<DriverInput, "passport_series" | "passport_number">): string {
  return `${driver.passport_series ?? ""}${driver.passport_number}`;
}
