/**
 * A queue entry as the API answers it (SPEC §3 "Queue"): its state, its deadlines and time left,
 * the position and estimated entry time of a dynamic entry, the estimated crossing, what it booked
 * (the snapshot), and the actions open to the user now.
 */
import { and, count, eq, gt, sql } from "drizzle-orm";
import { QueueStatus } from "../../../domain/codes.ts";
import { changeAllowance } from "../../../domain/queue/draft-rules.ts";
import { dynamicPart } from "../../../domain/queue/lanes.ts";
import { estimatedCrossing, estimatedEntry, OBSERVED_HOURS } from "../../../domain/queue/estimate.ts";
import { HOUR_MS } from "../../../domain/queue/policy.ts";
import type { Database } from "../../db/client.ts";
import { queueEntries } from "../../db/schema.ts";
import type { EntryRow } from "./entry-store.ts";
import { lanesByIds } from "./lane-store.ts";

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

/** Waiting dynamic entries ahead of this one in its lane, plus one. */
async function positionOf(db: Database, row: EntryRow): Promise<number> {
  const [ahead] = await db
    .select({ n: count() })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.laneId, row.laneId),
        eq(queueEntries.kind, "dynamic"),
        eq(queueEntries.status, QueueStatus.Awaiting),
        sql`(${queueEntries.priority} > ${row.priority} or (${queueEntries.priority} = ${row.priority} and (${queueEntries.registeredAt}, ${queueEntries.id}) < (${iso(row.registeredAt)}::timestamptz, ${row.id})))`,
      ),
    );
  return (ahead?.n ?? 0) + 1;
}

async function admittedSince(db: Database, laneId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(queueEntries)
    .where(and(eq(queueEntries.laneId, laneId), gt(queueEntries.admittedAt, since)));
  return row?.n ?? 0;
}

export async function entryBodies(db: Database, rows: EntryRow[], now: Date) {
  const lanes = new Map((await lanesByIds(db, [...new Set(rows.map((row) => row.laneId))])).map((lane) => [lane.id, lane]));
  return Promise.all(
    rows.map(async (row) => {
      const lane = lanes.get(row.laneId)!;
      const status = row.status as QueueStatus;
      const confirmed = row.confirmedAt !== null;
      let position: number | null = null;
      let estimatedEntryAt: Date | null = null;
      if (status === QueueStatus.Awaiting && row.kind === "dynamic") {
        position = await positionOf(db, row);
        const observedAdmissions = await admittedSince(db, row.laneId, new Date(now.getTime() - OBSERVED_HOURS * HOUR_MS));
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
        cargo: row.snapshot.cargo && {
          code: row.snapshot.cargo.code,
          description: row.snapshot.cargo.description,
          perishable: row.snapshot.cargo.perishable,
          empty: row.snapshot.cargo.empty,
          declaration_number: row.snapshot.cargo.declarationNumber,
          waybill_number: row.snapshot.cargo.waybillNumber,
        },
        trip: row.snapshot.trip && { route: row.snapshot.trip.route, trip_number: row.snapshot.trip.tripNumber, regular: row.snapshot.trip.regular },
        permit: row.snapshot.permit,
        actions: {
          confirm: status === QueueStatus.BeReady && !confirmed && activeDeadline !== null && activeDeadline > now,
          extend: row.extensions === 0 && (status === QueueStatus.Awaiting || (status === QueueStatus.BeReady && !confirmed)),
          cancel: status === QueueStatus.Awaiting || status === QueueStatus.BeReady,
          change_drivers: change.allowChangeDrivers,
          change_vehicle: change.allowChangeVehicle,
        },
      };
    }),
  );
}

export type EntryBody = Awaited<ReturnType<typeof entryBodies>>[number];
