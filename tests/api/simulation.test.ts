/**
 * The simulation drives the engine itself (docs/statistics.md): a day and a half at Yahodyn–Dorohusk,
 * then what the engine wrote checked as the engine writes it: history rows by the engine's actors
 * in unbroken chains, the waiting counts, violations for the no-shows, timeslot places, notices
 * written but none delivered, and no vehicle or driver in two open entries.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { queryRows } from "../../src/server/db/client.ts";
import { checkpoints, users } from "../../src/server/db/schema.ts";
import { runClockPass } from "../../src/server/modules/queue/clock-pass.ts";
import {
  DEMO_HISTORY_LOCK,
  runSimulation,
  SIMULATION_EMAIL,
  writeDemoHistoryOnce,
  type SimulationRun,
} from "../../src/server/modules/statistics/simulation.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let run: SimulationRun;
let yahodyn: number;
let operatorId: number;
const FROM = new Date("2026-11-02T04:00:00Z");
const TO = new Date("2026-11-03T16:00:00Z");
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db.select({ id: checkpoints.id }).from(checkpoints).where(eq(checkpoints.slug, "yahodyn-dorohusk"));
  yahodyn = row!.id;
  run = await runSimulation(t.database.db, { from: FROM, to: TO, seed: 5, checkpointIds: [yahodyn] });
  const [operator] = await t.database.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, SIMULATION_EMAIL));
  expect(operator?.role).toBe("operator");
  operatorId = operator!.id;
}, 120_000);
afterAll(() => t.close());

describe("the simulation, through the engine", () => {
  it("records each change with the engine's actor: users book, confirm and cancel; the clock calls up and expires; the operator admits and passes", async () => {
    const actors = await rows<{ event: string; actor: string; own: boolean; operator: boolean; n: number }>(sql`
      select h.event, h.actor, h.actor_id = e.user_id as own, h.actor_id = ${operatorId} as operator, count(*)::int as n
      from queue_history h join queue_entries e on e.id = h.entry_id where e.checkpoint_id = ${yahodyn}
      group by 1, 2, 3, 4 order by 1, 2`);
    const by = Object.fromEntries(actors.map((a) => [a.event, a]));
    expect(new Set(actors.map((a) => a.event))).toEqual(new Set(["submit", "call-up", "confirm", "cancel", "expire", "admit", "pass"]));
    // One kind of actor per event.
    expect(actors).toHaveLength(7);
    for (const event of ["submit", "confirm", "cancel"]) expect(by[event]).toMatchObject({ actor: "user", own: true });
    for (const event of ["call-up", "expire"]) expect(by[event]).toMatchObject({ actor: "clock", own: null });
    for (const event of ["admit", "pass"]) expect(by[event]).toMatchObject({ actor: "operator", operator: true });
    expect(by.submit!.n).toBe(run.entryIds.length);
  });

  it("keeps each entry's history an unbroken chain, in time order, ending in the entry's state", async () => {
    const broken = await rows<{ id: number }>(sql`
      select h.id from (
        select h.*, lag(h.after) over w as previous, lag(h.at) over w as previous_at, row_number() over w as k
        from queue_history h join queue_entries e on e.id = h.entry_id where e.checkpoint_id = ${yahodyn}
        window w as (partition by h.entry_id order by h.id)
      ) h
      where (h.k = 1 and (h.event <> 'submit' or h.before is not null))
         or (h.k > 1 and (h.before is distinct from h.previous or h.at < h.previous_at))`);
    expect(broken).toEqual([]);
    const mismatched = await rows<{ id: number }>(sql`
      select e.id from queue_entries e
      join lateral (select h.after from queue_history h where h.entry_id = e.id order by h.id desc limit 1) last on true
      where e.checkpoint_id = ${yahodyn} and ((last.after ->> 'status')::int <> e.status or e.version <> (select count(*) from queue_history h where h.entry_id = e.id))`);
    expect(mismatched).toEqual([]);
  });

  it("ends with a live queue, and the waiting counts agree with the waiting entries", async () => {
    const open = await rows<{ status: number; n: number }>(sql`
      select status, count(*)::int as n from queue_entries where checkpoint_id = ${yahodyn} and status in (30, 40, 50) group by status`);
    // Called up and on control at the end; the call-up keeps capacity × horizon called, so few wait uncalled.
    expect(open.find((row) => row.status === 40)?.n ?? 0).toBeGreaterThan(0);
    expect(open.find((row) => row.status === 50)?.n ?? 0).toBeGreaterThan(0);
    const differing = await rows<{ lane_id: number }>(sql`
      select l.id as lane_id from lanes l
      where l.checkpoint_id = ${yahodyn}
        and (select count(*) from queue_entries q where q.lane_id = l.id and q.status = 30 and q.kind = 'dynamic')
          <> (select coalesce(sum(w.waiting), 0) from lane_waiting_counts w where w.lane_id = l.id)`);
    expect(differing).toEqual([]);
  });

  it("records a violation for every expiry and late cancellation, as the engine does", async () => {
    const [counts] = await rows<{ expired: number; late: number; violations: number }>(sql`
      select
        (select count(*)::int from queue_history h join queue_entries e on e.id = h.entry_id where e.checkpoint_id = ${yahodyn} and h.event = 'expire') as expired,
        (select count(*)::int from queue_history h join queue_entries e on e.id = h.entry_id
          where e.checkpoint_id = ${yahodyn} and h.event = 'cancel' and (h.before ->> 'status')::int = 40) as late,
        (select count(*)::int from violations v join users u on u.id = v.user_id where u.email like 'simulation-%' and v.kind <> 'blocking') as violations`);
    expect(counts!.expired).toBeGreaterThan(0);
    expect(counts!.violations).toBe(counts!.expired + counts!.late);
  });

  it("writes the notices the changes make, all marked dispatched, none delivered", async () => {
    const [notices] = await rows<{ total: number; called: number; pending: number; deliveries: number }>(sql`
      select count(*)::int as total, count(*) filter (where n.kind = 'called-up')::int as called,
        count(*) filter (where n.dispatched_at is null)::int as pending,
        (select count(*)::int from notice_deliveries d join notifications m on m.id = d.notification_id join users u on u.id = m.user_id
          where u.email like 'simulation%') as deliveries
      from notifications n join users u on u.id = n.user_id where u.email like 'simulation%'`);
    const [calls] = await rows<{ n: number }>(sql`
      select count(*)::int as n from queue_history h join queue_entries e on e.id = h.entry_id where e.checkpoint_id = ${yahodyn} and h.event = 'call-up'`);
    expect(notices!.called).toBe(calls!.n);
    expect(notices!.total).toBeGreaterThan(calls!.n * 3);
    expect(notices!.pending).toBe(0);
    expect(notices!.deliveries).toBe(0);
  });

  it("never books a vehicle or a driver twice, and keeps the timeslot places counted", async () => {
    const twice = await rows<{ plate: string }>(sql`
      select plate from queue_entries where status in (30, 40, 50) group by plate having count(*) > 1
      union all select driver_key from queue_entries where status in (30, 40, 50) group by driver_key having count(*) > 1`);
    expect(twice).toEqual([]);
    const places = await rows<{ lane_id: number; slot_start: string; taken: number; capacity: number; holding: number }>(sql`
      select p.lane_id, p.slot_start, p.taken, p.capacity,
        (select count(*)::int from queue_entries q where q.lane_id = p.lane_id and q.slot_start = p.slot_start
          and not (q.ended_at is not null and q.ended_at < q.slot_start)) as holding
      from slot_places p join lanes l on l.id = p.lane_id where l.checkpoint_id = ${yahodyn}`);
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) {
      expect(place.taken).toBe(place.holding);
      expect(place.taken).toBeLessThanOrEqual(place.capacity);
    }
  });

  it("writes the demo's history once: an instance waits while another holds the lock, then finds the history written", async () => {
    const entries = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from queue_entries`))[0]!.n;
    const before = await entries();
    const held = await t.database.tryLock(DEMO_HISTORY_LOCK);
    expect(held).not.toBeNull();
    // Another session cannot take it meanwhile (PGlite has one session, and its data directory one process).
    if (t.database.kind === "postgres") expect(await t.database.tryLock(DEMO_HISTORY_LOCK)).toBeNull();
    // An instance that cannot take the lock waits, trying again, and writes nothing.
    let tries = 0;
    const waiting = { db: t.database.db, tryLock: async () => ((tries += 1), null) };
    expect(await writeDemoHistoryOnce(waiting, async () => TO, [yahodyn], { pollMs: 1, stop: () => tries >= 3 })).toBeNull();
    expect(tries).toBe(3);
    await held!();
    // With the lock, it finds the simulation's entries there: nothing to write; and the lock is given back.
    expect(await writeDemoHistoryOnce(t.database, async () => TO, [yahodyn])).toBeNull();
    expect(await entries()).toBe(before);
    const again = await t.database.tryLock(DEMO_HISTORY_LOCK);
    expect(again).not.toBeNull();
    await again!();
  });

  it("leaves the live clock its queue: a pass at the end carries on from where the simulation stopped", async () => {
    const result = await runClockPass(t.database.db, new Date(TO.getTime() + 10 * 60_000));
    expect(result.expired + result.calledUp).toBeGreaterThan(0);
  });

  it("stops at the next window when cancelled (a shutdown), its notices still marked dispatched", async () => {
    let asked = 0;
    const cancelledRun = await runSimulation(t.database.db, {
      from: new Date(TO.getTime() + 3_600_000),
      to: new Date(TO.getTime() + 24 * 3_600_000),
      seed: 6,
      checkpointIds: [yahodyn],
      cancelled: () => (asked += 1) > 3,
    });
    expect(cancelledRun.windows).toBe(3);
    expect(cancelledRun.arrivals).toBeGreaterThan(cancelledRun.entryIds.length);
    const [pending] = await rows<{ n: number }>(sql`
      select count(*)::int as n from notifications n join users u on u.id = n.user_id where u.email like 'simulation%' and n.dispatched_at is null`);
    expect(pending!.n).toBe(0);
  });
});
