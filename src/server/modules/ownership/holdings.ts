/**
 * Who holds a plate or a passport (docs/ownership.md), in the database: the holder of a key, the
 * refusal to add a key another account holds, writing a record's verification (the unique index
 * on verified keys decides a race), and the notices that tell a holder of uses elsewhere and a
 * record's user of its outcome. The rules themselves are pure (src/domain/ownership.ts).
 */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import {
  holderNoticeDue,
  maskedPassport,
  type OwnedSubject,
  type Verification,
} from "../../../domain/ownership.ts";
import { ApiProblem } from "../../http/errors.ts";
import type { Database } from "../../db/client.ts";
import { drivers, notifications, queueEntries, vehicles, type NotificationKind, type OwnershipNoticeDetails } from "../../db/schema.ts";
import { isUniqueViolation } from "../profile/own-resources.ts";
import type { Tx } from "../queue/places.ts";

export type Db = Database | Tx;

/** A vehicle or driver of an account, and the key it is held by. */
export interface OwnedRecord {
  subject: OwnedSubject;
  id: number;
  userId: number;
  key: string;
}

const OPEN = sql.raw("(30, 40, 50)");

/** The account holding `key` verified, or null. */
export async function holderOf(db: Db, subject: OwnedSubject, key: string): Promise<number | null> {
  const [row] =
    subject === "vehicle"
      ? await db.select({ userId: vehicles.userId }).from(vehicles).where(and(eq(vehicles.plate, key), eq(vehicles.verification, "verified"))).limit(1)
      : await db.select({ userId: drivers.userId }).from(drivers).where(and(eq(drivers.passportKey, key), eq(drivers.verification, "verified"))).limit(1);
  return row?.userId ?? null;
}

/** How notices name a vehicle (its plate) or a driver (the passport, masked: notices leave the portal by mail and SMS). */
export const noticeLabel = (subject: OwnedSubject, key: string) => (subject === "vehicle" ? key : maskedPassport(key));

export async function addOwnershipNotice(db: Db, userId: number, kind: NotificationKind, details: OwnershipNoticeDetails, now: Date, entryId: number | null = null) {
  await db.insert(notifications).values({ userId, entryId, kind, details, urgent: false, createdAt: now });
}

/**
 * Tells the holder of `key` that another account used it (added, claimed or booked it, or has it
 * in an open entry), at most once per key in HOLDER_NOTICE_INTERVAL_MS so that nobody can flood a
 * holder's phone. Nothing when nobody else holds it.
 */
export async function tellHolder(db: Db, subject: OwnedSubject, key: string, event: NonNullable<OwnershipNoticeDetails["event"]>, byUserId: number, now: Date) {
  const holder = await holderOf(db, subject, key);
  if (holder === null || holder === byUserId) return;
  const [last] = await db
    .select({ at: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.userId, holder), eq(notifications.kind, "ownership-used"), sql`${notifications.details} ->> 'key' = ${key}`))
    .orderBy(desc(notifications.id))
    .limit(1);
  if (!holderNoticeDue(last?.at ?? null, now)) return;
  await addOwnershipNotice(db, holder, "ownership-used", { subject, label: noticeLabel(subject, key), event, key }, now);
}

/** 409: another account holds this plate or passport verified; the answer says a claim can be opened. */
export function heldElsewhereProblem(subject: OwnedSubject) {
  return new ApiProblem(409, subject === "vehicle" ? "ownership.vehicleHeldElsewhere" : "ownership.driverHeldElsewhere", {
    extra: { code: "held-elsewhere" },
  });
}

/** Refuses a key another account holds verified (telling that holder of the attempt). */
export async function refuseHeldElsewhere(db: Db, subject: OwnedSubject, key: string, userId: number, now: Date) {
  const holder = await holderOf(db, subject, key);
  if (holder === null || holder === userId) return;
  await tellHolder(db, subject, key, "added", userId, now);
  throw heldElsewhereProblem(subject);
}

async function update(db: Db, record: OwnedRecord, values: Partial<typeof vehicles.$inferInsert>) {
  if (record.subject === "vehicle") await db.update(vehicles).set(values).where(eq(vehicles.id, record.id));
  else await db.update(drivers).set(values).where(eq(drivers.id, record.id));
}

