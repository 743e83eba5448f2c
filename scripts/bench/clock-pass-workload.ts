/**
 * The clock pass with work to do, against a plain scan of the open entries. On a migrated and
 * seeded database of its own: every lane open all day, `entries` open entries spread over all of
 * them (dynamic ones on dynamic and hybrid lanes, timeslots on timeslot and hybrid lanes), each
 * dynamic lane full (as many called-up entries as it may have), and for each run of the pass a
 * batch of those called-up entries whose confirmation deadline has just passed and a batch of
 * timeslot entries whose call-up time has just come. Run r is a pass at `start + r minutes`: it
 * expires that run's batch on every dynamic lane, calls up as many waiting entries into the room
 * they leave, and calls up that run's timeslot entries on every timeslot lane. A plain scan
 * (`select * from queue_entries where status in (30, 40, 50)`, rows fetched) follows each pass.
 */
import { sql } from "drizzle-orm";
import { FlowType } from "../../src/domain/codes.ts";
import { callUpRoom } from "../../src/domain/queue/call-up.ts";
import { dynamicPart, type LaneConfig } from "../../src/domain/queue/lanes.ts";
import { MINUTE_MS } from "../../src/domain/queue/policy.ts";
import { queryRows, type Database } from "../../src/server/db/client.ts";
import { runClockPass, type PassResult } from "../../src/server/modules/queue/clock-pass.ts";
import { allLanes } from "../../src/server/modules/queue/lane-store.ts";
import { insertBookers } from "../../tests/support/direct-bookers.ts";
import { median } from "./stats.ts";

/** Timeslot entries whose call-up falls due in each run, per timeslot lane. */
const TIMESLOTS_DUE_PER_RUN = 3;
const USERS = 1_000;

export interface LanePlan {
  lane: Pick<LaneConfig, "id" | "checkpointId" | "vehicleType" | "flowType" | "leadMinutes">;
  /** Called-up dynamic entries that fill the lane (0 for a timeslot lane). */
  called: number;
  /** Of those, how many miss their deadline in each run. */
  expiringPerRun: number;
  /** Timeslot entries whose call-up falls due in each run (0 for a dynamic lane). */
  timeslotsPerRun: number;
}

/**
 * What each lane holds so that every one of `runs` passes has work on as many lanes as can have
 * it: a dynamic lane is full and loses an equal share of its called-up entries in each run (a lane
 * with less room than runs loses none); a timeslot lane has a few slots falling due in each run.
 */
export function planLanes(lanes: readonly LaneConfig[], runs: number): LanePlan[] {
  return lanes.map((lane) => {
    const hasDynamic = lane.flowType === FlowType.Dynamic || lane.flowType === FlowType.Hybrid;
    const hasTimeslots = lane.flowType === FlowType.Timeslot || lane.flowType === FlowType.Hybrid;
    const called = hasDynamic ? callUpRoom({ ...dynamicPart(lane), open: true }, 0) : 0;
    return {
      lane,
      called,
      expiringPerRun: Math.floor(called / runs),
      timeslotsPerRun: hasTimeslots ? TIMESLOTS_DUE_PER_RUN : 0,
    };
  });
}

export interface ClockPassFigure {
  openEntries: number;
  lanes: number;
  passMs: number[];
  scanMs: number[];
  /** What each timed pass applied. */
  passes: PassResult[];
}

const SNAPSHOT = {
  carrier: { id: 0, name: "Bench carrier", country: "PL", registrationCode: "PL00000000" },
  drivers: [{ id: 0, firstName: "Jan", lastName: "Kowalski", citizenship: "PL", passport: "BENCH", phone: null }],
  vehicle: { id: 0, plate: "BENCH", make: "Volvo", country: "PL", semiTrailerPlate: null, seats: null },
  cargo: { code: "8703", description: "Cars", perishable: false, empty: false, declarationNumber: null, waybillNumber: null },
  trip: null,
  permit: null,
};

