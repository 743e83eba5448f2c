/**
 * A production server of the benchmarks' own, started as `npm start` starts it in production
 * (`node scripts/start.ts`: the C allocator's settings of scripts/allocator.ts in force, then the
 * server; NODE_ENV=production, the engine on the real clock) on the production web build, but in
 * test mode (APP_ENV=test) for the development grants and outbox the set-up uses, on loopback only.
 * `entry: "main"` starts `node src/server/main.ts` instead (the C library's own allocator defaults,
 * for comparison). On PostgreSQL (`databaseUrl`) or on its own embedded database. Whatever the
 * environment says about the server itself (WEB_CONCURRENCY, MALLOC_* and the like) is passed on,
 * so the benchmarks measure the server as it is configured; `env` adds to it, and
 * `BENCH_SERVER_NODE_ARGS` adds Node options to its command line (a CPU profile: `--cpu-prof`). Its memory is read
 * from /proc for the process and every process under it (cluster workers).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildWebIfStale } from "../web-build.ts";
import { treeRss } from "./process-memory.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** The benchmarks sign the bearer tokens of the users they insert with this secret (tests/support/direct-bookers.ts). */
export const BENCH_SESSION_SECRET = "bench-session-secret-0123456789-abcdefghijklmnop";

/** What each entry runs: `npm start`'s script, or the server module itself. */
const ENTRY_SCRIPTS = { start: "scripts/start.ts", main: "src/server/main.ts" } as const;

export interface ProductionServer {
  base: string;
  /** The server's process (scripts/start.ts re-executes Node in place: the same process id). */
  pid: number;
  /** Resident memory of the server and its workers, bytes (from /proc/<pid>/status VmRSS). */
  rss(): { total: number; processes: number };
  stop(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  /** PostgreSQL; without it the server runs on an embedded database in a temporary DATA_DIR. */
  databaseUrl?: string;
  /** Log level of the server. */
  logLevel?: string;
  /**
   * `"start"` (the default): `npm start`'s script, with the allocator settings of
   * scripts/allocator.ts; `"main"`: `node src/server/main.ts`, with the C library's defaults.
   */
  entry?: keyof typeof ENTRY_SCRIPTS;
  /** Extra environment for the server (e.g. allocator settings to compare); it wins over the rest. */
  env?: Record<string, string>;
  /** Where the server's output goes (appended); without it, to this process's stdout and stderr. */
  logFile?: string;
}

export async function startProductionServer(options: ServerOptions): Promise<ProductionServer> {
  buildWebIfStale();
  const base = `http://127.0.0.1:${options.port}`;
  const dataRoot = mkdtempSync(join(tmpdir(), "bq-bench-server-"));
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? []), ENTRY_SCRIPTS[options.entry ?? "start"]], {
    cwd: ROOT,
    env: {
      ...process.env,
      APP_ENV: "test",
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      APP_URL: base,
      DATA_DIR: join(dataRoot, "data"),
      DATABASE_URL: options.databaseUrl ?? "",
      SESSION_SECRET: BENCH_SESSION_SECRET,
      // Production's engine reads the real time; the test clock would cost a query per request.
      TEST_CLOCK: "false",
      LOG_LEVEL: options.logLevel ?? "warn",
      ...options.env,
    },
    stdio: options.logFile ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
  });
  if (options.logFile) {
    const log = createWriteStream(options.logFile, { flags: "a" });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
  }
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    rmSync(dataRoot, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid!, rss: () => treeRss(child.pid!), stop };
}

async function waitForHealth(base: string, child: ChildProcess) {
  // A loaded machine may take a minute or more to start it.
  for (let attempt = 0; attempt < 720; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start-up (exit code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/v3/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the server did not answer ${base}/api/v3/health within 3 minutes`);
}
