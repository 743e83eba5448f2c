/**
 * A production server of the benchmarks' own: `node src/server/main.ts` on the production web
 * build, as `npm start` runs it in production (NODE_ENV=production, the engine on the real clock),
 * but in test mode (APP_ENV=test) for the development grants and outbox the set-up uses, on
 * loopback only. On PostgreSQL (`databaseUrl`) or on its own embedded database. Whatever the
 * environment says about the server itself (WEB_CONCURRENCY, MALLOC_* and the like) is passed on,
 * so the benchmarks measure the server as it is configured. Its memory is read from /proc for the
 * process and every process under it (cluster workers).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildWebIfStale } from "../web-build.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** The benchmarks sign the bearer tokens of the users they insert with this secret (tests/support/direct-bookers.ts). */
export const BENCH_SESSION_SECRET = "bench-session-secret-0123456789-abcdefghijklmnop";

export interface ProductionServer {
  base: string;
  pid: number;
  /** Resident memory of the server and its workers, bytes (from /proc/<pid>/status VmRSS). */
  rss(): { total: number; processes: number };
  stop(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  /** PostgreSQL; without it the server runs on an embedded database in a temporary DATA_DIR. */
  databaseUrl?: string;
  /** Log level of the server (its warnings and errors go to this process's stderr). */
  logLevel?: string;
}

export async function startProductionServer(options: ServerOptions): Promise<ProductionServer> {
  buildWebIfStale();
  const base = `http://127.0.0.1:${options.port}`;
  const dataRoot = mkdtempSync(join(tmpdir(), "bq-bench-server-"));
  const child = spawn(process.execPath, ["src/server/main.ts"], {
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
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
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

/** The parent process id of every process, from /proc/<pid>/stat. */
function parentsOf(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // The command name (field 2) may hold spaces and parentheses: fields after its last ')'.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(name), Number(fields[1]));
    } catch {
      /* the process ended meanwhile */
    }
  }
  return parents;
}

/** VmRSS of `pid` and of every process below it, in bytes. */
export function treeRss(pid: number): { total: number; processes: number } {
  const parents = parentsOf();
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  let total = 0;
  let processes = 0;
  for (const member of tree) {
    try {
      const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${member}/status`, "utf8"))?.[1];
      if (kb) {
        total += Number(kb) * 1024;
        processes += 1;
      }
    } catch {
      /* the process ended meanwhile */
    }
  }
  return { total, processes };
}
