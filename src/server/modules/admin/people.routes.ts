/**
 * The people an administrator looks after (issue 17 "Users", "Carriers", "Feedback inbox"): users
 * found by e-mail, phone, plate or passport; a user's page; lifting a blocking or archiving a
 * violation; the checkpoints of an operator; ending a user's sessions; a carrier's trusted-operator
 * (AEO) mark; the feedback inbox.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { LOCALES } from "../../../domain/locales.ts";
import { VIOLATION_KINDS } from "../../../domain/violations.ts";
import { aeoCertificate, aeoExpiry, checkAeoPair } from "../../../domain/admin/aeo-form.ts";
import { editVersion } from "../../../domain/admin/edit-version.ts";
import { answerText } from "../../../domain/admin/feedback-answer-form.ts";
import { reasonText } from "../../../domain/admin/reason-text.ts";
import { operatorCheckpoints } from "../../../domain/admin/user-actions-form.ts";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION, IdParamSchema } from "../../http/schemas.ts";
import { itemResponse, ONE_LINE_TEXT, PageQuery, pageResponse, pathIds, tooLong } from "./admin.schemas.ts";
import { RoleSchema } from "./roles.routes.ts";

export const SEARCH_MAX = 100;
export const USERS_PAGE_SIZE = 50;
export const FEEDBACK_PAGE_SIZE = 50;

const UserRowSchema = z
  .object({
    id: z.number().int(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    role: RoleSchema,
    account_type: z.string(),
    locale: z.enum(LOCALES),
    activated: z.boolean(),
    created_at: z.string(),
  })
  .openapi("AdminUserRow");

export const searchUsersRoute = createRoute({
  method: "get",
  path: "/admin/users",
  tags: ["Administration"],
  summary: "Find users by e-mail, phone, plate or passport (newest first, 50 a page)",
  description:
    "`q`: an e-mail (whole, or its beginning: three characters or more, or up to its `@`), a phone (whole, international form), a vehicle's plate or a driver's passport (series and number, whole). Without `q`: every user, newest first.",
  security: BEARER_OR_SESSION,
  request: {
    query: z.object({
      q: z.string().trim().max(SEARCH_MAX, { error: tooLong(SEARCH_MAX) }).regex(ONE_LINE_TEXT, { error: "validation.controlCharacters" }).optional(),
      page: PageQuery,
    }),
  },
  responses: {
    200: pageResponse(UserRowSchema, "A page of users"),
    ...errorResponses(401, 403, 422),
  },
});

const AdminViolationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(VIOLATION_KINDS),
    subject: z.string(),
    note: z.string().nullable(),
    occurred_at: z.string(),
    ends_at: z.string(),
    status: z.enum(["active", "archived"]),
    closed_at: z.string().nullable(),
    closed_reason: z.string().nullable(),
    closed_by: z.number().int().nullable(),
  })
  .openapi("AdminViolation");

export const AdminCarrierSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    vehicle_type: z.number().int(),
    name: z.string(),
    country: z.string(),
    registration_code: z.string().nullable(),
    aeo_certificate: z.string().nullable(),
    aeo_expires_on: z.string().nullable(),
    trusted: z.boolean().openapi({ description: "A trusted operator (AEO) today: its trucks go to the trusted sub-queues" }),
    version: z.string(),
  })
  .openapi("AdminCarrier");

const AdminEntrySchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  status_name: z.string().openapi({ example: "awaiting" }),
  kind: z.string(),
  checkpoint: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  plate: z.string(),
  registered_at: z.string(),
  ended_at: z.string().nullable(),
});

export const AdminUserSchema = UserRowSchema.extend({
  live_sessions: z.number().int(),
  blocked_until: z.string().nullable().openapi({ description: "The end of the blocking running now (not lifted), if any" }),
  operator_checkpoints: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  carriers: z.array(AdminCarrierSchema),
  entries: z.object({ open: z.array(AdminEntrySchema), recent: z.array(AdminEntrySchema).openapi({ description: "The 20 latest that ended" }) }),
  violations: z.array(AdminViolationSchema).openapi({ description: "The 100 latest, newest first" }),
}).openapi("AdminUser");

export const getUserRoute = createRoute({
  method: "get",
  path: "/admin/users/{id}",
  tags: ["Administration"],
  summary: "A user: their carriers, entries (open and recent), violations and blockings",
  description: "Names are in the language of the request.",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema },
  responses: {
    200: itemResponse(AdminUserSchema, "The user"),
    ...errorResponses(401, 403, 404),
  },
});

export const closeViolationRoute = createRoute({
  method: "post",
  path: "/admin/users/{id}/violations/{violation_id}/close",
  tags: ["Administration"],
  summary: "Lift a blocking or archive a violation, with a reason the user is told",
  description:
    "The user can book again at once when a blocking is lifted. The user is told with the reason: an in-app notice (`violation-lifted` or `violation-archived`, linking to the violation), delivered by the channels they chose (e-mail, SMS, push) in their language. 409 `code` already-closed when it was lifted or archived before.",
  security: BEARER_OR_SESSION,
  request: {
    params: pathIds("violation_id"),
    body: { required: true, content: { "application/json": { schema: z.object({ reason: reasonText }).strict() } } },
  },
  responses: {
    200: itemResponse(AdminViolationSchema, "The violation, closed"),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const setOperatorCheckpointsRoute = createRoute({
  method: "put",
  path: "/admin/users/{id}/operator-checkpoints",
  tags: ["Administration"],
  summary: "The checkpoints an operator works at",
  description: "Replaces the list (checkpoint slugs). The user must have the operator role; an administrator works at every checkpoint.",
  security: BEARER_OR_SESSION,
  request: {
    params: IdParamSchema,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({ checkpoints: operatorCheckpoints }).strict(),
        },
      },
    },
  },
  responses: {
    200: itemResponse(z.object({ user_id: z.number().int(), checkpoints: z.array(z.string()) }), "The operator's checkpoints now"),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const endSessionsRoute = createRoute({
  method: "post",
  path: "/admin/users/{id}/sessions/end",
  tags: ["Administration"],
  summary: "End all of a user's sessions (every device signs in again)",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema },
  responses: {
    200: itemResponse(z.object({ ended: z.number().int() }), "How many sessions ended"),
    ...errorResponses(401, 403, 404),
  },
});

export const setAeoRoute = createRoute({
  method: "put",
  path: "/admin/carriers/{id}/aeo",
  tags: ["Administration"],
  summary: "Mark a carrier as a trusted operator (AEO), or take the mark",
  description:
    "The certificate's number and its expiry (YYYY-MM-DD); both null to take the mark. The carrier's trucks go to the trusted sub-queues while the expiry is today or later (the border's calendar). 409 `stale-edit` when the carrier changed since `version`.",
  security: BEARER_OR_SESSION,
  request: {
    params: IdParamSchema,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({ certificate: aeoCertificate.nullable(), expires_on: aeoExpiry.nullable(), version: editVersion }).strict().superRefine(checkAeoPair),
        },
      },
    },
  },
  responses: {
    200: itemResponse(AdminCarrierSchema, "The carrier"),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const FEEDBACK_STATUSES = ["new", "answered", "closed"] as const;

export const AdminFeedbackSchema = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    question: z.string(),
    contact_method: z.string().nullable(),
    email: z.string(),
    locale: z.enum(LOCALES),
    status: z.enum(FEEDBACK_STATUSES),
    user_id: z.number().int().nullable(),
    answer: z.string().nullable(),
    answered_at: z.string().nullable(),
    answered_by: z.number().int().nullable(),
    created_at: z.string(),
    version: z.string(),
  })
  .openapi("AdminFeedbackMessage");

export const listFeedbackRoute = createRoute({
  method: "get",
  path: "/admin/feedback",
  tags: ["Administration"],
  summary: "The feedback inbox: messages from /contacts, the new ones first, newest first (50 a page)",
  security: BEARER_OR_SESSION,
  request: { query: z.object({ status: z.enum(FEEDBACK_STATUSES).optional(), page: PageQuery }) },
  responses: {
    200: pageResponse(AdminFeedbackSchema, "A page of messages"),
    ...errorResponses(401, 403, 422),
  },
});

export const getFeedbackRoute = createRoute({
  method: "get",
  path: "/admin/feedback/{id}",
  tags: ["Administration"],
  summary: "A feedback message",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema },
  responses: {
    200: itemResponse(AdminFeedbackSchema, "The message"),
    ...errorResponses(401, 403, 404),
  },
});

export const answerFeedbackRoute = createRoute({
  method: "post",
  path: "/admin/feedback/{id}/answer",
  tags: ["Administration"],
  summary: "Answer a feedback message: mailed to the sender in their language; the message becomes answered",
  description:
    "The answer is saved first, then mailed. 409 `stale-edit` when the message changed since `version` (nothing is saved or mailed); 503 `mail-failed` when the answer was saved but the mail could not be sent (`current`: the message as saved, with its version, to answer again and so mail it again).",
  security: BEARER_OR_SESSION,
  request: {
    params: IdParamSchema,
    body: { required: true, content: { "application/json": { schema: z.object({ answer: answerText, version: editVersion }).strict() } } },
  },
  responses: {
    200: itemResponse(AdminFeedbackSchema, "The message, answered"),
    ...errorResponses(401, 403, 404, 409, 422, 503),
  },
});

export const closeFeedbackRoute = createRoute({
  method: "post",
  path: "/admin/feedback/{id}/close",
  tags: ["Administration"],
  summary: "Close a feedback message",
  description: "409 `stale-edit` when the message changed since `version`.",
  security: BEARER_OR_SESSION,
  request: {
    params: IdParamSchema,
    body: { required: true, content: { "application/json": { schema: z.object({ version: editVersion }).strict() } } },
  },
  responses: {
    200: itemResponse(AdminFeedbackSchema, "The message, closed"),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});
