/**
 * Vehicles (SPEC §3): licence plate (normalised), make, type, semi-trailer plate (trucks), number of
 * seats (buses), country of registration, and the registration certificate (photos or a PDF). The
 * form's schema, shared by the API and the web form; the files are checked by the API.
 */
import { z } from "zod";
import { REGISTRATION_COUNTRIES } from "./carriers.ts";
import { VehicleType } from "./codes.ts";
import { optionalBlank, requiredText } from "./form-fields.ts";
import { plateSchema } from "./licence-plate.ts";

export const BUS_SEATS = { min: 9, max: 120 } as const;
/** The kinds of file a registration certificate may be: photos or a scan. */
export const CERTIFICATE_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

const vehicleType = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.union([z.literal(VehicleType.Truck), z.literal(VehicleType.Bus), z.literal(VehicleType.Car)], {
    error: "validation.vehicleTypeRequired",
  }),
);

const vehicleFields = z.object({
  vehicle_type: vehicleType,
  plate: plateSchema,
  make: requiredText(60),
  country: z.enum(REGISTRATION_COUNTRIES, { error: "validation.countryRequired" }),
  semi_trailer_plate: optionalBlank(plateSchema),
  seats: z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value),
    z
      .number({ error: "validation.seatsInvalid" })
      .int({ error: "validation.seatsInvalid" })
      .min(BUS_SEATS.min, { error: "validation.seatsInvalid" })
      .max(BUS_SEATS.max, { error: "validation.seatsInvalid" })
      .optional(),
  ),
});

const crossFields = vehicleFields.pick({ vehicle_type: true, seats: true, semi_trailer_plate: true });
const whenValid = { when: (payload: { value: unknown }) => crossFields.safeParse(payload.value).success };

export const vehicleSchema = vehicleFields
  .refine((vehicle) => vehicle.vehicle_type !== VehicleType.Bus || vehicle.seats !== undefined, {
    path: ["seats"],
    message: "validation.required",
    ...whenValid,
  })
  .refine((vehicle) => vehicle.vehicle_type === VehicleType.Truck || vehicle.semi_trailer_plate === undefined, {
    path: ["semi_trailer_plate"],
    message: "validation.semiTrailerTrucksOnly",
    ...whenValid,
  });
export type VehicleInput = z.infer<typeof vehicleSchema>;
