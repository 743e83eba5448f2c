/**
 * `npm run bench`: the speed budgets of issue 14 (DESIGN.md "Quality bars"), measured in one run on
 * PostgreSQL, each figure against a baseline taken in the same run, interleaved with it, as the
 * median of `--rounds` (3) pairs:
 *  - booking submits/s over HTTP to a production server ÷ pgbench tps (`pgbench -i -s 10`, then
 *    `-c 8 -j 2 -T 20 -M prepared`), in the order pgbench 1, booking 1, pgbench 2, booking 2, …;
 *  - server-rendered `/` and `/en`, and `GET /api/v3/checkpoints`, req/s ÷ the static `/favicon.svg`
 *    from the same server (autocannon, 50 connections, 15 s each, a browser's headers), and the
 *    compatible workload list `GET /api/v5/workload/1` ÷ SSR `/` (issue 16);
 *  - booking submits' median latency while 200 clients poll the workload boards ÷ alone (issue 16);
 *  - the clock pass over 100,000 open entries, calling up and expiring on every lane in each run,
 *    ÷ a plain scan of the open entries (median of 5);
 *  - first-load JavaScript of `/` (guest, uk) and of the booking wizard (a signed-in carrier) as
 *    Chromium transfers it;
 *  - the server's resident memory (with its workers) idle, right after the loads, and after a settle.
 * It prints one table with the budgets and always exits 0 (it measures, it does not gate).
 * The server is `node src/server/main.ts` as configured by the environment (WEB_CONCURRENCY and
 * the like are passed on). See README "Benchmarks" for the options.
 */
import { parseArgs } from "node:util";
import { availableParallelism } from "node:os";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Database } from "../src/server/db/client.ts";
import { seedDemoData } from "../src/server/db/seed/seed.ts";
import { adminQuery, quoteIdent, withDatabase } from "../tests/support/test-database.ts";
import { bookingCheckpointId, prepareSubmits, submitAll, type SubmitFigure } from "./bench/booking-round.ts";
import { measureClockPass, type ClockPassFigure } from "./bench/clock-pass-workload.ts";
import { firstLoadJs, launchChromium, type FirstLoad } from "./bench/first-load.ts";
import { BROWSER_HEADERS, startPollers, throughput, type Throughput } from "./bench/http-load.ts";
import { initPgbench, pgbenchCommand, pgbenchTps, PGBENCH_RUN } from "./bench/pgbench.ts";
import { cpuSecondsBetween, cpuSecondsOf, treeCpuSeconds } from "./bench/process-cpu.ts";
import { startProductionServer, type ProductionServer } from "./bench/production-server.ts";
import { signedInCarrier } from "./bench/signed-in-carrier.ts";
import { fixed, KIB, kib, median, mib, ratio, table } from "./bench/stats.ts";

const PARTS = ["booking", "reads", "pollers", "clock", "first-load"] as const;
type Part = (typeof PARTS)[number];

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    only: { type: "string", default: PARTS.join(",") },
    users: { type: "string", default: "6000" },
    "in-flight": { type: "string", default: "32" },
    "booking-in-flight": { type: "string", default: "200" },
    "pgbench-scale": { type: "string", default: "10" },
    "pgbench-seconds": { type: "string", default: String(PGBENCH_RUN.seconds) },
    seconds: { type: "string", default: "15" },
    connections: { type: "string", default: "50" },
    entries: { type: "string", default: "100000" },
    settle: { type: "string", default: "15" },
    pollers: { type: "string", default: "200" },
    "poll-rate": { type: "string", default: "1" },
  },
});
const ROUNDS = Number(args.rounds);
const ONLY = new Set(args.only.split(",").map((part) => part.trim()));
for (const part of ONLY) if (!PARTS.includes(part as Part)) throw new Error(`--only: unknown part "${part}" (parts: ${PARTS.join(", ")})`);
const runs = (part: Part) => ONLY.has(part);
const USERS = Number(args.users);
const WARM_UP_SUBMITS = 1000;
const IN_FLIGHT = Number(args["in-flight"]);
/**
 * The booking rounds' submits in flight: DESIGN.md's peak, 200 concurrent submits (a slot's places
 * opening to the drivers waiting for them), where group commit books them in the largest batches.
 * Fewer in flight book fewer a second (docs/queue-engine.md gives the figures at 32 and 64).
 */
