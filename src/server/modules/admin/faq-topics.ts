/**
 * The administration of the FAQ's topics (docs/administration.md, "Content"): list, create, edit
 * and delete through the content's one edit step (content-edits.ts: the row locked, the version
 * checked, the audit row `faq-topic.*` and the public caches' announcement in one transaction).
 * A topic that any entry is in is kept (409 `topic-in-use`), and the database refuses it too (the
 * entries' foreign key is ON DELETE RESTRICT since migration 0026).
 */
import { OpenAPIHono, type z } from "@hono/zod-openapi";
import { asc, count, eq, inArray } from "drizzle-orm";
import type { LocalizedText } from "../../../domain/locales.ts";
import type { Database } from "../../db/client.ts";
import { faqEntries, faqTopics } from "../../db/schema.ts";
import type { ApiEnv } from "../../http/context.ts";
import { ApiProblem } from "../../http/errors.ts";
import type { ApiDeps } from "../deps.ts";
import { contentEdits, itemRoutes, type EditedKind } from "./content-edits.ts";
import { CONTENT_PAGE_SIZE } from "./content.ts";
import { faqTopicAdminRoutes, type FaqTopicInputSchema } from "./faq-topics.routes.ts";
import { versioned } from "./versions.ts";

type TopicRow = typeof faqTopics.$inferSelect;

function topicCore(row: TopicRow) {
  return { id: row.id, slug: row.slug, position: row.position, title: row.title };
}

/** The number of entries in each of the topics `ids`. */
async function entryCounts(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ topicId: faqEntries.topicId, n: count() }).from(faqEntries).where(inArray(faqEntries.topicId, ids)).groupBy(faqEntries.topicId);
  return new Map(rows.map((row) => [row.topicId, row.n]));
}

const topicItem = (row: TopicRow, entries: number) => ({ ...versioned(topicCore(row)), entries });

function topicKind(db: Database) {
  return {
    table: faqTopics,
    subject: "faq-topic",
    core: topicCore,
    answer: async (row) => topicItem(row, (await entryCounts(db, [row.id])).get(row.id) ?? 0),
    values: (input) => ({ slug: input.slug, position: input.position, title: input.title as LocalizedText }),
    keep: async (tx, row) => {
      // The topic's row is locked: an entry written into it meanwhile is counted (its key share waited).
      const [used] = await tx.select({ n: count() }).from(faqEntries).where(eq(faqEntries.topicId, row.id));
      const entries = used?.n ?? 0;
      if (entries > 0) throw new ApiProblem(409, "adminContent.topicInUse", { params: { count: entries }, extra: { code: "topic-in-use" } });
    },
  } satisfies EditedKind<typeof faqTopics, z.output<typeof FaqTopicInputSchema>>;
}

export function adminFaqTopicRoutes({ database: { db }, publicChanges }: ApiDeps) {
  return new OpenAPIHono<ApiEnv>()
    .openapi(faqTopicAdminRoutes.list, async (c) => {
      const { page } = c.req.valid("query");
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(faqTopics)
          .orderBy(asc(faqTopics.position), asc(faqTopics.id))
          .limit(CONTENT_PAGE_SIZE)
          .offset((page - 1) * CONTENT_PAGE_SIZE),
        db.select({ value: count() }).from(faqTopics),
      ]);
      const counts = await entryCounts(
        db,
        rows.map((row) => row.id),
      );
      return c.json({ data: rows.map((row) => topicItem(row, counts.get(row.id) ?? 0)), meta: { page, per_page: CONTENT_PAGE_SIZE, total: total?.value ?? 0 } }, 200);
    })
    .route("/", itemRoutes(faqTopicAdminRoutes, topicKind(db), contentEdits({ db, publicChanges }), db));
}