interface EntryBatch {
  laneIds: number[];
  checkpointIds: number[];
  vehicleTypes: number[];
  kinds: string[];
  statuses: number[];
  calledAt: (string | null)[];
  readyDeadlines: (string | null)[];
  slotStarts: (string | null)[];
}

const emptyBatch = (): EntryBatch => ({ laneIds: [], checkpointIds: [], vehicleTypes: [], kinds: [], statuses: [], calledAt: [], readyDeadlines: [], slotStarts: [] });

/** Entries of the given lanes, kinds, statuses and times, each its own plate and driver; registered one second apart. */
function insertEntries(batch: EntryBatch, userIds: number[], tag: string) {
  const array = (values: unknown[], type: string) => sql`${`{${values.map((v) => (v === null ? "NULL" : `"${String(v)}"`)).join(",")}}`}::${sql.raw(type)}[]`;
  return sql`
    insert into queue_entries (user_id, lane_id, checkpoint_id, vehicle_type, kind, status, sub_queue, priority, plate, driver_key,
      registered_at, called_at, ready_deadline, slot_start, snapshot)
    select (${array(userIds, "int")})[1 + (e.n % ${userIds.length})], e.lane_id, e.checkpoint_id, e.vehicle_type, e.kind, e.status,
      'general', 0, ${tag} || e.n, 'PL:' || ${tag} || e.n,
      now() - interval '2 days' + e.n * interval '1 second', e.called_at, e.ready_deadline, e.slot_start,
      jsonb_set(${JSON.stringify(SNAPSHOT)}::jsonb, '{drivers,0,passport}', to_jsonb(${tag} || e.n))
    from unnest(${array(batch.laneIds, "int")}, ${array(batch.checkpointIds, "int")}, ${array(batch.vehicleTypes, "smallint")},
      ${array(batch.kinds, "text")}, ${array(batch.statuses, "smallint")}, ${array(batch.calledAt, "timestamptz")},
      ${array(batch.readyDeadlines, "timestamptz")}, ${array(batch.slotStarts, "timestamptz")})
      with ordinality as e(lane_id, checkpoint_id, vehicle_type, kind, status, called_at, ready_deadline, slot_start, n)`;
}

/**
 * Sets the workload up on `db` (migrated and seeded, used by nothing else), then times
 * `warmUps + runs` passes, each followed by a scan; the warm-up ones are not counted.
 */