const BOOKING_IN_FLIGHT = Number(args["booking-in-flight"]);
const PGBENCH_SCALE = Number(args["pgbench-scale"]);
const PGBENCH = { ...PGBENCH_RUN, seconds: Number(args["pgbench-seconds"]) };
const LOAD = { connections: Number(args.connections), seconds: Number(args.seconds) };
const ENTRIES = Number(args.entries);
const SETTLE_SECONDS = Number(args.settle);
const POLLERS = Number(args.pollers);
const POLL_RATE = Number(args["poll-rate"]);
const CLOCK_RUNS = 5;
const STATIC_PATH = "/favicon.svg";
const WORKLOAD_PATH = "/api/v5/workload/1";
const PORT = Number(process.env.BENCH_PORT ?? 3340);

const postgres = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const prefix = `bq_bench_${Date.now().toString(36)}_${process.pid}`;
const log = (line: string) => console.log(line);
const sleep = (seconds: number) => new Promise((done) => setTimeout(done, seconds * 1000));

interface Results {
  pgbench: number[];
  submits: SubmitFigure[];
  /** Per booking round: how many of its bookings' notices the clock's delivery sent while it ran. */
  noticesDuring: number[];
  reads: Array<Record<"static" | "home" | "homeEn" | "checkpoints" | "workload", Throughput>>;
  /** Booking submits alone and while the pollers read the boards, per round. */
  polled: Array<{ quiet: SubmitFigure; polled: SubmitFigure; pollers: { served: number; failed: number; perSecond: number } }>;
  clock: ClockPassFigure | null;
  homeJs: FirstLoad | null;
  wizardJs: FirstLoad | null;
  rss: { idle: number | null; afterLoad: number | null; settled: number | null; processes: number };
}
const results: Results = { pgbench: [], submits: [], noticesDuring: [], reads: [], polled: [], clock: null, homeJs: null, wizardJs: null, rss: { idle: null, afterLoad: null, settled: null, processes: 0 } };
const created: string[] = [];

async function createDatabase(suffix: string): Promise<string> {
  const name = `${prefix}_${suffix}`;
  await adminQuery(postgres, `create database ${quoteIdent(name)}`);
  created.push(name);
  return withDatabase(postgres, name);
}

/** A few requests of each kind the loads send, so that "idle" is a server that has served them. */
async function warmUp(server: ProductionServer) {
  for (let i = 0; i < 5; i += 1) {
    for (const [path, headers] of [
      ["/", BROWSER_HEADERS.page],
      ["/en", BROWSER_HEADERS.page],
      ["/api/v3/checkpoints", BROWSER_HEADERS.json],
      [STATIC_PATH, BROWSER_HEADERS.asset],
    ] as const) {
      await (await fetch(`${server.base}${path}`, { headers })).arrayBuffer();
    }
  }
}

