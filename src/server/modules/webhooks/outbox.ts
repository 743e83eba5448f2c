/**
 * The webhook outbox (docs/webhooks.md), the notice outbox's way (decision 0010): at least once,
 * with every instance running the same pass on the shared database.
 *
 * 1. Queue: when the notice outbox dispatches a notice that reports a status change (in its
 *    transaction, which claims each notice once: notice-outbox.ts), one delivery per active
 *    endpoint of the user that chose the event is inserted, with its body built then, so every
 *    attempt posts the same bytes. No change, no notice: nothing is lost between the two.
 * 2. Claim: due pending deliveries of active endpoints are leased in one statement (SKIP LOCKED;
 *    `attempts` + 1, `leased_until`). A lease that runs out unreleased (a crashed sender) is due again.
 * 3. Send: outside any transaction, a few at once, signed, to public addresses only.
 * 4. Release: delivered (2xx), or put back with the answer's status and first characters for a later
 *    attempt (1 min, 5 min, 30 min, 2 h, 6 h), or given up ('failed') after the 6th. A release only
 *    touches the claim it made (same `attempts`).
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import pMap from "p-map";
import type { Logger } from "pino";
import { QueueStatus } from "../../../domain/codes.ts";
import type { Locale } from "../../../domain/locales.ts";
import {
  afterWebhookFailure,
  isDelivered,
  PING_TYPE,
  STATUS_AFTER,
  WEBHOOK_LEASE_MS,
  webhookEventOfNotice,
  webhookType,
} from "../../../domain/webhooks.ts";
import { idAmong, type Database } from "../../db/client.ts";
import { webhookDeliveries, webhookEndpoints, type notifications, type queueEntries } from "../../db/schema.ts";
import type { WebhookSender } from "../../platform/webhook-sender.ts";
import { observedSince, positionAndThroughput } from "../queue/entry-body.ts";
import type { Tx } from "../queue/places.ts";

export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;

export interface WebhookChannel {
  db: Database;
  sender: WebhookSender;
  logger: Logger;
}

/** A notice being dispatched, with what the body tells of its entry. */
export interface DispatchedNotice {
  notice: Pick<typeof notifications.$inferSelect, "id" | "userId" | "kind" | "createdAt">;
  entry: typeof queueEntries.$inferSelect | null;
  locale: Locale;
  checkpointName: Record<Locale, string> | null;
}

/**
 * A pass posts batches of this many at once, each batch claimed when the one before is done, while
 * it has spent less than PASS_BUDGET_MS on them: receivers that do not answer hold the pass (and
 * the call-ups of the next) back by the budget and one attempt's timeout (5 s) at most.
 */
const SENDS_AT_ONCE = 16;
const PASS_BUDGET_MS = 2_000;

/** The event's id: one per status change, the same for every endpoint and at every attempt. */
export const eventIdOf = (noticeId: number) => `evt_${noticeId}`;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The body of an event: what happened and the entry as it is then. */
async function eventBody(tx: Tx, { notice, entry, locale, checkpointName }: DispatchedNotice & { entry: NonNullable<DispatchedNotice["entry"]> }, event: NonNullable<ReturnType<typeof webhookEventOfNotice>>) {
  const status = STATUS_AFTER[event];
  const waiting = status === QueueStatus.Awaiting && entry.status === QueueStatus.Awaiting && entry.kind === "dynamic";
  const position = waiting ? (await positionAndThroughput(tx as unknown as Database, entry, observedSince(notice.createdAt))).position : null;
  return {
    id: eventIdOf(notice.id),
    type: webhookType(event),
    occurred_at: notice.createdAt.toISOString(),
    entry: {
      id: entry.id,
      status,
      plate: entry.plate,
      vehicle_type: entry.vehicleType,
      kind: entry.kind,
      checkpoint: { id: entry.checkpointId, name: checkpointName?.[locale] ?? null },
      position,
      registered_at: entry.registeredAt.toISOString(),
      slot_start: iso(entry.slotStart),
      ready_deadline: status === QueueStatus.BeReady ? iso(entry.readyDeadline) : null,
      entry_deadline: status === QueueStatus.BeReady ? iso(entry.entryDeadline) : null,
      not_before: iso(entry.notBefore),
    },
  };
}

/** In the notice outbox's transaction: the deliveries of these notices to their users' endpoints. Answers how many. */
export async function queueWebhookEvents(tx: Tx, dispatched: DispatchedNotice[], now: Date): Promise<number> {
  const reporting = dispatched.filter((item) => item.entry && webhookEventOfNotice(item.notice.kind));
  if (reporting.length === 0) return 0;
  const userIds = [...new Set(reporting.map((item) => item.notice.userId))];
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, userId: webhookEndpoints.userId, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(idAmong(webhookEndpoints.userId, userIds), eq(webhookEndpoints.active, true)));
  if (endpoints.length === 0) return 0;
  const deliveries: Array<typeof webhookDeliveries.$inferInsert> = [];
  for (const item of reporting) {
    const event = webhookEventOfNotice(item.notice.kind)!;
    const chosen = endpoints.filter((endpoint) => endpoint.userId === item.notice.userId && endpoint.events.includes(event));
    if (chosen.length === 0) continue;
    const payload = await eventBody(tx, { ...item, entry: item.entry! }, event);
    for (const endpoint of chosen) {
      deliveries.push({ endpointId: endpoint.id, eventId: payload.id, type: payload.type, payload, nextAttemptAt: now, createdAt: now });
    }
  }
  if (deliveries.length > 0) await tx.insert(webhookDeliveries).values(deliveries).onConflictDoNothing();
  return deliveries.length;
}

