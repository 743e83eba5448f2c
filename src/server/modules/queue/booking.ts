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
 * holdings first, in the same transaction. Submits that arrive together are read and booked
 * together, a statement for all (group commit: db/group-commit.ts, docs/queue-engine.md).
 */
import { and, eq, sql, TransactionRollbackError } from "drizzle-orm";
import { missingCarrierInfo } from "../../../domain/carrier-sufficiency.ts";
import type { VehicleType } from "../../../domain/codes.ts";
import { bookableSlot, chooseLane, subQueueFor, takesBookings, timeslotPart, type LaneConfig } from "../../../domain/queue/lanes.ts";
import { ApiProblem } from "../../http/errors.ts";
import { queryRows, type Database } from "../../db/client.ts";
import { groupCommit } from "../../db/group-commit.ts";
import { idempotencyKeys, queueDrafts, queueEntries, type EntrySnapshot } from "../../db/schema.ts";
import { askRegistry, violatedConstraint } from "../profile/own-resources.ts";
import { annulSquatters, entriesOverHoldings, refuseHeldElsewhereBooking, type BookingHoldings } from "../ownership/squatters.ts";
import { loadFacts, missingOfDraft, type DraftContext, type DraftRow } from "./drafts.ts";
import { busyRefusal, driverKeyOf } from "./open-entry-keys.ts";
import { observedSince, type EntryCounts } from "./entry-body.ts";
import { entryFromRow, historyState, type EntryRow } from "./entry-store.ts";
import { cachedLanesOfCheckpoint } from "./lane-store.ts";
import { takePlace, type Tx } from "./places.ts";
import { waitingAtLeast } from "./waiting-counts.ts";

export { entryFromRow };

