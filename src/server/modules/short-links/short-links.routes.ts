/** Short links: sharing a queue entry with its driver (owner's routes) and the public read (OpenAPI). */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION, IdParamSchema, LocalizedTextSchema } from "../../http/schemas.ts";

const instant = z.string().openapi({ format: "date-time" });
const nullableInstant = instant.nullable();

export const ShareLinkSchema = z
  .object({
    id: z.string().openapi({ description: "The link's unguessable id (22 base64url characters)", example: "Xq3v0yFz9kq1c2JmUoB7dA" }),
    url: z.string().openapi({ description: "The short link to give the driver: `{APP_URL}/s/{id}`" }),
    entry_id: z.number().int(),
    created_at: instant,
    visits: z.number().int().openapi({ description: "How many times the shared view was opened" }),
    last_visit_at: nullableInstant,
  })
  .openapi("ShareLink");

export const SharedEntrySchema = z
  .object({
    status: z.number().int().openapi({ description: "30 Awaiting, 40 BeReady, 50 OnControl, 60 Passed, 70 Cancelled, 80 Expired, 90 Annulled" }),
    kind: z.enum(["dynamic", "timeslot"]),
    vehicle_type: z.number().int().openapi({ description: "Truck=1, Bus=2, Car=3" }),
    checkpoint: z.object({ id: z.number().int(), name: LocalizedTextSchema, foreign_name: LocalizedTextSchema, time_zone: z.string() }),
    plate: z.string(),
    position: z.number().int().nullable().openapi({ description: "Awaiting dynamic entries: place in the lane's queue (1 = next)" }),
    registered_at: instant,
    arrival_time: nullableInstant.openapi({ description: "Timeslot entries: the slot's start, the arrival time at the checkpoint" }),
    estimated_entry_at: nullableInstant,
    latest_entry_at: nullableInstant.openapi({ description: "Called up: the deadline now running (confirm, or enter)" }),
    on_control_at: nullableInstant,
  })
  .openapi("SharedEntry", { description: "A queue entry as its short link shows it: no names, documents, phone or carrier" });

const LinkIdParamSchema = z.object({
  linkId: z.string().openapi({ param: { name: "linkId", in: "path" }, example: "Xq3v0yFz9kq1c2JmUoB7dA" }),
});

const ownerRoute = (method: "get" | "post" | "delete", summary: string, description: string, responses: Parameters<typeof createRoute>[0]["responses"]) =>
  createRoute({
    method,
    path: "/queues/{id}/share-link",
    tags: ["Queue"],
    summary,
    description,
    security: BEARER_OR_SESSION,
    request: { params: IdParamSchema },
    responses,
  });

const linkAnswer = (description: string, nullable = false) => ({
  description,
  content: { "application/json": { schema: z.object({ data: nullable ? ShareLinkSchema.nullable() : ShareLinkSchema }) } },
});

export const getShareLinkRoute = ownerRoute("get", "The entry's active short link, or null", "Only the entry's owner; another user's entry answers 404.", {
  200: linkAnswer("The active link, or null", true),
  ...errorResponses(401, 404),
});

export const createShareLinkRoute = ownerRoute(
  "post",
  "Share the entry: create its short link (or answer the active one)",
  "Only for open entries (Awaiting, BeReady, OnControl): otherwise 409 with `code` entry-ended. One active link per entry: " +
    "asking again answers the same link (200). Whoever has the link sees the entry's status, checkpoint, times, position and plate.",
  { 200: linkAnswer("The link that was already active"), 201: linkAnswer("The new link"), ...errorResponses(401, 404, 409, 429) },
);

export const revokeShareLinkRoute = ownerRoute(
  "delete",
  "Revoke the entry's short link",
  "The link stops working at once (its public read answers 404). Answers 204 also when there was no active link.",
  { 204: { description: "Revoked" }, ...errorResponses(401, 404, 429) },
);

export const getSharedEntryRoute = createRoute({
  method: "get",
  path: "/shared-entries/{linkId}",
  tags: ["Queue"],
  summary: "A shared entry, read through its short link (public)",
  description:
    "No login: the link's id is the capability. Answers the entry's status, checkpoint, times, position and plate, nothing else; " +
    "an unknown or revoked link (or one whose entry ended more than a day ago) answers 404. Every read counts as a visit. " +
    "`Cache-Control: private, no-store` and `Referrer-Policy: no-referrer`.",
  request: { params: LinkIdParamSchema },
  responses: {
    200: { description: "The shared entry", content: { "application/json": { schema: z.object({ data: SharedEntrySchema }) } } },
    ...errorResponses(404, 429),
  },
});
