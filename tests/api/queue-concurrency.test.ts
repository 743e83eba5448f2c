/**
 * The queue engine under concurrency: a crowd racing for a timeslot's last places, one vehicle
 * booked twice at once, two instances running clock passes over the same deadlines, and a restart
 * in the middle of a call-up's countdown. On PGlite the requests interleave on one connection; with
 * TEST_DATABASE_URL they run on real parallel PostgreSQL connections (two pools for two instances).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import { forNamedStatements, queryRows } from "../../src/server/db/client.ts";
import { engineClock, lanes, queueEntries, queueEntryDrivers, queueHistory, slotPlaces, vehicles, violations } from "../../src/server/db/schema.ts";
import { driverKeyOf } from "../../src/server/modules/queue/open-entry-keys.ts";
import { advance, caller, checkpointId } from "../support/booking.ts";
import { inParallel, insertBookers, type DirectBooker } from "../support/direct-bookers.ts";
import { createTestApp, createTestAppOn, type TestApp } from "../support/test-app.ts";

const ENV = { BOOKING_CHECKPOINTS: "yahodyn-dorohusk,krakovets-korczowa" };
const secret = loadConfig({ APP_ENV: "test", LOG_LEVEL: "silent" }).sessionSecret;

let t: TestApp;
let yahodyn: number;
let krakovets: number;

beforeAll(async () => {
  t = await createTestApp(ENV);
  yahodyn = await checkpointId(t);
  krakovets = await checkpointId(t, "krakovets-korczowa");
});
afterAll(() => t.close());

const call = (app: TestApp, booker: DirectBooker) => caller(app, booker.auth);

async function json<T = { data: Record<string, unknown> }>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** A filled dynamic truck draft of the booker at the checkpoint (its first driver and vehicle unless told). */
async function truckDraft(
  app: TestApp,
  booker: DirectBooker,
  checkpoint: number,
  driverIds: number[] = [booker.driverIds[0]!],
  vehicleId = booker.vehicleId,
) {
  const created = await call(app, booker)("POST", "/queue-drafts", { checkpoint_id: checkpoint });
  expect(created.status).toBe(201);
  const { data } = await json<{ data: { id: number } }>(created);
  const patched = await call(app, booker)("PATCH", `/queue-drafts/${data.id}`, {
    driver_ids: driverIds,
    vehicle_id: vehicleId,
    cargo: { code: "8703", description: "Cars" },
  });
  expect(patched.status).toBe(200);
  return (await json<{ data: { id: number; missing: string[]; lane_id: number } }>(patched)).data;
}

/** Books a dynamic truck entry for each booker: answers the entry ids. */
async function bookTrucks(app: TestApp, bookers: DirectBooker[]): Promise<number[]> {
  return inParallel(bookers, 8, async (booker) => {
    const draft = await truckDraft(app, booker, yahodyn);
    const res = await call(app, booker)("POST", `/queue-drafts/${draft.id}/submit`);
    expect(res.status).toBe(201);
    return (await json<{ data: { id: number } }>(res)).data.id;
  });
}

/** Moves the engine's time forward without running a pass (the test-clock route runs one at once). */
async function moveClock(app: TestApp, minutes: number) {
  await app.database.db
    .insert(engineClock)
    .values({ id: 1, offsetMs: minutes * 60_000 })
    .onConflictDoUpdate({ target: engineClock.id, set: { offsetMs: sql`${engineClock.offsetMs} + ${minutes * 60_000}` } });
}

const statuses = async (app: TestApp, ids: number[]) =>
  (await app.database.db.select({ status: queueEntries.status }).from(queueEntries).where(inArray(queueEntries.id, ids))).map((r) => r.status);

