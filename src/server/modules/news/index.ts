import { OpenAPIHono } from "@hono/zod-openapi";
import { count, desc, eq, lte } from "drizzle-orm";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem } from "../../http/errors.ts";
import { parseId } from "../../http/schemas.ts";
import { news } from "../../db/schema.ts";
import { getNewsItem, listNews } from "./news.routes.ts";

export function newsRoutes({ database }: ApiDeps) {
  const { db } = database;
  return new OpenAPIHono<ApiEnv>()
    .openapi(listNews, async (c) => {
      const { page, per_page } = c.req.valid("query");
      const locale = c.get("locale");
      const published = lte(news.publishedAt, new Date());
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(news)
          .where(published)
          .orderBy(desc(news.publishedAt), desc(news.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ value: count() }).from(news).where(published),
      ]);
      c.header("Cache-Control", "public, max-age=60");
      c.header("Vary", "X-Client-Locale, Accept-Language");
      return c.json(
        {
          data: rows.map((row) => ({
            id: row.id,
            title: row.title[locale],
            summary: row.summary[locale],
            published_at: row.publishedAt.toISOString(),
          })),
          meta: { page, per_page, total: total?.value ?? 0 },
        },
        200,
      );
    })
    .openapi(getNewsItem, async (c) => {
      const id = parseId(c.req.valid("param").id);
      const [row] = id === null ? [] : await db.select().from(news).where(eq(news.id, id));
      if (!row || row.publishedAt > new Date()) throw new ApiProblem(404, "errors.notFound");
      const locale = c.get("locale");
      c.header("Cache-Control", "public, max-age=60");
      c.header("Vary", "X-Client-Locale, Accept-Language");
      return c.json(
        {
          data: {
            id: row.id,
            title: row.title[locale],
            summary: row.summary[locale],
            body: row.body[locale],
            published_at: row.publishedAt.toISOString(),
          },
        },
        200,
      );
    });
}
