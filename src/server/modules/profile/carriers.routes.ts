import { createRoute, z } from "@hono/zod-openapi";
import { carrierSchema } from "../../../domain/carriers.ts";
import { REGISTRATION_COUNTRIES } from "../../../domain/registration-countries.ts";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION } from "../../http/schemas.ts";

export const CarrierSchema = z
  .object({
    id: z.number().int(),
    vehicle_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    name: z.string(),
    country: z.enum(REGISTRATION_COUNTRIES),
    registration_code: z.string().nullable().openapi({ description: "EDRPOU for Ukrainian carriers; the foreign equivalent otherwise" }),
    contact_person: z.string().nullable(),
    regular_passenger: z.boolean().openapi({ description: "Buses: the carrier runs regular passenger routes" }),
    has_enough_carrier_info: z.boolean().openapi({ description: "Whether the user may join the queue with this carrier (docs: the sufficiency rule)" }),
    missing: z.array(z.enum(["drivers", "vehicles", "regularPermit"])).openapi({ description: "What the carrier still lacks" }),
  })
  .openapi("Carrier");

const security = BEARER_OR_SESSION;

export const listCarriers = createRoute({
  method: "get",
  path: "/profile/carriers",
  tags: ["Profile"],
  summary: "The user's carriers keyed by vehicle type (1 truck, 2 bus, 3 car)",
  security,
  responses: {
    200: { description: "The carriers", content: { "application/json": { schema: z.object({ data: z.record(z.string(), CarrierSchema) }) } } },
    ...errorResponses(401),
  },
});

export const saveCarrier = createRoute({
  method: "put",
  path: "/profile/carriers",
  tags: ["Profile"],
  summary: "Create or change the user's carrier for the body's vehicle type",
  description:
    "Ukrainian carriers give their EDRPOU code (8 digits with a check digit); foreign ones their own registration code. " +
    "A car's owner needs neither a code nor a contact person.",
  security,
  request: { body: { content: { "application/json": { schema: carrierSchema } }, required: true } },
  responses: {
    200: {
      description: "Saved",
      content: { "application/json": { schema: z.object({ message: z.string(), data: CarrierSchema }) } },
    },
    ...errorResponses(401, 422),
  },
});

export const deleteCarrier = createRoute({
  method: "delete",
  path: "/profile/carriers/{vehicle_type}",
  tags: ["Profile"],
  summary: "Remove the user's carrier for a vehicle type",
  security,
  request: { params: z.object({ vehicle_type: z.enum(["1", "2", "3"]) }) },
  responses: { 204: { description: "Removed" }, ...errorResponses(401, 404, 422) },
});
