/** Booking drafts and queue entries: the route definitions (OpenAPI). */
import { createRoute, z } from "@hono/zod-openapi";
import { VEHICLE_TYPES } from "../../../domain/codes.ts";
import { dbId } from "../../../domain/input-bounds.ts";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION, IdParamSchema } from "../../http/schemas.ts";
import { ArchiveQuerySchema } from "./archive-query.ts";
import { DraftDocumentsSchema, DraftPatchSchema, DraftSchema, EntrySchema, HistoryItemSchema } from "./queue.schemas.ts";
import { STREAM_END_DOC } from "../accounts/session-streams.ts";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema: z.object({ data: schema }) } },
});
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { "application/json": { schema } } } });

/**
 * A submit's `Idempotency-Key` header. Documented as a parameter of the operation and checked by the
 * submit's handler on its own (queue/index.ts): as the route's `request.headers`, its validator read
 * every request header into a web `Headers` first (the Node adapter builds one only when all are
 * asked for), 3 % of a submit's CPU on the server.
 */
const IDEMPOTENCY_KEY = { minLength: 8, maxLength: 100, pattern: /^[\w.:-]+$/, description: "Repeating a submit with the same key answers the first result" };
export const IdempotencyHeader = z.object({
  "idempotency-key": z.string().min(IDEMPOTENCY_KEY.minLength).max(IDEMPOTENCY_KEY.maxLength).regex(IDEMPOTENCY_KEY.pattern).optional(),
});
const { pattern, ...keySchema } = IDEMPOTENCY_KEY;
const IDEMPOTENCY_PARAMETER = {
  name: "idempotency-key",
  in: "header" as const,
  required: false,
  description: IDEMPOTENCY_KEY.description,
  schema: { type: "string" as const, ...keySchema, pattern: pattern.source },
};

const entryAction = (action: string, summary: string, extraBody?: z.ZodType) =>
  createRoute({
    method: "post",
    path: `/queues/{id}/${action}`,
    tags: ["Queue"],
    summary,
    security: BEARER_OR_SESSION,
    request: { params: IdParamSchema, ...(extraBody ? body(extraBody) : {}) },
    responses: { 200: json(EntrySchema, "The entry after the action"), ...errorResponses(401, 404, 409, 422, 429) },
  });

export const createDraftRoute = createRoute({
  method: "post",
  path: "/queue-drafts",
  tags: ["Booking"],
  summary: "Start a booking",
  description: "Needs a carrier for the vehicle type (default: the account's carrier type).",
  security: BEARER_OR_SESSION,
  request: {
    body: {
      required: false,
      content: {
        "application/json": {
          schema: z.object({
            vehicle_type: z.number().int().refine((v) => (VEHICLE_TYPES as readonly number[]).includes(v), "validation.invalid").optional(),
            checkpoint_id: dbId().optional(),
          }),
        },
      },
    },
  },
  responses: { 201: json(DraftSchema, "The new draft"), ...errorResponses(401, 403, 422, 429) },
});

export const getDraftRoute = createRoute({
  method: "get",
  path: "/queue-drafts/{id}",
  tags: ["Booking"],
  summary: "A draft, with its held place's countdown",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema },
  responses: { 200: json(DraftSchema, "The draft"), ...errorResponses(401, 404) },
});

export const patchDraftRoute = createRoute({
  method: "patch",
  path: "/queue-drafts/{id}",
  tags: ["Booking"],
  summary: "Fill in a draft; choosing a timeslot holds its place for 15 minutes",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema, ...body(DraftPatchSchema) },
  responses: { 200: json(DraftSchema, "The draft"), ...errorResponses(401, 404, 409, 422, 429) },
});

export const submitDraftRoute = createRoute({
  method: "post",
  path: "/queue-drafts/{id}/submit",
  tags: ["Booking"],
  summary: "Join the queue (or apply a change draft)",
  description:
    "Refused with 403 and `code` blocked (with `blocked_until` and `support`), missing-info or phone-not-verified; 422 permit-absent or missing fields; 409 slot-full, vehicle-busy, driver-busy or state-changed.",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema },
  parameters: [IDEMPOTENCY_PARAMETER],
  responses: { 201: json(EntrySchema, "The queue entry"), ...errorResponses(401, 403, 404, 409, 422, 429, 503) },
});

export const deleteDraftRoute = createRoute({
  method: "delete",
  path: "/queue-drafts/{id}",
  tags: ["Booking"],
  summary: "Drop a draft, releasing its held place",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema },
  responses: { 204: { description: "Dropped" }, ...errorResponses(401, 404) },
});

export const listDraftsRoute = createRoute({
  method: "get",
  path: "/queue-drafts",
  tags: ["Booking"],
  summary: "The user's open booking drafts (not submitted, not changes of an entry), newest first",
  description: "A booking started on another device, or before a reload, continues from here.",
  security: BEARER_OR_SESSION,
  request: {
    query: z.object({
      vehicle_type: z
        .enum(VEHICLE_TYPES.map(String) as [string, ...string[]])
        .transform(Number)
        .optional()
        .openapi({ description: "Only drafts for this vehicle type (1 truck, 2 bus, 3 car)" }),
    }),
  },
  responses: { 200: json(z.array(DraftSchema), "Open drafts, the one worked on last first"), ...errorResponses(401, 422) },
});

