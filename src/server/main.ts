/**
 * The server process: reads the configuration, opens (and locks) the database, migrates it,
 * seeds demo data into an empty one, serves the portal, and closes everything on SIGINT/SIGTERM.
 * `--dev` serves the web app through Vite with hot reload; otherwise the production build.
 * With WEB_CONCURRENCY above 1 (PostgreSQL) this process forks that many workers that each do all
 * of the above (workers.ts), and only supervises them.
 */
// First: APP_ENV=production puts every library in production mode before any of them loads.
import "./node-env.ts";
// Then zod's options (no generated code), before any module builds a schema.
import "../domain/zod-config.ts";
import { getRequestListener } from "@hono/node-server";
import cluster from "node:cluster";
import { createServer, type Server } from "node:http";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import pino, { type Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { Connect } from "vite";
import { createApp, type WebSource } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { DataDirLockedError, lockDataDir } from "./db/data-dir-lock.ts";
import { staticFiles } from "./http/static-files.ts";
import { seedDemoData } from "./db/seed/seed.ts";
import { inArray } from "drizzle-orm";
import { checkpoints } from "./db/schema.ts";
import { writeDemoHistoryOnce } from "./modules/statistics/simulation.ts";
import { startHousekeeping } from "./platform/housekeeping.ts";
import { startMemoryRelease } from "./platform/memory-release.ts";
import { createRateLimits, shareRateLimitsWithWorkers } from "./platform/rate-limit.ts";
import { SESSION_SECRET_FILE } from "./platform/session-secret.ts";
import { vapidKeysForWorkers } from "./platform/web-push.ts";
import { STOP_WORKER, superviseWorkers } from "./workers.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const BUILD_DIR = join(ROOT, "build");

/**
 * How long an idle keep-alive connection stays open: longer than the proxies and clients in front keep
 * theirs (nginx's and the usual load balancers' 60 s). Node's default, 5 s, closes first, and a request
 * sent on the connection just then is reset (the client's ECONNRESET, a proxy's 502); a server busy when
 * the idle time ends made it likely (a browser test's API read was reset twice in one CI run).
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** A start-up failure the operator can act on: printed as a message, never a stack trace. */
class StartupError extends Error {}

async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  try {
    const database = await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: join(resolve(config.dataDir), "pglite") },
    );
    await database.migrate();
    return database;
  } catch (error) {
    const where = config.databaseUrl ? "PostgreSQL at DATABASE_URL" : `the embedded database in ${config.dataDir}`;
    throw new StartupError(`Cannot open ${where}: ${(error as Error).message}`);
  }
}

async function webSource(dev: boolean): Promise<{ source: WebSource; close: () => Promise<void>; middleware?: Connect.Server }> {
  if (dev) {
    const { createServer: createViteServer } = await import("vite");
    const vite = await createViteServer({ root: ROOT, server: { middlewareMode: true }, appType: "custom" });
    return {
      source: {
        mode: "development",
        getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      },
      close: () => vite.close(),
      middleware: vite.middlewares,
    };
  }
  const serverEntry = join(BUILD_DIR, "server/index.js");
  let build: ServerBuild;
  try {
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  } catch {
    throw new StartupError(`No web build at ${serverEntry}. Run "npm run build" (npm start does it for you).`);
  }
  return {
    source: {
      mode: "production",
      getBuild: () => Promise.resolve(build),
      staticFiles: staticFiles(join(BUILD_DIR, "client")),
    },
    close: async () => {},
  };
}

/** What to undo on shutdown, newest first; filled as start-up proceeds. */
const cleanups: Array<() => Promise<unknown> | void> = [];
let stopping = false;

async function stop(logger: Logger, signal: string) {
  if (stopping) {
    logger.warn({ signal }, "second signal: stopping now");
    process.exit(1);
  }
  stopping = true;
  logger.info({ signal }, "stopping");
  // Open connections (server-sent events later) get a grace period, then the process ends anyway.
  setTimeout(() => {
    logger.error("shutdown took longer than 10 s; exiting");
    process.exit(1);
  }, 10_000).unref();
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      logger.error({ err: error }, "error while stopping");
    }
  }
  logger.info("stopped");
  process.exit(0);
}

