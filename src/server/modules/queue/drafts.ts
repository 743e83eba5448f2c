/**
 * Booking drafts (SPEC §3 "Queue draft"): created, filled step by step, submitted once (booking.ts).
 * Choosing a timeslot takes its place for 15 minutes (HOLD_MINUTES). A change draft (change_id)
 * changes the drivers or vehicle of an open entry, keeping its place.
 */
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { type QueueStatus, type VehicleType } from "../../../domain/codes.ts";
import { changeAllowance, draftMissing, HOLD_MINUTES, MAX_DRIVERS, MAX_OPEN_DRAFTS, type DraftField } from "../../../domain/queue/draft-rules.ts";
import { bookableSlot, chooseLane, entryKindFor, takesBookings, timeslotPart, type LaneConfig, type LoadFacts } from "../../../domain/queue/lanes.ts";
import { MINUTE_MS } from "../../../domain/queue/policy.ts";
import { ApiProblem } from "../../http/errors.ts";
import type { Database } from "../../db/client.ts";
import {
  carriers,
  checkpoints,
  drivers,
  files,
  permits,
  queueDrafts,
  queueEntries,
  vehicles,
  type EntrySnapshot,
  type users,
} from "../../db/schema.ts";
import type { CargoPermitRegistry } from "../../platform/registry.ts";
import { busyRefusal, driverKeyOf } from "./open-entry-keys.ts";
import { announce, appendHistory, historyState, lockEntry, type EntryRow } from "./entry-store.ts";
import { lanesOfCheckpoint } from "./lane-store.ts";
import { releasePlace, takePlace, type Tx } from "./places.ts";
import type { DraftPatchSchema } from "./queue.schemas.ts";
import type { z } from "@hono/zod-openapi";

export type DraftRow = typeof queueDrafts.$inferSelect;
type User = typeof users.$inferSelect;

/** What PATCH /queue-drafts/{id} may change (its schema, validated). */
export type DraftPatch = z.output<typeof DraftPatchSchema>;

export interface DraftContext {
  db: Database;
  registry: CargoPermitRegistry;
  bookingCheckpoints: readonly string[];
  /** Told to a blocked user, to appeal. */
  hotlines: { ukrainian: string; foreign: string };
  /** Uploads (a truck's customs documents): at most this many files per booking. */
  maxFiles: number;
}

const fieldError = (field: string, key: string) => new ApiProblem(422, "errors.invalidInput", { fieldKeys: { [field]: [key] } });

/** `trusted`: the draft's carrier is a trusted operator (AEO) today (booking.ts reads it with the booking's facts). */
export function loadFacts(draft: Pick<DraftRow, "cargo" | "trip">, trusted = false): LoadFacts {
  return {
    cargoCode: draft.cargo?.code ?? null,
    empty: draft.cargo?.empty ?? false,
    perishable: draft.cargo?.perishable ?? false,
    trusted,
    regularTrip: draft.trip?.regular ?? false,
  };
}

/** What a booking draft still lacks before it can be submitted (a change draft lacks nothing). */
export function missingOfDraft(draft: DraftRow): DraftField[] {
  if (draft.changeId !== null) return [];
  return draftMissing({
    vehicleType: draft.vehicleType,
    checkpointChosen: draft.checkpointId !== null,
    kind: draft.kind,
    drivers: draft.driverIds.length,
    vehicleChosen: draft.vehicleId !== null,
    cargoGiven: draft.cargo !== null,
    tripGiven: draft.trip !== null,
  });
}

