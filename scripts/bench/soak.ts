/**
 * Memory under load (issue 14): starts the portal as production does (production-server.ts:
 * scripts/start.ts, so the allocator settings it applies are in force), lets it settle, records its
 * resident memory (RSS) idle, runs a steady load for some minutes (autocannon, 50 connections, the
 * mix of portal-traffic.ts, the carrier of signed-in-carrier.ts included), samples RSS throughout,
 * then waits and records RSS again. Budgets: RSS after the load ≤ 1.5 × idle, and no growth while
 * the load goes on (the last quarter's median ≤ 1.1 × the second quarter's). Exits 1 when a budget
 * is missed. The server's output goes to a log file in the temporary directory (kept, named at the
 * start).
 *
 * Usage (run it under the machine's benchmark lock on a shared machine):
 *   node scripts/bench/soak.ts [--minutes 5] [--connections 50] [--settle 60] [--postgres]
 *                              [--env NAME=VALUE ...] [--json file] [--plain-node] [--no-sign-in] [--renew-minutes 10]
 *   BENCH_PORT (default 3350) is the server's port; --postgres runs it on a throw-away database
 *   of BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), else on PGlite.
 *   --env passes settings to the server (e.g. --env MALLOC_ARENA_MAX=8 to compare allocators);
 *   --plain-node starts `node src/server/main.ts` instead, without npm start's allocator settings.
 */
import autocannon from "autocannon";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { setTimeout as sleep } from "node:timers/promises";
import { adminQuery, quoteIdent, withDatabase } from "../../tests/support/test-database.ts";
import { AFTER_LOAD_BUDGET, afterLoadRatio, soakGrowth, SOAK_GROWTH_BUDGET, type RssSample } from "./memory-verdict.ts";
import { residentMemory } from "./process-memory.ts";
import { startProductionServer, type ProductionServer } from "./production-server.ts";
import { signedInCarrier } from "./signed-in-carrier.ts";
import { soakRequests, staticAssetPath } from "./portal-traffic.ts";

