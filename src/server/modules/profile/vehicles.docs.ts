/** The vehicle routes in the OpenAPI document (they read multipart forms themselves; see vehicles.ts). */
import { z, type OpenAPIHono } from "@hono/zod-openapi";
import { REGISTRATION_COUNTRIES } from "../../../domain/registration-countries.ts";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION } from "../../http/schemas.ts";
import { VerificationSchema } from "../ownership/ownership.schemas.ts";

const VehicleSchema = z
  .object({
    id: z.number().int(),
    vehicle_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    plate: z.string().openapi({ description: "Normalised: upper case, no spaces, Cyrillic look-alikes as Latin letters" }),
    make: z.string(),
    country: z.enum(REGISTRATION_COUNTRIES),
    has_semi_trailer: z.boolean().openapi({ description: "A truck with a semi-trailer: whether a semi-trailer plate is stored" }),
    semi_trailer_plate: z.string().nullable(),
    seats: z.number().int().nullable(),
    certificate: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        mime: z.enum(["image/jpeg", "image/png", "application/pdf"]),
        size: z.number().int(),
        url: z.string().openapi({ description: "Served to the owner only" }),
      }),
    ),
    verification: VerificationSchema.openapi({
      description:
        "Whether this account holds the plate (docs/ownership.md): a Ukrainian vehicle is verified by the vehicle register (its holder is the carrier's EDRPOU, or a person's tax number for a car), another by an administrator's review of the certificate",
    }),
  })
  .openapi("Vehicle");

const VehicleForm = z
  .object({
    vehicle_type: z.string().openapi({ description: "1 truck, 2 bus, 3 car" }),
    plate: z.string(),
    make: z.string(),
    country: z.string().openapi({ description: "ISO 3166-1 alpha-2" }),
    has_semi_trailer: z.string().optional().openapi({
      description:
        "Trucks only: `true` (or `on`, `1`) with a semi-trailer, whose plate is then required; `false` (or `off`, `0`) without, and a plate sent anyway is ignored. Left out, a plate means yes.",
    }),
    semi_trailer_plate: z.string().optional().openapi({ description: "Trucks with a semi-trailer only" }),
    seats: z.string().optional().openapi({ description: "Buses: 9 to 120" }),
    certificate: z.array(z.string().openapi({ format: "binary" })).openapi({
      description:
        "The registration certificate: JPEG, PNG or PDF, recognised by content; at most MAX_FILES files of MAX_UPLOAD_MB each. " +
        "Required when adding; when changing, new files replace the old ones.",
    }),
  })
  .openapi("VehicleForm");

export function registerVehicleDocs(api: OpenAPIHono<never>) {
  const registry = api.openAPIRegistry;
  const security = BEARER_OR_SESSION;
  const form = { content: { "multipart/form-data": { schema: VehicleForm } }, required: true };
  const one = (description: string) => ({
    description,
    content: { "application/json": { schema: z.object({ message: z.string().optional(), data: VehicleSchema }) } },
  });
  const id = z.object({ id: z.string() });
  registry.registerPath({
    method: "get",
    path: "/profile/vehicles",
    tags: ["Profile"],
    summary: "The user's vehicles",
    security,
    responses: {
      200: { description: "The vehicles", content: { "application/json": { schema: z.object({ data: z.array(VehicleSchema) }) } } },
      ...errorResponses(401),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/profile/vehicles",
    tags: ["Profile"],
    summary: "Add a vehicle with its registration certificate",
    description:
      "A plate that another account holds verified answers 409 with `code: held-elsewhere` (open a claim with POST /profile/ownership-claims). " +
      "The answer's `verification` says whether the account holds the vehicle now: a Ukrainian vehicle is checked in the vehicle register at once " +
      "(when the register does not answer, it stays unverified and is asked again later), another goes to an administrator's review.",
    security,
    request: { body: form },
    responses: { 201: one("Added"), ...errorResponses(401, 409, 422) },
  });
  registry.registerPath({
    method: "get",
    path: "/profile/vehicles/{id}",
    tags: ["Profile"],
    summary: "One of the user's vehicles",
    security,
    request: { params: id },
    responses: { 200: one("The vehicle"), ...errorResponses(401, 404) },
  });
  registry.registerPath({
    method: "put",
    path: "/profile/vehicles/{id}",
    tags: ["Profile"],
    summary: "Change one of the user's vehicles",
    security,
    request: { params: id, body: form },
    responses: { 200: one("Changed"), ...errorResponses(401, 404, 409, 422) },
  });
  registry.registerPath({
    method: "delete",
    path: "/profile/vehicles/{id}",
    tags: ["Profile"],
    summary: "Remove one of the user's vehicles and its files",
    security,
    request: { params: id },
    responses: { 204: { description: "Removed" }, ...errorResponses(401, 404) },
  });
  registry.registerPath({
    method: "get",
    path: "/profile/files/{id}",
    tags: ["Profile"],
    summary: "An uploaded file, for its owner only",
    description:
      "Served with its recognised type, `Cache-Control: private, no-store` and `X-Content-Type-Options: nosniff`. " +
      "A PDF comes as a download (`Content-Disposition: attachment`), a photo inline.",
    security,
    request: { params: id },
    responses: { 200: { description: "The file, with its recognised type" }, ...errorResponses(401, 404) },
  });
}
