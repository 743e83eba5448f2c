import { createRoute, z } from "@hono/zod-openapi";
import { LOCALES } from "../../../domain/locales.ts";
import { errorResponses } from "../../http/errors.ts";
import { IdParamSchema, NOT_MODIFIED } from "../../http/schemas.ts";

export const NewsItemSchema = z
  .object({
    id: z.number().int(),
    language: z.enum(LOCALES).openapi({ description: "The language the item is written in: the request's, or `uk` where it has no translation" }),
    title: z.string(),
    summary: z.string(),
    body: z.string().openapi({ description: "Markdown (the subset of the information pages: paragraphs, lists, bold, italics, links); render it as text, never as HTML" }),
    published_at: z.iso.datetime(),
  })
  .openapi("NewsItem", { description: "A news item in the request's language (X-Client-Locale)" });

export const NEWS_PAGE_SIZE_MAX = 50;

export const listNews = createRoute({
  method: "get",
  path: "/news",
  tags: ["Content"],
  summary: "Published news, newest first",
  request: {
    query: z.object({
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      per_page: z.coerce.number().int().min(1).max(NEWS_PAGE_SIZE_MAX).default(10),
    }),
  },
  responses: {
    200: {
      description: "One page of news",
      content: {
        "application/json": {
          schema: z.object({
            data: z.array(NewsItemSchema.omit({ body: true })),
            meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
          }),
        },
      },
    },
    ...NOT_MODIFIED,
    ...errorResponses(422),
  },
});

export const getNewsItem = createRoute({
  method: "get",
  path: "/news/{id}",
  tags: ["Content"],
  summary: "One news item",
  request: { params: IdParamSchema },
  responses: {
    200: { description: "The item", content: { "application/json": { schema: z.object({ data: NewsItemSchema }) } } },
    ...NOT_MODIFIED,
    ...errorResponses(404),
  },
});