describe("the last places of a timeslot", () => {
  it("gives k places to exactly k of 200 concurrent takers; the others are told slot-full", async () => {
    const FILLED = 2;
    const K = 3;
    const CROWD = 200;
    // Yahodyn's irregular bus lane has 2 places an hour; made 5 here, 2 taken first, 3 left.
    const [lane] = await t.database.db
      .update(lanes)
      .set({ capacityPerHour: FILLED + K })
      .where(and(eq(lanes.checkpointId, yahodyn), eq(lanes.category, "bus-irregular")))
      .returning({ id: lanes.id });
    const bookers = await insertBookers(t.database.db, FILLED + CROWD, { vehicleType: 2, secret });
    const trip = { route: "Kyiv – Warsaw", trip_number: "101", regular: false };
    const drafts = await inParallel(bookers, 16, async (booker) => {
      const created = await call(t, booker)("POST", "/queue-drafts", { checkpoint_id: yahodyn });
      expect(created.status).toBe(201);
      const { data } = await json<{ data: { id: number } }>(created);
      const patched = await call(t, booker)("PATCH", `/queue-drafts/${data.id}`, { driver_ids: booker.driverIds, vehicle_id: booker.vehicleId, trip });
      expect(patched.status).toBe(200);
      return data.id;
    });

    const now = new Date((await advance(t, 0)).now);
    const slotStart = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 3 * 3_600_000).toISOString();
    // Slots are listed by the checkpoint's own date: late in the evening, three hours on is tomorrow in Kyiv.
    const localDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Kyiv" }).format(new Date(slotStart));
    const slots = await json<{ data: Array<{ lane_id: number; slots: Array<{ start: string; capacity: number; free: number }> }> }>(
      await t.request(`/api/v3/checkpoints/${yahodyn}/slots?date=${localDate}&vehicle_type=2`),
    );
    const slot = slots.data.find((l) => l.lane_id === lane!.id)!.slots.find((s) => s.start === slotStart);
    expect(slot).toMatchObject({ capacity: FILLED + K, free: FILLED + K });

    const take = (i: number) => call(t, bookers[i]!)("PATCH", `/queue-drafts/${drafts[i]}`, { slot_start: slotStart });
    for (let i = 0; i < FILLED; i += 1) expect((await take(i)).status).toBe(200);

    const answers = await Promise.all(Array.from({ length: CROWD }, (_, n) => take(FILLED + n)));
    const won = answers.filter((res) => res.status === 200);
    const lost = answers.filter((res) => res.status !== 200);
    expect(won).toHaveLength(K);
    expect(new Set(lost.map((res) => res.status))).toEqual(new Set([409]));
    for (const res of lost) expect(await json<{ code: string }>(res)).toMatchObject({ code: "slot-full" });

    const [places] = await t.database.db
      .select({ taken: slotPlaces.taken, capacity: slotPlaces.capacity })
      .from(slotPlaces)
      .where(and(eq(slotPlaces.laneId, lane!.id), eq(slotPlaces.slotStart, new Date(slotStart))));
    expect(places).toEqual({ taken: FILLED + K, capacity: FILLED + K });
  }, 60_000);
});

