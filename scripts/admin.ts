/**
 * Administration from the command line, on the configured database (DATABASE_URL, or the embedded
 * one in DATA_DIR while the portal is stopped):
 *
 *   npm run admin -- grant-operator <email> <checkpoint-slug>[,<slug>…]
 *   npm run admin -- waiting-area-key <waiting-area-id> [label]
 *
 * The waiting-area key is printed once; only its hash is stored.
 */
import { join, resolve } from "node:path";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { lockDataDir } from "../src/server/db/data-dir-lock.ts";
import { seedDemoData } from "../src/server/db/seed/seed.ts";
import { grantOperator } from "../src/server/modules/queue/operator.ts";
import { issueWaitingAreaKey } from "../src/server/modules/queue/waiting-areas.ts";

const USAGE = "usage: npm run admin -- grant-operator <email> <checkpoint-slug>[,…] | waiting-area-key <waiting-area-id> [label]";
const [command, first, second] = process.argv.slice(2);
const config = loadConfig();
// The embedded database has one user at a time: this refuses while the portal runs on it.
const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir, () => process.exit(1));
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: join(resolve(config.dataDir), "pglite") });
try {
  await database.migrate();
  if (config.seedDemoData) await seedDemoData(database.db);
  if (command === "grant-operator" && first && second) {
    const granted = await grantOperator(database.db, first, second.split(","));
    if (!granted) throw new Error(`no account with the e-mail ${first}`);
    console.log(`${first} is now an operator of ${granted.checkpoints.length} checkpoint(s)`);
  } else if (command === "waiting-area-key" && first && /^\d+$/.test(first)) {
    console.log(await issueWaitingAreaKey(database.db, Number(first), second ?? "cli"));
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
  await unlock();
}
