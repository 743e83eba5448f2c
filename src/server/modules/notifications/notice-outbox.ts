/**
 * The notice outbox: queue notices delivered by e-mail, SMS and Web Push at least once, with every
 * instance running the same pass on a shared database (docs/notifications.md). One pass:
 *
 * 1. Queue: notices not yet dispatched are claimed (FOR UPDATE SKIP LOCKED); their deliveries (one
 *    per channel the notice goes by, the message rendered in the user's language) are inserted and
 *    the notices marked dispatched, in one transaction: all or nothing.
 * 2. Claim: due pending deliveries are leased in one statement (SKIP LOCKED; `attempts` + 1,
 *    `leased_until`). A claim whose lease ran out unmarked (its sender crashed) is due again.
 * 3. Send: outside any transaction, each with its idempotency key (`notice-<id>-<channel>`).
 * 4. Release: the deliveries sent are marked 'sent' together, by one update that ends their leases,
 *    once the claim's sends are done; a failed one is put back with its error and a later attempt
 *    time (growing delays), or given up ('failed', logged) after the last attempt. The release only
 *    touches the claim it made (by `attempts`).
 *
 * A crash between a send and its mark sends that message again (at least once, not at most once);
 * the idempotency key lets the mail server, the SMS gateway or the development outbox recognise it.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { isLocale, type Locale } from "../../../domain/locales.ts";
import { afterFailure, deliveryKey, DELIVERY_LEASE_MS, noticeChannels } from "../../../domain/notice-delivery.ts";
import { defaultNotificationPreferences, type NotificationChannel } from "../../../domain/notification-settings.ts";
import type { Database } from "../../db/client.ts";
import {
  checkpoints,
  noticeDeliveries,
  notificationPreferences,
  notifications,
  personalDetails,
  pushSubscriptions,
  queueEntries,
  users,
} from "../../db/schema.ts";
import { escapeHtml, type Mailer } from "../../platform/mailer.ts";
import type { SmsSender } from "../../platform/sms.ts";
import type { PushMessage, PushSender } from "../../platform/web-push.ts";
import { renderNotice } from "../queue/notices.ts";
import { queueWebhookEvents } from "../webhooks/outbox.ts";
import { deliverPush } from "./push-delivery.ts";

export interface NoticeChannels {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  push: PushSender;
  appUrl: string;
  logger: Logger;
}

export type NoticeDelivery = typeof noticeDeliveries.$inferSelect;

interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Sends in flight at once in one pass: the mail server, the SMS gateway and push services are slow, not busy. */
const SENDS_AT_ONCE = 8;

