/**
 * The simulation's people (docs/statistics.md): the accounts that book (drivers' and carriers'
 * accounts of their own, which cannot log in), the operator who admits and passes, and the
 * bookings themselves, made through the engine's booking statement from drafts as the submit
 * endpoint makes them, with a timeslot place taken as a held draft would have it.
 */
import { and, inArray, like, sql } from "drizzle-orm";
import { timeslotPart, bookableSlot, type LaneConfig } from "../../../domain/queue/lanes.ts";
import { MINUTE_MS } from "../../../domain/queue/policy.ts";
import type { SimArrival } from "../../../domain/queue/simulation.ts";
import { queryRows, type Database } from "../../db/client.ts";
import { notifications, operatorCheckpoints, users, type EntrySnapshot } from "../../db/schema.ts";
import { bookStatement, type BookingInput, type Booked } from "../queue/booking.ts";
import type { DraftRow } from "../queue/drafts.ts";
import { takePlace } from "../queue/places.ts";
import type { OperatorActor } from "../queue/operator.ts";

/** The operator who admits and passes the simulated vehicles. */
export const SIMULATION_EMAIL = "simulation@demo.invalid";
/** The accounts that book: `simulation-<n>@demo.invalid`. */
const ACCOUNT_PATTERN = "simulation-%@demo.invalid";
/** Accounts that book: enough that a carrier books a few times a fortnight, as carriers do (and few collect three violations in a month). */
export const SIMULATION_ACCOUNTS = 4_000;
const LETTERS = "ABCEHIKMOPTX";
const REGIONS = ["AC", "BC", "AO", "KA", "BO", "AT", "BT", "CE"];

/** A simulation account's users' rows (e.g. to find their entries, notices and violations). */
export const simulationUsers = () => like(users.email, "simulation%@demo.invalid");

/** A plate of its own for each simulated vehicle (Ukrainian look, unique within a run's 10 million). */
export function simulatedPlate(n: number): string {
  const region = REGIONS[n % REGIONS.length]!;
  const digits = String(Math.floor(n / REGIONS.length) % 10_000).padStart(4, "0");
  const k = Math.floor(n / (REGIONS.length * 10_000));
  return `${region}${digits}${LETTERS[Math.floor(k / LETTERS.length) % LETTERS.length]}${LETTERS[k % LETTERS.length]}`;
}

/** The booking accounts' ids, made once ("!" is no password hash: no password verifies against it). */
export async function simulationAccounts(db: Database): Promise<number[]> {
  await db.execute(sql`insert into users (email, password_hash, account_type, locale)
    select 'simulation-' || g || '@demo.invalid', '!', 'carrier', 'uk' from generate_series(1, ${SIMULATION_ACCOUNTS}) g
    on conflict do nothing`);
  const rows = await db.select({ id: users.id }).from(users).where(like(users.email, ACCOUNT_PATTERN)).orderBy(users.id);
  return rows.map((row) => row.id);
}

/** The simulation's operator, at the checkpoints simulated. */
export async function simulationOperator(db: Database, checkpointIds: readonly number[]): Promise<OperatorActor> {
  const [row] = await db
    .insert(users)
    .values({ email: SIMULATION_EMAIL, passwordHash: "!", accountType: "carrier", locale: "uk", role: "operator" })
    .onConflictDoUpdate({ target: users.email, set: { role: "operator" } })
    .returning({ id: users.id });
  const id = row!.id;
  if (checkpointIds.length > 0) {
    await db.insert(operatorCheckpoints).values(checkpointIds.map((checkpointId) => ({ userId: id, checkpointId }))).onConflictDoNothing();
  }
  return { actor: { kind: "operator", id }, scope: [...checkpointIds] };
}

