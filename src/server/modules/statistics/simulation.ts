/**
 * Writes a simulated history (domain/queue/simulation.ts) into the engine's own tables: the entries
 * in queue_entries (with the triggers that keep their drivers and waiting counts) and every change
 * in queue_history, as the engine writes them, in a few large statements. The entries belong to one
 * account of their own (`simulation@demo.invalid`, which cannot log in). Not written: the notices,
 * the violations the no-shows would count, and the live events (no one was there to hear them).
 */
import { eq, sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client.ts";
import { users, type EntrySnapshot } from "../../db/schema.ts";
import { simulateQueues, type SimEntry, type SimulationOptions } from "../../../domain/queue/simulation.ts";
import type { QueueEntryState } from "../../../domain/queue/transitions.ts";
import { historyState } from "../queue/entry-store.ts";
import { allLanes } from "../queue/lane-store.ts";

export const SIMULATION_EMAIL = "simulation@demo.invalid";
const CHUNK = 500;
const LETTERS = "ABCEHIKMOPTX";
const REGIONS = ["AC", "BC", "AO", "KA", "BO", "AT", "BT", "CE"];

/** A plate of its own for each simulated vehicle (Ukrainian look, unique within a run's 10 million). */
export function simulatedPlate(n: number): string {
  const region = REGIONS[n % REGIONS.length]!;
  const digits = String(Math.floor(n / REGIONS.length) % 10_000).padStart(4, "0");
  const k = Math.floor(n / (REGIONS.length * 10_000));
  return `${region}${digits}${LETTERS[Math.floor(k / LETTERS.length) % LETTERS.length]}${LETTERS[k % LETTERS.length]}`;
}

async function simulationUser(db: Database): Promise<number> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, SIMULATION_EMAIL));
  if (found) return found.id;
  // "!" is no password hash: no password verifies against it.
  const [row] = await db
    .insert(users)
    .values({ email: SIMULATION_EMAIL, passwordHash: "!", accountType: "carrier", locale: "uk" })
    .returning({ id: users.id });
  return row!.id;
}

function snapshotOf(entry: SimEntry, plate: string, run: string): EntrySnapshot {
  return {
    carrier: { id: 0, name: "Demo carrier", country: "UA", registrationCode: null },
    drivers: [{ id: 0, firstName: "Demo", lastName: `Driver ${entry.n}`, citizenship: "UA", passport: `SIM${run}${entry.n}`, phone: null }],
    vehicle: { id: 0, plate, make: "Demo", country: "UA", semiTrailerPlate: null, seats: null },
    cargo: null,
    trip: null,
    permit: null,
  };
}

const withKeys = (state: QueueEntryState, plate: string, driverKey: string) => historyState({ ...state, plate, driverKey });

export interface SimulationRun {
  entries: SimEntry[];
  /** The ids the entries got, in their order. */
  ids: number[];
  ms: { simulate: number; write: number };
}

/**
 * Simulates the lanes (all, or those of `checkpointIds`) over [from, to) and writes the result.
 * `run` tells runs apart in the plates and passports (a run's open entries hold theirs).
 */