const { values: args } = parseArgs({
  options: {
    minutes: { type: "string", default: "5" },
    connections: { type: "string", default: "50" },
    settle: { type: "string", default: "60" },
    "idle-wait": { type: "string", default: "30" },
    sample: { type: "string", default: "5" },
    postgres: { type: "boolean", default: false },
    "no-sign-in": { type: "boolean", default: false },
    "renew-minutes": { type: "string", default: "10" },
    "plain-node": { type: "boolean", default: false },
    env: { type: "string", multiple: true, default: [] },
    json: { type: "string" },
  },
});
const MINUTES = Number(args.minutes);
const CONNECTIONS = Number(args.connections);
const SETTLE_SECONDS = Number(args.settle);
const IDLE_WAIT_SECONDS = Number(args["idle-wait"]);
const SAMPLE_SECONDS = Number(args.sample);
/** Access tokens last 15 minutes: the carrier signs in again this often, so a long soak stays signed in. */
const RENEW_MS = Number(args["renew-minutes"]) * 60_000;
const PORT = Number(process.env.BENCH_PORT ?? 3350);
const extraEnv = Object.fromEntries(
  args.env.map((pair) => {
    const at = pair.indexOf("=");
    if (at < 1) throw new Error(`--env wants NAME=VALUE, not ${pair}`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const mb = (value: number) => `${value.toFixed(0)} MB`;

async function throwAwayDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `bq_soak_${Date.now().toString(36)}_${process.pid}`;
  await adminQuery(server, `create database ${quoteIdent(name)}`);
  return { url: withDatabase(server, name), drop: () => adminQuery(server, `drop database if exists ${quoteIdent(name)} with (force)`).then(() => {}) };
}

async function run(portal: ProductionServer) {
  const rss = () => residentMemory(portal.pid).rssMb;
  log(`server ${portal.pid} ready at ${portal.base} (log: ${logFile}); RSS ${mb(rss())}`);
  const carrier = args["no-sign-in"] ? undefined : await signedInCarrier(portal.base);
  const asset = await staticAssetPath(portal.base);
  let current = soakRequests(asset, carrier);
  // Each request takes the headers of the newest sign-in as it is sent.
  const requests = current.map((request, index) => ({ ...request, setupRequest: (sent: object) => ({ ...sent, headers: current[index]!.headers }) }));
  // Idle means a server that has served each page once (its routes loaded, its code compiled).
  for (const request of requests) {
    const response = await fetch(`${portal.base}${request.path}`, { headers: request.headers, redirect: "manual" });
    if (response.status !== 200) throw new Error(`warm-up: ${request.path} answered ${response.status}`);
    await response.arrayBuffer();
  }
  await sleep(IDLE_WAIT_SECONDS * 1000);
  const idleMb = rss();
  log(`idle RSS ${mb(idleMb)}; load: ${CONNECTIONS} connections for ${MINUTES} min over ${requests.map((r) => r.path).join(" ")}`);

  const samples: RssSample[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    const atSeconds = (Date.now() - started) / 1000;
    samples.push({ atSeconds, rssMb: rss() });
    if (samples.length % Math.max(1, Math.round(60 / SAMPLE_SECONDS)) === 0) log(`  ${(atSeconds / 60).toFixed(1)} min: RSS ${mb(samples.at(-1)!.rssMb)}`);
  }, SAMPLE_SECONDS * 1000);
  const renewal = carrier
    ? setInterval(() => {
        signedInCarrier(portal.base)
          .then((renewed) => {
            current = soakRequests(asset, renewed);
            log("  signed in again (a fresh access token and session)");
          })
          .catch((error: unknown) => log(`  signing in again failed: ${String(error)}`));
      }, RENEW_MS)
    : undefined;
  const result = await autocannon({ url: portal.base, connections: CONNECTIONS, duration: MINUTES * 60, timeout: 30, requests });
  clearInterval(sampler);
  clearInterval(renewal);
  const endMb = rss();
  log(
    `load done: ${result.requests.total} requests (${result.requests.average.toFixed(1)}/s), p50 ${result.latency.p50} ms, ` +
      `${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts; RSS at the end ${mb(endMb)}`,
  );
  const settling: RssSample[] = [];
  for (let waited = 0; waited < SETTLE_SECONDS; waited += SAMPLE_SECONDS) {
    await sleep(SAMPLE_SECONDS * 1000);
    settling.push({ atSeconds: MINUTES * 60 + waited + SAMPLE_SECONDS, rssMb: rss() });
  }
  const afterMb = rss();
  const { peakMb } = residentMemory(portal.pid);
  const ratio = afterLoadRatio(idleMb, afterMb);
  const growth = soakGrowth(samples, MINUTES * 60);
  log(`RSS idle ${mb(idleMb)}, peak ${mb(peakMb)}, end of load ${mb(endMb)}, ${SETTLE_SECONDS} s later ${mb(afterMb)}`);
  log(`after ÷ idle = ${ratio.toFixed(2)} (budget ≤ ${AFTER_LOAD_BUDGET})`);
  log(
    `growth under load: median ${mb(growth.earlyMb)} in the second quarter, ${mb(growth.lateMb)} in the last ` +
      `(× ${growth.ratio.toFixed(2)}, budget ≤ ${SOAK_GROWTH_BUDGET}); slope over the second half ${growth.lateSlopeMbPerMinute.toFixed(1)} MB/min`,
  );
  if (args.json) {
    writeFileSync(args.json, JSON.stringify({ env: extraEnv, plainNode: args["plain-node"], minutes: MINUTES, connections: CONNECTIONS, idleMb, endMb, afterMb, peakMb, ratio, growth, samples, settling, requests: result.requests.total, errors: result.errors }, null, 2));
  }
  return ratio <= AFTER_LOAD_BUDGET && !growth.grows;
}

const database = args.postgres ? await throwAwayDatabase() : undefined;
// Kept after the run (the server's data directory is not), for a look at what the server said.
const logFile = join(tmpdir(), `bq-soak-${PORT}-${Date.now()}.log`);
let portal: ProductionServer | undefined;
let met: boolean;
try {
  portal = await startProductionServer({ port: PORT, databaseUrl: database?.url, env: extraEnv, entry: args["plain-node"] ? "main" : "start", logFile });
  met = await run(portal);
} finally {
  await portal?.stop();
  await database?.drop();
}
log(met ? "budgets met" : "budget missed");
process.exit(met ? 0 : 1);
