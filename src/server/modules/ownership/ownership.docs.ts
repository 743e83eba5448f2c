/** The ownership routes in the OpenAPI document (the multipart ones read their forms themselves; see claims.ts). */
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION } from "../../http/schemas.ts";
import { DriverSchema } from "../profile/drivers.routes.ts";

export const OwnershipReviewSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(["verification", "claim"]).openapi({ description: "A foreign record's documents, or a claim to a plate or passport another account holds" }),
    subject: z.enum(["vehicle", "driver"]),
    record_id: z.number().int().nullable().openapi({ description: "The user's vehicle or driver reviewed" }),
    key: z.string().openapi({ description: "The plate, or the passport (series and number)" }),
    status: z.enum(["pending", "approved", "rejected"]),
    note: z.string().nullable().openapi({ description: "What the user wrote for the administrator" }),
    reason: z.string().nullable().openapi({ description: "The administrator's reason for a rejection" }),
    created_at: z.string().openapi({ format: "date-time" }),
    decided_at: z.string().nullable().openapi({ format: "date-time" }),
  })
  .openapi("OwnershipReview");

export const listOwnReviewsRoute = createRoute({
  method: "get",
  path: "/profile/ownership-reviews",
  tags: ["Profile"],
  summary: "The user's ownership reviews: foreign vehicles' and drivers' documents, and claims (newest first)",
  security: BEARER_OR_SESSION,
  responses: {
    200: { description: "The reviews", content: { "application/json": { schema: z.object({ data: z.array(OwnershipReviewSchema) }) } } },
    ...errorResponses(401),
  },
});

const documents = z.array(z.string().openapi({ format: "binary" })).openapi({
  description: "JPEG, PNG or PDF, recognised by content; at most MAX_FILES files of MAX_UPLOAD_MB each",
});

const ClaimForm = z
  .object({
    subject: z.enum(["vehicle", "driver"]),
    note: z.string().optional().openapi({ description: "For the administrator (at most 1000 characters)" }),
    documents: documents.openapi({
      description: "A vehicle: its registration certificate (and a lease or a letter of authority, if any); a driver: the passport's photo page",
    }),
  })
  .catchall(z.string())
  .openapi("OwnershipClaimForm", {
    description:
      "With `subject=vehicle`, the fields of the vehicle form (VehicleForm, without `certificate`); with `subject=driver`, those of the driver form (as POST /profile/drivers takes them).",
  });

export function registerOwnershipDocs(api: OpenAPIHono<never>) {
  const registry = api.openAPIRegistry;
  registry.registerPath({
    method: "post",
    path: "/profile/ownership-claims",
    tags: ["Profile"],
    summary: "Claim a plate or passport another account holds, with documents, for an administrator's review",
    description:
      "Answers 409 with `code: held-elsewhere` when adding a vehicle or driver that another account holds verified: this opens the claim. " +
      "The vehicle or driver is added to the user's profile (kept if it is there already) with the documents, waiting for the review " +
      "(`verification.state: pending`); the holder is told. Approved, the holding moves to the user and the previous holder's record " +
      "becomes unverified; rejected, the user is told the reason. A claim to what the user holds already answers 409 `held-already`.",
    security: BEARER_OR_SESSION,
    request: { body: { content: { "multipart/form-data": { schema: ClaimForm } }, required: true } },
    responses: {
      201: {
        description: "The claim is open",
        content: { "application/json": { schema: z.object({ message: z.string(), data: OwnershipReviewSchema }) } },
      },
      ...errorResponses(401, 404, 409, 422, 429, 503),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/profile/drivers/{id}/documents",
    tags: ["Profile"],
    summary: "Upload a driver's passport scan (its photo page): a foreign driver's passport goes to an administrator's review",
    security: BEARER_OR_SESSION,
    request: {
      params: z.object({ id: z.string() }),
      body: { content: { "multipart/form-data": { schema: z.object({ documents }).openapi("DriverDocumentsForm") } }, required: true },
    },
    responses: {
      201: { description: "Saved", content: { "application/json": { schema: z.object({ message: z.string(), data: DriverSchema }) } } },
      ...errorResponses(401, 404, 422, 429),
    },
  });
}