describe("one vehicle booked twice at once", () => {
  it("lets one booking win and refuses the other with vehicle-busy", async () => {
    const [booker] = await insertBookers(t.database.db, 1, { vehicleType: 1, secret, driversEach: 2 });
    // Two lanes of two checkpoints, two different drivers: only the vehicle is shared.
    const one = await truckDraft(t, booker!, yahodyn, [booker!.driverIds[0]!]);
    const two = await truckDraft(t, booker!, krakovets, [booker!.driverIds[1]!]);
    expect(one.lane_id).not.toBe(two.lane_id);
    const answers = await Promise.all([one, two].map((draft) => call(t, booker!)("POST", `/queue-drafts/${draft.id}/submit`)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(await refused.json()).toMatchObject({ code: "vehicle-busy" });
    const open = await t.database.db
      .select({ id: queueEntries.id })
      .from(queueEntries)
      .where(and(eq(queueEntries.userId, booker!.userId), inArray(queueEntries.status, [30, 40, 50])));
    expect(open).toHaveLength(1);
    // Out of the way of the call-ups the next tests count on.
    expect((await call(t, booker!)("POST", `/queues/${open[0]!.id}/cancel`)).status).toBe(200);
  });
});

describe("one second driver booked twice at once", () => {
  it("lets one booking win and refuses the other with driver-busy, and frees the driver when the entry ends", async () => {
    const [booker] = await insertBookers(t.database.db, 1, { vehicleType: 1, secret, driversEach: 4 });
    const [first, second, shared, fourth] = booker!.driverIds as [number, number, number, number];
    // Two vehicles, two main drivers, two checkpoints: only the second driver is shared.
    const [otherVehicle, thirdVehicle] = await t.database.db
      .insert(vehicles)
      .values(["B", "C"].map((suffix) => ({ userId: booker!.userId, vehicleType: 1 as const, plate: `${booker!.plate}${suffix}`, make: "DAF", country: "PL" as const })))
      .returning({ id: vehicles.id });
    const one = await truckDraft(t, booker!, yahodyn, [first, shared]);
    const two = await truckDraft(t, booker!, krakovets, [second, shared], otherVehicle!.id);
    const answers = await Promise.all([one, two].map((draft) => call(t, booker!)("POST", `/queue-drafts/${draft.id}/submit`)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await answers.find((res) => res.status === 409)!.json()).toMatchObject({ code: "driver-busy" });
    const won = (await json<{ data: { id: number; lane_id: number } }>(answers.find((res) => res.status === 201)!)).data;

    // The database holds each of the entry's drivers by the key the entry keeps for its main one.
    const [entry] = await t.database.db.select().from(queueEntries).where(eq(queueEntries.id, won.id));
    const held = await t.database.db.select().from(queueEntryDrivers).where(eq(queueEntryDrivers.entryId, won.id));
    expect(held.map((row) => [row.driverKey, row.open]).sort()).toEqual(
      entry!.snapshot.drivers.map((driver) => [driverKeyOf({ drivers: [driver] }), true]).sort(),
    );

    // Nor can a change of drivers take a driver another open entry holds as its second one.
    const third = await truckDraft(t, booker!, krakovets, [fourth], thirdVehicle!.id);
    const thirdEntry = (await json<{ data: { id: number } }>(await call(t, booker!)("POST", `/queue-drafts/${third.id}/submit`))).data;
    const change = (await json<{ data: { id: number } }>(await call(t, booker!)("POST", `/queues/${thirdEntry.id}/change`))).data;
    expect((await call(t, booker!)("PATCH", `/queue-drafts/${change.id}`, { driver_ids: [fourth, shared] })).status).toBe(200);
    const changed = await call(t, booker!)("POST", `/queue-drafts/${change.id}/submit`);
    expect(changed.status).toBe(409);
    expect(await changed.json()).toMatchObject({ code: "driver-busy" });
    expect((await call(t, booker!)("POST", `/queues/${thirdEntry.id}/cancel`)).status).toBe(200);

    // Once the winner is cancelled, the shared driver is free: the refused draft books.
    expect((await call(t, booker!)("POST", `/queues/${won.id}/cancel`)).status).toBe(200);
    const lost = won.lane_id === one.lane_id ? two : one;
    const retried = await call(t, booker!)("POST", `/queue-drafts/${lost.id}/submit`);
    expect(retried.status).toBe(201);
    const retriedId = (await json<{ data: { id: number } }>(retried)).data.id;
    expect((await call(t, booker!)("POST", `/queues/${retriedId}/cancel`)).status).toBe(200);
  });
});

describe("two instances running clock passes at once", () => {
  it("expires every missed call-up exactly once, with exactly one violation each", async () => {
    const other = await createTestAppOn(t, ENV);
    try {
      // Truck-general calls up 14 at once (14 an hour × 1 hour ahead).
      const bookers = await insertBookers(t.database.db, 14, { vehicleType: 1, secret });
      const ids = await bookTrucks(t, bookers);
      await advance(t, 1);
      expect(await statuses(t, ids)).toEqual(ids.map(() => 40));

      await moveClock(t, 11);
      const passes = await Promise.all(Array.from({ length: 24 }, (_, n) => (n % 2 === 0 ? t : other).app.engine.pass()));
      expect(passes.reduce((sum, pass) => sum + pass.expired, 0)).toBe(ids.length);

      expect(await statuses(t, ids)).toEqual(ids.map(() => 80));
      const expiries = await t.database.db
        .select({ entryId: queueHistory.entryId, n: sql<number>`count(*)::int` })
        .from(queueHistory)
        .where(and(inArray(queueHistory.entryId, ids), eq(queueHistory.event, "expire")))
        .groupBy(queueHistory.entryId);
      expect(expiries.sort((a, b) => a.entryId - b.entryId)).toEqual([...ids].sort((a, b) => a - b).map((entryId) => ({ entryId, n: 1 })));
      const recorded = await t.database.db
        .select({ userId: violations.userId, kind: violations.kind, subject: violations.subject })
        .from(violations)
        .where(
          inArray(
            violations.userId,
            bookers.map((b) => b.userId),
          ),
        );
      expect(recorded).toHaveLength(ids.length);
      expect(new Set(recorded.map((v) => v.userId)).size).toBe(ids.length);
      expect(new Set(recorded.map((v) => v.kind))).toEqual(new Set(["missed-confirmation"]));
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe("the waiting counts", () => {
  /** Each lane's and priority's count as the triggers keep it, and as the entries are. */
  const counts = async (app: TestApp) => {
    const kept = await app.database.db.execute(sql`
      select lane_id, priority, sum(waiting)::int as n from lane_waiting_counts group by 1, 2 having sum(waiting) <> 0 order by 1, 2`);
    const actual = await app.database.db.execute(sql`
      select lane_id, priority, count(*)::int as n from queue_entries where status = 30 and kind = 'dynamic' group by 1, 2 order by 1, 2`);
    return { kept: (kept as unknown as { rows: unknown[] }).rows, actual: (actual as unknown as { rows: unknown[] }).rows };
  };
  const expectKept = async (app: TestApp) => {
    const { kept, actual } = await counts(app);
    expect(kept).toEqual(actual);
  };

  it("stay the count of the waiting entries through concurrent bookings on two instances, call-ups, cancels, moves and a fold", async () => {
    const other = await createTestAppOn(t, ENV);
    try {
      const bookers = await insertBookers(t.database.db, 30, { vehicleType: 1, secret });
      const ids = [...(await bookTrucks(t, bookers.slice(0, 15))), ...(await bookTrucks(other, bookers.slice(15)))];
      expect(ids).toHaveLength(30);
      await expectKept(t);

      await advance(t, 1);
      await expectKept(t);
      const waiting = (await t.database.db.select({ id: queueEntries.id }).from(queueEntries).where(and(inArray(queueEntries.id, ids), eq(queueEntries.status, 30)))).map((r) => r.id);
      expect(waiting.length).toBeGreaterThan(0);
      expect((await call(t, bookers[ids.indexOf(waiting[0]!)]!)("POST", `/queues/${waiting[0]}/cancel`)).status).toBe(200);
      await expectKept(t);
      // A waiting entry moved to a higher priority and to another lane, and one deleted.
      await t.database.db.update(queueEntries).set({ priority: 5 }).where(eq(queueEntries.id, waiting[1]!));
      const [lane] = await t.database.db.select({ id: lanes.id }).from(lanes).where(eq(lanes.checkpointId, krakovets));
      await t.database.db.update(queueEntries).set({ laneId: lane!.id }).where(eq(queueEntries.id, waiting[2]!));
      await t.database.db.delete(queueEntries).where(eq(queueEntries.id, waiting[3]!));
      await expectKept(t);
    } finally {
      await other.close();
    }
    // The other instance's connections are gone: a pass folds their rows, and the sums stay.
    await t.app.engine.pass();
    await expectKept(t);
    const backends = await t.database.db.execute(sql`
      select count(*)::int as n from lane_waiting_counts w where w.backend <> 0 and not exists (select 1 from pg_stat_activity a where a.pid = w.backend)`);
    expect((backends as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
    // A new booking's place: behind every entry waiting in its lane.
    const [late] = await insertBookers(t.database.db, 1, { vehicleType: 1, secret });
    const draft = await truckDraft(t, late!, yahodyn);
    const [ahead] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(queueEntries)
      .where(and(eq(queueEntries.laneId, draft.lane_id), eq(queueEntries.status, 30), eq(queueEntries.kind, "dynamic")));
    const submitted = await call(t, late!)("POST", `/queue-drafts/${draft.id}/submit`);
    expect((await json<{ data: { position: number } }>(submitted)).data.position).toBe(ahead!.n + 1);
  }, 60_000);
});

describe("submits that arrive together", () => {
  it("are booked together, each at its own place, and a refused one refuses no other", async () => {
    const bookers = await insertBookers(t.database.db, 12, { vehicleType: 1, secret });
    const drafts = await inParallel(bookers, 4, (booker) => truckDraft(t, booker, yahodyn));
    // The first booker's vehicle twice: one of its two drafts must be refused vehicle-busy.
    const twin = await truckDraft(t, bookers[0]!, yahodyn);
    const laneId = drafts[0]!.lane_id;
    const [before] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(queueEntries)
      .where(and(eq(queueEntries.laneId, laneId), eq(queueEntries.status, 30), eq(queueEntries.kind, "dynamic")));
    const submit = (booker: DirectBooker, draftId: number) => call(t, booker)("POST", `/queue-drafts/${draftId}/submit`);
    // All at once, the first draft twice (a repeated tap).
    const answers = await Promise.all([
      ...drafts.map((draft, i) => submit(bookers[i]!, draft.id)),
      submit(bookers[0]!, twin.id),
      submit(bookers[0]!, drafts[0]!.id),
    ]);
    const bodies = await Promise.all(answers.map((res) => res.json() as Promise<{ data?: { id: number; position: number }; code?: string }>));
    const others = answers.slice(1, 12);
    expect(others.map((res) => res.status)).toEqual(Array(11).fill(201));
    // Of the first vehicle's two drafts one is booked, the other refused; the repeated tap answers as the first did.
    const [first, second, repeated] = [answers[0]!, answers[12]!, answers[13]!];
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect(bodies[[first, second].findIndex((res) => res.status === 409) === 0 ? 0 : 12]!.code).toBe("vehicle-busy");
    expect(repeated.status).toBe(first.status);
    if (first.status === 201) expect(bodies[13]!.data!.id).toBe(bodies[0]!.data!.id);
    // Twelve new entries, each at its own place behind those waiting before, in the queue's order.
    const booked = bodies.slice(0, 13).flatMap((body) => (body.data ? [body.data] : []));
    expect(booked).toHaveLength(12);
    const positions = booked.map((entry) => entry.position).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 12 }, (_, i) => before!.n + 1 + i));
    const byPosition = [...booked].sort((a, b) => a.position - b.position).map((entry) => entry.id);
    const inQueueOrder = await t.database.db
      .select({ id: queueEntries.id })
      .from(queueEntries)
      .where(inArray(queueEntries.id, byPosition))
      .orderBy(queueEntries.registeredAt, queueEntries.id);
    expect(inQueueOrder.map((row) => row.id)).toEqual(byPosition);
    // Each holds its driver, and the lane's count took all twelve.
    const held = await t.database.db.select({ entryId: queueEntryDrivers.entryId }).from(queueEntryDrivers).where(and(inArray(queueEntryDrivers.entryId, byPosition), eq(queueEntryDrivers.open, true)));
    expect(held).toHaveLength(12);
    const [after] = await t.database.db.execute(sql`select coalesce(sum(waiting), 0)::int as n from lane_waiting_counts where lane_id = ${laneId}`).then((r) => (r as unknown as { rows: Array<{ n: number }> }).rows);
    expect(after!.n).toBe(before!.n + 12);
  }, 60_000);
});

describe("a restart in the middle of a countdown", () => {
  it("expires the call-up whose deadline passed while no instance ran, with its violation", async () => {
    const first = await createTestApp(ENV);
    const second = await createTestAppOn(first, ENV);
    try {
      const [booker] = await insertBookers(first.database.db, 1, { vehicleType: 1, secret });
      const [id] = await bookTrucks(first, [booker!]);
      await advance(first, 1);
      expect(await statuses(first, [id!])).toEqual([40]);

      // The first instance goes away mid-countdown (on PostgreSQL its connections close; on PGlite,
      // which the process owns, the second instance keeps the handle and the first is dropped).
      if (first.databaseUrl) await first.database.close();
      await advance(second, 11);

      const entry = await json<{ data: { status: number } }>(await caller(second, booker!.auth)("GET", `/queues/${id}`));
      expect(entry.data.status).toBe(80);
      const [row] = await second.database.db.select({ status: queueEntries.status }).from(queueEntries).where(eq(queueEntries.id, id!));
      expect(row?.status).toBe(80);
      const kinds = await json<{ data: Array<{ kind: string }> }>(await caller(second, booker!.auth)("GET", "/violations"));
      expect(kinds.data.map((v) => v.kind)).toEqual(["missed-confirmation"]);
      const history = await second.database.db
        .select({ event: queueHistory.event, actor: queueHistory.actor })
        .from(queueHistory)
        .where(eq(queueHistory.entryId, id!));
      expect(history.map((h) => `${h.event}:${h.actor}`)).toEqual(["submit:user", "call-up:clock", "expire:clock"]);
    } finally {
      await second.close();
      await first.close();
    }
  }, 60_000);
});

describe("the hot paths' named statements (queryRows with a name, forNamedStatements)", () => {
  it("run on PostgreSQL with one generic plan per connection, while other statements are planned as usual", async () => {
    const planning = async (name?: string) =>
      (await queryRows<{ mode: string }>(t.database.db, sql`select current_setting('plan_cache_mode') as mode`, name))[0]!.mode;
    // PGlite has no named statements of its own: everything is planned as usual there.
    expect(await planning("plan_mode_probe")).toBe(t.database.kind === "postgres" ? "force_generic_plan" : "auto");
    expect(await planning()).toBe("auto");
    // In a transaction a name changes nothing: the transaction's own connection plans it.
    // The query builder's prepared statements of the hot paths (the session lookups) run there too.
    const prepared = forNamedStatements(t.database.db).select({ mode: sql<string>`current_setting('plan_cache_mode')` }).from(sql`(select 1) as one`).prepare("plan_mode_prepared");
    expect(await prepared.execute()).toEqual([{ mode: t.database.kind === "postgres" ? "force_generic_plan" : "auto" }]);
    const inTransaction = await t.database.db.transaction((tx) => queryRows<{ mode: string }>(tx, sql`select current_setting('plan_cache_mode') as mode`, "plan_mode_tx"));
    expect(inTransaction).toEqual([{ mode: "auto" }]);
  });
});