async function main() {
  const dev = process.argv.includes("--dev");
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, base: { service: "border-queue" } });
  // WEB_CONCURRENCY > 1: this process only supervises the workers (workers.ts), each a whole server.
  if (cluster.isPrimary && config.webConcurrency > 1) {
    if (dev) {
      logger.warn({ WEB_CONCURRENCY: config.webConcurrency }, "development (--dev) runs one process: WEB_CONCURRENCY is ignored");
    } else {
      logSafetyDefaults(config, logger);
      shareRateLimitsWithWorkers();
      // Secrets made here (not read from the environment) go to every worker, so that all sign alike.
      const made = { ...(config.sessionSecretSource === "process" ? { SESSION_SECRET: config.sessionSecret } : {}), ...vapidKeysForWorkers(config, logger) };
      await superviseWorkers(config.webConcurrency, made, logger);
    }
  }
  // From here on a signal, even mid-start, releases what was taken (the PGlite lock above all).
  process.on("SIGINT", () => void stop(logger, "SIGINT"));
  process.on("SIGTERM", () => void stop(logger, "SIGTERM"));
  // A worker stops when its primary asks (the signal itself went to the primary).
  if (cluster.isWorker) {
    process.on("message", (message) => {
      if (message === STOP_WORKER && !stopping) void stop(logger, "primary");
    });
  }

  if (!config.databaseUrl) {
    const releaseLock = await lockDataDir(config.dataDir, (error) => {
      logger.fatal({ err: error }, "lost the lock on DATA_DIR; stopping to protect the database");
      process.exit(1);
    });
    cleanups.push(releaseLock);
  }
  const database = await openConfiguredDatabase(config);
  cleanups.push(() => database.close());
  if (config.seedDemoData) {
    const { seeded } = await seedDemoData(database.db);
    if (seeded) logger.info("seeded demo data the database lacked");
  }

  cleanups.push(startHousekeeping(database.db, logger));
  // After a spell of load, V8's spare pages go back to the system (docs/operations.md, Memory).
  cleanups.push(startMemoryRelease(logger));

  const web = await webSource(dev);
  cleanups.push(() => web.close());
  // A worker of ours (not of another cluster manager's): the primary keeps the counters.
  const rateLimits = createRateLimits(config.redisUrl, { workers: cluster.isWorker && config.webConcurrency > 1 });
  cleanups.push(() => rateLimits.close());
  const app = createApp({ config, database, logger, rateLimits, web: web.source });
  // The queue's clock: call-ups, deadlines and notices, every CLOCK_INTERVAL_MS on every instance; with the
  // demo's history to write, only once it is written (below), so that the live clock never acts on the
  // lanes the simulation is driving.
  const writesHistory = config.seedDemoData && config.seedDemoHistory;
  if (!writesHistory) cleanups.push(app.engine.start(config.clockIntervalMs, logger));
  const listener = getRequestListener(app.fetch);
  const server: Server = createServer((req, res) => {
    if (web.middleware) web.middleware(req, res, () => void listener(req, res));
    else void listener(req, res);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;

  await new Promise<void>((listening, failed) => {
    server.once("error", failed);
    server.listen(config.port, config.host, () => listening());
  }).catch((error: NodeJS.ErrnoException) => {
    throw new StartupError(
      error.code === "EADDRINUSE" ? `Port ${config.port} is already in use; set PORT to a free one.` : error.message,
    );
  });
  cleanups.push(
    () =>
      new Promise<void>((closed) => {
        // Open event streams end (their clients reconnect elsewhere) rather than hold the shutdown.
        app.sessionStreams.endAll();
        app.workloadEvents.endAll();
        server.close(() => closed());
        server.closeIdleConnections();
      }),
  );
  logger.info({ url: config.appUrl, database: database.kind, mode: dev ? "development" : "production" }, "portal ready");
  // The demo's 14 days of history, written through the engine once the portal answers (docs/statistics.md):
  // the first start does not wait for it. Whichever process takes its lock first writes it; the others
  // (workers, other instances) wait for the lock, then start their clocks.
  if (writesHistory) {
    let stopClock: (() => Promise<void>) | null = null;
    let stopped = false;
    // Not for ever: a writer that hangs must not keep the other clocks stopped.
    const giveUpAt = Date.now() + 15 * 60_000;
    const history = (async () => {
      const rows = await database.db.select({ id: checkpoints.id }).from(checkpoints).where(inArray(checkpoints.slug, config.bookingCheckpoints));
      const started = performance.now();
      let loggedAt = 0;
      const run = await writeDemoHistoryOnce(database, () => app.engine.clock.now(), rows.map((row) => row.id), {
        // Requests get their turn between windows on the embedded database.
        pause: { everyWindows: 5, ms: 1 },
        // Progress every 5 s or so.
        onProgress: ({ at, entries, elapsedMs }) => {
          if (elapsedMs - loggedAt < 5_000) return;
          loggedAt = elapsedMs;
          logger.info({ at, entries, ms: Math.round(elapsedMs) }, "simulating the demo's queue history");
        },
        stop: () => stopped || Date.now() >= giveUpAt,
        // A shutdown does not wait for the whole fortnight: the history ends where it got.
        cancelled: () => stopped,
      });
      if (run) {
        logger.info(
          { entries: run.entryIds.length, clockPasses: run.clockPasses, ms: Math.round(run.ms), wallMs: Math.round(performance.now() - started) },
          stopped ? "stopped simulating the demo's queue history: it ends where it got" : "simulated the demo's queue history through the engine",
        );
      }
    })()
      .catch((error: unknown) => logger.error({ err: error }, "simulating the demo's queue history failed"))
      .finally(() => {
        if (!stopped) stopClock = app.engine.start(config.clockIntervalMs, logger);
      });
    cleanups.push(async () => {
      stopped = true;
      await history;
      await (stopClock as (() => Promise<void>) | null)?.();
    });
  }
  if (cluster.isPrimary) logSafetyDefaults(config, logger);
}

/** What a first start chose on its own: the session secret's origin and the development conveniences. */
function logSafetyDefaults(config: Config, logger: Logger) {
  if (config.sessionSecretSource === "data-dir") {
    logger.info({ file: join(resolve(config.dataDir), SESSION_SECRET_FILE) }, "SESSION_SECRET is unset: tokens are signed with the secret kept in DATA_DIR");
  }
  const on = [
    config.devOutbox && "outbox (/dev/outbox, /api/v3/dev/outbox)",
    config.devRoutes && "development grants (/api/v3/dev/*)",
    config.testClock && "test clock (/api/v3/test-clock/advance)",
  ].filter((name): name is string => typeof name === "string");
  if (on.length > 0) logger.warn({ conveniences: on, host: config.host }, `development conveniences on, for clients on this machine only: ${on.join(", ")}`);
  if (config.devConveniencesOffByHost.length > 0) {
    logger.warn(
      { off: config.devConveniencesOffByHost, host: config.host },
      `development conveniences off: HOST ${config.host} is not a loopback address (${config.devConveniencesOffByHost.join(", ")})`,
    );
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StartupError;
  console.error(known ? (error as Error).message : `Start-up failed: ${(error as Error)?.message ?? String(error)}`);
  process.exit(1);
});