export async function findOwnDraft(db: Database | Tx, userId: number, id: number, lock = false): Promise<DraftRow> {
  const query = db
    .select()
    .from(queueDrafts)
    .where(and(eq(queueDrafts.id, id), eq(queueDrafts.userId, userId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new ApiProblem(404, "errors.notFound");
  return row;
}

async function dropDraft(tx: Tx, draft: DraftRow) {
  if (draft.holdExpiresAt && draft.laneId !== null && draft.slotStart) await releasePlace(tx, draft.laneId, draft.slotStart);
  await tx.delete(queueDrafts).where(eq(queueDrafts.id, draft.id));
}

export async function createDraft(ctx: DraftContext, user: User, vehicleType: VehicleType): Promise<DraftRow> {
  const [carrier] = await ctx.db
    .select({ id: carriers.id })
    .from(carriers)
    .where(and(eq(carriers.userId, user.id), eq(carriers.vehicleType, vehicleType)));
  if (!carrier) throw new ApiProblem(403, "queue.missingInfo", { extra: { code: "missing-info" } });
  return ctx.db.transaction(async (tx) => {
    // Keep at most MAX_OPEN_DRAFTS: the oldest unsubmitted ones give way (and their held places).
    const open = await tx
      .select()
      .from(queueDrafts)
      .where(and(eq(queueDrafts.userId, user.id), isNull(queueDrafts.submittedEntryId)))
      .orderBy(asc(queueDrafts.id))
      .for("update");
    for (const old of open.slice(0, Math.max(0, open.length - MAX_OPEN_DRAFTS + 1))) await dropDraft(tx, old);
    const [row] = await tx.insert(queueDrafts).values({ userId: user.id, vehicleType }).returning();
    return row!;
  });
}

/** The user's open booking drafts (not submitted, not changes of an entry), newest first. */
export async function openDrafts(db: Database, userId: number, vehicleType?: VehicleType): Promise<DraftRow[]> {
  return db
    .select()
    .from(queueDrafts)
    .where(
      and(
        eq(queueDrafts.userId, userId),
        isNull(queueDrafts.submittedEntryId),
        isNull(queueDrafts.changeId),
        vehicleType === undefined ? undefined : eq(queueDrafts.vehicleType, vehicleType),
      ),
    )
    .orderBy(desc(queueDrafts.updatedAt), desc(queueDrafts.id));
}

export async function deleteDraft(ctx: DraftContext, userId: number, id: number) {
  await ctx.db.transaction(async (tx) => dropDraft(tx, await findOwnDraft(tx, userId, id, true)));
}

async function bookableCheckpoint(db: Database | Tx, id: number, bookingCheckpoints: readonly string[]) {
  const [checkpoint] = await db.select().from(checkpoints).where(eq(checkpoints.id, id));
  if (!checkpoint) throw fieldError("checkpoint_id", "queue.fields.unknownCheckpoint");
  if (!takesBookings(checkpoint, bookingCheckpoints)) throw fieldError("checkpoint_id", "queue.fields.notBookable");
  return checkpoint;
}

async function ownIds(tx: Tx, table: typeof drivers | typeof vehicles | typeof permits, userId: number, ids: number[]) {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), inArray(table.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The lane a draft's choices lead to (null before a checkpoint is chosen). */
async function laneOf(db: Database | Tx, draft: Pick<DraftRow, "checkpointId" | "vehicleType" | "cargo" | "trip">): Promise<LaneConfig | null> {
  if (draft.checkpointId === null) return null;
  return chooseLane(await lanesOfCheckpoint(db as Database, draft.checkpointId), draft.vehicleType, loadFacts(draft));
}

export async function updateDraft(ctx: DraftContext, userId: number, id: number, patch: DraftPatch, now: Date): Promise<DraftRow> {
  return ctx.db.transaction(async (tx) => {
    const draft = await findOwnDraft(tx, userId, id, true);
    if (draft.submittedEntryId !== null) throw new ApiProblem(409, "queue.draftSubmitted");
    if (draft.changeId !== null) {
      const touched = Object.keys(patch).filter((key) => patch[key as keyof DraftPatch] !== undefined);
      const allowed = new Set([...(draft.allowChangeDrivers ? ["driver_ids"] : []), ...(draft.allowChangeVehicle ? ["vehicle_id"] : [])]);
      const refused = touched.find((key) => !allowed.has(key));
      if (refused) throw fieldError(refused, "queue.fields.notChangeable");
    }
    const next: Partial<DraftRow> = {};
    if (patch.checkpoint_id !== undefined) {
      await bookableCheckpoint(tx, patch.checkpoint_id, ctx.bookingCheckpoints);
      next.checkpointId = patch.checkpoint_id;
    }
    if (patch.driver_ids !== undefined) {
      const unique = [...new Set(patch.driver_ids)];
      if (unique.length > MAX_DRIVERS[draft.vehicleType]) throw fieldError("driver_ids", "queue.fields.tooManyDrivers");
      const own = await ownIds(tx, drivers, userId, unique);
      if (unique.some((driverId) => !own.has(driverId))) throw fieldError("driver_ids", "queue.fields.unknownDriver");
      next.driverIds = unique;
    }
    if (patch.vehicle_id !== undefined) {
      if (patch.vehicle_id !== null) {
        const [vehicle] = await tx
          .select({ vehicleType: vehicles.vehicleType })
          .from(vehicles)
          .where(and(eq(vehicles.id, patch.vehicle_id), eq(vehicles.userId, userId)));
        if (!vehicle) throw fieldError("vehicle_id", "queue.fields.unknownVehicle");
        if (vehicle.vehicleType !== draft.vehicleType) throw fieldError("vehicle_id", "queue.fields.wrongVehicleType");
      }
      next.vehicleId = patch.vehicle_id;
    }
    if (patch.permit_id !== undefined) {
      if (patch.permit_id !== null && !(await ownIds(tx, permits, userId, [patch.permit_id])).has(patch.permit_id)) {
        throw fieldError("permit_id", "queue.fields.unknownPermit");
      }
      next.permitId = patch.permit_id;
    }
    if (patch.cargo !== undefined) {
      const documentIds = [...new Set(patch.cargo?.document_ids ?? [])];
      if (documentIds.length > ctx.maxFiles) throw fieldError("cargo.document_ids", "validation.invalid");
      if (documentIds.length > 0) {
        const own = await tx
          .select({ id: files.id })
          .from(files)
          .where(and(eq(files.userId, userId), isNull(files.vehicleId), inArray(files.id, documentIds)));
        if (own.length !== documentIds.length) throw fieldError("cargo.document_ids", "validation.invalid");
      }
      next.cargo = patch.cargo && {
        code: patch.cargo.code,
        description: patch.cargo.description,
        perishable: patch.cargo.perishable,
        empty: patch.cargo.empty,
        declarationNumber: patch.cargo.declaration_number,
        waybillNumber: patch.cargo.waybill_number,
        otherDocuments: patch.cargo.other_documents,
        documentIds,
      };
    }
    if (patch.trip !== undefined) {
      next.trip = patch.trip && {
        route: patch.trip.route,
        tripNumber: patch.trip.trip_number,
        regular: patch.trip.regular,
        tripsCount: patch.trip.trips_count,
        day: patch.trip.day,
        weekNumber: patch.trip.week_number,
      };
    }

    const merged = { ...draft, ...next };
    const lane = await laneOf(tx, merged);
    if (merged.checkpointId !== null && !lane) throw fieldError("checkpoint_id", "queue.fields.noLane");
    next.laneId = lane?.id ?? null;

    // The slot: kept while the lane stays the same, released when it changes or is cleared.
    const wantedSlot = patch.slot_start === undefined ? (lane?.id === draft.laneId ? draft.slotStart : null) : patch.slot_start ? new Date(patch.slot_start) : null;
    const sameHold = draft.holdExpiresAt !== null && draft.laneId === lane?.id && draft.slotStart?.getTime() === wantedSlot?.getTime();
    if (!sameHold) {
      if (draft.holdExpiresAt && draft.laneId !== null && draft.slotStart) await releasePlace(tx, draft.laneId, draft.slotStart);
      next.holdExpiresAt = null;
      next.slotStart = null;
      if (wantedSlot) {
        if (!lane) throw fieldError("checkpoint_id", "validation.required");
        if (entryKindFor(lane.flowType, true) === null) throw fieldError("slot_start", "queue.fields.noTimeslots");
        const slot = bookableSlot(lane, wantedSlot, now);
        if (!slot) throw fieldError("slot_start", "queue.fields.unknownSlot");
        if (!(await takePlace(tx, lane.id, slot.start, timeslotPart(lane).placesPerSlot, now))) throw new ApiProblem(409, "queue.slotFull", { extra: { code: "slot-full" } });
        next.slotStart = slot.start;
        next.holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * MINUTE_MS);
      }
    }
    // The slot the draft ends up with: the new one, or the one it holds still.
    const slotStart = next.slotStart !== undefined ? next.slotStart : draft.slotStart;
    next.kind = lane ? entryKindFor(lane.flowType, slotStart !== null) : null;
    const [row] = await tx
      .update(queueDrafts)
      .set({ ...next, updatedAt: now })
      .where(eq(queueDrafts.id, draft.id))
      .returning();
    return row!;
  });
}

/** The drivers and vehicle a change draft names, as the entry will keep them (read with its facts). */
export interface ChangedParts {
  drivers: EntrySnapshot["drivers"];
  vehicle: EntrySnapshot["vehicle"] | null;
}

/** Applies a change draft to its entry: new drivers or vehicle, same place. */
async function applyChange(tx: Tx, draft: DraftRow, fresh: ChangedParts, userId: number, now: Date): Promise<EntryRow> {
  const entry = await lockEntry(tx, draft.changeId!);
  if (!entry || entry.userId !== userId) throw new ApiProblem(404, "errors.notFound");
  const allowed = changeAllowance(entry.status as QueueStatus);
  // Naming again what the entry already has changes nothing, and is no reason to refuse a change
  // that an entry called up meanwhile still allows (a new driver with the same vehicle, say).
  const current = entry.snapshot.drivers.map((driver) => driver.id);
  const changesDrivers = draft.driverIds.length > 0 && !(draft.driverIds.length === current.length && draft.driverIds.every((id, i) => id === current[i]));
  const changesVehicle = draft.vehicleId !== null && draft.vehicleId !== entry.snapshot.vehicle.id;
  const stateChanged = () => new ApiProblem(409, "queue.stateChanged", { extra: { code: "state-changed" } });
  if (changesDrivers && !(allowed.allowChangeDrivers && draft.allowChangeDrivers)) throw stateChanged();
  if (changesVehicle && !(allowed.allowChangeVehicle && draft.allowChangeVehicle)) throw stateChanged();
  // A driver or vehicle removed from the profile since the draft named it.
  if ((changesDrivers && fresh.drivers.length !== draft.driverIds.length) || (changesVehicle && !fresh.vehicle)) throw stateChanged();
  const snapshot: EntrySnapshot = {
    ...entry.snapshot,
    drivers: changesDrivers ? fresh.drivers : entry.snapshot.drivers,
    vehicle: changesVehicle ? fresh.vehicle! : entry.snapshot.vehicle,
  };
  const [updated] = await tx
    .update(queueEntries)
    .set({ snapshot, plate: snapshot.vehicle.plate, driverKey: driverKeyOf(snapshot), version: entry.version + 1 })
    .where(eq(queueEntries.id, entry.id))
    .returning();
  await appendHistory(tx, entry.id, "change", { kind: "user", id: userId }, now, historyState(entry), historyState(updated!));
  await announce(tx, updated!, "change");
  return updated!;
}

/**
 * Submits a change draft: the entry keeps its place with the new drivers or vehicle (the
 * open-entry constraints refuse a driver or vehicle already in another open entry).
 */
export async function submitChangeTx(tx: Tx, draft: DraftRow, fresh: ChangedParts, userId: number, now: Date): Promise<EntryRow> {
  try {
    const entry = await applyChange(tx, draft, fresh, userId, now);
    await tx.update(queueDrafts).set({ submittedEntryId: entry.id, updatedAt: now }).where(eq(queueDrafts.id, draft.id));
    return entry;
  } catch (error) {
    throw busyRefusal(error) ?? error;
  }
}

/** A change draft for an open entry (POST /queues/{id}/change). */
export async function createChangeDraft(db: Database, entry: EntryRow): Promise<DraftRow> {
  const allowed = changeAllowance(entry.status as QueueStatus);
  if (!allowed.allowChangeDrivers && !allowed.allowChangeVehicle) throw new ApiProblem(409, "queue.refusals.not-allowed", { extra: { code: "not-allowed" } });
  const [row] = await db
    .insert(queueDrafts)
    .values({
      userId: entry.userId,
      vehicleType: entry.vehicleType,
      checkpointId: entry.checkpointId,
      laneId: entry.laneId,
      kind: entry.kind,
      changeId: entry.id,
      allowChangeDrivers: allowed.allowChangeDrivers,
      allowChangeVehicle: allowed.allowChangeVehicle,
    })
    .returning();
  return row!;
}
