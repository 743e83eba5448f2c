/**
 * Administrators' reviews of who holds a vehicle or driver (docs/ownership.md): a foreign record's
 * documents, or a claim to a key another account holds. Queued here for the administration console
 * (until it exists, `npm run admin -- reviews | review-approve | review-reject`). Approving
 * verifies the record and moves the holding to it: the previous holder's record becomes unverified
 * ('holding-moved') and its user is told; rejecting tells the user the reason.
 */
import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { reviewDecisionAllowed, type OwnedSubject, type ReviewStatus } from "../../../domain/ownership.ts";
import type { Database } from "../../db/client.ts";
import { drivers, files, ownershipReviews, users, vehicles } from "../../db/schema.ts";
import { addOwnershipNotice, noticeLabel, tellOutcome, writeVerification, type Db, type OwnedRecord } from "./holdings.ts";

export type ReviewRow = typeof ownershipReviews.$inferSelect;

/**
 * Opens (or keeps) the pending review of a record and marks the record pending. A record has at
 * most one pending review (a unique index); a claim on a record under review makes it a claim.
 */
export async function openReview(db: Db, record: OwnedRecord, kind: "verification" | "claim", note: string | null): Promise<ReviewRow> {
  const recordColumn = record.subject === "vehicle" ? { vehicleId: record.id } : { driverId: record.id };
  const pendingOfRecord = and(
    eq(ownershipReviews.status, "pending"),
    record.subject === "vehicle" ? eq(ownershipReviews.vehicleId, record.id) : eq(ownershipReviews.driverId, record.id),
  );
  const [existing] = await db.select().from(ownershipReviews).where(pendingOfRecord).for("update");
  let review: ReviewRow | undefined;
  if (existing) {
    [review] = await db
      .update(ownershipReviews)
      .set({ kind: kind === "claim" ? "claim" : existing.kind, key: record.key, note: note ?? existing.note })
      .where(eq(ownershipReviews.id, existing.id))
      .returning();
  } else {
    [review] = await db
      .insert(ownershipReviews)
      .values({ kind, subject: record.subject, userId: record.userId, key: record.key, note, ...recordColumn })
      .returning();
  }
  const pending = { verification: "pending" as const, verifiedAt: null, verifiedBy: null, verificationNote: null };
  if (record.subject === "vehicle") await db.update(vehicles).set(pending).where(eq(vehicles.id, record.id));
  else await db.update(drivers).set(pending).where(eq(drivers.id, record.id));
  return review!;
}