/** Simulated entries so far (their plates and passports follow on from these). */
export async function simulatedEntries(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from queue_entries q join users u on u.id = q.user_id where u.email like ${ACCOUNT_PATTERN}`,
  );
  return row?.n ?? 0;
}

export interface SimBooking {
  arrival: SimArrival;
  lane: LaneConfig;
  userId: number;
  /** Numbers the vehicle's plate and the driver's passport (unique over all runs). */
  serial: number;
}

function snapshotOf(serial: number, plate: string): EntrySnapshot {
  return {
    carrier: { id: 0, name: "Demo carrier", country: "UA", registrationCode: null },
    drivers: [{ id: 0, firstName: "Demo", lastName: `Driver ${serial}`, citizenship: "UA", passport: `SIM${serial}`, phone: null }],
    vehicle: { id: 0, plate, make: "Demo", country: "UA", semiTrailerPlate: null, seats: null },
    cargo: null,
    trip: null,
    permit: null,
  };
}

/** How many slots on a timeslot driver tries, when the one they want is full. */
const SLOT_TRIES = 4;

/**
 * Books the arrivals as the submit endpoint does once its checks pass: a draft each (a timeslot one
 * with its place taken in the slot the driver wants or the next with room), then one booking
 * statement for all, in one transaction. Answers, in order, each entry booked or null (no slot).
 */
export async function bookArrivals(db: Database, bookings: readonly SimBooking[]): Promise<Array<Booked | null>> {
  if (bookings.length === 0) return [];
  return db.transaction(async (tx) => {
    const slots: Array<Date | null> = [];
    for (const { arrival, lane } of bookings) {
      if (arrival.slotStart === null) {
        slots.push(null);
        continue;
      }
      let taken: Date | null = null;
      for (let i = 0; i < SLOT_TRIES && !taken; i += 1) {
        const start = new Date(arrival.slotStart.getTime() + i * lane.slotMinutes * MINUTE_MS);
        const slot = bookableSlot(lane, start, arrival.at);
        if (slot && (await takePlace(tx, lane.id, slot.start, timeslotPart(lane).placesPerSlot, arrival.at))) taken = slot.start;
      }
      slots.push(taken);
    }
    const drafts = bookings.map(({ arrival, lane, userId }, i) => ({
      ord: i,
      user_id: userId,
      vehicle_type: lane.vehicleType,
      checkpoint_id: lane.checkpointId,
      lane_id: lane.id,
      kind: arrival.slotStart === null ? "dynamic" : "timeslot",
      slot_start: slots[i]?.toISOString() ?? null,
      at: arrival.at.toISOString(),
    }));
    const bookable = drafts.filter((draft) => draft.kind === "dynamic" || draft.slot_start !== null);
    const ids = await queryRows<{ id: number }>(
      tx,
      sql`insert into queue_drafts (user_id, vehicle_type, checkpoint_id, lane_id, kind, slot_start, created_at, updated_at)
        select user_id, vehicle_type, checkpoint_id, lane_id, kind, slot_start, at, at
        from jsonb_to_recordset(${JSON.stringify(bookable)}::jsonb) as d(ord int, user_id int, vehicle_type smallint, checkpoint_id int, lane_id int,
          kind text, slot_start timestamptz, at timestamptz)
        order by ord
        returning id`,
    );
    // Identity values follow the insert's order.
    const draftIds = ids.map((row) => row.id).sort((a, b) => a - b);
    const inputs: BookingInput[] = bookable.map((draft, i) => {
      const { arrival, lane, serial } = bookings[draft.ord]!;
      const plate = simulatedPlate(serial);
      const snapshot = snapshotOf(serial, plate);
      const row: DraftRow = {
        id: draftIds[i]!,
        userId: draft.user_id,
        vehicleType: lane.vehicleType,
        checkpointId: lane.checkpointId,
        laneId: lane.id,
        kind: draft.kind as DraftRow["kind"],
        slotStart: draft.slot_start === null ? null : new Date(draft.slot_start),
        holdExpiresAt: null,
        driverIds: [],
        vehicleId: null,
        permitId: null,
        cargo: null,
        trip: null,
        changeId: null,
        allowChangeDrivers: false,
        allowChangeVehicle: false,
        submittedEntryId: null,
        createdAt: arrival.at,
        updatedAt: arrival.at,
      };
      return {
        booking: { lane, snapshot, subQueue: arrival.subQueue, plate, driverKey: `UA:SIM${serial}` },
        draft: row,
        now: arrival.at,
        idempotencyKey: undefined,
        placeTaken: draft.kind === "timeslot",
      };
    });
    const booked = await bookStatement(tx, inputs);
    const answers: Array<Booked | null> = bookings.map(() => null);
    bookable.forEach((draft, i) => (answers[draft.ord] = booked[i] ?? null));
    return answers;
  });
}

/** Accounts among these with a blocking running at `now` (their drivers cannot book, as the submit's checks say). */
export async function blockedAccounts(db: Database, userIds: readonly number[], now: Date): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select distinct user_id from violations where kind = 'blocking' and closed_at is null and ends_at > ${now.toISOString()} and user_id = any(${sql.raw(`array[${userIds.map(Number).join(",")}]`)}::int[])`,
  );
  return new Set(rows.map((row) => row.user_id));
}

/** The notices the simulation's changes wrote: as dispatched, so that nothing of the past is mailed, texted or pushed. */
export async function settleSimulatedNotices(db: Database, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ dispatchedAt: at })
    .where(
      and(
        sql`${notifications.dispatchedAt} is null`,
        inArray(notifications.userId, db.select({ id: users.id }).from(users).where(simulationUsers())),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