export interface BookingFacts {
  draft: DraftRow;
  blockedUntil: Date | null;
  carrier: { regularPassenger: boolean; trusted: boolean } | null;
  drivers: number;
  vehicles: number;
  regularPermits: number;
  phoneVerified: boolean;
  checkpoint: { slug: string; isOpen: boolean; takesBookings: boolean | null } | null;
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

interface FactsKey {
  userId: number;
  draftId: number;
  now: Date;
}

/**
 * The draft and every fact the booking checks read; null when the draft is not the user's. The
 * submits that arrive while others are being read are read together (db/group-commit.ts).
 */
export function bookingFacts(db: Database, userId: number, draftId: number, now: Date): Promise<BookingFacts | null> {
  return groupsOf(db).facts({ userId, draftId, now });
}

/** One statement: the facts of every draft asked for, in the order asked. */
async function factsOfDrafts(db: Database, keys: readonly FactsKey[]): Promise<Array<BookingFacts | null>> {
  const input = keys.map((key, ord) => ({ ord, draft_id: key.draftId, user_id: key.userId, now: key.now.toISOString() }));
  const rows = await queryRows(db, sql`
    select i.ord, d.*,
      -- A blocking an administrator lifted (closed_at) no longer blocks.
      (select max(v.ends_at) from violations v where v.user_id = d.user_id and v.kind = 'blocking' and v.ends_at > i.now and v.closed_at is null) as blocked_until,
      (select json_build_object('id', c.id, 'name', c.name, 'country', c.country, 'registrationCode', c.registration_code, 'regularPassenger', c.regular_passenger,
          -- A trusted operator (AEO) while its certificate has not expired (the border's calendar): its trucks go to the trusted sub-queues.
          'trusted', coalesce(c.aeo_expires_on >= (i.now at time zone 'Europe/Kyiv')::date, false))
         from carriers c where c.user_id = d.user_id and c.vehicle_type = d.vehicle_type) as carrier,
      (select count(*)::int from drivers x where x.user_id = d.user_id) as driver_count,
      (select count(*)::int from vehicles v where v.user_id = d.user_id and v.vehicle_type = d.vehicle_type) as vehicle_count,
      (select count(*)::int from permits p where p.user_id = d.user_id and p.kind = 'regular') as regular_permits,
      -- Scalar subqueries by key: written as exists (… or exists …), the planner hashed the whole
      -- users table for every batch (a scan that grew with the accounts).
      (coalesce((select u.phone is not null and u.activated_at is not null from users u where u.id = d.user_id), false)
        or coalesce((select pd.phone_verified_at is not null from personal_details pd where pd.user_id = d.user_id), false)) as phone_verified,
      (select json_build_object('slug', k.slug, 'isOpen', k.is_open, 'takesBookings', k.takes_bookings) from checkpoints k where k.id = d.checkpoint_id) as checkpoint,
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
    from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as i(ord int, draft_id int, user_id int, now timestamptz)
    -- Each draft by its key (the planner, which guesses a hundred rows for the input, would scan them all).
    cross join lateral (select * from queue_drafts d where d.id = i.draft_id and d.user_id = i.user_id limit 1) d`,
    "booking_facts",
  );
  const byOrd = new Map(rows.map((row) => [row.ord as number, row]));
  return keys.map((_, ord) => {
    const row = byOrd.get(ord);
    return row ? factsFromRow(row) : null;
  });
}

function factsFromRow(row: Record<string, unknown>): BookingFacts {
  const carrier = row.carrier as (EntrySnapshot["carrier"] & { regularPassenger: boolean; trusted: boolean }) | null;
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
    carrier: carrier && { regularPassenger: carrier.regularPassenger, trusted: carrier.trusted },
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
  const lane = chooseLane(await cachedLanesOfCheckpoint(ctx.db, draft.checkpointId!), draft.vehicleType, loadFacts(draft, facts.carrier?.trusted ?? false));
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
  return { lane, snapshot, subQueue: subQueueFor(loadFacts(draft, facts.carrier?.trusted ?? false)), plate: vehicle.plate, driverKey: driverKeyOf(snapshot) };
}

/** A checked booking of a draft, to book. `placeTaken`: a timeslot place was taken for it in the same transaction (its hold had been released). */
export interface BookingInput {
  booking: CheckedBooking;
  draft: DraftRow;
  now: Date;
  idempotencyKey: string | undefined;
  placeTaken?: boolean;
}

export interface Booked {
  entry: EntryRow;
  counts: EntryCounts;
}

/**
 * Books drafts in one statement: it claims each draft (`submitted_entry_id is null`, row-locked,
 * rechecked after a concurrent submit), inserts the entries, their history rows and notices, marks
 * the drafts and stores the Idempotency-Keys, all or nothing. Answers, in the order given, each new
 * entry with its position, or null when its draft was submitted meanwhile (or changed: the caller
 * re-reads it). The entries of one statement are registered in the order of their times, then as
 * given.
 */
export async function bookStatement(db: Database | Tx, inputs: readonly BookingInput[]): Promise<Array<Booked | null>> {
  const input = inputs.map(({ booking, draft, now, idempotencyKey, placeTaken = false }, ord) => ({
    ord,
    draft_id: draft.id,
    user_id: draft.userId,
    lane_id: booking.lane.id,
    checkpoint_id: booking.lane.checkpointId,
    vehicle_type: draft.vehicleType,
    kind: draft.kind,
    sub_queue: booking.subQueue,
    plate: booking.plate,
    driver_key: booking.driverKey,
    slot_start: draft.kind === "timeslot" ? (draft.slotStart?.toISOString() ?? null) : null,
    registered_at: now.toISOString(),
    observed_since: observedSince(now).toISOString(),
    snapshot: booking.snapshot,
    history_after: historyState({
      status: 30,
      calledAt: null,
      readyDeadline: null,
      confirmedAt: null,
      entryDeadline: null,
      notBefore: null,
      extensions: 0,
      plate: booking.plate,
      driverKey: booking.driverKey,
    }),
    idempotency_key: idempotencyKey ?? null,
    place_taken: placeTaken,
  }));
  const rows = await queryRows(db, sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as i(ord int, draft_id int, user_id int, lane_id int, checkpoint_id int,
        vehicle_type smallint, kind text, sub_queue text, plate text, driver_key text, slot_start timestamptz, registered_at timestamptz,
        observed_since timestamptz, snapshot jsonb, history_after jsonb, idempotency_key text, place_taken boolean)
    ), claimed as (
      select i.* from input i
      cross join lateral (
        select d.id from queue_drafts d
        where d.id = i.draft_id and d.user_id = i.user_id and d.submitted_entry_id is null and d.change_id is null
          and d.lane_id = i.lane_id and d.kind = i.kind and (d.kind = 'dynamic' or d.hold_expires_at is not null or i.place_taken)
        for update
      ) d
    ), numbered as (
      -- Ids taken in registration order (nextval runs after the sort), so that the queue's order is theirs.
      select c.*, nextval(pg_get_serial_sequence('queue_entries', 'id'))::int as entry_id from (select * from claimed order by registered_at, ord) c
    ), entry as (
      insert into queue_entries (id, user_id, lane_id, checkpoint_id, vehicle_type, kind, status, sub_queue, priority, plate, driver_key, slot_start, registered_at, snapshot)
      overriding system value
      select entry_id, user_id, lane_id, checkpoint_id, vehicle_type, kind, 30, sub_queue, 0, plate, driver_key, slot_start, registered_at, snapshot from numbered
      returning *
    ), marked as (
      -- By key (an index scan of the claimed ids): a join alone is planned as a scan of every draft once they outnumber a batch's estimate.
      update queue_drafts d set submitted_entry_id = n.entry_id, hold_expires_at = null, updated_at = n.registered_at
      from numbered n where d.id = n.draft_id and d.id = any(array(select draft_id from numbered))
    ), history as (
      insert into queue_history (entry_id, event, actor, actor_id, at, before, after)
      select entry_id, 'submit', 'user', user_id, registered_at, null, history_after from numbered
    ), notice as (
      insert into notifications (user_id, entry_id, kind, urgent, created_at) select user_id, entry_id, 'joined', false, registered_at from numbered
    ), idempotency as (
      insert into idempotency_keys (user_id, key, status, body)
      select user_id, idempotency_key, 201, jsonb_build_object('entry_id', entry_id) from numbered where idempotency_key is not null
    )
    -- Each new entry's position and its lane's recent admissions, as the answer shows them. The
    -- statement's snapshot sees none of its own entries: every waiting entry is ahead of them, and
    -- so are those of this statement registered before.
    select n.ord, entry.*,
      ${waitingAtLeast(sql`entry.lane_id`, sql`entry.priority`)}
        + (row_number() over (partition by entry.lane_id, entry.kind order by entry.priority desc, entry.id))::int - 1 as ahead,
      (select count(*)::int from queue_entries q where q.lane_id = entry.lane_id and q.admitted_at > n.observed_since) as admitted
    from entry join numbered n on n.entry_id = entry.id`,
    "booking_statement",
  );
  const byOrd = new Map(rows.map((row) => [row.ord as number, row]));
  return inputs.map((_, ord) => {
    const row = byOrd.get(ord);
    return row ? { entry: entryFromRow(row), counts: { position: (row.ahead as number) + 1, admitted: row.admitted as number } } : null;
  });
}

/**
 * The group-committed statements of a database (db/group-commit.ts): the facts of the submits
 * that arrive while others are being read, and the bookings that arrive while others are being
 * made, each gathered into one statement. When a gathered booking statement is refused (one of
 * its drafts' vehicle or driver is already in a queue, a repeated key), the statement books none
 * of them, and each is then booked on its own, in turn, to be refused or booked as it would have
 * been alone.
 */
/**
 * One booking statement at a time per instance (and its refused ones one by one): each sees the
 * bookings before it committed, so the places it answers follow on from theirs.
 */
const BOOKING_GROUPS = { inFlight: 1 };

function prepareGroups(db: Database) {
  const registered = inBookingOrder();
  return {
    facts: groupCommit((keys: readonly FactsKey[]) => factsOfDrafts(db, keys)),
    book: groupCommit<BookingInput, Booked | null>(async (given) => {
      const inputs = given.map(registered);
      if (inputs.length === 1) return bookStatement(db, inputs);
      // The same draft twice (a repeated submit): each on its own, so that the second finds it booked.
      if (new Set(inputs.map((input) => input.draft.id)).size === inputs.length) {
        try {
          return await bookStatement(db, inputs);
        } catch {
          // Below, one at a time.
        }
      }
      const answers: Array<Booked | null | Error> = [];
      for (const input of inputs) {
        answers.push(
          await bookStatement(db, [input]).then(
            ([booked]) => booked ?? null,
            (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
          ),
        );
      }
      return answers;
    }, BOOKING_GROUPS),
  };
}

/**
 * Registration times in the order the bookings are made here. A submit's time is taken when it
 * comes in, and a slower one can reach the booking statement after a later one was booked: it is
 * registered at that one's time instead (a few milliseconds on), so that the queue's order, which
 * goes by time, is the order of the places the answers gave. A clock set back (the test clock) is
 * followed at once.
 */
function inBookingOrder() {
  let latest = 0;
  return (input: BookingInput): BookingInput => {
    const at = input.now.getTime();
    if (at >= latest || latest - at > REORDER_LIMIT_MS) {
      latest = at;
      return input;
    }
    return { ...input, now: new Date(latest) };
  };
}

const REORDER_LIMIT_MS = 1_000;

const groups = new WeakMap<Database, ReturnType<typeof prepareGroups>>();
function groupsOf(db: Database) {
  let prepared = groups.get(db);
  if (!prepared) groups.set(db, (prepared = prepareGroups(db)));
  return prepared;
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
    if (!takesPlace && !squatted) return groupsOf(ctx.db).book({ booking, draft, now, idempotencyKey: key });
    return ctx.db.transaction(async (tx) => {
      if (squatted) await annulSquatters(tx, draft.userId, holdings, now);
      if (takesPlace) {
        const slot = draft.slotStart && bookableSlot(booking.lane, draft.slotStart, now);
        if (!slot || !(await takePlace(tx, booking.lane.id, slot.start, timeslotPart(booking.lane).placesPerSlot, now))) throw slotFull();
      }
      const [booked] = await bookStatement(tx, [{ booking, draft, now, idempotencyKey: key, placeTaken: takesPlace }]);
      // Not booked after all: give the place (and the annulled entries) back with the rest.
      if (!booked) tx.rollback();
      return booked ?? null;
    });
  };
  let booked: Booked | null = null;
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