/** The server's connections to its database (the benchmark's own excluded). */
const SERVER_BACKENDS = sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`;

async function noticeBacklog(db: Database): Promise<{ notices: number; deliveries: number }> {
  const [backlog] = await queryRows<{ notices: number; deliveries: number }>(
    db,
    sql`select (select count(*)::int from notifications where dispatched_at is null) as notices, (select count(*)::int from notice_deliveries where state = 'pending') as deliveries`,
  );
  return backlog!;
}

/** Waits until no notice is left to deliver (the server's clock pass delivers them), for at most a minute; answers the seconds waited, null if some are left. */
async function untilDelivered(db: Database): Promise<number | null> {
  const began = performance.now();
  for (;;) {
    const { notices, deliveries } = await noticeBacklog(db);
    const seconds = (performance.now() - began) / 1000;
    if (notices + deliveries === 0) return seconds;
    if (seconds > 60) return null;
    await new Promise((done) => setTimeout(done, 100));
  }
}

async function bookingRounds(server: ProductionServer, appUrl: string) {
  const pgbenchUrl = await createDatabase("pgbench");
  log(`pgbench -i -s ${PGBENCH_SCALE} …`);
  await initPgbench(pgbenchUrl, PGBENCH_SCALE);
  const app = await openDatabase({ url: appUrl });
  try {
    const checkpointId = await bookingCheckpointId(server.base);
    // Not timed: the server's first submits (its code compiled, its pool's connections opened, the
    // statements prepared), as pgbench's rate leaves out its start.
    const warmUp = await submitAll(server.base, await prepareSubmits(app.db, server.base, WARM_UP_SUBMITS, checkpointId), BOOKING_IN_FLIGHT);
    log(`warm-up: ${warmUp.submitted} submits (not timed)`);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const began = performance.now();
      const submits = await prepareSubmits(app.db, server.base, USERS, checkpointId);
      log(`round ${round}: ${USERS} users with filled drafts made in ${((performance.now() - began) / 1000).toFixed(1)} s (not timed)`);
      const tps = await pgbenchTps(pgbenchUrl, PGBENCH);
      results.pgbench.push(tps);
      log(`round ${round}: pgbench ${tps.toFixed(0)} tps`);
      // Where a submit's time goes, whatever else the machine does: CPU of the server and of its backends.
      const backends = async () => cpuSecondsOf((await queryRows<{ pid: number }>(app.db, SERVER_BACKENDS)).map((row) => row.pid));
      const [serverBefore, backendsBefore, clientBefore] = [treeCpuSeconds(server.pid), await backends(), process.cpuUsage()];
      const figure = await submitAll(server.base, submits, BOOKING_IN_FLIGHT);
      const client = process.cpuUsage(clientBefore);
      const perSubmit = (seconds: number) => (1000 * seconds) / Math.max(1, figure.submitted);
      figure.cpuMs = { server: perSubmit(treeCpuSeconds(server.pid) - serverBefore), database: perSubmit(cpuSecondsBetween(backendsBefore, await backends())) };
      results.submits.push(figure);
      // The notices of the round's bookings (an e-mail and an SMS each) go out as they come: what is left behind.
      const backlog = await noticeBacklog(app.db);
      results.noticesDuring.push(Math.max(0, figure.submitted - backlog.notices));
      const refused = Object.entries(figure.refused).map(([status, count]) => `${count}× ${status}`).join(", ");
      log(
        `round ${round}: ${figure.submitted} submits in ${figure.seconds.toFixed(2)} s = ${figure.perSecond.toFixed(0)}/s, p50 ${figure.latencyP50} ms${refused ? ` (refused: ${refused})` : ""}; ` +
          `CPU per submit: server ${figure.cpuMs.server.toFixed(2)} ms, PostgreSQL ${figure.cpuMs.database.toFixed(2)} ms, ` +
          `the load's client (autocannon) ${perSubmit((client.user + client.system) / 1e6).toFixed(2)} ms; ` +
          `notices not yet sent at the round's end: ${backlog.notices} to queue, ${backlog.deliveries} deliveries pending`,
      );
      // Before the next pgbench: every notice delivered, so that the baseline does not share the machine with their delivery.
      // What delivering the ones left behind cost (the clock's other work in those seconds included).
      const [serverDrain, backendsDrain] = [treeCpuSeconds(server.pid), await backends()];
      const drained = await untilDelivered(app.db);
      const perNotice = (seconds: number) => ((1000 * seconds) / Math.max(1, backlog.notices)).toFixed(2);
      const drainCpu =
        backlog.notices > 0
          ? ` (CPU per notice: server ${perNotice(treeCpuSeconds(server.pid) - serverDrain)} ms, PostgreSQL ${perNotice(cpuSecondsBetween(backendsDrain, await backends()))} ms)`
          : "";
      log(`round ${round}: ${drained === null ? "notices still undelivered a minute after the round's last submit" : `the round's notices all delivered ${drained.toFixed(1)} s after its last submit${drainCpu}`}`);
    }
  } finally {
    await app.close();
  }
}