/** Leases up to `limit` due deliveries of active endpoints (or the one `only`) to this pass. */
export async function claimWebhookDeliveries(db: Database, now: Date, limit = 100, only?: number): Promise<WebhookDelivery[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.state, "pending"),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.leasedUntil), lte(webhookDeliveries.leasedUntil, now)),
        // A test is sent whatever the endpoint's state; events only to active endpoints.
        only === undefined ? eq(webhookEndpoints.active, true) : eq(webhookDeliveries.id, only),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(limit)
    .for("update", { of: webhookDeliveries, skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, leasedUntil: new Date(now.getTime() + WEBHOOK_LEASE_MS) })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

/** Posts claimed deliveries (a few at once) and releases each claim. Answers them as released. */
export async function sendWebhookDeliveries(channel: WebhookChannel, claimed: WebhookDelivery[], now: Date): Promise<WebhookDelivery[]> {
  const { db, sender, logger } = channel;
  if (claimed.length === 0) return [];
  const endpoints = new Map(
    (await db.select().from(webhookEndpoints).where(idAmong(webhookEndpoints.id, [...new Set(claimed.map((d) => d.endpointId))]))).map((e) => [e.id, e]),
  );
  const released: WebhookDelivery[] = [];
  const send = async (delivery: WebhookDelivery) => {
    const endpoint = endpoints.get(delivery.endpointId);
    if (!endpoint) return; // deleted meanwhile: its deliveries went with it
    const outcome = await sender.send({ url: endpoint.url, id: delivery.eventId, body: JSON.stringify(delivery.payload), secret: endpoint.secret }, now);
    const ours = and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.state, "pending"), eq(webhookDeliveries.attempts, delivery.attempts));
    const last = { lastAttemptAt: now, leasedUntil: null, lastStatus: outcome.status, lastAnswer: outcome.status === null ? null : outcome.answer, lastError: outcome.status === null ? outcome.error : null };
    const host = URL.parse(endpoint.url)?.host ?? "?";
    let update: Partial<WebhookDelivery>;
    if (outcome.status !== null && isDelivered(outcome.status)) {
      update = { ...last, state: "delivered", deliveredAt: now };
    } else {
      // A test is tried once: its answer is what the user asked to see.
      const after = delivery.type === PING_TYPE ? ({ state: "failed" } as const) : afterWebhookFailure(delivery.attempts, now);
      update = after.state === "failed" ? { ...last, state: "failed" } : { ...last, nextAttemptAt: after.nextAttemptAt };
      const about = { endpoint: endpoint.id, host, event: delivery.eventId, attempts: delivery.attempts, status: outcome.status };
      if (after.state === "failed") logger.warn(about, "webhook delivery given up after its last attempt");
      else logger.info({ ...about, next_attempt_at: after.nextAttemptAt.toISOString() }, "webhook delivery failed; it is tried again later");
    }
    const [row] = await db.update(webhookDeliveries).set(update).where(ours).returning();
    if (row) released.push(row);
  };
  await pMap(claimed, send, { concurrency: SENDS_AT_ONCE });
  return released;
}

/** One pass at `now` (the engine's time): sends what is due, a batch at a time, within the pass's budget. Answers how many were delivered. */
export async function deliverWebhooks(channel: WebhookChannel, now: Date): Promise<number> {
  const started = performance.now();
  let delivered = 0;
  for (;;) {
    const claimed = await claimWebhookDeliveries(channel.db, now, SENDS_AT_ONCE);
    const released = await sendWebhookDeliveries(channel, claimed, now);
    delivered += released.filter((delivery) => delivery.state === "delivered").length;
    if (claimed.length < SENDS_AT_ONCE || performance.now() - started > PASS_BUDGET_MS) return delivered;
  }
}

/** A test delivery to one endpoint, posted at once (through the same claim and release): answers it as released. */
export async function sendPing(channel: WebhookChannel, endpoint: typeof webhookEndpoints.$inferSelect, now: Date): Promise<WebhookDelivery> {
  const eventId = `ping_${randomBytes(9).toString("base64url")}`;
  const payload = { id: eventId, type: PING_TYPE, occurred_at: now.toISOString(), entry: null };
  const [queued] = await channel.db
    .insert(webhookDeliveries)
    .values({ endpointId: endpoint.id, eventId, type: PING_TYPE, payload, nextAttemptAt: now, createdAt: now })
    .returning();
  const claimed = await claimWebhookDeliveries(channel.db, now, 1, queued!.id);
  const [released] = await sendWebhookDeliveries(channel, claimed, now);
  return released ?? queued!;
}
