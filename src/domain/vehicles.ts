/**
 * Vehicles (SPEC §3): licence plate (normalised), make, type, semi-trailer plate (trucks), number of
 * seats (buses), country of registration, and the registration certificate (photos or a PDF). The
 * form's schema, shared by the API and the web form; the files are checked by the API.
 */
import { z } from "./zod.ts";
import { REGISTRATION_COUNTRIES } from "./registration-countries.ts";
import { VehicleType } from "./codes.ts";
import { optionalBlank, requiredText } from "./form-fields.ts";
import { plateSchema, plateSchemaFor } from "./licence-plate.ts";

export const BUS_SEATS = { min: 9, max: 120 } as const;
const vehicleType = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.union([z.literal(VehicleType.Truck), z.literal(VehicleType.Bus), z.literal(VehicleType.Car)], {
    error: "validation.vehicleTypeRequired",
  }),
);

/** A checkbox or a JSON boolean: "on", "true" and "1" are yes; "false", "0" and "off" no; blank is not said. */
const yesNo = z.preprocess((value) => {
  if (typeof value !== "string") return value;
  const answer = value.trim().toLowerCase();
  if (answer === "") return undefined;
  return ["on", "true", "1"].includes(answer) ? true : ["off", "false", "0"].includes(answer) ? false : value;
}, z.boolean({ error: "validation.invalid" }).optional());

const vehicleFields = z.object({
  vehicle_type: vehicleType,
  plate: plateSchema,
  make: requiredText(60, "validation.makeRequired"),
  country: z.enum(REGISTRATION_COUNTRIES, { error: "validation.countryRequired" }),
  /**
   * A truck with a semi-trailer (SPEC §1): then its plate is required. Not given, it follows from
   * the plate (a plate means yes). Without a semi-trailer the plate is neither asked nor stored.
   */
  has_semi_trailer: yesNo,
  semi_trailer_plate: optionalBlank(plateSchemaFor("validation.semiTrailerPlateRequired")),
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

const crossFields = vehicleFields.pick({ vehicle_type: true, seats: true, semi_trailer_plate: true, has_semi_trailer: true });
const whenValid = { when: (payload: { value: unknown }) => crossFields.safeParse(payload.value).success };

export const vehicleSchema = vehicleFields
  .refine((vehicle) => vehicle.vehicle_type !== VehicleType.Bus || vehicle.seats !== undefined, {
    path: ["seats"],
    message: "validation.seatsRequired",
    ...whenValid,
  })
  .refine((vehicle) => vehicle.vehicle_type === VehicleType.Truck || (vehicle.semi_trailer_plate === undefined && !vehicle.has_semi_trailer), {
    path: ["semi_trailer_plate"],
    message: "validation.semiTrailerTrucksOnly",
    ...whenValid,
  })
  .refine((vehicle) => vehicle.vehicle_type !== VehicleType.Truck || vehicle.has_semi_trailer !== true || vehicle.semi_trailer_plate !== undefined, {
    path: ["semi_trailer_plate"],
    message: "validation.semiTrailerPlateRequired",
    ...whenValid,
  });
export type VehicleInput = z.infer<typeof vehicleSchema>;

/**
 * A vehicle's fields as sent, without the semi-trailer's plate when the sender said there is no
 * semi-trailer: a plate left in a field the form no longer asks for is neither checked nor stored.
 */
export function withoutUnaskedSemiTrailer<T extends Record<string, unknown>>(fields: T): T {
  const answer = fields.has_semi_trailer;
  const no = answer === false || (typeof answer === "string" && ["off", "false", "0"].includes(answer.trim().toLowerCase()));
  return no ? { ...fields, semi_trailer_plate: undefined } : fields;
}

/** The semi-trailer plate to store: none without a semi-trailer. */
export function semiTrailerPlateOf(vehicle: Pick<VehicleInput, "has_semi_trailer" | "semi_trailer_plate">): string | null {
  return vehicle.has_semi_trailer === false ? null : (vehicle.semi_trailer_plate ?? null);
}
