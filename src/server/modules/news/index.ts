/**
 * News, the same for every reader of a language: each page of the list and each item is computed
 * once per change of what the public sees (a clock pass publishes what was scheduled), kept as its
 * JSON bytes with an ETag, and answered from them (docs/caching.md).
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { and, count, desc, eq, lte } from "drizzle-orm";
import { shownLanguage } from "../admin/content.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem } from "../../http/errors.ts";
import { answerJson, encodedJson, type EncodedJson } from "../../http/encoded-body.ts";
import { createPublicCache } from "../../http/public-cache.ts";
import { idOrNotFound } from "../../http/schemas.ts";
import { news } from "../../db/schema.ts";
import { PUBLIC_CACHE_MS } from "../../platform/public-changes.ts";
import type { Locale } from "../../../domain/locales.ts";
import { getNewsItem, listNews } from "./news.routes.ts";

const HEADERS = {
  "Cache-Control": "public, max-age=60",
  Vary: "X-Client-Locale, Accept-Language",
};

export function newsRoutes({ database, publicChanges }: ApiDeps) {
  const { db } = database;

  const list = async (locale: Locale, page: number, perPage: number) => {
    const published = and(eq(news.published, true), lte(news.publishedAt, new Date()));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(news)
        .where(published)
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ value: count() }).from(news).where(published),
    ]);
    return {
      data: rows.map((row) => {
        const language = shownLanguage(locale, row.title, row.summary, row.body);
        return { id: row.id, language, title: row.title[language], summary: row.summary[language], published_at: row.publishedAt.toISOString() };
      }),
      meta: { page, per_page: perPage, total: total?.value ?? 0 },
    };
  };
  const item = async (locale: Locale, id: number) => {
    const [row] = await db.select().from(news).where(eq(news.id, id));
    if (!row || !row.published || row.publishedAt > new Date()) throw new ApiProblem(404, "errors.notFound");
    // A language without a translation (of any of the three texts) reads the Ukrainian.
    const language = shownLanguage(locale, row.title, row.summary, row.body);
    return {
      data: {
        id: row.id,
        language,
        title: row.title[language],
        summary: row.summary[language],
        body: row.body[language],
        published_at: row.publishedAt.toISOString(),
      },
    };
  };

  // Pages past the first few are rarely read: the oldest kept answers make room.
  const lists = createPublicCache<EncodedJson<Awaited<ReturnType<typeof list>>>>({ version: publicChanges.version, maxAgeMs: PUBLIC_CACHE_MS, maxEntries: 256 });
  const items = createPublicCache<EncodedJson<Awaited<ReturnType<typeof item>>>>({ version: publicChanges.version, maxAgeMs: PUBLIC_CACHE_MS, maxEntries: 512 });

  return new OpenAPIHono<ApiEnv>()
    .openapi(listNews, async (c) => {
      const { page, per_page } = c.req.valid("query");
      const locale = c.get("locale");
      const body = await lists.get(`${locale}:${page}:${per_page}`, async (previous) => encodedJson(await list(locale, page, per_page), previous));
      return answerJson(c.req.raw, body, HEADERS);
    })
    .openapi(getNewsItem, async (c) => {
      const id = idOrNotFound(c.req.valid("param").id);
      const locale = c.get("locale");
      const body = await items.get(`${locale}:${id}`, async (previous) => encodedJson(await item(locale, id), previous));
      return answerJson(c.req.raw, body, HEADERS);
    });
}
