/**
 * Short links `/s/{id}` (docs/share-links.md). An entry's owner shares it with the driver: the
 * link's id is an unguessable capability (128 random bits), at most one is active per entry, the
 * owner revokes it at once, and every public read counts a visit. The public view holds the
 * entry's status, checkpoint, times, position and plate: no names, documents, phone or carrier.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { DAY_MS } from "../../../domain/queue/policy.ts";
import { ApiProblem } from "../../http/errors.ts";
import type { Database } from "../../db/client.ts";
import { checkpoints, OPEN_QUEUE_STATUSES, queueEntries, shortLinks } from "../../db/schema.ts";
import { entryBodies } from "../queue/entry-body.ts";
import { applyDueDeadlines, type EntryRow } from "../queue/entry-store.ts";

type LinkRow = typeof shortLinks.$inferSelect;

/** A link to an entry that ended stops working this long after the end (the driver has crossed). */
export const SHARED_AFTER_END_MS = DAY_MS;

/** The form of every link id: anything else is as unknown as a revoked link. */
const LINK_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** A new link id: 16 random bytes as 22 base64url characters, never derived from anything guessable. */
export const newLinkId = () => randomBytes(16).toString("base64url");

export const isOpenStatus = (status: number) => (OPEN_QUEUE_STATUSES as readonly number[]).includes(status);

export function linkBody(link: LinkRow, appUrl: string) {
  return {
    id: link.id,
    url: `${appUrl}/s/${link.id}`,
    entry_id: link.entryId!,
    created_at: link.createdAt.toISOString(),
    visits: link.visits,
    last_visit_at: link.lastVisitAt?.toISOString() ?? null,
  };
}

/** The user's own entry, its due deadlines applied first; another user's or an unknown id answers 404. */
export async function ownEntry(db: Database, userId: number, entryId: number, now: Date): Promise<EntryRow> {
  await applyDueDeadlines(db, now, { ids: [entryId] });
  const [row] = await db.select().from(queueEntries).where(and(eq(queueEntries.id, entryId), eq(queueEntries.userId, userId)));
  if (!row) throw new ApiProblem(404, "errors.notFound");
  return row;
}

export async function activeLinkOf(db: Database, entryId: number): Promise<LinkRow | null> {
  const [link] = await db
    .select()
    .from(shortLinks)
    .where(and(eq(shortLinks.kind, "entry"), eq(shortLinks.entryId, entryId), isNull(shortLinks.revokedAt)));
  return link ?? null;
}

/**
 * The entry's active link, created when it has none (only for open entries: 409 otherwise).
 * Two requests at once get the same link: the partial unique index keeps one active per entry.
 */
export async function shareEntry(db: Database, entry: EntryRow, userId: number, now: Date): Promise<{ link: LinkRow; created: boolean }> {
  const existing = await activeLinkOf(db, entry.id);
  if (existing) return { link: existing, created: false };
  if (!isOpenStatus(entry.status)) throw new ApiProblem(409, "share.errors.entryEnded", { extra: { code: "entry-ended" } });
  const [inserted] = await db
    .insert(shortLinks)
    .values({ id: newLinkId(), kind: "entry", entryId: entry.id, createdBy: userId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { link: inserted, created: true };
  const raced = await activeLinkOf(db, entry.id);
  if (!raced) throw new ApiProblem(409, "queue.stateChanged", { extra: { code: "state-changed" } });
  return { link: raced, created: false };
}

export async function revokeEntryLinks(db: Database, entryId: number, now: Date): Promise<void> {
  await db
    .update(shortLinks)
    .set({ revokedAt: now })
    .where(and(eq(shortLinks.kind, "entry"), eq(shortLinks.entryId, entryId), isNull(shortLinks.revokedAt)));
}

/**
 * A public read of `linkId`: counts the visit and answers the shared entry, in the shape of
 * `SharedEntrySchema`; an unknown or revoked link, or one whose entry ended over a day ago, answers 404.
 */
export async function readSharedEntry(db: Database, linkId: string, now: Date) {
  const notFound = new ApiProblem(404, "errors.notFound");
  if (!LINK_ID.test(linkId)) throw notFound;
  // One statement finds an active link to an entry still shown and counts the visit.
  const endedBefore = new Date(now.getTime() - SHARED_AFTER_END_MS).toISOString();
  const [visited] = await db
    .update(shortLinks)
    .set({ visits: sql`${shortLinks.visits} + 1`, lastVisitAt: now })
    .where(
      and(
        eq(shortLinks.id, linkId),
        eq(shortLinks.kind, "entry"),
        isNull(shortLinks.revokedAt),
        sql`exists (select 1 from ${queueEntries} q where q.id = ${shortLinks.entryId} and (q.ended_at is null or q.ended_at > ${endedBefore}::timestamptz))`,
      ),
    )
    .returning({ entryId: shortLinks.entryId });
  if (!visited?.entryId) throw notFound;
  await applyDueDeadlines(db, now, { ids: [visited.entryId] });
  const [found] = await db
    .select({ entry: queueEntries, checkpoint: checkpoints })
    .from(queueEntries)
    .innerJoin(checkpoints, eq(checkpoints.id, queueEntries.checkpointId))
    .where(eq(queueEntries.id, visited.entryId));
  if (!found) throw notFound;
  const { entry, checkpoint } = found;
  const [body] = await entryBodies(db, [entry], now);
  // Field by field, so that nothing personal can slip in when the entry's body grows.
  return {
    status: body!.status,
    kind: body!.kind,
    vehicle_type: body!.vehicle_type,
    checkpoint: { id: checkpoint.id, name: checkpoint.name, foreign_name: checkpoint.foreignName, time_zone: checkpoint.timeZone },
    plate: body!.vehicle.plate,
    position: body!.position,
    registered_at: body!.registered_at,
    arrival_time: body!.arrival_time,
    estimated_entry_at: body!.estimated_entry_at,
    latest_entry_at: body!.latest_entry_at,
    on_control_at: body!.on_control_at,
  };
}