/** Documented only: the handler reads the multipart form itself (index.ts), as the vehicle uploads do. */
export const draftDocumentsRoute = createRoute({
  method: "post",
  path: "/queue-drafts/{id}/documents",
  tags: ["Booking"],
  summary: "Upload a truck's customs documents for a draft",
  description:
    "Multipart form with `documents` (one or more files). The files join the draft's cargo (`document_ids`, at most MAX_FILES per booking); " +
    "too many answers 422 with the count limit ('Max files count: {maxFiles}.'), a file too large with the size limit ('File size exceeded {size}.'), on `documents`.",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema, body: { required: true, content: { "multipart/form-data": { schema: DraftDocumentsSchema } } } },
  responses: { 201: json(DraftSchema, "The draft with its documents"), ...errorResponses(401, 404, 409, 422, 429) },
});

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});

export const listOpenRoute = createRoute({
  method: "get",
  path: "/queues",
  tags: ["Queue"],
  summary: "The user's open entries (Awaiting, BeReady, OnControl)",
  security: BEARER_OR_SESSION,
  responses: { 200: json(z.array(EntrySchema), "Open entries, newest first"), ...errorResponses(401) },
});

export const listArchiveRoute = createRoute({
  method: "get",
  path: "/queues/archive",
  tags: ["Queue"],
  summary: "The user's ended entries (Passed, Cancelled, Expired, Annulled), filtered by status, checkpoint and day ended",
  security: BEARER_OR_SESSION,
  request: { query: ArchiveQuerySchema },
  responses: {
    200: {
      description: "One page, newest first",
      content: {
        "application/json": {
          schema: z.object({ data: z.array(EntrySchema), meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }) }),
        },
      },
    },
    ...errorResponses(401, 422),
  },
});

export const getEntryRoute = createRoute({
  method: "get",
  path: "/queues/{id}",
  tags: ["Queue"],
  summary: "One entry",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema },
  responses: { 200: json(EntrySchema, "The entry"), ...errorResponses(401, 404) },
});

export const historyRoute = createRoute({
  method: "get",
  path: "/queues/{id}/history",
  tags: ["Queue"],
  summary: "The entry's history of changes",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema },
  responses: { 200: json(z.array(HistoryItemSchema), "Oldest first"), ...errorResponses(401, 404) },
});

export const confirmRoute = entryAction("confirm", "Confirm readiness after the call-up (within 10 minutes); then enter within 30");
export const extendRoute = entryAction("extend", "Put the call-up off by 2 hours, keeping the place (once per entry and per driver in 60 days)");
export const cancelRoute = entryAction("cancel", "Cancel the entry (after the call-up it counts as a late cancellation)");
export const changeRoute = createRoute({
  method: "post",
  path: "/queues/{id}/change",
  tags: ["Queue"],
  summary: "Start changing the drivers (Awaiting, BeReady) or the vehicle (Awaiting) of an entry: answers a change draft",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema },
  responses: { 201: json(DraftSchema, "The change draft"), ...errorResponses(401, 404, 409, 429) },
});

export const eventsRoute = createRoute({
  method: "get",
  path: "/queues/{id}/events",
  tags: ["Queue"],
  summary: "Live changes of the entry (server-sent events)",
  description:
    "Sends `entry` events with the QueueEntry (first the current one, then after every change, on any instance) and `notice` events for new notices; a comment every 25 s keeps the connection open. " +
    STREAM_END_DOC,
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema },
  responses: { 200: { description: "An event stream", content: { "text/event-stream": { schema: z.string() } } }, ...errorResponses(401, 404, 429) },
});

export const NoticeSchema = z
  .object({
    id: z.number().int(),
    entry_id: z.number().int().nullable(),
    kind: z.string(),
    urgent: z.boolean(),
    title: z.string(),
    body: z.string(),
    path: z.string().nullable().openapi({
      description: "The portal's page the notice is about, without the language's prefix: its queue entry (`/queues/{id}`), the violation closed, the carrier's profile",
      example: "/queues/1",
    }),
    created_at: z.string().openapi({ format: "date-time" }),
    read: z.boolean(),
  })
  .openapi("Notice");

export const listNoticesRoute = createRoute({
  method: "get",
  path: "/notifications",
  tags: ["Notifications"],
  summary: "The user's notices (of their queue entries, vehicles and drivers, violations), newest first (the in-app list)",
  security: BEARER_OR_SESSION,
  request: { query: pageQuery },
  responses: {
    200: {
      description: "One page",
      content: { "application/json": { schema: z.object({ data: z.array(NoticeSchema), meta: z.object({ unread: z.number() }) }) } },
    },
    ...errorResponses(401, 422),
  },
});

export const readNoticesRoute = createRoute({
  method: "post",
  path: "/notifications/read",
  tags: ["Notifications"],
  summary: "Mark notices read (all, or up to an id)",
  security: BEARER_OR_SESSION,
  request: { body: { required: false, content: { "application/json": { schema: z.object({ up_to_id: dbId().optional() }) } } } },
  responses: { 204: { description: "Marked" }, ...errorResponses(401, 422) },
});
