/**
 * Joining the queue in few round trips (DESIGN.md: submits must keep up with half of pgbench's
 * tpcb-like rate). `bookingFacts` reads, in one statement, everything the checks need: the draft,
 * an active blocking, the carrier and what it has, the verified phone, the checkpoint, and the
 * snapshot to keep. The checks themselves are the pure rules. `bookStatement` then books in one
 * statement: it claims the draft (`submitted_entry_id is null`, row-locked, rechecked after a
 * concurrent submit), inserts the entry, its history row and its notice, marks the draft and
 * stores the Idempotency-Key — all or nothing, with the open-entry and idempotency constraints
 * refusing a second booking of the same vehicle, driver or key. Who holds the vehicle and the
 * drivers (docs/ownership.md) is among the facts: a plate or passport another account holds
 * verified is refused; a verified holder's booking annuls other accounts' entries over its
 * holdings first, in the same transaction.
 */
import { and, eq, sql, TransactionRollbackError } from "drizzle-orm";
import { missingCarrierInfo } from "../../../domain/carrier-sufficiency.ts";
import type { VehicleType } from "../../../domain/codes.ts";
import { bookableSlot, chooseLane, subQueueFor, takesBookings, timeslotPart, type LaneConfig } from "../../../domain/queue/lanes.ts";
import { ApiProblem } from "../../http/errors.ts";
import { queryRows, type Database } from "../../db/client.ts";
import { idempotencyKeys, queueDrafts, queueEntries, type EntrySnapshot } from "../../db/schema.ts";
import { askRegistry, violatedConstraint } from "../profile/own-resources.ts";
import { annulSquatters, entriesOverHoldings, refuseHeldElsewhereBooking, type BookingHoldings } from "../ownership/squatters.ts";
import { loadFacts, missingOfDraft, type DraftContext, type DraftRow } from "./drafts.ts";
import { busyRefusal, driverKeyOf } from "./open-entry-keys.ts";
import { observedSince, type EntryCounts } from "./entry-body.ts";
import { historyState, type EntryRow } from "./entry-store.ts";
import { cachedLanesOfCheckpoint } from "./lane-store.ts";
import { takePlace, type Tx } from "./places.ts";
import { waitingAtLeast } from "./waiting-counts.ts";

export interface BookingFacts {
  draft: DraftRow;
  blockedUntil: Date | null;
  carrier: { regularPassenger: boolean } | null;
  drivers: number;
  vehicles: number;
  regularPermits: number;
  phoneVerified: boolean;
  checkpoint: { slug: string; isOpen: boolean } | null;
  permitNumber: string | null;
  /** Who holds the draft's vehicle and drivers (docs/ownership.md). */
  holdings: BookingHoldings;
  /** What the draft names, as an entry would keep it; carrier or vehicle null when gone. */
  snapshot: Omit<EntrySnapshot, "cargo" | "trip" | "carrier" | "vehicle"> & {
    carrier: EntrySnapshot["carrier"] | null;
    vehicle: EntrySnapshot["vehicle"] | null;
  };
}

const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

