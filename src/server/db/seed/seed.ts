/**
 * Demo data: Ukraine's road checkpoints with their lanes and lane settings, waiting areas, news, the
 * FAQ and the information pages (about, privacy, terms). It runs at every start of a demo database.
 * Checkpoints and news are seeded only while their table is empty. Waiting areas, the FAQ and the
 * pages are topped up: each demo item the database lacks (by its key) is added, so a database
 * seeded before an item existed gets it; a row already there, the demo's or an administrator's, is
 * never changed. A restart or a second instance therefore adds nothing.
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

/**
 * The demo waiting areas the database lacks. The table has no key of their own: a demo area is
 * known by its checkpoint and its Ukrainian name (distinct among the demo areas, tested), so a
 * database seeded with the first two demo areas gets the others. Returns whether any was added.
 */
async function seedWaitingAreas(tx: Transaction): Promise<boolean> {
  const rows = await tx.select({ id: checkpoints.id, slug: checkpoints.slug }).from(checkpoints);
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));
  const present = await tx.select({ checkpointId: waitingAreas.checkpointId, name: waitingAreas.name }).from(waitingAreas);
  const presentKeys = new Set(present.map((area) => demoAreaKey(area.checkpointId, area.name.uk)));
  const reportedAt = new Date();
  const values = WAITING_AREAS.flatMap(({ checkpointSlug, ...area }) => {
    const checkpointId = idOf.get(checkpointSlug);
    if (checkpointId === undefined || presentKeys.has(demoAreaKey(checkpointId, area.name.uk))) return [];
    const freeSpacesReportedAt = area.freeSpaces === null ? null : reportedAt;
    return [{ ...area, checkpointId, freeSpacesReportedAt }];
  });
  if (values.length > 0) await tx.insert(waitingAreas).values(values);
  return values.length > 0;
}

const demoAreaKey = (checkpointId: number, ukrainianName: string) => `${checkpointId} ${ukrainianName}`;

async function seedNews(tx: Transaction) {
  await tx.insert(news).values(NEWS.map((item) => ({ ...item, publishedAt: new Date(item.publishedAt) })));
}

/**
 * The FAQ's topics and entries the database lacks (by their slugs), published, in the order written
 * (positions step by 10, leaving room between); an entry whose slug is there, even in another topic
 * (an administrator moved it), is left as it is. Returns whether anything was added.
 */
async function seedFaq(tx: Transaction): Promise<boolean> {
  const presentTopics = await tx.select({ id: faqTopics.id, slug: faqTopics.slug }).from(faqTopics);
  const idOf = new Map(presentTopics.map((row) => [row.slug, row.id]));
  const newTopics = FAQ.flatMap((topic, index) => (idOf.has(topic.slug) ? [] : [{ slug: topic.slug, title: topic.title, position: (index + 1) * 10 }]));
  if (newTopics.length > 0) {
    const added = await tx.insert(faqTopics).values(newTopics).returning({ id: faqTopics.id, slug: faqTopics.slug });
    for (const row of added) idOf.set(row.slug, row.id);
  }
  const presentEntries = new Set((await tx.select({ slug: faqEntries.slug }).from(faqEntries)).map((row) => row.slug));
  const newEntries = FAQ.flatMap((topic) => {
    const topicId = idOf.get(topic.slug);
    if (topicId === undefined) throw new Error(`seeding FAQ topic ${topic.slug} returned no row`);
    return topic.entries.flatMap((entry, index) => (presentEntries.has(entry.slug) ? [] : [{ ...entry, topicId, position: (index + 1) * 10, published: true }]));
  });
  if (newEntries.length > 0) await tx.insert(faqEntries).values(newEntries);
  return newTopics.length + newEntries.length > 0;
}

/** The information pages the database lacks (by slug), published, dated when their texts were written. Returns whether any was added. */
async function seedContentPages(tx: Transaction): Promise<boolean> {
  const present = new Set((await tx.select({ slug: contentPages.slug }).from(contentPages)).map((row) => row.slug));
  const values = CONTENT_PAGES.filter((page) => !present.has(page.slug)).map((page) => ({ ...page, published: true, updatedAt: CONTENT_PAGES_WRITTEN_AT }));
  if (values.length > 0) await tx.insert(contentPages).values(values);
  return values.length > 0;
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
    // Checkpoints first: the waiting areas name theirs.
    if (await seedWaitingAreas(tx)) seeded = true;
    if (await isEmpty(tx, news)) {
      await seedNews(tx);
      seeded = true;
    }
    // A database seeded before a question or a page existed gets it on its next start.
    if (await seedFaq(tx)) seeded = true;
    if (await seedContentPages(tx)) seeded = true;
    // Instances already running on this database drop what they kept of the empty one (on commit).
    if (seeded) await announcePublicChange(tx);
    return { seeded };
  });
}
