/**
 * A queue notice's words. The API and the clock write a `notifications` row in the same
 * transaction as the change it reports (that row is the in-app notice, live over SSE); the notice
 * outbox (modules/notifications/notice-outbox.ts) delivers it by e-mail, SMS and Web Push.
 */
import type { Locale } from "../../../domain/locales.ts";
import type { queueEntries, NoticeDetails, NotificationKind, OwnershipNoticeDetails, ViolationNoticeDetails } from "../../db/schema.ts";
import { translatorFor } from "../../i18n.ts";

/** Hours and minutes per language and time zone, each formatter made once (building one costs more than using it). */
const clockTimes = new Map<string, Intl.DateTimeFormat>();

function clockTime(locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = clockTimes.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    clockTimes.set(key, format);
  }
  return format;
}

/** A notice's title and text in the user's language, with the times in the checkpoint's time zone. */
export function noticeText(kind: NotificationKind, locale: Locale, facts: { id: number; plate: string; checkpoint: string; deadline: Date | null; timeZone: string }) {
  const t = translatorFor(locale);
  const time = facts.deadline ? clockTime(locale, facts.timeZone).format(facts.deadline) : "";
  const params = { id: facts.id, plate: facts.plate, checkpoint: facts.checkpoint, time };
  return { title: t(`queueNotices.${kind}.title`, params), body: t(`queueNotices.${kind}.body`, params) };
}

type EntryFacts = Pick<typeof queueEntries.$inferSelect, "id" | "plate" | "status" | "confirmedAt" | "entryDeadline" | "readyDeadline" | "notBefore">;

/**
 * An ownership notice's text (docs/ownership.md): what it is about is in its details (the
 * vehicle's plate, or the driver's masked passport), not in an entry.
 */
export function ownershipNoticeText(kind: NotificationKind, locale: Locale, details: OwnershipNoticeDetails) {
  const t = translatorFor(locale);
  const thing = t(`queueNotices.ownership.${details.subject}`, { label: details.label });
  const reason = details.reason ?? (details.note ? t(`profileEdits.ownership.notes.${details.note}`) : "");
  const body = kind === "ownership-used" ? `queueNotices.ownership-used.${details.event ?? "added"}` : `queueNotices.${kind}.body`;
  return { title: t(`queueNotices.${kind}.title`, { thing }), body: t(body, { thing, reason }) };
}

const isViolationNotice = (details: NoticeDetails): details is ViolationNoticeDetails => "violation" in details;

/** A closed violation's notice (docs/administration.md): what it was, and the administrator's reason. */
export function violationNoticeText(kind: NotificationKind, locale: Locale, details: ViolationNoticeDetails) {
  const t = translatorFor(locale);
  return { title: t(`queueNotices.${kind}.title`), body: t(`queueNotices.${kind}.body`, { about: details.about, reason: details.reason }) };
}

/**
 * The page of the portal a notice is about, without the language's prefix: its entry, the violation
 * closed, or the carrier's profile (an ownership notice); null for none.
 */
export function noticePath(entryId: number | null, details: NoticeDetails | null): string | null {
  if (entryId !== null) return `/queues/${entryId}`;
  if (!details) return null;
  return isViolationNotice(details) ? `/account/violations/${details.violation}/1` : "/profile/carrier";
}

/** A stored notice's text: the deadline it speaks of is the entry's running one (or the end of an extension). */
export function renderNotice(
  kind: NotificationKind,
  locale: Locale,
  entry: EntryFacts | null,
  checkpoint: { name: Record<Locale, string> | null; timeZone: string | null },
  details: NoticeDetails | null = null,
) {
  if (details && !entry) return isViolationNotice(details) ? violationNoticeText(kind, locale, details) : ownershipNoticeText(kind, locale, details);
  const deadline = entry ? (entry.status === 40 ? (entry.confirmedAt ? entry.entryDeadline : entry.readyDeadline) : entry.notBefore) : null;
  return noticeText(kind, locale, {
    id: entry?.id ?? 0,
    plate: entry?.plate ?? "",
    checkpoint: checkpoint.name?.[locale] ?? "",
    deadline,
    timeZone: checkpoint.timeZone ?? "Europe/Kyiv",
  });
}