async function readRounds(server: ProductionServer) {
  const load = (path: string, headers: Record<string, string>) => throughput(server.base, path, headers, LOAD);
  const show = (figure: Throughput) =>
    `${figure.path} ${figure.perSecond.toFixed(0)} req/s (p50 ${figure.latencyP50} ms, p99 ${figure.latencyP99} ms, ${figure.encoding} ${figure.bodyBytes} B` +
    `${figure.failed > 0 ? `, ${figure.failed} FAILED` : ""})`;
  for (let round = 1; round <= ROUNDS; round += 1) {
    // The baseline first, then each figure, in every round.
    const staticFile = await load(STATIC_PATH, BROWSER_HEADERS.asset);
    const home = await load("/", BROWSER_HEADERS.page);
    const homeEn = await load("/en", BROWSER_HEADERS.page);
    const checkpoints = await load("/api/v3/checkpoints", BROWSER_HEADERS.json);
    const workload = await load(WORKLOAD_PATH, { ...BROWSER_HEADERS.json, "x-client-locale": "uk" });
    results.reads.push({ static: staticFile, home, homeEn, checkpoints, workload });
    log(`round ${round}: ${[staticFile, home, homeEn, checkpoints, workload].map(show).join("; ")}`);
  }
}

/**
 * Booking submits alone, then while `POLLERS` clients read the workload boards (the compatible
 * API's list and a checkpoint's queue pages) `POLL_RATE` times a second each, in every round:
 * the submits' median latency with the pollers ÷ without.
 */
async function pollerRounds(server: ProductionServer, appUrl: string) {
  const app = await openDatabase({ url: appUrl });
  try {
    const checkpointId = await bookingCheckpointId(server.base);
    const paths = [
      WORKLOAD_PATH,
      "/api/v5/workload/2",
      ...[1, 2, 3].map((page) => `/api/v5/workload/1/checkpoints/${checkpointId}/details/1/30?page=${page}`),
      `/api/v5/workload/1/checkpoints/${checkpointId}/details/1/40`,
    ];
    const headers = { ...BROWSER_HEADERS.json, "x-client-locale": "uk" };
    for (let round = 1; round <= ROUNDS; round += 1) {
      const quiet = await submitAll(server.base, await prepareSubmits(app.db, server.base, USERS, checkpointId), IN_FLIGHT);
      const submits = await prepareSubmits(app.db, server.base, USERS, checkpointId);
      const pollers = startPollers(server.base, paths, headers, POLLERS, POLL_RATE);
      await sleep(3);
      const polled = await submitAll(server.base, submits, IN_FLIGHT);
      const polls = await pollers.stop();
      results.polled.push({ quiet, polled, pollers: polls });
      log(
        `round ${round}: submits alone p50 ${quiet.latencyP50} ms (${quiet.perSecond.toFixed(0)}/s); with ${POLLERS} pollers p50 ${polled.latencyP50} ms ` +
          `(${polled.perSecond.toFixed(0)}/s), the pollers served ${polls.perSecond.toFixed(0)} req/s${polls.failed > 0 ? `, ${polls.failed} FAILED` : ""}`,
      );
    }
  } finally {
    await app.close();
  }
}

async function firstLoads(server: ProductionServer) {
  const carrier = await signedInCarrier(server.base);
  const browser = await launchChromium();
  try {
    results.homeJs = await firstLoadJs(browser, `${server.base}/`, { locale: "uk-UA" });
    results.wizardJs = await firstLoadJs(browser, `${server.base}${carrier.wizardPath("Checkpoint")}`, { locale: "uk-UA", cookies: carrier.cookies });
  } finally {
    await browser.close();
  }
  for (const [name, load] of [["/", results.homeJs], ["wizard", results.wizardJs]] as const) {
    log(`first load of ${name}: ${kib(load.transferred)} transferred (headers ${kib(load.headers)}), ${kib(load.decoded)} decoded, ${load.scripts.length} scripts`);
  }
}

