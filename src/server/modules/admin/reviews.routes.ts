/**
 * The reviews an administrator decides (docs/ownership.md): a foreign vehicle's or driver's
 * documents, or a claim to a plate or passport another account holds; listed, shown with their
 * documents, approved or rejected with a reason the user is told in their language.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION, IdParamSchema } from "../../http/schemas.ts";
import { checkRejectionReason } from "../../../domain/admin/review-decision-form.ts";
import { reasonText } from "../../../domain/admin/reason-text.ts";
import { itemResponse, listResponse, pathIds } from "./admin.schemas.ts";

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;

export const AdminReviewSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(["verification", "claim"]),
    subject: z.enum(["vehicle", "driver"]),
    key: z.string().openapi({ description: "The plate, or the passport (series and number)" }),
    status: z.enum(REVIEW_STATUSES),
    user: z.object({ id: z.number().int(), email: z.string().nullable(), phone: z.string().nullable() }),
    record: z.record(z.string(), z.unknown()).nullable().openapi({ description: "The vehicle or driver as the user entered it" }),
    documents: z.array(z.object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int(), url: z.string() })),
    held_by: z.object({ id: z.number().int(), email: z.string().nullable() }).nullable().openapi({ description: "Another account that holds the key verified (a claim)" }),
    note: z.string().nullable(),
    reason: z.string().nullable(),
    decided_by: z.string().nullable(),
    decided_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("AdminReview");

export const listReviewsRoute = createRoute({
  method: "get",
  path: "/admin/reviews",
  tags: ["Administration"],
  summary: "Reviews of vehicles and drivers (pending: oldest first; others newest first; 100 at most)",
  security: BEARER_OR_SESSION,
  request: { query: z.object({ status: z.enum([...REVIEW_STATUSES, "all"]).default("pending") }) },
  responses: {
    200: listResponse(AdminReviewSchema, "The reviews"),
    ...errorResponses(401, 403, 422),
  },
});

export const getReviewRoute = createRoute({
  method: "get",
  path: "/admin/reviews/{id}",
  tags: ["Administration"],
  summary: "A review, with its documents",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema },
  responses: {
    200: itemResponse(AdminReviewSchema, "The review"),
    ...errorResponses(401, 403, 404),
  },
});

export const reviewDocumentRoute = createRoute({
  method: "get",
  path: "/admin/reviews/{id}/documents/{file_id}",
  tags: ["Administration"],
  summary: "A document of a review (a registration certificate, a passport scan)",
  description: "The file as uploaded: images inline, a PDF as an attachment. Private, not cached.",
  security: BEARER_OR_SESSION,
  request: {
    params: pathIds("file_id"),
  },
  responses: {
    200: { description: "The file", content: { "image/png": { schema: z.string().openapi({ format: "binary" }) }, "image/jpeg": { schema: z.string().openapi({ format: "binary" }) }, "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } },
    ...errorResponses(401, 403, 404),
  },
});

export const decideReviewRoute = createRoute({
  method: "post",
  path: "/admin/reviews/{id}/decision",
  tags: ["Administration"],
  summary: "Approve or reject a review",
  description:
    "Approving verifies the record and moves the holding to it (another holder's record becomes unverified, its user told); rejecting needs a reason (3 characters at least), which the user is told in their language. 409 `code` decided when it was decided already.",
  security: BEARER_OR_SESSION,
  request: {
    params: IdParamSchema,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z
            .object({ approve: z.boolean({ error: "validation.required" }), reason: reasonText.optional() })
            .strict()
            .superRefine((value, ctx) => checkRejectionReason(value.approve, value.reason, ctx)),
        },
      },
    },
  },
  responses: {
    200: itemResponse(AdminReviewSchema, "The review, decided"),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});
