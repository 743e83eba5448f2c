/**
 * The real application, in-process, on a database of its own: the API tests' entry point.
 * Every test file gets a fresh, migrated and seeded database, so no test depends on another's data.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { inject } from "vitest";
import { createApp, type AppDeps } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { openDatabase, type DatabaseHandle } from "../../src/server/db/client.ts";
import { seedDemoData } from "../../src/server/db/seed/seed.ts";
import { createRateLimits } from "../../src/server/platform/rate-limit.ts";
import { startSmtpSink } from "./smtp-sink.ts";
import { adminQuery, quoteIdent, serverUrl, withDatabase } from "./test-database.ts";

let counter = 0;

async function freshDatabase(): Promise<{ database: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  const url = serverUrl();
  const template = inject("templateDatabase");
  if (!url || !template) {
    const snapshot = inject("pgliteSnapshot");
    const database = await openDatabase({
      pgliteMemory: true,
      snapshot: snapshot ? new Blob([await readFile(snapshot)]) : undefined,
    });
    if (!snapshot) {
      await database.migrate();
      await seedDemoData(database.db);
    }
    return { database, drop: async () => {} };
  }
  const name = `${inject("runPrefix")}_${process.pid}_${++counter}`;
  await adminQuery(url, `create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
  const database = await openDatabase({ url: withDatabase(url, name) });
  return { database, url: withDatabase(url, name), drop: () => adminQuery(url, `drop database if exists ${quoteIdent(name)} with (force)`).then(() => {}) };
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  /** PostgreSQL: the URL of the test's database (absent on PGlite). */
  databaseUrl?: string;
  /** Calls the app in-process, like a client over HTTP would. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

/** What a test may put in place of the app's outside world (and the web files it serves). */
export type TestAppDeps = Pick<AppDeps, "pushNetwork" | "webhookNetwork" | "web">;

export async function createTestApp(env: Record<string, string> = {}, deps: TestAppDeps = {}): Promise<TestApp> {
  // Uploads go to a directory of the test's own, removed at the end.
  const uploadDir = await mkdtemp(join(tmpdir(), "bq-uploads-"));
  const config = loadConfig({ APP_ENV: "test", LOG_LEVEL: "silent", UPLOAD_DIR: uploadDir, ...env });
  const { database, url, drop } = await freshDatabase();
  const rateLimits = createRateLimits(config.redisUrl);
  const app = createApp({ config, database, logger: pino({ level: "silent" }), rateLimits, ...deps });
  return {
    app,
    database,
    databaseUrl: url,
    request: async (path, init) => app.request(path, init),
    close: async () => {
      await rateLimits.close();
      await database.close();
      await drop();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another instance of the app on the SAME database as `t`, like a second server process: on
 * PostgreSQL with a connection pool of its own; on PGlite (one in-memory database one process
 * owns) sharing `t`'s handle, so its engine is a second engine on the same data. Its `close`
 * closes only what it opened; the database stays `t`'s to drop.
 */
export async function createTestAppOn(t: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  const uploadDir = await mkdtemp(join(tmpdir(), "bq-uploads-"));
  const config = loadConfig({ APP_ENV: "test", LOG_LEVEL: "silent", UPLOAD_DIR: uploadDir, ...env });
  const database = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.database;
  const rateLimits = createRateLimits(config.redisUrl);
  const app = createApp({ config, database, logger: pino({ level: "silent" }), rateLimits });
  return {
    app,
    database,
    databaseUrl: t.databaseUrl,
    request: async (path, init) => app.request(path, init),
    close: async () => {
      await rateLimits.close();
      if (database !== t.database) await database.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** The app sending its mail over real SMTP to a server in the test process. */
export async function createTestAppWithMail(env: Record<string, string> = {}, deps: TestAppDeps = {}) {
  const smtp = await startSmtpSink();
  const app = await createTestApp({ SMTP_URL: smtp.url, ...env }, deps);
  return {
    app,
    smtp,
    close: async () => {
      await app.close();
      await smtp.close();
    },
  };
}
