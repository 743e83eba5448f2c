/**
 * The notice outbox: queue notices delivered by e-mail, SMS and Web Push at least once, with every
 * instance running the same pass on a shared database (docs/notifications.md). One pass:
 *
 * 1. Queue: notices not yet dispatched are claimed (FOR UPDATE SKIP LOCKED); their deliveries (one
 *    per channel the notice goes by, the message rendered in the user's language) are inserted,
 *    already leased to this pass (their first attempt), and the notices marked dispatched, in one
 *    transaction: all or nothing.
 * 2. Claim: other due pending deliveries (retries) are leased in one statement (SKIP LOCKED;
 *    `attempts` + 1, `leased_until`). A claim whose lease ran out unmarked (its sender crashed,
 *    after the queue step or a claim) is due again.
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
import pMap from "p-map";
import type { Logger } from "pino";
import { isLocale, type Locale } from "../../../domain/locales.ts";
import { afterFailure, deliveryKey, DELIVERY_LEASE_MS, noticeChannels } from "../../../domain/notice-delivery.ts";
import { defaultNotificationPreferences, type NotificationChannel } from "../../../domain/notification-settings.ts";
import { insertRows } from "../../db/bulk-insert.ts";
import { idAmong, queryRows, type Database } from "../../db/client.ts";
import { noticeDeliveries, notificationPreferences, notifications, pushSubscriptions, type NoticeDetails, type NotificationKind } from "../../db/schema.ts";
import { escapeHtml, type Mailer } from "../../platform/mailer.ts";
import type { SmsSender } from "../../platform/sms.ts";
import type { PushMessage, PushSender } from "../../platform/web-push.ts";
import { entryFromRow } from "../queue/entry-store.ts";
import { noticePath, renderNotice } from "../queue/notices.ts";
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

/** Sends in flight at once per channel in one pass: the mail server, the SMS gateway and push services are slow, not busy. */
const SENDS_AT_ONCE = 8;

/** What a queue step did: how many notices it dispatched, and their deliveries, leased to the caller for their first attempt. */
export interface QueuedDeliveries {
  notices: number;
  leased: NoticeDelivery[];
}

interface QueuedNoticeRow {
  id: number;
  user_id: number;
  kind: NotificationKind;
  urgent: boolean;
  details: NoticeDetails | null;
  created_at: Date | string;
  email: string | null;
  phone: string | null;
  locale: string;
  contact_email: string | null;
  personal_phone: string | null;
  phone_verified_at: Date | string | null;
  checkpoint_name: Record<Locale, string> | null;
  time_zone: string | null;
  entry: Record<string, unknown> | null;
}

/** A notice to queue, read with its user's addresses, its entry and the entry's checkpoint. */
function queuedNotice(row: QueuedNoticeRow) {
  return {
    notice: { id: row.id, userId: row.user_id, kind: row.kind, urgent: row.urgent, details: row.details, createdAt: new Date(row.created_at) },
    entry: row.entry && entryFromRow(row.entry),
    user: { id: row.user_id, email: row.email, phone: row.phone, locale: row.locale },
    contactEmail: row.contact_email,
    personalPhone: row.personal_phone,
    phoneVerifiedAt: row.phone_verified_at && new Date(row.phone_verified_at),
    checkpointName: row.checkpoint_name,
    timeZone: row.time_zone,
  };
}

/**
 * The next `limit` undispatched notices, locked (SKIP LOCKED), each with what its messages need: its
 * user's addresses, its entry and the entry's checkpoint. Raw SQL with just those columns: built by
 * the query builder and mapped column by column (every column of four tables), this read was a
 * fifth of a delivery pass's time on the server. The batch is taken first (oldest first) and only
 * its notices are joined: with the limit outside the joins, every batch joined, built and sorted the
 * whole backlog (6,000 notices waiting: 45 ms a batch, against 2 to 7).
 */
export function noticeBatch(limit: number) {
  return sql`
    with batch as (
      select n.id, n.user_id, n.entry_id, n.kind, n.urgent, n.details, n.created_at from notifications n
      where n.dispatched_at is null
      order by n.id
      limit ${limit}
      for update skip locked
    )
    select n.id, n.user_id, n.kind, n.urgent, n.details, n.created_at, u.email, u.phone, u.locale,
      -- 'My info': the contact address and the verified phone win over the account's.
      pd.contact_email, pd.phone as personal_phone, pd.phone_verified_at,
      k.name as checkpoint_name, k.time_zone, to_jsonb(e) as entry
    from batch n
    join users u on u.id = n.user_id
    left join personal_details pd on pd.user_id = n.user_id
    left join queue_entries e on e.id = n.entry_id
    left join checkpoints k on k.id = e.checkpoint_id
    order by n.id`;
}

