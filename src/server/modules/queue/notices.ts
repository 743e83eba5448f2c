/**
 * Delivering queue notices to the channels beyond the app. The API and the clock write a
 * `notifications` row in the same transaction as the change it reports (that row is the in-app
 * notice, live over SSE); this delivery claims undelivered rows with FOR UPDATE SKIP LOCKED, so
 * every instance may run it and each notice goes out once. E-mail, SMS and Web Push follow the
 * user's preferences, except the call-up (urgent), which goes to every channel the user has.
 * Notices are claimed before they are sent, so a crash between the two loses a message rather
 * than sending it twice; the in-app notice is never lost.
 * A failing channel is logged and does not hold the others back.
 */
import { asc, eq, inArray, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import { isLocale, type Locale } from "../../../domain/locales.ts";
import type { Database } from "../../db/client.ts";
import { checkpoints, notifications, personalDetails, queueEntries, users, type NoticeDetails, type NotificationKind } from "../../db/schema.ts";
import { translatorFor } from "../../i18n.ts";
import { escapeHtml, type Mailer } from "../../platform/mailer.ts";
import type { SmsSender } from "../../platform/sms.ts";
import type { PushSender } from "../../platform/web-push.ts";
import { deliverPush } from "../notifications/push-delivery.ts";
import { preferencesOf } from "../notifications/preferences.ts";

export interface NoticeChannels {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  push: PushSender;
  appUrl: string;
  logger: Logger;
}

/** A notice's title and text in the user's language, with the times in the checkpoint's time zone. */
export function noticeText(kind: NotificationKind, locale: Locale, facts: { id: number; plate: string; checkpoint: string; deadline: Date | null; timeZone: string }) {
  const t = translatorFor(locale);
  const time = facts.deadline
    ? new Intl.DateTimeFormat(locale, { timeZone: facts.timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(facts.deadline)
    : "";
  const params = { id: facts.id, plate: facts.plate, checkpoint: facts.checkpoint, time };
  return { title: t(`queueNotices.${kind}.title`, params), body: t(`queueNotices.${kind}.body`, params) };
}

type EntryFacts = Pick<typeof queueEntries.$inferSelect, "id" | "plate" | "status" | "confirmedAt" | "entryDeadline" | "readyDeadline" | "notBefore">;

/**
 * An ownership notice's text (docs/ownership.md): what it is about is in its details (the
 * vehicle's plate, or the driver's masked passport), not in an entry.
 */
export function ownershipNoticeText(kind: NotificationKind, locale: Locale, details: NoticeDetails) {
  const t = translatorFor(locale);
  const thing = t(`queueNotices.ownership.${details.subject}`, { label: details.label });
  const reason = details.reason ?? (details.note ? t(`profileEdits.ownership.notes.${details.note}`) : "");
  const body = kind === "ownership-used" ? `queueNotices.ownership-used.${details.event ?? "added"}` : `queueNotices.${kind}.body`;
  return { title: t(`queueNotices.${kind}.title`, { thing }), body: t(body, { thing, reason }) };
}

/** A stored notice's text: the deadline it speaks of is the entry's running one (or the end of an extension). */
export function renderNotice(
  kind: NotificationKind,
  locale: Locale,
  entry: EntryFacts | null,
  checkpoint: { name: Record<Locale, string> | null; timeZone: string | null },
  details: NoticeDetails | null = null,
) {
  if (details && !entry) return ownershipNoticeText(kind, locale, details);
  const deadline = entry ? (entry.status === 40 ? (entry.confirmedAt ? entry.entryDeadline : entry.readyDeadline) : entry.notBefore) : null;
  return noticeText(kind, locale, {
    id: entry?.id ?? 0,
    plate: entry?.plate ?? "",
    checkpoint: checkpoint.name?.[locale] ?? "",
    deadline,
    timeZone: checkpoint.timeZone ?? "Europe/Kyiv",
  });
}

/**
 * Claims up to `limit` undelivered notices (marking them delivered in the same transaction, so no
 * other pass takes them), then sends them outside the transaction: at most once per notice.
 */
export async function deliverNotices(channels: NoticeChannels, limit = 100): Promise<number> {
  const { db, logger } = channels;
  const pending = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        notice: notifications,
        entry: queueEntries,
        user: { id: users.id, email: users.email, phone: users.phone, locale: users.locale },
        checkpointName: checkpoints.name,
        timeZone: checkpoints.timeZone,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(queueEntries, eq(queueEntries.id, notifications.entryId))
      .leftJoin(checkpoints, eq(checkpoints.id, queueEntries.checkpointId))
      .where(isNull(notifications.dispatchedAt))
      .orderBy(asc(notifications.id))
      .limit(limit)
      .for("update", { of: notifications, skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(notifications)
        .set({ dispatchedAt: new Date() })
        .where(inArray(notifications.id, rows.map((p) => p.notice.id)));
    }
    return rows;
  });
  if (pending.length === 0) return 0;
  const details = await db
    .select()
    .from(personalDetails)
    .where(inArray(personalDetails.userId, [...new Set(pending.map((p) => p.user.id))]));
  const detailsOf = new Map(details.map((d) => [d.userId, d]));
  for (const { notice, entry, user, checkpointName, timeZone } of pending) {
    // An entry's notice, or an ownership notice (no entry: it links to the carrier's profile).
    if (!entry && !notice.details) continue;
    const locale: Locale = isLocale(user.locale) ? user.locale : "uk";
    const text = renderNotice(notice.kind, locale, entry, { name: checkpointName, timeZone }, notice.details);
    const url = `${channels.appUrl}${locale === "uk" ? "" : `/${locale}`}${entry ? `/queues/${entry.id}` : "/profile/carrier"}`;
    const wants = notice.urgent ? { email: true, sms: true, push: true } : await preferencesOf(db, user.id);
    const personal = detailsOf.get(user.id);
    const email = personal?.contactEmail ?? user.email;
    const phone = (personal?.phoneVerifiedAt ? personal.phone : null) ?? user.phone;
    const sends: Array<Promise<unknown>> = [];
    if (wants.email && email) {
      sends.push(
        channels.mailer.send({
          to: email,
          subject: text.title,
          text: `${text.body}\n\n${url}\n`,
          html: `<p>${escapeHtml(text.body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
        }),
      );
    }
    if (wants.sms && phone) sends.push(channels.sms.send(phone, `${text.title}. ${text.body}`));
    const tag = entry ? `queue-${entry.id}` : `ownership-${notice.id}`;
    if (wants.push) sends.push(deliverPush(db, channels.push, user.id, { ...text, url, urgent: notice.urgent, tag }, { force: notice.urgent }));
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === "rejected") logger.warn({ err: result.reason, notice: notice.id }, "a notice channel failed");
    }
  }
  return pending.length;
}
