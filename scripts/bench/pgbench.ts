/**
 * PostgreSQL's own yardstick: pgbench's TPC-B-like transactions on a throw-away database of the
 * benchmark's server (`pgbench -i -s <scale>`, then `pgbench -c 8 -j 2 -T 20 -M prepared`), its tps
 * without the initial connection time. pgbench must be on the PATH.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface PgbenchRun {
  clients: number;
  threads: number;
  seconds: number;
}

export const PGBENCH_RUN: PgbenchRun = { clients: 8, threads: 2, seconds: 20 };

/** Fills the database at `url` with pgbench's tables at `scale` (10: 1,000,000 accounts, 10 branches). */
export async function initPgbench(url: string, scale: number): Promise<void> {
  await run("pgbench", ["-i", "-s", String(scale), "-q", url], { maxBuffer: 16 * 1024 * 1024 });
}

/** The tps of one run with prepared statements. */
export async function pgbenchTps(url: string, options: PgbenchRun = PGBENCH_RUN): Promise<number> {
  const args = ["-b", "tpcb-like", "-M", "prepared", "-c", String(options.clients), "-j", String(options.threads), "-T", String(options.seconds), url];
  const { stdout } = await run("pgbench", args, { maxBuffer: 16 * 1024 * 1024 });
  const tps = parsePgbenchTps(stdout);
  if (tps === null) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return tps;
}

/** pgbench's "tps = N (without initial connection time)" (the one line of PostgreSQL 14 and later). */
export function parsePgbenchTps(output: string): number | null {
  const tps = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(output)?.[1];
  return tps === undefined ? null : Number(tps);
}

export const pgbenchCommand = (scale: number, options: PgbenchRun = PGBENCH_RUN) =>
  `pgbench -i -s ${scale}; pgbench -c ${options.clients} -j ${options.threads} -T ${options.seconds} -M prepared`;
