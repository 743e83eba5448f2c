/**
 * Webhooks (docs/webhooks.md): a user registers endpoints for the status changes of their entries,
 * sees each one's deliveries with the receivers' answers, sends a test, pauses or deletes it. A user
 * sees and changes only their own (another's id is 404, as an unknown one). The signing secret is
 * answered once, at creation. An endpoint whose host is, or resolves to, an address that is not
 * public is refused; each delivery checks again (platform/webhook-sender.ts).
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { randomBytes } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { isWebhookUrl, MAX_WEBHOOK_ENDPOINTS, type WebhookEvent } from "../../../domain/webhooks.ts";
import { users, webhookDeliveries, webhookEndpoints } from "../../db/schema.ts";
import type { ApiEnv } from "../../http/context.ts";
import { ApiProblem, fieldProblem } from "../../http/errors.ts";
import type { Database } from "../../db/client.ts";
import type { ApiDeps } from "../deps.ts";
import { requireViewer } from "../accounts/authenticate.ts";
import { enforce } from "../accounts/limits.ts";

import { sendPing, type WebhookDelivery } from "./outbox.ts";
import {
  createWebhookRoute,
  deleteWebhookRoute,
  listWebhooksRoute,
  testWebhookRoute,
  updateWebhookRoute,
  webhookDeliveriesRoute,
} from "./webhooks.routes.ts";
import { idOrNotFound } from "../../http/schemas.ts";

export const WEBHOOK_WRITE_LIMIT = { points: 30, seconds: 600 };
export const WEBHOOK_TEST_LIMIT = { points: 10, seconds: 600 };
/** Deliveries the log shows. */
export const DELIVERY_LOG_SIZE = 50;

type Endpoint = typeof webhookEndpoints.$inferSelect;

const iso = (at: Date | null) => at?.toISOString() ?? null;

export const endpointBody = (endpoint: Endpoint) => ({
  id: endpoint.id,
  url: endpoint.url,
  events: endpoint.events as WebhookEvent[],
  active: endpoint.active,
  created_at: endpoint.createdAt.toISOString(),
  updated_at: endpoint.updatedAt.toISOString(),
});

export const deliveryBody = (delivery: WebhookDelivery) => ({
  id: delivery.id,
  event_id: delivery.eventId,
  type: delivery.type,
  state: delivery.state,
  attempts: delivery.attempts,
  next_attempt_at: delivery.state === "pending" ? delivery.nextAttemptAt.toISOString() : null,
  last_attempt_at: iso(delivery.lastAttemptAt),
  last_status: delivery.lastStatus,
  last_answer: delivery.lastAnswer,
  last_error: delivery.lastError,
  delivered_at: iso(delivery.deliveredAt),
  created_at: delivery.createdAt.toISOString(),
  payload: delivery.payload,
});

/** The user's endpoint `id`; another user's, or none, is 404. */
async function ownEndpoint(db: Database, userId: number, raw: string): Promise<Endpoint> {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, idOrNotFound(raw)), eq(webhookEndpoints.userId, userId)));
  if (!endpoint) throw new ApiProblem(404, "errors.notFound");
  return endpoint;
}

export function webhookRoutes({ database: { db }, config, rateLimits, webhooks, engine, logger }: ApiDeps) {
  const writes = rateLimits.limiter("webhook-writes", WEBHOOK_WRITE_LIMIT);
  const tests = rateLimits.limiter("webhook-tests", WEBHOOK_TEST_LIMIT);
  const channel = { db, sender: webhooks, logger };
  const portalHost = URL.parse(config.appUrl)?.hostname.toLowerCase();

  return new OpenAPIHono<ApiEnv>()
    .openapi(listWebhooksRoute, async (c) => {
      const userId = requireViewer(c).user.id;
      const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(webhookEndpoints.id);
      return c.json({ data: rows.map(endpointBody) }, 200);
    })
    .openapi(createWebhookRoute, async (c) => {
      const userId = requireViewer(c).user.id;
      const { url, events } = c.req.valid("json");
      await enforce(writes, `user:${userId}`);
      if (!isWebhookUrl(url, { allowLoopbackHttp: config.webhooksAllowLoopbackHttp })) throw fieldProblem(c.get("t"), "url", "webhooks.urlInvalid");
      // The portal itself (its own public name, on any port) is no receiver either; the tests' receiver shares its host.
      const host = URL.parse(url)?.hostname.toLowerCase();
      if (host === portalHost && !(config.webhooksAllowLoopbackHttp && url.startsWith("http://127.0.0.1:"))) {
        throw fieldProblem(c.get("t"), "url", "webhooks.urlNotPublic");
      }
      // A name without an address now is let through: each delivery looks it up again.
      if ((await webhooks.check(url)) === "not-public") throw fieldProblem(c.get("t"), "url", "webhooks.urlNotPublic");
      const secret = `whsec_${randomBytes(32).toString("base64url")}`;
      const endpoint = await db.transaction(async (tx) => {
        // The user's row is locked so that two creations at once cannot both pass the count.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        const [held] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
        if ((held?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) {
          throw new ApiProblem(409, "webhooks.limitReached", { params: { max: MAX_WEBHOOK_ENDPOINTS } });
        }
        const [row] = await tx.insert(webhookEndpoints).values({ userId, url, events, secret }).returning();
        return row!;
      });
      return c.json({ data: { ...endpointBody(endpoint), secret } }, 201);
    })
    .openapi(updateWebhookRoute, async (c) => {
      const userId = requireViewer(c).user.id;
      const endpoint = await ownEndpoint(db, userId, c.req.valid("param").id);
      const { events, active } = c.req.valid("json");
      await enforce(writes, `user:${userId}`);
      const [row] = await db
        .update(webhookEndpoints)
        .set({ ...(events ? { events } : {}), ...(active === undefined ? {} : { active }), updatedAt: new Date() })
        .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.userId, userId)))
        .returning();
      if (!row) throw new ApiProblem(404, "errors.notFound");
      return c.json({ data: endpointBody(row) }, 200);
    })
    .openapi(deleteWebhookRoute, async (c) => {
      const userId = requireViewer(c).user.id;
      const endpoint = await ownEndpoint(db, userId, c.req.valid("param").id);
      await enforce(writes, `user:${userId}`);
      await db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.userId, userId)));
      return c.body(null, 204);
    })
    .openapi(testWebhookRoute, async (c) => {
      const userId = requireViewer(c).user.id;
      const endpoint = await ownEndpoint(db, userId, c.req.valid("param").id);
      await enforce(tests, `user:${userId}`);
      const delivery = await sendPing(channel, endpoint, await engine.clock.now());
      return c.json({ data: deliveryBody(delivery) }, 200);
    })
    .openapi(webhookDeliveriesRoute, async (c) => {
      const userId = requireViewer(c).user.id;
      const endpoint = await ownEndpoint(db, userId, c.req.valid("param").id);
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id))
        .orderBy(desc(webhookDeliveries.id))
        .limit(DELIVERY_LOG_SIZE);
      return c.json({ data: rows.map(deliveryBody) }, 200);
    });
}