/** One statement: the draft and every fact the booking checks read. Null when the draft is not the user's. */
export async function bookingFacts(db: Database, userId: number, draftId: number, now: Date): Promise<BookingFacts | null> {
  const [row] = await queryRows(db, sql`
    select d.*,
      (select max(v.ends_at) from violations v where v.user_id = d.user_id and v.kind = 'blocking' and v.ends_at > ${now.toISOString()}) as blocked_until,
      (select json_build_object('id', c.id, 'name', c.name, 'country', c.country, 'registrationCode', c.registration_code, 'regularPassenger', c.regular_passenger)
         from carriers c where c.user_id = d.user_id and c.vehicle_type = d.vehicle_type) as carrier,
      (select count(*)::int from drivers x where x.user_id = d.user_id) as driver_count,
      (select count(*)::int from vehicles v where v.user_id = d.user_id and v.vehicle_type = d.vehicle_type) as vehicle_count,
      (select count(*)::int from permits p where p.user_id = d.user_id and p.kind = 'regular') as regular_permits,
      (exists (select 1 from users u where u.id = d.user_id and u.phone is not null and u.activated_at is not null)
        or exists (select 1 from personal_details pd where pd.user_id = d.user_id and pd.phone_verified_at is not null)) as phone_verified,
      (select json_build_object('slug', k.slug, 'isOpen', k.is_open) from checkpoints k where k.id = d.checkpoint_id) as checkpoint,
      (select json_agg(json_build_object('id', x.id, 'firstName', x.first_name, 'lastName', x.last_name, 'citizenship', x.citizenship,
                'passport', coalesce(x.passport_series, '') || x.passport_number, 'phone', x.phone)
              order by array_position(array(select jsonb_array_elements_text(d.driver_ids)::int), x.id))
         from drivers x where x.user_id = d.user_id and x.id in (select jsonb_array_elements_text(d.driver_ids)::int)) as snapshot_drivers,
      (select json_build_object('id', v.id, 'plate', v.plate, 'make', v.make, 'country', v.country, 'semiTrailerPlate', v.semi_trailer_plate, 'seats', v.seats)
         from vehicles v where v.id = d.vehicle_id and v.user_id = d.user_id) as snapshot_vehicle,
      (select json_build_object('id', p.id, 'number', p.number, 'kind', p.kind)
         from permits p where p.id = d.permit_id and p.user_id = d.user_id) as snapshot_permit,
      (select json_build_object(
          'verifiedPlate', (select v.plate from vehicles v where v.id = d.vehicle_id and v.user_id = d.user_id and v.verification = 'verified'),
          'verifiedPassports', coalesce((select json_agg(x.passport_key) from drivers x
              where x.user_id = d.user_id and x.id in (select jsonb_array_elements_text(d.driver_ids)::int) and x.verification = 'verified'), '[]'),
          'plateHeldElsewhere', (select v.plate from vehicles v where v.id = d.vehicle_id and v.user_id = d.user_id
              and exists (select 1 from vehicles o where o.plate = v.plate and o.verification = 'verified' and o.user_id <> v.user_id)),
          'passportsHeldElsewhere', coalesce((select json_agg(x.passport_key) from drivers x
              where x.user_id = d.user_id and x.id in (select jsonb_array_elements_text(d.driver_ids)::int)
                and exists (select 1 from drivers o where o.passport_key = x.passport_key and o.verification = 'verified' and o.user_id <> x.user_id)), '[]')
        )) as holdings
    from queue_drafts d where d.id = ${draftId} and d.user_id = ${userId}`,
    "booking_facts",
  );
  if (!row) return null;
  const carrier = row.carrier as (EntrySnapshot["carrier"] & { regularPassenger: boolean }) | null;
  const permit = row.snapshot_permit as EntrySnapshot["permit"];
  const draft: DraftRow = {
    id: row.id as number,
    userId: row.user_id as number,
    vehicleType: row.vehicle_type as VehicleType,
    checkpointId: row.checkpoint_id as number | null,
    laneId: row.lane_id as number | null,
    kind: row.kind as DraftRow["kind"],
    slotStart: toDate(row.slot_start),
    holdExpiresAt: toDate(row.hold_expires_at),
    driverIds: row.driver_ids as number[],
    vehicleId: row.vehicle_id as number | null,
    permitId: row.permit_id as number | null,
    cargo: row.cargo as DraftRow["cargo"],
    trip: row.trip as DraftRow["trip"],
    changeId: row.change_id as number | null,
    allowChangeDrivers: row.allow_change_drivers as boolean,
    allowChangeVehicle: row.allow_change_vehicle as boolean,
    submittedEntryId: row.submitted_entry_id as number | null,
    createdAt: toDate(row.created_at)!,
    updatedAt: toDate(row.updated_at)!,
  };
  return {
    draft,
    blockedUntil: toDate(row.blocked_until),
    carrier: carrier && { regularPassenger: carrier.regularPassenger },
    drivers: row.driver_count as number,
    vehicles: row.vehicle_count as number,
    regularPermits: row.regular_permits as number,
    phoneVerified: row.phone_verified as boolean,
    checkpoint: row.checkpoint as BookingFacts["checkpoint"],
    permitNumber: permit?.number ?? null,
    holdings: row.holdings as BookingHoldings,
    snapshot: {
      carrier: carrier && { id: carrier.id, name: carrier.name, country: carrier.country, registrationCode: carrier.registrationCode },
      drivers: (row.snapshot_drivers as EntrySnapshot["drivers"] | null) ?? [],
      vehicle: row.snapshot_vehicle as EntrySnapshot["vehicle"],
      permit,
    },
  };
}

