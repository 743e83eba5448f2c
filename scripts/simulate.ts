/**
 * Simulated queue history on the configured database (docs/statistics.md):
 *
 *   npm run simulate -- [--days 14] [--seed 16] [--checkpoint yahodyn-dorohusk[,…]] [--clock-minutes 5]
 *
 * Arrivals, call-ups, confirmations, no-shows, cancellations, admissions and crossings at every
 * lane (or those of the checkpoints named) over the last N days up to the engine's time, driven
 * through the engine itself: the booking statement, the users' and the operator's actions and the
 * clock pass. The same seed on the same database gives the same history. Refused in production;
 * the embedded database is locked while the portal runs on it.
 */
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { inArray, sql } from "drizzle-orm";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase, queryRows } from "../src/server/db/client.ts";
import { lockDataDir } from "../src/server/db/data-dir-lock.ts";
import { seedDemoData } from "../src/server/db/seed/seed.ts";
import { checkpoints } from "../src/server/db/schema.ts";
import { createEngineClock } from "../src/server/modules/queue/clock.ts";
import { runSimulation } from "../src/server/modules/statistics/simulation.ts";

const { values } = parseArgs({
  options: {
    days: { type: "string", default: "14" },
    seed: { type: "string", default: "16" },
    checkpoint: { type: "string" },
    "clock-minutes": { type: "string", default: "5" },
  },
});
const days = Number(values.days);
const seed = Number(values.seed);
const clockMinutes = Number(values["clock-minutes"]);
if (!Number.isInteger(days) || days < 1 || days > 92 || !Number.isInteger(seed) || !Number.isInteger(clockMinutes) || clockMinutes < 1 || clockMinutes > 15) {
  console.error("usage: npm run simulate -- [--days 1…92] [--seed <integer>] [--checkpoint <slug>[,…]] [--clock-minutes 1…15]");
  process.exit(2);
}
const config = loadConfig();
if (config.isProduction) {
  console.error("the simulation writes made-up history: refused when APP_ENV=production");
  process.exit(2);
}
const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir, () => process.exit(1));
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: join(resolve(config.dataDir), "pglite") });
try {
  await database.migrate();
  if (config.seedDemoData) await seedDemoData(database.db);
  const slugs = values.checkpoint?.split(",").filter(Boolean);
  const checkpointIds = slugs
    ? (await database.db.select({ id: checkpoints.id }).from(checkpoints).where(inArray(checkpoints.slug, slugs))).map((row) => row.id)
    : undefined;
  if (slugs && checkpointIds?.length !== slugs.length) throw new Error(`unknown checkpoint among ${slugs.join(", ")}`);
  const now = await createEngineClock(database.db, config.testClock).now();
  const to = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const from = new Date(to.getTime() - days * 86_400_000);
  const run = await runSimulation(database.db, { from, to, seed, checkpointIds, clockMinutes });
  const ids = run.entryIds.length > 0 ? run.entryIds : [0];
  const statuses = await queryRows<{ status: number; n: number }>(
    database.db,
    sql`select status, count(*)::int as n from queue_entries where id = any(${sql.raw(`array[${ids.join(",")}]`)}::int[]) group by status`,
  );
  const count = (status: number) => statuses.find((row) => row.status === status)?.n ?? 0;
  console.log(
    `${run.entryIds.length} entries from ${from.toISOString()} to ${to.toISOString()} (${run.arrivals} arrivals, ${run.notBooked} not booked): ` +
      `${count(60)} passed, ${count(80)} expired, ${count(70)} cancelled, ${count(30) + count(40) + count(50)} still open; ` +
      `${run.clockPasses} clock passes in ${run.windows} windows, ${(run.ms / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
  await unlock();
}
