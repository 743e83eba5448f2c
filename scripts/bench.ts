/**
 * Benchmark: the queue engine on PostgreSQL against the server's own yardstick (DESIGN.md).
 *  1. pgbench tpcb-like (8 clients, 2 threads, 10 s) on a throw-away database: the server's tps.
 *  2. Booking submits per second: N prepared users (driver, vehicle, carrier, verified phone,
 *     a filled dynamic truck draft at Yahodyn), submitted 16 at a time through the in-process API.
 *  3. The clock pass over 100,000 open entries (plus a few thousand called up) against a plain scan
 *     of the open entries (median of 5 each).
 * Targets: submits/s ÷ pgbench tps ≥ 0.5, pass ÷ scan ≤ 3. Always exits 0 (it measures, it does
 * not gate). Usage: npm run bench [-- --users 2000]; server: BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres); pgbench must be on the PATH. The databases it
 * creates are dropped at the end.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pino from "pino";
import { createApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase, queryRows } from "../src/server/db/client.ts";
import { seedDemoData } from "../src/server/db/seed/seed.ts";
import { runClockPass } from "../src/server/modules/queue/clock-pass.ts";
import { createRateLimits } from "../src/server/platform/rate-limit.ts";
import { inParallel, insertBookers } from "../tests/support/direct-bookers.ts";
import { adminQuery, quoteIdent, withDatabase } from "../tests/support/test-database.ts";

const { values: args } = parseArgs({
  options: { users: { type: "string", default: "2000" }, entries: { type: "string", default: "100000" }, "in-flight": { type: "string", default: "16" } },
});
const USERS = Number(args.users);
const ENTRIES = Number(args.entries);
const CALLED = 3000;
const IN_FLIGHT = Number(args["in-flight"]);
const SUBMIT_TARGET = 0.5;
const PASS_TARGET = 3;

const server = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const prefix = `bq_bench_${Date.now().toString(36)}_${process.pid}`;
const HEADERS = { "Content-Type": "application/json", "X-Client-Locale": "en", "X-Skip-Bot-Check": "1" };

const log = (message: string) => console.log(message);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function pgbenchTps(): Promise<number | null> {
  const name = `${prefix}_pgbench`;
  await adminQuery(server, `create database ${quoteIdent(name)}`);
  try {
    const url = withDatabase(server, name);
    execFileSync("pgbench", ["-i", "-s", "1", "-q", url], { stdio: ["ignore", "ignore", "pipe"] });
    // The machine's disk and neighbours make single runs vary by several times: the median of 3.
    const runs: number[] = [];
    for (let run = 1; run <= 3; run += 1) {
      log(`pgbench: tpcb-like, 8 clients, 2 threads, 10 s (run ${run} of 3) …`);
      const out = execFileSync("pgbench", ["-b", "tpcb-like", "-c", "8", "-j", "2", "-T", "10", url], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? /tps = ([\d.]+)/.exec(out)?.[1];
      if (tps) runs.push(Number(tps));
    }
    log(`pgbench runs: ${runs.map((tps) => tps.toFixed(0)).join(", ")} tps`);
    return runs.length > 0 ? median(runs) : null;
  } finally {
    await adminQuery(server, `drop database if exists ${quoteIdent(name)} with (force)`);
  }
}

interface Figures {
  tps: number | null;
  submitsPerSecond: number | null;
  submitted: number;
  refused: number;
  passMs: number | null;
  scanMs: number | null;
  passRuns: number[];
  scanRuns: number[];
}

async function engineFigures(figures: Figures) {
  const name = `${prefix}_app`;
  await adminQuery(server, `create database ${quoteIdent(name)}`);
  const uploadDir = await mkdtemp(join(tmpdir(), "bq-bench-"));
  const database = await openDatabase({ url: withDatabase(server, name) });
  // Test mode for the bot-check skip, but the engine on the real time, as in production (no test-clock read per request).
  const config = { ...loadConfig({ APP_ENV: "test", LOG_LEVEL: "silent", UPLOAD_DIR: uploadDir }), testClock: false };
  const rateLimits = createRateLimits(config.redisUrl);
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const app = createApp({ config, database, logger: pino({ level: "silent" }), rateLimits });
    const db = database.db;
    const call = (auth: Record<string, string>, method: string, path: string, body?: unknown) =>
      app.request(`/api/v3${path}`, { method, headers: { ...HEADERS, ...auth }, body: body === undefined ? undefined : JSON.stringify(body) });

    // --- submits per second -------------------------------------------------------------------
    const checkpoints = (await (await app.request("/api/v3/checkpoints")).json()) as { data: Array<{ id: number; slug: string }> };
    const yahodyn = checkpoints.data.find((c) => c.slug === "yahodyn-dorohusk")!.id;
    let start = process.hrtime.bigint();
    const bookers = await insertBookers(db, USERS, { vehicleType: 1, secret: config.sessionSecret });
    log(`prepared ${USERS} users with driver, vehicle, carrier and verified phone in ${(ms(start) / 1000).toFixed(1)} s`);
    start = process.hrtime.bigint();
    const drafts = await inParallel(bookers, IN_FLIGHT, async (booker) => {
      const created = await call(booker.auth, "POST", "/queue-drafts", { checkpoint_id: yahodyn });
      if (created.status !== 201) throw new Error(`creating a draft answered ${created.status}: ${await created.text()}`);
      const { data } = (await created.json()) as { data: { id: number } };
      const patched = await call(booker.auth, "PATCH", `/queue-drafts/${data.id}`, {
        driver_ids: booker.driverIds,
        vehicle_id: booker.vehicleId,
        cargo: { code: "8703", description: "Cars" },
      });
      if (patched.status !== 200) throw new Error(`filling a draft answered ${patched.status}: ${await patched.text()}`);
      return data.id;
    });
    log(`filled ${drafts.length} dynamic truck drafts at Yahodyn in ${(ms(start) / 1000).toFixed(1)} s`);
    await db.execute(sql`analyze`);
    start = process.hrtime.bigint();
    const statuses = await inParallel(bookers, IN_FLIGHT, async (booker, i) => {
      const res = await call(booker.auth, "POST", `/queue-drafts/${drafts[i]}/submit`);
      await res.arrayBuffer();
      return res.status;
    });
    const seconds = ms(start) / 1000;
    figures.submitted = statuses.filter((s) => s === 201).length;
    figures.refused = statuses.length - figures.submitted;
    figures.submitsPerSecond = figures.submitted / seconds;
    log(`submitted ${figures.submitted} (${figures.refused} refused) in ${seconds.toFixed(2)} s, ${IN_FLIGHT} in flight`);

    // --- the clock pass over 100k open entries --------------------------------------------------
    const rowsOf = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);
    const laneRows = await rowsOf<{ id: number }>(sql`select id from lanes where checkpoint_id = ${yahodyn} and vehicle_type = 1 order by id`);
    const laneIds = laneRows.map((row) => Number(row.id));
    const userIds = bookers.map((b) => b.userId);
    const snapshot = {
      carrier: { id: 0, name: "Bench carrier", country: "PL", registrationCode: "PL00000000" },
      drivers: [{ id: 0, firstName: "Jan", lastName: "Kowalski", citizenship: "PL", passport: "BENCH", phone: null }],
      vehicle: { id: 0, plate: "BENCH", make: "Volvo", country: "PL", semiTrailerPlate: null, seats: null },
      cargo: { code: "8703", description: "Cars", perishable: false, empty: false, declarationNumber: null, waybillNumber: null },
      trip: null,
      permit: null,
    };
    const insert = (count: number, status: number, tag: string) => sql`
      insert into queue_entries (user_id, lane_id, checkpoint_id, vehicle_type, kind, status, sub_queue, priority, plate, driver_key,
        registered_at, called_at, ready_deadline, snapshot)
      select (${`{${userIds.join(",")}}`}::int[])[1 + g % ${userIds.length}], (${`{${laneIds.join(",")}}`}::int[])[1 + g % ${laneIds.length}],
        ${yahodyn}, 1, 'dynamic', ${status}, 'general', 0, ${tag} || g, 'PL:' || ${tag} || g,
        now() - interval '2 days' + g * interval '1 second',
        case when ${status} = 40 then now() end, case when ${status} = 40 then now() + interval '7 days' end,
        -- Each entry its own driver (the database holds every driver to one open entry).
        jsonb_set(${JSON.stringify(snapshot)}::jsonb, '{drivers,0,passport}', to_jsonb(${tag} || g))
      from generate_series(1, ${count}) g`;
    start = process.hrtime.bigint();
    await db.execute(insert(ENTRIES, 30, "BW"));
    await db.execute(insert(CALLED, 40, "BC"));
    await db.execute(sql`analyze queue_entries`);
    const open = await rowsOf<{ status: number; n: number }>(
      sql`select status, count(*)::int as n from queue_entries where status in (30, 40, 50) group by status order by status`,
    );
    log(`inserted ${ENTRIES} waiting + ${CALLED} called-up entries in ${(ms(start) / 1000).toFixed(1)} s; open: ${open.map((r) => `${r.status}: ${r.n}`).join(", ")}`);

    const time = async (run: () => Promise<unknown>) => {
      const begin = process.hrtime.bigint();
      await run();
      return ms(begin);
    };
    // One warm-up each, then 5 timed runs; each pass at a new `now` (nothing due, the truck lanes full).
    const passes: Array<{ calledUp: number; expired: number }> = [];
    const pass = async () => passes.push(await runClockPass(db, new Date()));
    const scan = () => db.execute(sql`select * from queue_entries where status in (30, 40, 50)`);
    await pass();
    await scan();
    for (let run = 0; run < 5; run += 1) {
      figures.passRuns.push(await time(pass));
      figures.scanRuns.push(await time(scan));
    }
    figures.passMs = median(figures.passRuns);
    figures.scanMs = median(figures.scanRuns);
    log(`clock passes applied: ${passes.map((p) => `${p.calledUp} called/${p.expired} expired`).join(", ")}`);
  } finally {
    await rateLimits.close();
    await database.close();
    await adminQuery(server, `drop database if exists ${quoteIdent(name)} with (force)`);
    await rm(uploadDir, { recursive: true, force: true });
  }
}

const figures: Figures = { tps: null, submitsPerSecond: null, submitted: 0, refused: 0, passMs: null, scanMs: null, passRuns: [], scanRuns: [] };
try {
  figures.tps = await pgbenchTps();
  log(`pgbench tps: ${figures.tps ?? "not measured"}`);
  await engineFigures(figures);
} catch (error) {
  console.error("benchmark failed:", error);
}

const fixed = (n: number | null, digits = 1) => (n === null ? "n/a" : n.toFixed(digits));
const submitRatio = figures.tps && figures.submitsPerSecond !== null ? figures.submitsPerSecond / figures.tps : null;
const passRatio = figures.passMs !== null && figures.scanMs ? figures.passMs / figures.scanMs : null;
const verdict = (ok: boolean | null) => (ok === null ? "n/a" : ok ? "ok" : "MISSED");
console.log("");
console.log(`pgbench tpcb-like (-c 8 -j 2 -T 10, median of 3): ${fixed(figures.tps)} tps`);
console.log(`booking submits:                   ${fixed(figures.submitsPerSecond)} /s (${figures.submitted} of ${USERS}, ${IN_FLIGHT} in flight)`);
console.log(`clock pass, ${ENTRIES + CALLED} open entries:   median ${fixed(figures.passMs)} ms (runs ${figures.passRuns.map((r) => r.toFixed(0)).join(", ")})`);
console.log(`plain scan of the open entries:    median ${fixed(figures.scanMs)} ms (runs ${figures.scanRuns.map((r) => r.toFixed(0)).join(", ")})`);
console.log(`submits/s ÷ pgbench tps = ${fixed(submitRatio, 3)} (target ≥ ${SUBMIT_TARGET}: ${verdict(submitRatio === null ? null : submitRatio >= SUBMIT_TARGET)})`);
console.log(`pass ÷ scan             = ${fixed(passRatio, 3)} (target ≤ ${PASS_TARGET}: ${verdict(passRatio === null ? null : passRatio <= PASS_TARGET)})`);
process.exit(0);
