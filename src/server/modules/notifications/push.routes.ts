import { createRoute, z } from "@hono/zod-openapi";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "../../../domain/notification-settings.ts";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION } from "../../http/schemas.ts";

const json = (description: string, schema: z.ZodType) => ({ description, content: { "application/json": { schema } } });

export const getPushPublicKey = createRoute({
  method: "get",
  path: "/push/public-key",
  tags: ["Notifications"],
  summary: "The VAPID public key browsers subscribe with (null when Web Push is off)",
  description: "Pass it, decoded from base64url, as `applicationServerKey` to `PushManager.subscribe()`.",
  responses: {
    200: json("The key", z.object({ data: z.object({ public_key: z.string().nullable().openapi({ description: "base64url" }) }) })),
  },
});

export const savePushSubscription = createRoute({
  method: "post",
  path: "/push-subscriptions",
  tags: ["Notifications"],
  summary: "Register this browser's push subscription for the user",
  description:
    "The body is what `PushSubscription.toJSON()` gives. An endpoint registered before (by anyone) moves to the " +
    "caller, with the new keys. A user keeps the newest 10 subscriptions. The endpoint's host must be a public " +
    "push service: a host that is, or resolves to, a private, loopback, link-local, unique-local, carrier-grade NAT " +
    "or multicast address (IPv4 or IPv6) is refused with 422, and is checked again at each delivery.",
  security: BEARER_OR_SESSION,
  request: { body: { content: { "application/json": { schema: pushSubscriptionSchema } }, required: true } },
  responses: {
    201: json("Registered", z.object({ data: z.object({ endpoint: z.string() }) })),
    ...errorResponses(401, 422, 429),
  },
});

export const deletePushSubscription = createRoute({
  method: "delete",
  path: "/push-subscriptions",
  tags: ["Notifications"],
  summary: "Forget one of the user's push subscriptions (this browser's, on turning notifications off)",
  description: "Answers 204 whether or not the user had the endpoint; another user's is left alone.",
  security: BEARER_OR_SESSION,
  request: { body: { content: { "application/json": { schema: pushUnsubscribeSchema } }, required: true } },
  responses: { 204: { description: "Forgotten" }, ...errorResponses(401, 422) },
});
