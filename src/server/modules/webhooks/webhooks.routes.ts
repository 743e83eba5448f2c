/** Webhooks: a user's endpoints and their delivery log (OpenAPI contracts; docs/webhooks.md). */
import { createRoute, z } from "@hono/zod-openapi";
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_EVENTS, webhookEndpointSchema, webhookUpdateSchema } from "../../../domain/webhooks.ts";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION, IdParamSchema } from "../../http/schemas.ts";

const instant = z.string().openapi({ format: "date-time" });
const json = (description: string, schema: z.ZodType) => ({ description, content: { "application/json": { schema } } });
const EventsSchema = z.array(z.enum(WEBHOOK_EVENTS)).openapi({
  description:
    "The entry events posted: submit (booked, 30), call-up (40), confirm, admit (on control, 50), pass (60), cancel (70), expire (missed confirmation or no-show, 80), extend (back to 30), annul (90)",
});

export const WebhookEndpointSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    events: EventsSchema,
    active: z.boolean(),
    created_at: instant,
    updated_at: instant,
  })
  .openapi("WebhookEndpoint");

export const WebhookDeliverySchema = z
  .object({
    id: z.number().int(),
    event_id: z.string().openapi({ description: "X-Webhook-Id: the same at every attempt" }),
    type: z.string().openapi({ description: "`entry.<event>`, or `ping` for a test" }),
    state: z.enum(["pending", "delivered", "failed"]),
    attempts: z.number().int(),
    next_attempt_at: instant.nullable().openapi({ description: "Pending: when it is tried next" }),
    last_attempt_at: instant.nullable(),
    last_status: z.number().int().nullable().openapi({ description: "The receiver's HTTP status at the last attempt; null when it did not answer" }),
    last_answer: z.string().nullable().openapi({ description: "The first 500 characters of the receiver's answer" }),
    last_error: z.string().nullable().openapi({ description: "Why there was no answer (timeout, refused address, connection)" }),
    delivered_at: instant.nullable(),
    created_at: instant,
    payload: z.record(z.string(), z.unknown()).openapi({ description: "The body posted" }),
  })
  .openapi("WebhookDelivery");

/**
 * The bodies, as the domain checks them (the profile's form too). The tests' plain-HTTP receiver
 * passes this first look everywhere; the handler refuses it unless the configuration allows it.
 */
const CreateBody = webhookEndpointSchema({ allowLoopbackHttp: true });
const UpdateBody = webhookUpdateSchema;

const tags = ["Webhooks"];
const security = BEARER_OR_SESSION;

export const listWebhooksRoute = createRoute({
  method: "get",
  path: "/webhooks",
  tags,
  summary: "The user's webhook endpoints",
  security,
  responses: { 200: json("The endpoints (the secrets are never shown again)", z.object({ data: z.array(WebhookEndpointSchema) })), ...errorResponses(401) },
});

export const createWebhookRoute = createRoute({
  method: "post",
  path: "/webhooks",
  tags,
  summary: "Register a webhook endpoint: the answer carries its signing secret, shown this once",
  description:
    `At most ${MAX_WEBHOOK_ENDPOINTS} endpoints per user (409 past it). The host must be public: a host that is, or resolves to, a private, loopback, ` +
    "link-local, unique-local, carrier-grade NAT or multicast address, or one of the server's own, is refused with 422, and checked again at each delivery. " +
    "Limited to 30 changes per user in 10 minutes (429).",
  security,
  request: { body: { content: { "application/json": { schema: CreateBody } }, required: true } },
  responses: {
    201: json(
      "Registered",
      z.object({ data: WebhookEndpointSchema.extend({ secret: z.string().openapi({ description: "HMAC-SHA256 key of X-Webhook-Signature (whsec_…): keep it, it is not shown again" }) }) }),
    ),
    ...errorResponses(401, 409, 422, 429),
  },
});

export const updateWebhookRoute = createRoute({
  method: "patch",
  path: "/webhooks/{id}",
  tags,
  summary: "Change the events of one of the user's endpoints, or pause and resume it",
  description: "A paused endpoint gets no events (its pending deliveries wait); another user's endpoint is 404.",
  security,
  request: { params: IdParamSchema, body: { content: { "application/json": { schema: UpdateBody } }, required: true } },
  responses: { 200: json("Changed", z.object({ data: WebhookEndpointSchema })), ...errorResponses(401, 404, 422, 429) },
});

export const deleteWebhookRoute = createRoute({
  method: "delete",
  path: "/webhooks/{id}",
  tags,
  summary: "Delete one of the user's endpoints, with its delivery log",
  security,
  request: { params: IdParamSchema },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404, 429) },
});

export const testWebhookRoute = createRoute({
  method: "post",
  path: "/webhooks/{id}/test",
  tags,
  summary: "Post a test event (`ping`) to one of the user's endpoints now, and answer how it went",
  description: "Signed like every delivery; tried once (no retries). Limited to 10 per user in 10 minutes (429).",
  security,
  request: { params: IdParamSchema },
  responses: { 200: json("The test's delivery, after its attempt", z.object({ data: WebhookDeliverySchema })), ...errorResponses(401, 404, 429) },
});

export const webhookDeliveriesRoute = createRoute({
  method: "get",
  path: "/webhooks/{id}/deliveries",
  tags,
  summary: "The latest 50 deliveries of one of the user's endpoints, newest first, with the receiver's answers",
  security,
  request: { params: IdParamSchema },
  responses: { 200: json("The deliveries", z.object({ data: z.array(WebhookDeliverySchema) })), ...errorResponses(401, 404) },
});