async function serverParts() {
  const appUrl = await createDatabase("app");
  // The pollers all come from this machine's one address: the workload API's per-address limit would refuse them.
  const server = await startProductionServer({ port: PORT, databaseUrl: appUrl, env: { WORKLOAD_RATE_LIMIT: "1000000" } });
  try {
    await warmUp(server);
    // Idle as settled as "after" is: the same wait, in which the server also gives back what its
    // start-up took (src/server/platform/memory-release.ts).
    await sleep(SETTLE_SECONDS);
    const idle = server.rss();
    results.rss.idle = idle.total;
    results.rss.processes = idle.processes;
    log(`server RSS idle: ${mib(idle.total)} in ${idle.processes} process(es)`);
    if (runs("booking")) await bookingRounds(server, appUrl);
    if (runs("reads")) await readRounds(server);
    if (runs("pollers")) await pollerRounds(server, appUrl);
    if (runs("booking") || runs("reads") || runs("pollers")) {
      results.rss.afterLoad = server.rss().total;
      await sleep(SETTLE_SECONDS);
      results.rss.settled = server.rss().total;
      log(`server RSS right after the loads: ${mib(results.rss.afterLoad)}, ${SETTLE_SECONDS} s later: ${mib(results.rss.settled)}`);
    }
    if (runs("first-load")) await firstLoads(server);
  } finally {
    await server.stop();
  }
}

async function clockPart() {
  const database = await openDatabase({ url: await createDatabase("clock") });
  try {
    await database.migrate();
    await seedDemoData(database.db);
    results.clock = await measureClockPass(database.db, { entries: ENTRIES, runs: CLOCK_RUNS, log });
  } finally {
    await database.close();
  }
}

log(
  `npm run bench: ${new Date().toISOString()}, ${availableParallelism()} CPUs, node ${process.version}, ` +
    `WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? "(unset)"}, PostgreSQL ${postgres.replace(/\/\/[^@]*@/, "//")}, ${ROUNDS} rounds`,
);
try {
  if (runs("booking") || runs("reads") || runs("pollers") || runs("first-load")) await serverParts();
  if (runs("clock")) await clockPart();
} catch (error) {
  console.error("benchmark failed:", error);
} finally {
  for (const name of created) await adminQuery(postgres, `drop database if exists ${quoteIdent(name)} with (force)`).catch(() => {});
}

// --- the report ------------------------------------------------------------------------------
type Row = [figure: string, value: string, budget: string, verdict: string, detail: string];
const verdict = (value: number | null, ok: (value: number) => boolean) => (value === null ? "n/a" : ok(value) ? "ok" : "MISSED");
const medianRatio = (pairs: Array<[number | null, number | null]>) => {
  const ratios = pairs.map(([a, b]) => ratio(a, b)).filter((r): r is number => r !== null);
  return ratios.length > 0 ? median(ratios) : null;
};
const rows: Row[] = [];