/** What a checked booking inserts. */
export interface CheckedBooking {
  lane: LaneConfig;
  snapshot: EntrySnapshot;
  subQueue: string;
  plate: string;
  driverKey: string;
}

/** 'Access to queue reservation is blocked', with its end and the hotlines to appeal to. */
export function blockedProblem(until: Date, hotlines: DraftContext["hotlines"]) {
  return new ApiProblem(403, "queue.blocked", { extra: { code: "blocked", blocked_until: until.toISOString(), support: hotlines } });
}

/** The checks before booking, on the facts: the SPEC's refusals, in order. Asks the registry for the permit. */
export async function checkBooking(ctx: DraftContext, facts: BookingFacts, now = new Date()): Promise<CheckedBooking> {
  const { draft } = facts;
  if (facts.blockedUntil) throw blockedProblem(facts.blockedUntil, ctx.hotlines);
  const missingInfo = () => new ApiProblem(403, "queue.missingInfo", { extra: { code: "missing-info" } });
  if (!facts.carrier) throw missingInfo();
  const lacking = missingCarrierInfo({
    vehicleType: draft.vehicleType,
    regularPassenger: facts.carrier.regularPassenger,
    drivers: facts.drivers,
    vehicles: facts.vehicles,
    regularPermits: facts.regularPermits,
  });
  if (lacking.length > 0) throw missingInfo();
  if (!facts.phoneVerified) throw new ApiProblem(403, "queue.phoneNotVerified", { extra: { code: "phone-not-verified" } });
  const missing = missingOfDraft(draft);
  if (missing.length > 0) {
    throw new ApiProblem(422, "queue.missingInfo", {
      extra: { code: "missing-info" },
      fieldKeys: Object.fromEntries(missing.map((field) => [field, ["validation.required"]])),
    });
  }
  const stateChanged = () => new ApiProblem(409, "queue.stateChanged", { extra: { code: "state-changed" } });
  if (!facts.checkpoint || !takesBookings(facts.checkpoint, ctx.bookingCheckpoints)) {
    throw new ApiProblem(422, "errors.invalidInput", { fieldKeys: { checkpoint_id: ["queue.fields.notBookable"] } });
  }
  const lane = chooseLane(await cachedLanesOfCheckpoint(ctx.db, draft.checkpointId!), draft.vehicleType, loadFacts(draft));
  if (!lane || lane.id !== draft.laneId) throw stateChanged();
  if (draft.permitId !== null) {
    if (!facts.permitNumber || (await askRegistry(() => ctx.registry.checkPermit(facts.permitNumber!))) !== "found") {
      throw new ApiProblem(422, "queue.permitAbsent", { extra: { code: "permit-absent" }, fieldKeys: { permit_id: ["queue.permitAbsent"] } });
    }
  }
  const { carrier, vehicle, drivers, permit } = facts.snapshot;
  if (!carrier || !vehicle || drivers.length !== draft.driverIds.length) throw stateChanged();
  await refuseHeldElsewhereBooking(ctx.db, draft.userId, facts.holdings, now);
  const snapshot: EntrySnapshot = { carrier, drivers, vehicle, permit, cargo: draft.cargo ?? null, trip: draft.trip ?? null };
  return { lane, snapshot, subQueue: subQueueFor(loadFacts(draft)), plate: vehicle.plate, driverKey: driverKeyOf(snapshot) };
}