/** A review as the administration console (and the CLI) shows it: what, whose, the documents, who holds the key now. */
export interface ReviewView {
  id: number;
  kind: "verification" | "claim";
  subject: OwnedSubject;
  key: string;
  status: ReviewStatus;
  user: { id: number; email: string | null; phone: string | null };
  record: Record<string, unknown> | null;
  documents: Array<{ id: number; name: string; mime: string; size: number; storageKey: string }>;
  heldBy: { id: number; email: string | null } | null;
  note: string | null;
  reason: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

export async function listReviews(db: Database, status: ReviewStatus | "all" = "pending", limit = 100): Promise<ReviewView[]> {
  const rows = await db
    .select({ review: ownershipReviews, email: users.email, phone: users.phone })
    .from(ownershipReviews)
    .innerJoin(users, eq(users.id, ownershipReviews.userId))
    .where(status === "all" ? undefined : eq(ownershipReviews.status, status))
    .orderBy(status === "pending" ? asc(ownershipReviews.createdAt) : desc(ownershipReviews.createdAt))
    .limit(limit);
  return Promise.all(rows.map(({ review, email, phone }) => reviewView(db, review, { id: review.userId, email, phone })));
}

/** One review as the console shows it; null when there is none. */
export async function reviewById(db: Database, id: number): Promise<ReviewView | null> {
  const [row] = await db
    .select({ review: ownershipReviews, email: users.email, phone: users.phone })
    .from(ownershipReviews)
    .innerJoin(users, eq(users.id, ownershipReviews.userId))
    .where(eq(ownershipReviews.id, id));
  return row ? reviewView(db, row.review, { id: row.review.userId, email: row.email, phone: row.phone }) : null;
}

async function reviewView(db: Database, review: ReviewRow, user: ReviewView["user"]): Promise<ReviewView> {
  const isVehicle = review.subject === "vehicle";
  const [record] = isVehicle
    ? await db
        .select({ plate: vehicles.plate, make: vehicles.make, country: vehicles.country, vehicleType: vehicles.vehicleType, verification: vehicles.verification })
        .from(vehicles)
        .where(eq(vehicles.id, review.vehicleId!))
    : await db
        .select({
          firstName: drivers.firstName,
          lastName: drivers.lastName,
          birthDate: drivers.birthDate,
          citizenship: drivers.citizenship,
          passport: drivers.passportKey,
          verification: drivers.verification,
        })
        .from(drivers)
        .where(eq(drivers.id, review.driverId!));
  const documents = await db
    .select({ id: files.id, name: files.name, mime: files.mime, size: files.size, storageKey: files.storageKey })
    .from(files)
    .where(isVehicle ? eq(files.vehicleId, review.vehicleId!) : eq(files.driverId, review.driverId!))
    .orderBy(asc(files.id));
  const [holder] = isVehicle
    ? await db
        .select({ id: users.id, email: users.email })
        .from(vehicles)
        .innerJoin(users, eq(users.id, vehicles.userId))
        .where(and(eq(vehicles.plate, review.key), eq(vehicles.verification, "verified"), ne(vehicles.userId, review.userId)))
    : await db
        .select({ id: users.id, email: users.email })
        .from(drivers)
        .innerJoin(users, eq(users.id, drivers.userId))
        .where(and(eq(drivers.passportKey, review.key), eq(drivers.verification, "verified"), ne(drivers.userId, review.userId)));
  return {
    id: review.id,
    kind: review.kind,
    subject: review.subject,
    key: review.key,
    status: review.status,
    user,
    record: record ?? null,
    documents,
    heldBy: holder ?? null,
    note: review.note,
    reason: review.reason,
    decidedBy: review.decidedBy,
    decidedAt: review.decidedAt,
    createdAt: review.createdAt,
  };
}

export class ReviewDecisionError extends Error {
  override name = "ReviewDecisionError";
}

/**
 * Decides a pending review. Approving: in one transaction, the other accounts' verified records of
 * the key become unverified ('holding-moved', each user told), then the reviewed record is verified
 * by review (its user told). Rejecting: the record is rejected ('review-rejected'), its user told the
 * reason. Throws ReviewDecisionError for a review that is unknown, decided already, or a rejection
 * without a reason.
 */
export async function decideReview(
  db: Database,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
  decidedBy: string,
  now: Date,
  /** In the decision's transaction, with the review before and after (the console's audit row). */
  onDecided?: (tx: Db, before: ReviewRow, after: ReviewRow) => Promise<void>,
): Promise<ReviewRow> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(ownershipReviews).where(eq(ownershipReviews.id, id)).for("update");
    if (!review) throw new ReviewDecisionError(`no review ${id}`);
    const allowed = reviewDecisionAllowed(review.status, decision);
    if (allowed === "decided") throw new ReviewDecisionError(`review ${id} is ${review.status} already`);
    if (allowed === "reason-required") throw new ReviewDecisionError("a rejection needs a reason (at least 3 characters)");
    const record: OwnedRecord = {
      subject: review.subject,
      id: (review.subject === "vehicle" ? review.vehicleId : review.driverId)!,
      userId: review.userId,
      key: review.key,
    };
    if (decision.approve) {
      const moved = { verification: "unverified" as const, verifiedAt: null, verifiedBy: null, verificationNote: "holding-moved" as const };
      const previous =
        record.subject === "vehicle"
          ? await tx
              .update(vehicles)
              .set(moved)
              .where(and(eq(vehicles.plate, record.key), eq(vehicles.verification, "verified"), ne(vehicles.userId, record.userId)))
              .returning({ userId: vehicles.userId })
          : await tx
              .update(drivers)
              .set(moved)
              .where(and(eq(drivers.passportKey, record.key), eq(drivers.verification, "verified"), ne(drivers.userId, record.userId)))
              .returning({ userId: drivers.userId });
      for (const { userId } of previous) {
        await addOwnershipNotice(tx, userId, "ownership-lost", { subject: record.subject, label: noticeLabel(record.subject, record.key) }, now);
      }
      await writeVerification(tx, record, { state: "verified", by: "review", note: null }, now, { tell: true });
    } else {
      await writeVerification(tx, record, { state: "rejected", by: null, note: "review-rejected" }, now);
      await tellOutcome(tx, record, { state: "rejected", by: null, note: "review-rejected" }, now, decision.reason.trim());
    }
    const [decided] = await tx
      .update(ownershipReviews)
      .set({ status: decision.approve ? "approved" : "rejected", reason: decision.approve ? null : decision.reason.trim(), decidedBy, decidedAt: now })
      .where(eq(ownershipReviews.id, id))
      .returning();
    if (onDecided) await onDecided(tx, review, decided!);
    return decided!;
  });
}

/** The user's own reviews (verifications and claims), newest first. */
export async function reviewsOfUser(db: Database, userId: number): Promise<ReviewRow[]> {
  return db.select().from(ownershipReviews).where(eq(ownershipReviews.userId, userId)).orderBy(desc(ownershipReviews.id)).limit(100);
}

/** Whether these records have files (a vehicle's certificate, a driver's passport scan). */
export async function hasDocuments(db: Db, subject: OwnedSubject, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(subject === "vehicle" ? inArray(files.vehicleId, ids) : inArray(files.driverId, ids))
    .limit(1);
  return row !== undefined;
}
