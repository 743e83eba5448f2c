/**
 * Permits (SPEC §3, §5): a permit's number (3 to 15 characters), series, year of issue, number of
 * permits and type (regular, one-time, irregular), with the INTERBUS book, ATA Carnet and Ukrainian
 * passenger-transport permit numbers. Every number is checked against the cargo-permit registry by
 * the API. The INTERBUS book covers occasional passenger services, so only irregular transport has one.
 */
import { z } from "zod";
import { optionalBlank } from "./form-fields.ts";

export const PERMIT_KINDS = ["regular", "one-time", "irregular"] as const;
export type PermitKind = (typeof PERMIT_KINDS)[number];
export const PERMIT_NUMBER_LENGTH = { min: 3, max: 15 } as const;
/** The numbers of a permit the registry must know, by field. */
export const PERMIT_NUMBER_FIELDS = ["number", "interbus_number", "ata_carnet_number", "ua_passenger_permit_number"] as const;

const permitNumber = z
  .string({ error: "validation.permitNumberRequired" })
  .trim()
  .toUpperCase()
  .min(1, { error: "validation.permitNumberRequired" })
  .refine((value) => value.length === 0 || (value.length >= PERMIT_NUMBER_LENGTH.min && value.length <= PERMIT_NUMBER_LENGTH.max), {
    error: "validation.permitNumberLength",
  });
const optionalNumber = optionalBlank(
  z
    .string()
    .trim()
    .toUpperCase()
    .min(PERMIT_NUMBER_LENGTH.min, { error: "validation.permitNumberLength" })
    .max(PERMIT_NUMBER_LENGTH.max, { error: "validation.permitNumberLength" }),
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
    series: optionalBlank(z.string().trim().toUpperCase().max(10, { error: "validation.invalid" })),
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
  return fields.refine((permit) => permit.kind === "irregular" || permit.interbus_number === undefined, {
    path: ["interbus_number"],
    message: "validation.irregularOnly",
    when: (payload) => crossFields.safeParse(payload.value).success,
  });
}
export type PermitInput = z.infer<ReturnType<typeof permitSchema>>;