/** Up to `limit` undispatched notices become deliveries, in one transaction. Answers how many notices. */
export async function queueNoticeDeliveries(channels: NoticeChannels, now: Date, limit = 100): Promise<number> {
  const { db, push, appUrl } = channels;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        notice: notifications,
        entry: queueEntries,
        user: { id: users.id, email: users.email, phone: users.phone, locale: users.locale },
        // 'My info': flat fields (a nested object of a left-joined table comes back null here).
        contactEmail: personalDetails.contactEmail,
        personalPhone: personalDetails.phone,
        phoneVerifiedAt: personalDetails.phoneVerifiedAt,
        checkpointName: checkpoints.name,
        timeZone: checkpoints.timeZone,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(personalDetails, eq(personalDetails.userId, notifications.userId))
      .leftJoin(queueEntries, eq(queueEntries.id, notifications.entryId))
      .leftJoin(checkpoints, eq(checkpoints.id, queueEntries.checkpointId))
      .where(isNull(notifications.dispatchedAt))
      .orderBy(asc(notifications.id))
      .limit(limit)
      .for("update", { of: notifications, skipLocked: true });
    if (rows.length === 0) return 0;
    const userIds = [...new Set(rows.map((row) => row.user.id))];
    const chosen = new Map(
      (await tx.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds))).map((p) => [p.userId, p]),
    );
    const subscribed = new Set(
      push.publicKey === null
        ? []
        : (await tx.selectDistinct({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds))).map(
            (s) => s.userId,
          ),
    );
    const deliveries: Array<typeof noticeDeliveries.$inferInsert> = [];
    for (const { notice, entry, user, contactEmail, personalPhone, phoneVerifiedAt, checkpointName, timeZone } of rows) {
      // An entry's notice, or an ownership notice (no entry: it links to the carrier's profile).
      if (!entry && !notice.details) continue;
      const locale: Locale = isLocale(user.locale) ? user.locale : "uk";
      const text = renderNotice(notice.kind, locale, entry, { name: checkpointName, timeZone }, notice.details);
      const url = `${appUrl}${locale === "uk" ? "" : `/${locale}`}${entry ? `/queues/${entry.id}` : "/profile/carrier"}`;
      const email = contactEmail ?? user.email;
      const phone = (phoneVerifiedAt ? personalPhone : null) ?? user.phone;
      const preferences = chosen.get(user.id) ?? defaultNotificationPreferences({ hasEmail: Boolean(email) });
      const messages: Record<NotificationChannel, { recipient: string | null; message: MailContent | { text: string } | PushMessage }> = {
        email: {
          recipient: email,
          message: {
            subject: text.title,
            text: `${text.body}\n\n${url}\n`,
            html: `<p>${escapeHtml(text.body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
          },
        },
        sms: { recipient: phone, message: { text: `${text.title}. ${text.body}` } },
        push: { recipient: null, message: { ...text, url, urgent: notice.urgent, tag: entry ? `queue-${entry.id}` : `ownership-${notice.id}` } },
      };
      for (const channel of noticeChannels(notice.urgent, preferences, { email: Boolean(email), phone: Boolean(phone), push: subscribed.has(user.id) })) {
        const { recipient, message } = messages[channel];
        deliveries.push({ notificationId: notice.id, channel, recipient, userId: user.id, message: { ...message }, nextAttemptAt: now, createdAt: now });
      }
    }
    if (deliveries.length > 0) await tx.insert(noticeDeliveries).values(deliveries).onConflictDoNothing();
    // The status changes among them go to the users' webhooks too, claimed once with the notice (docs/webhooks.md).
    await queueWebhookEvents(
      tx,
      rows.map(({ notice, entry, user, checkpointName }) => ({ notice, entry, locale: isLocale(user.locale) ? user.locale : "uk", checkpointName })),
      now,
    );
    await tx
      .update(notifications)
      .set({ dispatchedAt: now })
      .where(
        inArray(
          notifications.id,
          rows.map((row) => row.notice.id),
        ),
      );
    return rows.length;
  });
}

/** Leases up to `limit` due deliveries (pending, due, not leased or the lease ran out) to this pass. */
export async function claimNoticeDeliveries(db: Database, now: Date, limit = 100): Promise<NoticeDelivery[]> {
  const due = db
    .select({ id: noticeDeliveries.id })
    .from(noticeDeliveries)
    .where(
      and(
        eq(noticeDeliveries.state, "pending"),
        lte(noticeDeliveries.nextAttemptAt, now),
        or(isNull(noticeDeliveries.leasedUntil), lte(noticeDeliveries.leasedUntil, now)),
      ),
    )
    .orderBy(asc(noticeDeliveries.nextAttemptAt), asc(noticeDeliveries.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(noticeDeliveries)
    .set({ attempts: sql`${noticeDeliveries.attempts} + 1`, leasedUntil: new Date(now.getTime() + DELIVERY_LEASE_MS) })
    .where(inArray(noticeDeliveries.id, due))
    .returning();
}

/** One attempt at a claimed delivery; throws when the channel did not take the message. */
async function sendDelivery(channels: NoticeChannels, delivery: NoticeDelivery): Promise<void> {
  const idempotencyKey = deliveryKey(delivery.notificationId, delivery.channel);
  switch (delivery.channel) {
    case "email": {
      const mail = delivery.message as unknown as MailContent;
      await channels.mailer.send({ to: delivery.recipient!, subject: mail.subject, text: mail.text, html: mail.html, idempotencyKey });
      return;
    }
    case "sms":
      await channels.sms.send(delivery.recipient!, (delivery.message as { text: string }).text, { idempotencyKey });
      return;
    case "push": {
      // Every browser of the user now; a retry goes to all of them again, and one that had it shows
      // the same notification again in place of the first (same tag).
      const result = await deliverPush(channels.db, channels.push, delivery.userId, delivery.message as unknown as PushMessage, { force: true });
      if (result.failed > 0) throw new Error(`${result.failed} of ${result.sent + result.failed} browsers were not reached`);
      return;
    }
  }
}

/** Marks sent deliveries, ending their leases: one statement for all that a pass sent. */
async function markSent(db: Database, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(noticeDeliveries)
    .set({ state: "sent", sentAt: now, leasedUntil: null, lastError: null })
    .where(and(inArray(noticeDeliveries.id, [...ids]), eq(noticeDeliveries.state, "pending")));
}

/** Ends a failed claim: put back for a later attempt, or given up after the last. */
async function releaseFailed(channels: NoticeChannels, delivery: NoticeDelivery, error: unknown, now: Date): Promise<void> {
  const { db, logger } = channels;
  const ours = and(eq(noticeDeliveries.id, delivery.id), eq(noticeDeliveries.state, "pending"), eq(noticeDeliveries.attempts, delivery.attempts));
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const next = afterFailure(delivery.attempts, now);
  const about = { notice: delivery.notificationId, channel: delivery.channel, attempts: delivery.attempts, err: error };
  if (next.state === "failed") {
    await db.update(noticeDeliveries).set({ state: "failed", leasedUntil: null, lastError }).where(ours);
    logger.error(about, "notice delivery given up after its last attempt");
  } else {
    await db.update(noticeDeliveries).set({ nextAttemptAt: next.nextAttemptAt, leasedUntil: null, lastError }).where(ours);
    logger.warn({ ...about, next_attempt_at: next.nextAttemptAt.toISOString() }, "notice delivery failed; it is tried again later");
  }
}

/** Sends claimed deliveries (a few at once) and releases the claims. Answers how many were sent. */
export async function sendNoticeDeliveries(channels: NoticeChannels, claimed: NoticeDelivery[], now: Date): Promise<number> {
  const sent: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const delivery = claimed[next++]!;
      try {
        await sendDelivery(channels, delivery);
        sent.push(delivery.id);
      } catch (error) {
        await releaseFailed(channels, delivery, error, now);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SENDS_AT_ONCE, claimed.length) }, worker));
  await markSent(channels.db, sent, now);
  return sent.length;
}

/**
 * Longest a pass goes on delivering while there is more (full batches): a surge (a clock pass that
 * calls up hundreds, a rush of bookings) is sent within the pass, not 100 notices every clock pass,
 * and the clock's own work is never held up for long.
 */
export const DELIVERY_PASS_MS = 2_000;

/**
 * One delivery pass at `now` (the engine's time): queue new notices, then send what is due, in
 * batches of `limit` until less than a batch is left or DELIVERY_PASS_MS has passed. Answers how many were sent.
 */
export async function deliverNotices(channels: NoticeChannels, now: Date, limit = 100): Promise<number> {
  const started = performance.now();
  let sent = 0;
  for (;;) {
    const queued = await queueNoticeDeliveries(channels, now, limit);
    const claimed = await claimNoticeDeliveries(channels.db, now, limit);
    sent += await sendNoticeDeliveries(channels, claimed, now);
    if ((queued < limit && claimed.length < limit) || performance.now() - started >= DELIVERY_PASS_MS) return sent;
  }
}
