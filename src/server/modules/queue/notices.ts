/**
 * A queue notice's words. The API and the clock write a `notifications` row in the same
 * transaction as the change it reports (that row is the in-app notice, live over SSE); the notice
 * outbox (modules/notifications/notice-outbox.ts) delivers it by e-mail, SMS and Web Push.
 */
import type { Locale } from "../../../domain/locales.ts";
import type { queueEntries, NotificationKind } from "../../db/schema.ts";
import { translatorFor } from "../../i18n.ts";

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

/** A stored notice's text: the deadline it speaks of is the entry's running one (or the end of an extension). */
export function renderNotice(
  kind: NotificationKind,
  locale: Locale,
  entry: EntryFacts | null,
  checkpoint: { name: Record<Locale, string> | null; timeZone: string | null },
) {
  const deadline = entry ? (entry.status === 40 ? (entry.confirmedAt ? entry.entryDeadline : entry.readyDeadline) : entry.notBefore) : null;
  return noticeText(kind, locale, {
    id: entry?.id ?? 0,
    plate: entry?.plate ?? "",
    checkpoint: checkpoint.name?.[locale] ?? "",
    deadline,
    timeZone: checkpoint.timeZone ?? "Europe/Kyiv",
  });
}