/**
 * Writes a record's verification. A record becomes verified only while no other account holds
 * its key: the unique index decides two at once, and the loser stays unverified ('held-elsewhere').
 * `tell`: the record's user learns the outcome by a notice (when it was decided after their request).
 * Answers what was written.
 */
export async function writeVerification(
  db: Db,
  record: OwnedRecord,
  verification: Verification,
  now: Date,
  options: { attempted?: boolean; tell?: boolean } = {},
): Promise<Verification> {
  const attempted = options.attempted ? { verificationAttemptedAt: now } : {};
  let written = verification;
  if (verification.state === "verified") {
    const holder = await holderOf(db, record.subject, record.key);
    try {
      if (holder !== null && holder !== record.userId) throw Object.assign(new Error("held elsewhere"), { heldElsewhere: true });
      // A savepoint (or a transaction of its own): a lost race must not end the caller's transaction.
      await db.transaction((sp) =>
        update(sp, record, { verification: "verified", verifiedAt: now, verifiedBy: verification.by, verificationNote: null, ...attempted }),
      );
    } catch (error) {
      if (!isUniqueViolation(error) && !(error as { heldElsewhere?: boolean }).heldElsewhere) throw error;
      written = { state: "unverified", by: null, note: "held-elsewhere" };
    }
  }
  if (written.state !== "verified") {
    await update(db, record, { verification: written.state, verifiedAt: null, verifiedBy: null, verificationNote: written.note, ...attempted });
  }
  if (options.tell) await tellOutcome(db, record, written, now);
  if (written.state === "verified") await tellNewHolderOfUses(db, record, now);
  return written;
}

/** The record's user learns that it is verified, or refused (with the register's note). */
export async function tellOutcome(db: Db, record: OwnedRecord, verification: Verification, now: Date, reason?: string) {
  const details: OwnershipNoticeDetails = { subject: record.subject, label: noticeLabel(record.subject, record.key) };
  if (verification.state === "verified") await addOwnershipNotice(db, record.userId, "ownership-verified", details, now);
  else if (verification.state === "rejected" || verification.note === "held-elsewhere") {
    await addOwnershipNotice(db, record.userId, "ownership-rejected", { ...details, ...(reason ? { reason } : {}), ...(verification.note ? { note: verification.note } : {}) }, now);
  }
}

/** Open entries of other accounts that carry the plate, or the passport in any driver's place. */
export async function openEntriesElsewhere(db: Db, subject: OwnedSubject, key: string, userId: number, lock = false) {
  const uses =
    subject === "vehicle"
      ? sql`${queueEntries.plate} = ${key}`
      : sql`(${queueEntries.snapshot} -> 'drivers') @> ${JSON.stringify([{ passport: key }])}::jsonb`;
  const query = db
    .select({ id: queueEntries.id, userId: queueEntries.userId, status: queueEntries.status })
    .from(queueEntries)
    .where(and(sql`${queueEntries.status} in ${OPEN}`, uses, ne(queueEntries.userId, userId)))
    .orderBy(queueEntries.id);
  return lock ? query.for("update") : query;
}

/** A new holder learns when their key is in another account already (in an open entry, or only in its list). */
async function tellNewHolderOfUses(db: Db, record: OwnedRecord, now: Date) {
  const entries = await openEntriesElsewhere(db, record.subject, record.key, record.userId);
  if (entries.length > 0) return tellHolder(db, record.subject, record.key, "in-entry", entries[0]!.userId, now);
  const [other] =
    record.subject === "vehicle"
      ? await db.select({ userId: vehicles.userId }).from(vehicles).where(and(eq(vehicles.plate, record.key), ne(vehicles.userId, record.userId))).limit(1)
      : await db.select({ userId: drivers.userId }).from(drivers).where(and(eq(drivers.passportKey, record.key), ne(drivers.userId, record.userId))).limit(1);
  if (other) await tellHolder(db, record.subject, record.key, "added", other.userId, now);
}
