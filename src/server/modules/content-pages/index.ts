/**
 * The information pages (/about, /privacy, /terms), the same for every reader of a language: each
 * page is read and its Markdown parsed once per language and change of what the public sees, kept
 * as its JSON bytes with an ETag, and answered from them (docs/caching.md). A 404 is not kept.
 */
import { OpenAPIHono, type z } from "@hono/zod-openapi";
import { and, eq, isNull, lte, or } from "drizzle-orm";
import { CONTENT_PAGE_SLUG_FORM, pageLanguage, parseMarkdown, tableOfContents } from "../../../domain/content-pages.ts";
import type { Locale } from "../../../domain/locales.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem } from "../../http/errors.ts";
import { answerJson, encodedJson, type EncodedJson } from "../../http/encoded-body.ts";
import { createPublicCache } from "../../http/public-cache.ts";
import { contentPages } from "../../db/schema.ts";
import { PUBLIC_CACHE_MS } from "../../platform/public-changes.ts";
import { getContentPage, type ContentPageSchema } from "./content-pages.routes.ts";

type ContentPage = z.infer<typeof ContentPageSchema>;

const HEADERS = {
  "Cache-Control": "public, max-age=60",
  Vary: "X-Client-Locale, Accept-Language",
};

export function contentPageRoutes({ database, publicChanges }: ApiDeps) {
  const { db } = database;

  const read = async (slug: string, locale: Locale): Promise<{ data: ContentPage }> => {
    const [row] = await db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.slug, slug), eq(contentPages.published, true), or(isNull(contentPages.publishAt), lte(contentPages.publishAt, new Date()))));
    if (!row) throw new ApiProblem(404, "errors.notFound");
    const language = pageLanguage(row.title, row.body, locale);
    const blocks = parseMarkdown(row.body[language] ?? "");
    return {
      data: {
        slug: row.slug,
        language,
        title: row.title[language] ?? "",
        updated_at: row.updatedAt.toISOString(),
        toc: tableOfContents(blocks),
        blocks,
      },
    };
  };

  // Three pages in seven languages, and a few more an administrator may add.
  const pages = createPublicCache<EncodedJson<{ data: ContentPage }>>({ version: publicChanges.version, maxAgeMs: PUBLIC_CACHE_MS, maxEntries: 128 });

  return new OpenAPIHono<ApiEnv>().openapi(getContentPage, async (c) => {
    const { slug } = c.req.valid("param");
    if (!CONTENT_PAGE_SLUG_FORM.test(slug)) throw new ApiProblem(404, "errors.notFound");
    const locale = c.get("locale");
    const body = await pages.get(`${locale}\n${slug}`, async (previous) => encodedJson(await read(slug, locale), previous));
    return answerJson(c.req.raw, body, HEADERS);
  });
}
