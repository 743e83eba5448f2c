/**
 * A queue entry as the API answers it (SPEC §3 "Queue"): its state, its deadlines and time left,
 * the position and estimated entry time of a dynamic entry, the estimated crossing, what it booked
 * (the snapshot), and the actions open to the user now.
 */
import { inArray, sql } from "drizzle-orm";
import { QueueStatus } from "../../../domain/codes.ts";
import { changeAllowance } from "../../../domain/queue/draft-rules.ts";
import { dynamicPart } from "../../../domain/queue/lanes.ts";
import { estimatedCrossing, estimatedEntry, OBSERVED_HOURS } from "../../../domain/queue/estimate.ts";
import { HOUR_MS } from "../../../domain/queue/policy.ts";
import type { Database } from "../../db/client.ts";
import { files, queueEntries, type EntrySnapshot } from "../../db/schema.ts";
import { transition, type QueueEvent } from "../../../domain/queue/transitions.ts";
import { stateOf, type EntryRow } from "./entry-store.ts";
import { cachedLanesOfCheckpoint } from "./lane-store.ts";

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

/** A booking's cargo (a draft's or an entry's) as the API answers it. */
export const cargoBody = (cargo: EntrySnapshot["cargo"]) =>
  cargo && {
    code: cargo.code,
    description: cargo.description,
    perishable: cargo.perishable,
    empty: cargo.empty,
    declaration_number: cargo.declarationNumber,
    waybill_number: cargo.waybillNumber,
    other_documents: cargo.otherDocuments ?? null,
    document_ids: cargo.documentIds ?? [],
  };

/** A booking's bus trip (a draft's or an entry's) as the API answers it. */
export const tripBody = (trip: EntrySnapshot["trip"]) =>
  trip && {
    route: trip.route,
    trip_number: trip.tripNumber,
    regular: trip.regular,
    trips_count: trip.tripsCount ?? null,
    day: trip.day ?? null,
    week_number: trip.weekNumber ?? null,
  };

export type DocumentRow = Pick<typeof files.$inferSelect, "id" | "userId" | "name" | "mime" | "size">;

/** An uploaded customs document, with the link its owner reads it by. */
export const documentBody = (file: DocumentRow) => ({ id: file.id, name: file.name, mime: file.mime, size: file.size, url: `/api/v3/profile/files/${file.id}` });

/**
 * The uploaded documents of bookings (drafts or entries), each booking's own in the order its cargo
 * names them: only files of the booking's user, so a booking never shows another user's file.
 */
