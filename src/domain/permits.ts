/**
 * Permits (SPEC §3, §5): a permit's number (3 to 15 characters), series, year of issue, number of
 * permits and type (regular, one-time, irregular), with the INTERBUS book, ATA Carnet and Ukrainian
 * passenger-transport permit numbers. Every number is checked against the cargo-permit registry by
 * the API. The INTERBUS book covers occasional passenger services, so only irregular transport has one.
 */
import { z } from "./zod.ts";
import { VehicleType } from "./codes.ts";
import { optionalBlank, tooLong } from "./form-fields.ts";

export const PERMIT_KINDS = ["regular", "one-time", "irregular"] as const;
export type PermitKind = (typeof PERMIT_KINDS)[number];
export const PERMIT_NUMBER_LENGTH = { min: 3, max: 15 } as const;
/** The numbers of a permit the registry must know, by field. */
export const PERMIT_NUMBER_FIELDS = ["number", "interbus_number", "ata_carnet_number", "ua_passenger_permit_number"] as const;

/**
 * The form every permit number has (the permit's own, the INTERBUS book's, the ATA Carnet's, the
 * Ukrainian passenger-transport permit's): Latin or Cyrillic letters, digits, hyphens and slashes,
 * with at least one digit ("PL-2024/0457", "UA123456", "A12345"). Spaces are dropped.
 */
export const PERMIT_NUMBER_FORM = /^(?=.*\d)[A-ZА-ЯІЇЄҐ0-9/-]+$/u;

/** "PL 2024 / 0457" is "PL2024/0457": numbers are compared and stored without spaces, upper case. */
const normaliseNumber = (value: string) => value.replace(/\s+/g, "").toUpperCase();

const fitsLength = (value: string) => value.length >= PERMIT_NUMBER_LENGTH.min && value.length <= PERMIT_NUMBER_LENGTH.max;

const permitNumber = z
  .string({ error: "validation.permitNumberRequired" })
  .transform(normaliseNumber)
  .pipe(
    z
      .string({ error: "validation.permitNumberRequired" })
      .min(1, { error: "validation.permitNumberRequired" })
      .refine((value) => value === "" || fitsLength(value), { error: "validation.permitNumberLength" })
      .refine((value) => !fitsLength(value) || PERMIT_NUMBER_FORM.test(value), { error: "validation.permitNumberInvalid" }),
  );
const optionalNumber = optionalBlank(
  z
    .string({ error: "validation.invalid" })
    .transform(normaliseNumber)
    .pipe(
      z
        .string()
        .refine(fitsLength, { error: "validation.permitNumberLength" })
        .refine((value) => !fitsLength(value) || PERMIT_NUMBER_FORM.test(value), { error: "validation.permitNumberInvalid" }),
    ),
);
const wholeNumber = (min: number, max: number, error: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value),
    z.number({ error }).int({ error }).min(min, { error }).max(max, { error }),
  );

/** The permit form's schema; the year of issue may not be later than `today` ("YYYY-MM-DD") gives. */
export function permitSchema(today: () => string) {
  const fields = z.object({
    number: permitNumber,
    series: optionalBlank(
      z
        .string({ error: "validation.invalid" })
        .trim()
        .toUpperCase()
        .max(10, { error: tooLong(10) })
        .regex(/^[A-ZА-ЯІЇЄҐ0-9/-]*$/u, { error: "validation.permitSeriesInvalid" }),
    ),
    year: wholeNumber(1990, 2100, "validation.permitYearInvalid").refine((year) => year <= Number(today().slice(0, 4)), {
      error: "validation.permitYearInvalid",
    }),
    count: wholeNumber(1, 999, "validation.permitCountInvalid"),
    kind: z.enum(PERMIT_KINDS, { error: "validation.permitKindRequired" }),
    interbus_number: optionalNumber,
    ata_carnet_number: optionalNumber,
    ua_passenger_permit_number: optionalNumber,
  });
  const crossFields = fields.pick({ kind: true, interbus_number: true });
  const numberFields = fields.pick({ number: true, interbus_number: true, ata_carnet_number: true, ua_passenger_permit_number: true });
  return fields
    .refine((permit) => permit.kind === "irregular" || permit.interbus_number === undefined, {
      path: ["interbus_number"],
      message: "validation.irregularOnly",
      when: (payload) => crossFields.safeParse(payload.value).success,
    })
    .superRefine((permit, ctx) => {
      // One number belongs in one field: the same number twice is a number put in the wrong field.
      if (!numberFields.safeParse(permit).success) return;
      const seen = new Set<string>();
      for (const field of PERMIT_NUMBER_FIELDS) {
        const value = permit[field];
        if (value === undefined) continue;
        if (seen.has(value)) ctx.addIssue({ code: "custom", path: [field], message: "validation.oneFieldOnly" });
        seen.add(value);
      }
    });
}
export type PermitInput = z.infer<ReturnType<typeof permitSchema>>;

/**
 * Whether a vehicle type needs a permit to join the queue (the rule of carrier-sufficiency.ts): only
 * a bus carrier on regular passenger routes must have a regular permit; a truck or another bus may
 * add the permits it carries; a car has none.
 */
export type PermitNeed = "required" | "optional" | "none";
export function permitNeed(vehicleType: VehicleType, regularPassenger: boolean): PermitNeed {
  if (vehicleType === VehicleType.Car) return "none";
  return vehicleType === VehicleType.Bus && regularPassenger ? "required" : "optional";
}

export type PermitField = "number" | "series" | "year" | "count" | "kind" | (typeof PERMIT_NUMBER_FIELDS)[number];

/**
 * The permit fields that apply to a vehicle type: a truck's permit and ATA Carnet (goods); a bus's
 * also the INTERBUS book (irregular passenger transport) and the Ukrainian passenger-transport
 * permit; a car none.
 */
export function permitFieldsFor(vehicleType: VehicleType): readonly PermitField[] {
  const common = ["number", "series", "year", "count", "kind"] as const;
  if (vehicleType === VehicleType.Truck) return [...common, "ata_carnet_number"];
  if (vehicleType === VehicleType.Bus) return [...common, "interbus_number", "ata_carnet_number", "ua_passenger_permit_number"];
  return [];
}