export async function runSimulation(
  db: Database,
  options: Omit<SimulationOptions, "lanes"> & { checkpointIds?: readonly number[]; pauseMs?: number },
): Promise<SimulationRun> {
  const started = performance.now();
  const lanes = (await allLanes(db)).filter((lane) => !options.checkpointIds || options.checkpointIds.includes(lane.checkpointId));
  const entries = simulateQueues({ ...options, lanes });
  const simulated = performance.now();
  const userId = await simulationUser(db);
  const run = String(options.seed % 100_000);
  // Plates numbered after those already used by earlier runs, so open entries never collide.
  const [{ used } = { used: 0 }] = await queryRows<{ used: number }>(
    db,
    sql`select count(*)::int as used from queue_entries where user_id = ${userId}`,
  );
  const ids: number[] = [];
  // A transaction per chunk: on the embedded database, other queries get their turn in between.
  for (let i = 0; i < entries.length; i += CHUNK) {
    // Requests that arrived meanwhile go first.
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 0));
    await db.transaction(async (tx) => {
      const chunk = entries.slice(i, i + CHUNK);
      const rows = chunk.map((entry, ord) => {
        const plate = simulatedPlate(used + entry.n);
        const driverKey = `UA:SIM${run}${entry.n}`;
        const { state } = entry;
        return {
          ord,
          lane_id: entry.lane.id,
          checkpoint_id: entry.lane.checkpointId,
          vehicle_type: entry.lane.vehicleType,
          kind: entry.kind,
          status: state.status,
          sub_queue: entry.subQueue,
          plate,
          driver_key: driverKey,
          slot_start: entry.slotStart?.toISOString() ?? null,
          registered_at: entry.registeredAt.toISOString(),
          called_at: state.calledAt?.toISOString() ?? null,
          ready_deadline: state.readyDeadline?.toISOString() ?? null,
          confirmed_at: state.confirmedAt?.toISOString() ?? null,
          entry_deadline: state.entryDeadline?.toISOString() ?? null,
          admitted_at: entry.admittedAt?.toISOString() ?? null,
          ended_at: entry.endedAt?.toISOString() ?? null,
          // Reminders of past call-ups count as sent.
          reminded_at: state.calledAt?.toISOString() ?? null,
          version: entry.history.length,
          snapshot: snapshotOf(entry, plate, run),
        };
      });
      const inserted = await queryRows<{ id: number }>(
        tx,
        sql`insert into queue_entries (user_id, lane_id, checkpoint_id, vehicle_type, kind, status, sub_queue, priority, plate, driver_key, slot_start,
            registered_at, called_at, ready_deadline, confirmed_at, entry_deadline, admitted_at, ended_at, reminded_at, entry_warned_at, version, snapshot)
          select ${userId}, lane_id, checkpoint_id, vehicle_type, kind, status, sub_queue, 0, plate, driver_key, slot_start,
            registered_at, called_at, ready_deadline, confirmed_at, entry_deadline, admitted_at, ended_at, reminded_at, reminded_at, version, snapshot
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as i(lane_id int, checkpoint_id int, vehicle_type smallint, kind text,
            status smallint, sub_queue text, plate text, driver_key text, slot_start timestamptz, registered_at timestamptz, called_at timestamptz,
            ready_deadline timestamptz, confirmed_at timestamptz, entry_deadline timestamptz, admitted_at timestamptz, ended_at timestamptz,
            reminded_at timestamptz, version int, snapshot jsonb, ord int)
          order by ord
          returning id`,
      );
      // Identity values follow the order of the insert's rows.
      const chunkIds = inserted.map((row) => row.id).sort((a, b) => a - b);
      ids.push(...chunkIds);
      const history = chunk.flatMap((entry, j) => {
        const plate = rows[j]!.plate;
        const driverKey = rows[j]!.driver_key;
        return entry.history.map((h) => ({
          entry_id: chunkIds[j],
          event: h.event,
          actor: h.actor,
          at: h.at.toISOString(),
          before: h.before && withKeys(h.before, plate, driverKey),
          after: withKeys(h.after, plate, driverKey),
        }));
      });
      for (let k = 0; k < history.length; k += CHUNK * 3) {
        await tx.execute(sql`insert into queue_history (entry_id, event, actor, actor_id, at, before, after)
          select entry_id, event, actor, case when actor = 'user' then ${userId}::int end, at, before, after
          from jsonb_to_recordset(${JSON.stringify(history.slice(k, k + CHUNK * 3))}::jsonb)
            as h(entry_id int, event text, actor text, at timestamptz, before jsonb, after jsonb)`);
      }
    });
  }
  return { entries, ids, ms: { simulate: simulated - started, write: performance.now() - simulated } };
}

/** Days of history the demo seed simulates. */
export const DEMO_HISTORY_DAYS = 14;
/** The demo history's seed: the same figures on every fresh start. */
export const DEMO_HISTORY_SEED = 16;

/**
 * The demo's history: the last 14 days at the checkpoints given (those taking bookings), once (while the simulation account has
 * no entries), ending at the engine's `now`. Answers how long it took, or null when already there.
 */
export async function seedDemoHistory(db: Database, now: Date, checkpointIds: readonly number[]): Promise<SimulationRun | null> {
  const [had] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from queue_entries q join users u on u.id = q.user_id where u.email = ${SIMULATION_EMAIL}`,
  );
  if ((had?.n ?? 0) > 0) return null;
  const to = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const from = new Date(to.getTime() - DEMO_HISTORY_DAYS * 24 * 3_600_000);
  return runSimulation(db, { from, to, seed: DEMO_HISTORY_SEED, checkpointIds, pauseMs: 100 });
}
