/**
 * Simulated queue history on the configured database (docs/statistics.md):
 *
 *   npm run simulate -- [--days 14] [--seed 16] [--checkpoint yahodyn-dorohusk[,…]]
 *
 * Arrivals, call-ups, confirmations, no-shows, cancellations, admissions and crossings at every
 * lane (or those of the checkpoints named) over the last N days up to the engine's time, through the
 * queue's own rules, written to queue_entries and queue_history. The same seed gives the same history.
 * Refused in production; the embedded database is locked while the portal runs on it.
 */
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { inArray } from "drizzle-orm";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { lockDataDir } from "../src/server/db/data-dir-lock.ts";
import { seedDemoData } from "../src/server/db/seed/seed.ts";
import { checkpoints } from "../src/server/db/schema.ts";
import { createEngineClock } from "../src/server/modules/queue/clock.ts";
import { runSimulation } from "../src/server/modules/statistics/simulation.ts";

const { values } = parseArgs({
  options: { days: { type: "string", default: "14" }, seed: { type: "string", default: "16" }, checkpoint: { type: "string" } },
});
const days = Number(values.days);
const seed = Number(values.seed);
if (!Number.isInteger(days) || days < 1 || days > 92 || !Number.isInteger(seed)) {
  console.error("usage: npm run simulate -- [--days 1…92] [--seed <integer>] [--checkpoint <slug>[,…]]");
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
  const run = await runSimulation(database.db, { from, to, seed, checkpointIds });
  const ended = (status: number) => run.entries.filter((entry) => entry.state.status === status).length;
  console.log(
    `${run.entries.length} entries from ${from.toISOString()} to ${to.toISOString()}: ${ended(60)} passed, ${ended(80)} expired, ` +
      `${ended(70)} cancelled, ${run.entries.length - ended(60) - ended(70) - ended(80)} still open ` +
      `(simulated in ${Math.round(run.ms.simulate)} ms, written in ${Math.round(run.ms.write)} ms)`,
  );
} finally {
  await database.close();
  await unlock();
}
