/**
 * Carriers (SPEC §3): the companies (or, for cars, the people) a user books the queue for, one per
 * vehicle type. The form's schema, shared by the API and the web form.
 */
import { z } from "./zod.ts";
import { VehicleType } from "./codes.ts";
import { isValidEdrpou } from "./edrpou.ts";
import { isValidTaxNumber } from "./tax-number.ts";
import { optionalPersonName, optionalText, requiredText } from "./form-fields.ts";
import { REGISTRATION_COUNTRIES } from "./registration-countries.ts";

const vehicleType = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.union([z.literal(VehicleType.Truck), z.literal(VehicleType.Bus), z.literal(VehicleType.Car)], {
    error: "validation.invalid",
  }),
);

/** A foreign company code: 2 to 20 letters, digits, dashes, dots or slashes. */
const FOREIGN_CODE = /^[\p{L}\p{N}][\p{L}\p{N}\-./ ]{0,18}[\p{L}\p{N}]$/u;

const carrierFields = z.object({
  vehicle_type: vehicleType,
  name: requiredText(200, "validation.companyNameRequired"),
  country: z.enum(REGISTRATION_COUNTRIES, { error: "validation.countryRequired" }),
  registration_code: optionalText(20),
  contact_person: optionalPersonName(120),
  /** Buses only: the carrier runs regular passenger routes (a regular permit is then needed). */
  regular_passenger: z.boolean().default(false),
});

/** The cross-field rules run as soon as the fields they read are valid, so a form shows every problem at once. */
const crossFields = carrierFields.pick({ vehicle_type: true, country: true, registration_code: true, contact_person: true });
const whenValid = { when: (payload: { value: unknown }) => crossFields.safeParse(payload.value).success };
type Carrier = z.output<typeof carrierFields>;
const isCar = (carrier: Carrier) => carrier.vehicle_type === VehicleType.Car;
const codeOf = (carrier: Carrier) => carrier.registration_code ?? "";

// A car's "carrier" is its driver: no company code or contact person needed.
export const carrierSchema = carrierFields
  .refine((carrier) => isCar(carrier) || codeOf(carrier) !== "", {
    path: ["registration_code"],
    message: "validation.registrationCodeRequired",
    ...whenValid,
  })
  .refine((carrier) => isCar(carrier) || Boolean(carrier.contact_person), {
    path: ["contact_person"],
    message: "validation.contactPersonRequired",
    ...whenValid,
  })
  .refine((carrier) => codeOf(carrier) === "" || carrier.country !== "UA" || isCar(carrier) || isValidEdrpou(codeOf(carrier)), {
    path: ["registration_code"],
    message: "validation.edrpouInvalid",
    ...whenValid,
  })
  // A car's holder is often a person: the vehicle register knows them by their tax number (РНОКПП).
  .refine(
    (carrier) => codeOf(carrier) === "" || carrier.country !== "UA" || !isCar(carrier) || isValidEdrpou(codeOf(carrier)) || isValidTaxNumber(codeOf(carrier)),
    { path: ["registration_code"], message: "validation.edrpouOrTaxNumberInvalid", ...whenValid },
  )
  .refine((carrier) => codeOf(carrier) === "" || carrier.country === "UA" || FOREIGN_CODE.test(codeOf(carrier)), {
    path: ["registration_code"],
    message: "validation.registrationCodeInvalid",
    ...whenValid,
  });
export type CarrierInput = z.infer<typeof carrierSchema>;
