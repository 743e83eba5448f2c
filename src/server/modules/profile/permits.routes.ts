import { createRoute, z } from "@hono/zod-openapi";
import { borderDate } from "../../../domain/form-fields.ts";
import { PERMIT_KINDS, permitSchema } from "../../../domain/permits.ts";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION } from "../../http/schemas.ts";

/** Years are counted in Ukraine's calendar. */
export const permitBodySchema = permitSchema(() => borderDate(new Date()));

export const PermitSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    series: z.string().nullable(),
    year: z.number().int(),
    count: z.number().int(),
    kind: z.enum(PERMIT_KINDS),
    interbus_number: z.string().nullable().openapi({ description: "Irregular transport only" }),
    ata_carnet_number: z.string().nullable(),
    ua_passenger_permit_number: z.string().nullable(),
    registry_checked_at: z.string().openapi({ description: "When the cargo-permit registry confirmed every number" }),
  })
  .openapi("Permit");

const security = BEARER_OR_SESSION;
const idParam = z.object({ id: z.string().openapi({ param: { name: "id", in: "path" }, example: "1" }) });
const json = (schema: z.ZodType) => ({ content: { "application/json": { schema } }, required: true });
const answer = (description: string, schema: z.ZodType) => ({ description, content: { "application/json": { schema } } });
const saved = z.object({ message: z.string(), data: PermitSchema });
const registryNote =
  "Every number (the permit's, the INTERBUS book's, the ATA Carnet's, the Ukrainian passenger-transport permit's) must be in the " +
  "cargo-permit registry: one that is not answers 422 on its field; when the registry does not answer, 503 (nothing is saved).";

export const listPermits = createRoute({
  method: "get",
  path: "/profile/permits",
  tags: ["Profile"],
  summary: "The user's permits",
  security,
  responses: { 200: answer("The permits", z.object({ data: z.array(PermitSchema) })), ...errorResponses(401) },
});

export const getPermit = createRoute({
  method: "get",
  path: "/profile/permits/{id}",
  tags: ["Profile"],
  summary: "One of the user's permits",
  security,
  request: { params: idParam },
  responses: { 200: answer("The permit", z.object({ data: PermitSchema })), ...errorResponses(401, 404) },
});

export const createPermit = createRoute({
  method: "post",
  path: "/profile/permits",
  tags: ["Profile"],
  summary: "Add a permit",
  description: registryNote,
  security,
  request: { body: json(permitBodySchema) },
  responses: { 201: answer("Added", saved), ...errorResponses(401, 409, 422, 429, 503) },
});

export const updatePermit = createRoute({
  method: "put",
  path: "/profile/permits/{id}",
  tags: ["Profile"],
  summary: "Change one of the user's permits",
  description: registryNote,
  security,
  request: { params: idParam, body: json(permitBodySchema) },
  responses: { 200: answer("Changed", saved), ...errorResponses(401, 404, 409, 422, 429, 503) },
});

export const deletePermit = createRoute({
  method: "delete",
  path: "/profile/permits/{id}",
  tags: ["Profile"],
  summary: "Remove one of the user's permits",
  security,
  request: { params: idParam },
  responses: { 204: { description: "Removed" }, ...errorResponses(401, 404) },
});