/** Up to `limit` undispatched notices become deliveries leased to the caller, in one transaction. */
export async function queueNoticeDeliveries(channels: NoticeChannels, now: Date, limit = 100): Promise<QueuedDeliveries> {
  const { db, push, appUrl } = channels;
  return db.transaction(async (tx) => {
    const rows = (await queryRows<QueuedNoticeRow>(tx, noticeBatch(limit))).map(queuedNotice);
    if (rows.length === 0) return { notices: 0, leased: [] };
    const userIds = [...new Set(rows.map((row) => row.user.id))];
    const chosen = new Map(
      (await tx.select().from(notificationPreferences).where(idAmong(notificationPreferences.userId, userIds))).map((p) => [p.userId, p]),
    );
    const subscribed = new Set(
      push.publicKey === null
        ? []
        : (await tx.selectDistinct({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(idAmong(pushSubscriptions.userId, userIds))).map(
            (s) => s.userId,
          ),
    );
    const deliveries: Array<typeof noticeDeliveries.$inferInsert> = [];
    for (const { notice, entry, user, contactEmail, personalPhone, phoneVerifiedAt, checkpointName, timeZone } of rows) {
      // An entry's notice, or one about something else its details name (an ownership or a violation notice).
      if (!entry && !notice.details) continue;
      const locale: Locale = isLocale(user.locale) ? user.locale : "uk";
      const text = renderNotice(notice.kind, locale, entry, { name: checkpointName, timeZone }, notice.details);
      const url = `${appUrl}${locale === "uk" ? "" : `/${locale}`}${noticePath(entry?.id ?? null, notice.details) ?? ""}`;
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
        push: { recipient: null, message: { ...text, url, urgent: notice.urgent, tag: entry ? `queue-${entry.id}` : `${notice.kind}-${notice.id}` } },
      };
      for (const channel of noticeChannels(notice.urgent, preferences, { email: Boolean(email), phone: Boolean(phone), push: subscribed.has(user.id) })) {
        const { recipient, message } = messages[channel];
        deliveries.push({ notificationId: notice.id, channel, recipient, userId: user.id, message: { ...message }, nextAttemptAt: now, createdAt: now });
      }
    }
    // Leased at once (attempts 1), as a claim would: the queueing pass sends them without claiming them again.
    const leasedUntil = new Date(now.getTime() + DELIVERY_LEASE_MS);
    const inserted = await insertRows(tx, noticeDeliveries, deliveries.map((delivery) => ({ ...delivery, attempts: 1, leasedUntil })), {
      onConflictDoNothing: true,
      returning: [noticeDeliveries.id, noticeDeliveries.notificationId, noticeDeliveries.channel],
    });
    const idOf = new Map(inserted.map((row) => [`${row.notification_id as number}:${row.channel as string}`, row.id as number]));
    const leased: NoticeDelivery[] = deliveries.flatMap((delivery) => {
      const id = idOf.get(`${delivery.notificationId}:${delivery.channel}`);
      return id === undefined
        ? []
        : [{ id, notificationId: delivery.notificationId, channel: delivery.channel, recipient: delivery.recipient ?? null, userId: delivery.userId,
            message: delivery.message, state: "pending", attempts: 1, nextAttemptAt: now, leasedUntil, lastError: null, sentAt: null, createdAt: now }];
    });
    // The status changes among them go to the users' webhooks too, claimed once with the notice (docs/webhooks.md).
    await queueWebhookEvents(
      tx,
      rows.map(({ notice, entry, user, checkpointName }) => ({ notice, entry, locale: isLocale(user.locale) ? user.locale : "uk", checkpointName })),
      now,
    );
    await tx
      .update(notifications)
      .set({ dispatchedAt: now })
      .where(idAmong(notifications.id, rows.map((row) => row.notice.id)));
    return { notices: rows.length, leased };
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
    .where(and(idAmong(noticeDeliveries.id, ids), eq(noticeDeliveries.state, "pending")));
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

/** How many sends a channel's sender takes at once: its own figure (the development outbox: a whole batch, one insert), or SENDS_AT_ONCE. */
function sendsAtOnce(channels: NoticeChannels, channel: NotificationChannel): number {
  return (channel === "email" ? channels.mailer.sendsAtOnce : channel === "sms" ? channels.sms.sendsAtOnce : undefined) ?? SENDS_AT_ONCE;
}

/** Sends claimed deliveries (each channel a few at once, the channels side by side) and releases the claims. Answers how many were sent. */
export async function sendNoticeDeliveries(channels: NoticeChannels, claimed: NoticeDelivery[], now: Date): Promise<number> {
  const sent: number[] = [];
  // A failed send is released on its own; the others go on.
  const sendAll = (channel: NotificationChannel, deliveries: NoticeDelivery[]) =>
    pMap(
      deliveries,
      async (delivery) => {
        try {
          await sendDelivery(channels, delivery);
          sent.push(delivery.id);
        } catch (error) {
          await releaseFailed(channels, delivery, error, now);
        }
      },
      { concurrency: sendsAtOnce(channels, channel) },
    );
  const channelsOf = [...new Set(claimed.map((delivery) => delivery.channel))];
  await Promise.all(channelsOf.map((channel) => sendAll(channel, claimed.filter((delivery) => delivery.channel === channel))));
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
 * One delivery pass at `now` (the engine's time): queue new notices, then send them and what else is due, in
 * batches of `limit` until less than a batch is left or DELIVERY_PASS_MS has passed. Answers how many were sent.
 */
export async function deliverNotices(channels: NoticeChannels, now: Date, limit = 100): Promise<number> {
  const started = performance.now();
  let sent = 0;
  for (;;) {
    const queued = await queueNoticeDeliveries(channels, now, limit);
    const claimed = await claimNoticeDeliveries(channels.db, now, limit);
    sent += await sendNoticeDeliveries(channels, [...queued.leased, ...claimed], now);
    if ((queued.notices < limit && claimed.length < limit) || performance.now() - started >= DELIVERY_PASS_MS) return sent;
  }
}