/**
 * Books in one statement. Answers the new entry, or null when the draft was submitted meanwhile
 * (or changed: the caller re-reads it). `placeTaken`: a timeslot place was taken for it in the
 * same transaction (its hold had been released).
 */
export async function bookStatement(
  db: Database | Tx,
  booking: CheckedBooking,
  draft: DraftRow,
  now: Date,
  idempotencyKey: string | undefined,
  placeTaken = false,
): Promise<{ entry: EntryRow; counts: EntryCounts } | null> {
  const at = now.toISOString();
  const after = historyState({
    status: 30,
    calledAt: null,
    readyDeadline: null,
    confirmedAt: null,
    entryDeadline: null,
    notBefore: null,
    extensions: 0,
    plate: booking.plate,
    driverKey: booking.driverKey,
  });
  const [row] = await queryRows(db, sql`
    with claimed as (
      select id, user_id from queue_drafts
      where id = ${draft.id} and user_id = ${draft.userId} and submitted_entry_id is null and change_id is null
        and lane_id = ${booking.lane.id} and kind = ${draft.kind}
        and (kind = 'dynamic' or hold_expires_at is not null or ${placeTaken})
      for update
    ), entry as (
      insert into queue_entries (user_id, lane_id, checkpoint_id, vehicle_type, kind, status, sub_queue, priority, plate, driver_key, slot_start, registered_at, snapshot)
      select user_id, ${booking.lane.id}, ${booking.lane.checkpointId}, ${draft.vehicleType}, ${draft.kind}, 30, ${booking.subQueue}, 0,
        ${booking.plate}, ${booking.driverKey}, ${draft.kind === "timeslot" ? draft.slotStart?.toISOString() ?? null : null}::timestamptz, ${at}, ${JSON.stringify(booking.snapshot)}::jsonb
      from claimed
      returning *
    ), marked as (
      update queue_drafts set submitted_entry_id = entry.id, hold_expires_at = null, updated_at = ${at} from entry where queue_drafts.id = ${draft.id}
    ), history as (
      insert into queue_history (entry_id, event, actor, actor_id, at, before, after)
      select entry.id, 'submit', 'user', entry.user_id, ${at}, null, ${JSON.stringify(after)}::jsonb from entry
    ), notice as (
      insert into notifications (user_id, entry_id, kind, urgent, created_at) select entry.user_id, entry.id, 'joined', false, ${at} from entry
    ), idempotency as (
      insert into idempotency_keys (user_id, key, status, body)
      select entry.user_id, ${idempotencyKey ?? null}, 201, jsonb_build_object('entry_id', entry.id) from entry where ${idempotencyKey ?? null}::text is not null
    )
    -- The new entry's position and its lane's recent admissions, as the answer shows them (the
    -- statement's snapshot does not see the entry itself: all waiting entries are ahead of it).
    select entry.*,
      ${waitingAtLeast(sql`entry.lane_id`, sql`entry.priority`)} as ahead,
      (select count(*)::int from queue_entries q where q.lane_id = entry.lane_id and q.admitted_at > ${observedSince(now).toISOString()}) as admitted
    from entry`,
    "booking_statement",
  );
  return row ? { entry: entryFromRow(row), counts: { position: (row.ahead as number) + 1, admitted: row.admitted as number } } : null;
}

/** A raw queue_entries row (snake_case, from SQL) as Drizzle's row type. */
export function entryFromRow(row: Record<string, unknown>): EntryRow {
  return {
    id: row.id as number,
    userId: row.user_id as number,
    laneId: row.lane_id as number,
    checkpointId: row.checkpoint_id as number,
    vehicleType: row.vehicle_type as VehicleType,
    kind: row.kind as EntryRow["kind"],
    status: row.status as number,
    subQueue: row.sub_queue as string,
    priority: row.priority as number,
    plate: row.plate as string,
    driverKey: row.driver_key as string,
    slotStart: toDate(row.slot_start),
    registeredAt: toDate(row.registered_at)!,
    notBefore: toDate(row.not_before),
    calledAt: toDate(row.called_at),
    readyDeadline: toDate(row.ready_deadline),
    confirmedAt: toDate(row.confirmed_at),
    entryDeadline: toDate(row.entry_deadline),
    admittedAt: toDate(row.admitted_at),
    endedAt: toDate(row.ended_at),
    extensions: row.extensions as number,
    annulReason: row.annul_reason as string | null,
    remindedAt: toDate(row.reminded_at),
    entryWarnedAt: toDate(row.entry_warned_at),
    snapshot: row.snapshot as EntrySnapshot,
    version: row.version as number,
  };
}

