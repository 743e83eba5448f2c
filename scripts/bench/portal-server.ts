/**
 * Runs the portal as production runs it (`node scripts/start.ts`, the production web build,
 * NODE_ENV=production) in test mode (APP_ENV=test: the outbox and the skipped bot check let the
 * soak sign a carrier up), on the embedded database in a fresh DATA_DIR or on PostgreSQL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const ROOT = resolve(import.meta.dirname, "../..");

export interface PortalServer {
  pid: number;
  baseUrl: string;
  /** Where the server's output goes. */
  logFile: string;
  stop(): Promise<void>;
}

export interface PortalServerOptions {
  port: number;
  /** PostgreSQL; without it, PGlite in a temporary DATA_DIR. */
  databaseUrl?: string;
  /** Extra environment (e.g. allocator settings to compare). */
  env?: Record<string, string>;
  /**
   * `npm start`'s script (the default: the allocator settings of scripts/allocator.ts apply) or the
   * server module itself (`node src/server/main.ts`: the C library's defaults, for comparison).
   */
  entry?: "start" | "main";
  readyTimeoutMs?: number;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with status ${child.exitCode} before it was ready`);
    const ok = await fetch(`${baseUrl}/api/v3/health`).then((response) => response.ok, () => false);
    if (ok) return;
    await sleep(500);
  }
  throw new Error(`the server did not answer /api/v3/health within ${timeoutMs / 1000} s`);
}

export async function startPortal(options: PortalServerOptions): Promise<PortalServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "bq-soak-"));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  // Kept after the run (the data directory is not), for a look at what the server said.
  const logFile = join(tmpdir(), `bq-soak-${options.port}-${Date.now()}.log`);
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: "test",
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [options.entry === "main" ? "src/server/main.ts" : "scripts/start.ts"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, options.readyTimeoutMs ?? 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid!, baseUrl, logFile, stop };
}