if (results.submits.length > 0) {
  const value = medianRatio(results.submits.map((s, i) => [s.perSecond, results.pgbench[i] ?? null]));
  rows.push([
    `booking submits ÷ pgbench prepared (${BOOKING_IN_FLIGHT} in flight)`,
    fixed(value, 3),
    "≥ 0.5",
    verdict(value, (v) => v >= 0.5),
    `submits/s ${results.submits.map((s) => s.perSecond.toFixed(0)).join(", ")}; tps ${results.pgbench.map((t) => t.toFixed(0)).join(", ")}; ` +
      `p50 ms ${results.submits.map((s) => s.latencyP50).join(", ")}; notices sent during the round ${results.noticesDuring.join(", ")}`,
  ]);
  const cpu = (part: "server" | "database") => results.submits.map((s) => s.cpuMs?.[part].toFixed(2) ?? "n/a").join(", ");
  rows.push(["(CPU ms per submit)", "", "", "", `server ${cpu("server")}; PostgreSQL backends ${cpu("database")}`]);
}
if (results.reads.length > 0) {
  const reads = (key: "home" | "homeEn" | "checkpoints", name: string, budget: number) => {
    const value = medianRatio(results.reads.map((round) => [round[key].perSecond, round.static.perSecond]));
    const failed = results.reads.reduce((sum, round) => sum + round[key].failed, 0);
    rows.push([
      `${name} ÷ static`,
      fixed(value, 3),
      `≥ ${budget}`,
      failed > 0 ? "INVALID" : verdict(value, (v) => v >= budget),
      `req/s ${results.reads.map((round) => round[key].perSecond.toFixed(0)).join(", ")}${failed > 0 ? `; ${failed} failed answers` : ""}`,
    ]);
  };
  reads("home", "SSR /", 0.3);
  reads("homeEn", "SSR /en", 0.3);
  reads("checkpoints", "GET /api/v3/checkpoints", 0.5);
  const workload = medianRatio(results.reads.map((round) => [round.workload.perSecond, round.home.perSecond]));
  const workloadFailed = results.reads.reduce((sum, round) => sum + round.workload.failed, 0);
  rows.push([
    `GET ${WORKLOAD_PATH} ÷ SSR /`,
    fixed(workload, 2),
    "≥ 5",
    workloadFailed > 0 ? "INVALID" : verdict(workload, (v) => v >= 5),
    `req/s ${results.reads.map((round) => round.workload.perSecond.toFixed(0)).join(", ")}`,
  ]);
  rows.push(["(static baseline)", STATIC_PATH, "", "", `req/s ${results.reads.map((round) => round.static.perSecond.toFixed(0)).join(", ")}`]);
}
if (results.polled.length > 0) {
  const value = medianRatio(results.polled.map((round) => [round.polled.latencyP50, round.quiet.latencyP50]));
  const failed = results.polled.reduce((sum, round) => sum + round.pollers.failed, 0);
  rows.push([
    `submit p50 with ${POLLERS} pollers ÷ alone`,
    fixed(value, 2),
    "< 1.2",
    failed > 0 ? "INVALID" : verdict(value, (v) => v < 1.2),
    `p50 ms ${results.polled.map((round) => `${round.polled.latencyP50}/${round.quiet.latencyP50}`).join(", ")}; polls/s ${results.polled.map((round) => round.pollers.perSecond.toFixed(0)).join(", ")}`,
  ]);
}
if (results.clock) {
  const clock = results.clock;
  const value = medianRatio(clock.passMs.map((pass, i) => [pass, clock.scanMs[i] ?? null]));
  const idle = clock.passes.some((pass) => pass.calledUp === 0 || pass.expired === 0);
  rows.push([
    `clock pass ÷ scan (${clock.openEntries} open)`,
    fixed(value, 3),
    "≤ 3",
    idle ? "INVALID" : verdict(value, (v) => v <= 3),
    `pass ms ${clock.passMs.map((ms) => ms.toFixed(0)).join(", ")}; scan ms ${clock.scanMs.map((ms) => ms.toFixed(0)).join(", ")}; ` +
      `called/expired ${clock.passes.map((pass) => `${pass.calledUp}/${pass.expired}`).join(", ")}`,
  ]);
}
for (const [name, load, budget] of [
  ["/ JS transferred (guest, uk)", results.homeJs, 150],
  ["wizard JS transferred", results.wizardJs, 200],
] as const) {
  if (!load) continue;
  const encodings = [...new Set(load.scripts.map((script) => script.encoding || "identity"))].join("/");
  rows.push([name, kib(load.transferred), `≤ ${budget} KiB`, verdict(load.transferred, (v) => v <= budget * KIB), `${load.scripts.length} scripts, ${encodings}, of which headers ${kib(load.headers)}; ${kib(load.decoded)} decoded`]);
}
if (results.rss.idle !== null && results.rss.afterLoad !== null) {
  const rss = results.rss;
  const right = ratio(rss.afterLoad, rss.idle);
  const settled = ratio(rss.settled, rss.idle);
  rows.push(["RSS right after the loads ÷ idle", fixed(right, 2), "", "", `${mib(rss.afterLoad)} ÷ ${mib(rss.idle)} (${rss.processes} process(es))`]);
  rows.push([`RSS ${SETTLE_SECONDS} s after the loads ÷ idle`, fixed(settled, 2), "≤ 1.5", verdict(settled, (v) => v <= 1.5), `${mib(rss.settled)} ÷ ${mib(rss.idle)}`]);
}

console.log("");
console.log(table(["figure", "value", "budget", "", "runs / detail"], rows, [0, 4]));
console.log("");
console.log(
  `baselines: ${pgbenchCommand(PGBENCH_SCALE, PGBENCH)}; static ${STATIC_PATH} from the same server; ` +
    `loads: autocannon ${LOAD.connections} connections × ${LOAD.seconds} s; submits: ${USERS} per round, ${BOOKING_IN_FLIGHT} in flight (with the pollers ${IN_FLIGHT}); ` +
    `ratios: median of ${ROUNDS} interleaved pairs (clock: ${CLOCK_RUNS})`,
);
process.exit(0);