export async function entryById(db: Database, id: number): Promise<EntryRow> {
  const [entry] = await db.select().from(queueEntries).where(eq(queueEntries.id, id));
  if (!entry) throw new ApiProblem(404, "errors.notFound");
  return entry;
}

/** The entry an Idempotency-Key answered first, if the key was used. */
export async function entryByKey(db: Database, userId: number, key: string): Promise<EntryRow | null> {
  const [stored] = await db
    .select({ body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  const entryId = (stored?.body as { entry_id?: number } | undefined)?.entry_id;
  return entryId === undefined ? null : entryById(db, entryId);
}

/**
 * Submits a booking draft: the checks on its facts, then the booking statement (in a transaction
 * that first takes a timeslot place again when the draft's hold was released). A submitted draft,
 * or a repeated Idempotency-Key, answers the first entry.
 */
export async function submitBooking(
  ctx: DraftContext,
  facts: BookingFacts,
  key: string | undefined,
  now: Date,
): Promise<{ entry: EntryRow; counts?: EntryCounts }> {
  const { draft, holdings } = facts;
  const booking = await checkBooking(ctx, facts, now);
  const slotFull = () => new ApiProblem(409, "queue.slotFull", { extra: { code: "slot-full" } });
  const takesPlace = draft.kind === "timeslot" && draft.holdExpiresAt === null;
  const holdsAny = holdings.verifiedPlate !== null || holdings.verifiedPassports.length > 0;
  const attempt = async () => {
    // A verified holder's booking wins over other accounts' entries with its plate or passports.
    const squatted = holdsAny && (await entriesOverHoldings(ctx.db, draft.userId, holdings)).length > 0;
    if (!takesPlace && !squatted) return bookStatement(ctx.db, booking, draft, now, key);
    return ctx.db.transaction(async (tx) => {
      if (squatted) await annulSquatters(tx, draft.userId, holdings, now);
      if (takesPlace) {
        const slot = draft.slotStart && bookableSlot(booking.lane, draft.slotStart, now);
        if (!slot || !(await takePlace(tx, booking.lane.id, slot.start, timeslotPart(booking.lane).placesPerSlot, now))) throw slotFull();
      }
      const booked = await bookStatement(tx, booking, draft, now, key, takesPlace);
      // Not booked after all: give the place (and the annulled entries) back with the rest.
      if (!booked) tx.rollback();
      return booked;
    });
  };
  let booked: { entry: EntryRow; counts: EntryCounts } | null = null;
  for (let tries = 1; ; tries += 1) {
    try {
      booked = await attempt();
      break;
    } catch (error) {
      if (key && violatedConstraint(error) === "idempotency_keys_user_key") {
        const first = await entryByKey(ctx.db, draft.userId, key);
        if (first) return { entry: first };
      }
      if (error instanceof TransactionRollbackError) break;
      // Another account's entry with the holder's plate or passport came in meanwhile: annul it, and book.
      if (holdsAny && busyRefusal(error) && tries < 3) continue;
      throw busyRefusal(error) ?? error;
    }
  }
  if (booked) return booked;
  // Submitted (or changed) meanwhile.
  const [latest] = await ctx.db.select({ submitted: queueDrafts.submittedEntryId }).from(queueDrafts).where(eq(queueDrafts.id, draft.id));
  if (latest?.submitted) return { entry: await entryById(ctx.db, latest.submitted) };
  throw new ApiProblem(409, "queue.stateChanged", { extra: { code: "state-changed" } });
}
