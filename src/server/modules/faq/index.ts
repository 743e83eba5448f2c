/**
 * The FAQ, the same for every reader of a language: each language's topics are read once per
 * change of what the public sees, and each answer (the whole FAQ, or what a query finds in it) is
 * kept as its JSON bytes with an ETag and answered from them (docs/caching.md). A search reads no
 * database: it filters the language's kept topics.
 */
import { OpenAPIHono, type z } from "@hono/zod-openapi";
import { and, asc, eq, isNull, lte, or } from "drizzle-orm";
import { shownLanguage } from "../admin/content.ts";
import { countEntries, filterFaq, normalizedQuery } from "../../../domain/faq.ts";
import type { Locale } from "../../../domain/locales.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { answerJson, encodedJson, type EncodedJson } from "../../http/encoded-body.ts";
import { createPublicCache } from "../../http/public-cache.ts";
import { faqEntries, faqTopics } from "../../db/schema.ts";
import { PUBLIC_CACHE_MS } from "../../platform/public-changes.ts";
import { listFaq, type FaqListSchema, type FaqTopicSchema } from "./faq.routes.ts";

type FaqTopic = z.infer<typeof FaqTopicSchema>;
type FaqList = z.infer<typeof FaqListSchema>;

const HEADERS = {
  "Cache-Control": "public, max-age=60",
  Vary: "X-Client-Locale, Accept-Language",
};

export function faqRoutes({ database, publicChanges }: ApiDeps) {
  const { db } = database;

  const read = async (locale: Locale): Promise<FaqTopic[]> => {
    const rows = await db
      .select({
        topicSlug: faqTopics.slug,
        title: faqTopics.title,
        slug: faqEntries.slug,
        question: faqEntries.question,
        answer: faqEntries.answer,
        updatedAt: faqEntries.updatedAt,
      })
      .from(faqEntries)
      .innerJoin(faqTopics, eq(faqTopics.id, faqEntries.topicId))
      .where(and(eq(faqEntries.published, true), or(isNull(faqEntries.publishAt), lte(faqEntries.publishAt, new Date()))))
      .orderBy(asc(faqTopics.position), asc(faqTopics.id), asc(faqEntries.position), asc(faqEntries.id));
    const topics = new Map<string, FaqTopic>();
    for (const row of rows) {
      let topic = topics.get(row.topicSlug);
      if (!topic) {
        topic = { slug: row.topicSlug, title: row.title[locale], entries: [] };
        topics.set(row.topicSlug, topic);
      }
      // An entry without a translation (question or answer) reads the Ukrainian.
      const language = shownLanguage(locale, row.question, row.answer);
      topic.entries.push({ slug: row.slug, language, question: row.question[language], answer: row.answer[language], updated_at: row.updatedAt.toISOString() });
    }
    return [...topics.values()];
  };

  // One key per language: the topics a search filters.
  const topics = createPublicCache<FaqTopic[]>({ version: publicChanges.version, maxAgeMs: PUBLIC_CACHE_MS, maxEntries: 16 });
  // Answers by language and query: any client may send any query, so the oldest kept go first.
  const answers = createPublicCache<EncodedJson<FaqList>>({ version: publicChanges.version, maxAgeMs: PUBLIC_CACHE_MS, maxEntries: 256 });

  return new OpenAPIHono<ApiEnv>().openapi(listFaq, async (c) => {
    const q = normalizedQuery(c.req.valid("query").q ?? "");
    const locale = c.get("locale");
    const body = await answers.get(`${locale}\n${q}`, async (previous) => {
      const found = filterFaq(await topics.get(locale, () => read(locale)), q);
      return encodedJson({ data: found, meta: { q, total: countEntries(found) } }, previous);
    });
    return answerJson(c.req.raw, body, HEADERS);
  });
}
