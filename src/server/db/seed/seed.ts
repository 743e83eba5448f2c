/**
 * Demo data for an empty database: Ukraine's road checkpoints with their lanes and lane settings,
 * waiting areas, news, the FAQ and the information pages (about, privacy, terms).
 * Each kind is seeded only while its table is empty, so a restart or a second instance changes
 * nothing.
 */
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client.ts";
import { checkpoints, contentPages, faqEntries, faqTopics, laneSettings, lanes, news, waitingAreas } from "../schema.ts";
import { CONTENT_PAGES, CONTENT_PAGES_WRITTEN_AT } from "./content-pages-data.ts";
import { CHECKPOINTS, laneWeights } from "./checkpoint-data.ts";
import { WAITING_AREAS } from "./waiting-area-data.ts";
import { FAQ } from "./faq-data.ts";
import { NEWS } from "./news-data.ts";
import { announcePublicChange } from "../../platform/public-changes.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const SEED_LOCK_KEY = 727_001;

async function isEmpty(tx: Transaction, table: PgTable) {
  const [row] = await tx.select({ value: count() }).from(table);
  return (row?.value ?? 0) === 0;
}

async function seedCheckpoints(tx: Transaction) {
  for (const { lanes: laneSeeds, ...checkpoint } of CHECKPOINTS) {
    // SPEC §3 'number of checkpoints': CHECKPOINTS.md gives no counts; each seeded lane stands for a control point.
    const [row] = await tx
      .insert(checkpoints)
      .values({ ...checkpoint, checkpointsCount: laneSeeds.length })
      .returning({ id: checkpoints.id });
    if (!row) throw new Error(`seeding checkpoint ${checkpoint.slug} returned no row`);
    const laneRows = await tx
      .insert(lanes)
      .values(laneSeeds.map((lane) => ({ ...lane, checkpointId: row.id })))
      .returning({ id: lanes.id, vehicleType: lanes.vehicleType });
    await tx.insert(laneSettings).values(laneRows.map((lane) => ({ laneId: lane.id, weights: laneWeights(lane.vehicleType) })));
  }
}

async function seedWaitingAreas(tx: Transaction) {
  const rows = await tx.select({ id: checkpoints.id, slug: checkpoints.slug }).from(checkpoints);
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));
  const reportedAt = new Date();
  const values = WAITING_AREAS.flatMap(({ checkpointSlug, ...area }) => {
    const checkpointId = idOf.get(checkpointSlug);
    const freeSpacesReportedAt = area.freeSpaces === null ? null : reportedAt;
    return checkpointId === undefined ? [] : [{ ...area, checkpointId, freeSpacesReportedAt }];
  });
  if (values.length > 0) await tx.insert(waitingAreas).values(values);
}

async function seedNews(tx: Transaction) {
  await tx.insert(news).values(NEWS.map((item) => ({ ...item, publishedAt: new Date(item.publishedAt) })));
}

/** The FAQ's topics and their entries, published, in the order written (positions step by 10, leaving room between). */
async function seedFaq(tx: Transaction) {
  const topicRows = await tx
    .insert(faqTopics)
    .values(FAQ.map((topic, index) => ({ slug: topic.slug, title: topic.title, position: (index + 1) * 10 })))
    .returning({ id: faqTopics.id, slug: faqTopics.slug });
  const idOf = new Map(topicRows.map((row) => [row.slug, row.id]));
  const values = FAQ.flatMap((topic) => {
    const topicId = idOf.get(topic.slug);
    if (topicId === undefined) throw new Error(`seeding FAQ topic ${topic.slug} returned no row`);
    return topic.entries.map((entry, index) => ({ ...entry, topicId, position: (index + 1) * 10, published: true }));
  });
  await tx.insert(faqEntries).values(values);
}

/** The information pages, published, dated when their texts were written. */
async function seedContentPages(tx: Transaction) {
  await tx.insert(contentPages).values(CONTENT_PAGES.map((page) => ({ ...page, published: true, updatedAt: CONTENT_PAGES_WRITTEN_AT })));
}

export async function seedDemoData(db: Database): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // One seeder at a time across instances; the others find the tables filled.
    await tx.execute(`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    let seeded = false;
    if (await isEmpty(tx, checkpoints)) {
      await seedCheckpoints(tx);
      seeded = true;
    }
    if (await isEmpty(tx, waitingAreas)) {
      await seedWaitingAreas(tx);
      seeded = true;
    }
    if (await isEmpty(tx, news)) {
      await seedNews(tx);
      seeded = true;
    }
    // A database seeded before the FAQ existed gets it on its next start.
    if (await isEmpty(tx, faqTopics)) {
      await seedFaq(tx);
      seeded = true;
    }
    // Likewise the information pages, for a database seeded before them.
    if (await isEmpty(tx, contentPages)) {
      await seedContentPages(tx);
      seeded = true;
    }
    // Instances already running on this database drop what they kept of the empty one (on commit).
    if (seeded) await announcePublicChange(tx);
    return { seeded };
  });
}