export async function documentsOfBookings(db: Database, bookings: ReadonlyArray<{ userId: number; cargo: EntrySnapshot["cargo"] }>): Promise<DocumentRow[][]> {
  const ids = [...new Set(bookings.flatMap((booking) => booking.cargo?.documentIds ?? []))];
  const rows = ids.length === 0 ? [] : await db.select({ id: files.id, userId: files.userId, name: files.name, mime: files.mime, size: files.size }).from(files).where(inArray(files.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return bookings.map((booking) => (booking.cargo?.documentIds ?? []).flatMap((id) => {
    const file = byId.get(id);
    return file && file.userId === booking.userId ? [file] : [];
  }));
}

/**
 * A waiting dynamic entry's position (entries ahead of it in its lane, plus one; the order of
 * `queuePositions`) and the lane's admissions since `since`, in one statement.
 */
export interface EntryCounts {
  position: number;
  admitted: number;
}

/** Since when admissions count towards the observed throughput. */
export const observedSince = (now: Date) => new Date(now.getTime() - OBSERVED_HOURS * HOUR_MS);

export async function positionAndThroughput(db: Database, row: EntryRow, since: Date): Promise<EntryCounts> {
  const [counts] = await db
    .select({
      ahead: sql<number>`(select count(*)::int from ${queueEntries} q where q.lane_id = ${row.laneId} and q.kind = 'dynamic' and q.status = 30
        and (q.priority > ${row.priority} or (q.priority = ${row.priority} and (q.registered_at, q.id) < (${row.registeredAt.toISOString()}::timestamptz, ${row.id}))))`,
      admitted: sql<number>`(select count(*)::int from ${queueEntries} q where q.lane_id = ${row.laneId} and q.admitted_at > ${since.toISOString()})`,
    })
    .from(sql`(select 1) as one`);
  return { position: (counts?.ahead ?? 0) + 1, admitted: counts?.admitted ?? 0 };
}

/** `known`: counts already read with the entry (the booking statement reads them), by entry id. */
const allows = (row: EntryRow, event: QueueEvent, now: Date) => transition(stateOf(row), event, now).ok;

export async function entryBodies(db: Database, rows: EntryRow[], now: Date, known?: ReadonlyMap<number, EntryCounts>) {
  const checkpointIds = [...new Set(rows.map((row) => row.checkpointId))];
  const lanes = new Map((await Promise.all(checkpointIds.map((id) => cachedLanesOfCheckpoint(db, id)))).flat().map((lane) => [lane.id, lane]));
  const documents = await documentsOfBookings(db, rows.map((row) => ({ userId: row.userId, cargo: row.snapshot.cargo })));
  return Promise.all(
    rows.map(async (row, index) => {
      const lane = lanes.get(row.laneId)!;
      const status = row.status as QueueStatus;
      const confirmed = row.confirmedAt !== null;
      let position: number | null = null;
      let estimatedEntryAt: Date | null = null;
      if (status === QueueStatus.Awaiting && row.kind === "dynamic") {
        const counts = known?.get(row.id) ?? (await positionAndThroughput(db, row, observedSince(now)));
        position = counts.position;
        const observedAdmissions = counts.admitted;
        const start = row.notBefore && row.notBefore > now ? row.notBefore : now;
        estimatedEntryAt = estimatedEntry(position, { capacityPerHour: dynamicPart(lane).capacityPerHour, observedAdmissions, observedHours: OBSERVED_HOURS }, start);
      } else if (status === QueueStatus.Awaiting) {
        estimatedEntryAt = row.slotStart;
      } else if (status === QueueStatus.BeReady) {
        estimatedEntryAt = confirmed ? now : row.readyDeadline;
      } else if (status === QueueStatus.OnControl) {
        estimatedEntryAt = row.admittedAt;
      }
      const activeDeadline = status === QueueStatus.BeReady ? (confirmed ? row.entryDeadline : row.readyDeadline) : null;
      const change = changeAllowance(status);
      return {
        id: row.id,
        status: row.status,
        kind: row.kind,
        extended: row.extensions > 0,
        checkpoint_id: row.checkpointId,
        lane_id: row.laneId,
        vehicle_type: row.vehicleType,
        sub_queue: row.subQueue,
        registered_at: row.registeredAt.toISOString(),
        arrival_time: iso(row.slotStart),
        position,
        estimated_entry_at: iso(estimatedEntryAt),
        latest_entry_at: iso(activeDeadline),
        called_at: iso(row.calledAt),
        ready_deadline: iso(row.readyDeadline),
        confirmed_at: iso(row.confirmedAt),
        entry_deadline: iso(row.entryDeadline),
        on_control_at: iso(row.admittedAt),
        ended_at: iso(row.endedAt),
        reservation_seconds_left: activeDeadline ? Math.max(0, Math.floor((activeDeadline.getTime() - now.getTime()) / 1000)) : null,
        estimated_crossing_at: iso(estimatedEntryAt && status !== QueueStatus.OnControl ? estimatedCrossing(estimatedEntryAt) : row.admittedAt && estimatedCrossing(row.admittedAt)),
        not_before: iso(row.notBefore),
        annul_reason: row.annulReason,
        version: row.version,
        drivers: row.snapshot.drivers.map((d) => ({ id: d.id, first_name: d.firstName, last_name: d.lastName, citizenship: d.citizenship })),
        vehicle: { id: row.snapshot.vehicle.id, plate: row.snapshot.vehicle.plate, make: row.snapshot.vehicle.make, semi_trailer_plate: row.snapshot.vehicle.semiTrailerPlate },
        cargo: cargoBody(row.snapshot.cargo),
        trip: tripBody(row.snapshot.trip),
        // The cargo's uploaded customs documents: the entries answered here are the user's own.
        documents: documents[index]!.map(documentBody),
        permit: row.snapshot.permit,
        // What the state machine would allow now (extension: as far as this entry goes; the
        // driver's once-in-60-days is checked when it is asked for).
        actions: {
          confirm: allows(row, { type: "confirm" }, now),
          extend: allows(row, { type: "extend", driverExtendedAt: null }, now),
          cancel: allows(row, { type: "cancel" }, now),
          change_drivers: change.allowChangeDrivers,
          change_vehicle: change.allowChangeVehicle,
        },
      };
    }),
  );
}

export type EntryBody = Awaited<ReturnType<typeof entryBodies>>[number];