export async function measureClockPass(db: Database, options: { entries: number; runs: number; warmUps?: number; log: (line: string) => void }): Promise<ClockPassFigure> {
  const warmUps = options.warmUps ?? 1;
  const passes = warmUps + options.runs;
  await db.execute(sql`update lanes set is_open = true`);
  await db.execute(sql`insert into lane_settings (lane_id) select id from lanes on conflict (lane_id) do nothing`);
  await db.execute(sql`update lane_settings set schedule = null, requires_check_in = false`);
  const plans = planLanes(await allLanes(db), passes);
  const users = await insertBookers(db, USERS, { vehicleType: 1, secret: "not-used-by-the-clock-pass-benchmark" });
  const userIds = users.map((user) => user.userId);

  const start = new Date();
  const at = (run: number) => new Date(start.getTime() + run * MINUTE_MS);
  const iso = (date: Date) => date.toISOString();
  const due = emptyBatch();
  const add = (batch: EntryBatch, plan: LanePlan, kind: string, status: number, calledAt: Date | null, readyDeadline: Date | null, slotStart: Date | null) => {
    batch.laneIds.push(plan.lane.id);
    batch.checkpointIds.push(plan.lane.checkpointId);
    batch.vehicleTypes.push(plan.lane.vehicleType);
    batch.kinds.push(kind);
    batch.statuses.push(status);
    batch.calledAt.push(calledAt && iso(calledAt));
    batch.readyDeadlines.push(readyDeadline && iso(readyDeadline));
    batch.slotStarts.push(slotStart && iso(slotStart));
  };
  for (const plan of plans) {
    for (let i = 0; i < plan.called; i += 1) {
      // The first expiringPerRun × passes miss their deadline a second before their run; the rest are far off.
      const run = Math.floor(i / Math.max(1, plan.expiringPerRun));
      const deadline = plan.expiringPerRun > 0 && run < passes ? new Date(at(run).getTime() - 1_000) : new Date(start.getTime() + 7 * 24 * 60 * MINUTE_MS);
      add(due, plan, "dynamic", 40, new Date(deadline.getTime() - 10 * MINUTE_MS), deadline, null);
    }
    for (let run = 0; run < passes; run += 1) {
      for (let i = 0; i < plan.timeslotsPerRun; i += 1) {
        // Called at slot start minus the lead time: due a second before this run.
        add(due, plan, "timeslot", 30, null, null, new Date(at(run).getTime() - 1_000 + plan.lane.leadMinutes * MINUTE_MS));
      }
    }
  }
  const waiting = emptyBatch();
  const waitingCount = Math.max(0, options.entries - due.laneIds.length);
  const timeslotLanes = plans.filter((plan) => plan.timeslotsPerRun > 0);
  for (let i = 0; i < waitingCount; i += 1) {
    const plan = plans[i % plans.length]!;
    if (plan.called > 0 || plan.timeslotsPerRun === 0) {
      add(waiting, plan, "dynamic", 30, null, null, null);
    } else {
      // A timeslot lane's waiting entries hold slots from two days on (hourly, a few per slot).
      const slot = Math.floor(i / (plans.length * 4));
      add(waiting, plan, "timeslot", 30, null, null, new Date(start.getTime() + (48 + slot) * 60 * MINUTE_MS));
    }
  }
  const began = performance.now();
  await db.execute(insertEntries(due, userIds, "BD"));
  for (let from = 0; from < waiting.laneIds.length; from += 20_000) {
    const slice = emptyBatch();
    for (const key of Object.keys(slice) as (keyof EntryBatch)[]) (slice[key] as unknown[]) = waiting[key].slice(from, from + 20_000);
    await db.execute(insertEntries(slice, userIds, `BW${from}-`));
  }
  await db.execute(sql`vacuum analyze queue_entries`);
  const open = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from queue_entries where status in (30, 40, 50)`);
  const dynamicLanes = plans.filter((plan) => plan.expiringPerRun > 0).length;
  options.log(
    `clock pass: ${open[0]?.n ?? 0} open entries on ${plans.length} lanes inserted in ${((performance.now() - began) / 1000).toFixed(1)} s; ` +
      `each pass expires and calls up on ${dynamicLanes} dynamic lanes and calls up timeslots on ${timeslotLanes.length} lanes`,
  );

  const figure: ClockPassFigure = { openEntries: open[0]?.n ?? 0, lanes: plans.length, passMs: [], scanMs: [], passes: [] };
  const timed = async (work: () => Promise<unknown>) => {
    const begin = performance.now();
    await work();
    return performance.now() - begin;
  };
  for (let run = 0; run < passes; run += 1) {
    let result: PassResult | undefined;
    const passMs = await timed(async () => (result = await runClockPass(db, at(run))));
    const scanMs = await timed(() => db.execute(sql`select * from queue_entries where status in (30, 40, 50)`));
    const counted = run >= warmUps;
    options.log(
      `  ${counted ? `pass ${run - warmUps + 1}` : "warm-up"}: ${passMs.toFixed(0)} ms, ${result!.calledUp} called up, ${result!.expired} expired, ` +
        `${result!.reminders} reminders; scan ${scanMs.toFixed(0)} ms`,
    );
    if (counted) {
      figure.passMs.push(passMs);
      figure.scanMs.push(scanMs);
      figure.passes.push(result!);
    }
  }
  options.log(`  clock pass median ${median(figure.passMs).toFixed(0)} ms, scan median ${median(figure.scanMs).toFixed(0)} ms`);
  return figure;
}
