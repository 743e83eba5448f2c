/**
 * The notices a live stream sends (GET /queues/events and GET /queues/{id}/events): where it
 * starts and the notices written since, rendered in the stream's language.
 */
import { and, asc, desc, gt, eq, type SQL } from "drizzle-orm";
import type { Locale } from "../../../domain/locales.ts";
import type { Database } from "../../db/client.ts";
import { checkpoints, notifications, queueEntries } from "../../db/schema.ts";
import { renderNotice } from "./notices.ts";

/** The id of the newest notice matching `which` (0 when none): a stream sends only those after it. */
export async function latestNoticeId(db: Database, which: SQL | undefined) {
  const [latest] = await db.select({ id: notifications.id }).from(notifications).where(which).orderBy(desc(notifications.id)).limit(1);
  return latest?.id ?? 0;
}

/** The notices matching `which` written after notice `after`, oldest first, as a stream's `notice` event carries them. */
export async function noticesAfter(db: Database, which: SQL | undefined, after: number, locale: Locale) {
  const rows = await db
    .select({ notice: notifications, entry: queueEntries, checkpointName: checkpoints.name, timeZone: checkpoints.timeZone })
    .from(notifications)
    .innerJoin(queueEntries, eq(queueEntries.id, notifications.entryId))
    .innerJoin(checkpoints, eq(checkpoints.id, queueEntries.checkpointId))
    .where(and(which, gt(notifications.id, after)))
    .orderBy(asc(notifications.id));
  return rows.map(({ notice, entry, checkpointName, timeZone }) => ({
    id: notice.id,
    entry_id: notice.entryId,
    kind: notice.kind,
    urgent: notice.urgent,
    ...renderNotice(notice.kind, locale, entry, { name: checkpointName, timeZone }),
  }));
}
