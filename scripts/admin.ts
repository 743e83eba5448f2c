/**
 * Administration from the command line, on the configured database (DATABASE_URL, or the embedded
 * one in DATA_DIR while the portal is stopped):
 *
 *   npm run admin -- grant-admin <email>
 *   npm run admin -- grant-operator <email> <checkpoint-slug>[,<slug>…]
 *   npm run admin -- waiting-area-key <waiting-area-id> [label]
 *   npm run admin -- reviews [pending|approved|rejected|all]
 *   npm run admin -- review-approve <review-id> [decided-by]
 *   npm run admin -- review-reject <review-id> <reason> [decided-by]
 *
 * The waiting-area key is printed once; only its hash is stored. Reviews (docs/ownership.md) are the
 * administrators' checks of foreign vehicles' and drivers' documents and of claims, until the
 * administration console shows them: `reviews` lists them with their documents (paths in the file
 * store), and a decision is told to the users it concerns.
 */
import { join, resolve } from "node:path";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { lockDataDir } from "../src/server/db/data-dir-lock.ts";
import { seedDemoData } from "../src/server/db/seed/seed.ts";
import { grantAdminByEmail } from "../src/server/modules/admin/roles.ts";
import { grantOperator } from "../src/server/modules/queue/operator.ts";
import { issueWaitingAreaKey } from "../src/server/modules/queue/waiting-areas.ts";
import { decideReview, listReviews, ReviewDecisionError, type ReviewView } from "../src/server/modules/ownership/reviews.ts";
import { createEngineClock } from "../src/server/modules/queue/clock.ts";

const USAGE = [
  "usage: npm run admin -- grant-admin <email>",
  "       npm run admin -- grant-operator <email> <checkpoint-slug>[,…]",
  "       npm run admin -- waiting-area-key <waiting-area-id> [label]",
  "       npm run admin -- reviews [pending|approved|rejected|all]",
  "       npm run admin -- review-approve <review-id> [decided-by]",
  "       npm run admin -- review-reject <review-id> <reason> [decided-by]",
].join("\n");
const [command, first, second, third] = process.argv.slice(2);
const REVIEW_STATUSES = ["pending", "approved", "rejected", "all"] as const;

/** A review as the console will show it: what, whose, the documents, who holds the key now. */
function printReview(review: ReviewView, uploadDir: string) {
  const whose = review.user.email ?? review.user.phone ?? `user ${review.user.id}`;
  console.log(`#${review.id} ${review.kind} of a ${review.subject} ${review.key} by ${whose} (user ${review.user.id}), ${review.status}, opened ${review.createdAt.toISOString()}`);
  if (review.record) console.log(`  record: ${JSON.stringify(review.record)}`);
  console.log(`  held now by: ${review.heldBy ? `${review.heldBy.email ?? "user"} (user ${review.heldBy.id})` : "nobody"}`);
  if (review.note) console.log(`  note: ${review.note}`);
  for (const file of review.documents) console.log(`  document: ${file.name} (${file.mime}, ${file.size} bytes) ${join(resolve(uploadDir), file.storageKey)}`);
  if (review.documents.length === 0) console.log("  document: none");
  if (review.decidedAt) console.log(`  decided by ${review.decidedBy ?? "?"} at ${review.decidedAt.toISOString()}${review.reason ? `: ${review.reason}` : ""}`);
}
const config = loadConfig();
// The embedded database has one user at a time: this refuses while the portal runs on it.
const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir, () => process.exit(1));
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: join(resolve(config.dataDir), "pglite") });
try {
  await database.migrate();
  if (config.seedDemoData) await seedDemoData(database.db);
  if (command === "grant-admin" && first) {
    if ((await grantAdminByEmail(database.db, first)) === null) throw new Error(`no account with the e-mail ${first}`);
    console.log(`${first} is now an administrator: the console is at /admin`);
  } else if (command === "grant-operator" && first && second) {
    const granted = await grantOperator(database.db, first, second.split(","));
    if (!granted) throw new Error(`no account with the e-mail ${first}`);
    console.log(`${first} is now an operator of ${granted.checkpoints.length} checkpoint(s)`);
  } else if (command === "waiting-area-key" && first && /^\d+$/.test(first)) {
    console.log(await issueWaitingAreaKey(database.db, Number(first), second ?? "cli"));
  } else if (command === "reviews" && (!first || (REVIEW_STATUSES as readonly string[]).includes(first))) {
    const reviews = await listReviews(database.db, (first ?? "pending") as (typeof REVIEW_STATUSES)[number]);
    if (reviews.length === 0) console.log("no reviews");
    for (const review of reviews) printReview(review, config.uploadDir);
  } else if ((command === "review-approve" || command === "review-reject") && first && /^\d+$/.test(first) && (command === "review-approve" || second)) {
    // The engine's time (the test clock's in a demo), so that notices sort with the queue's.
    const now = await createEngineClock(database.db, config.testClock).now();
    const decision = command === "review-approve" ? ({ approve: true } as const) : ({ approve: false, reason: second! } as const);
    const decidedBy = (command === "review-approve" ? second : third) ?? "cli";
    try {
      const review = await decideReview(database.db, Number(first), decision, decidedBy, now);
      console.log(`review #${review.id} ${review.status}; the users it concerns are told`);
    } catch (error) {
      if (!(error instanceof ReviewDecisionError)) throw error;
      console.error(error.message);
      process.exitCode = 1;
    }
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
