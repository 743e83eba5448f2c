import { createRoute, z } from "@hono/zod-openapi";
import { LOCALES } from "../../../domain/locales.ts";
import { errorResponses } from "../../http/errors.ts";
import { NOT_MODIFIED } from "../../http/schemas.ts";

const InlineSchema = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("text"), text: z.string() }),
    z.object({ type: z.literal("strong"), text: z.string() }),
    z.object({ type: z.literal("emphasis"), text: z.string() }),
    z.object({
      type: z.literal("link"),
      text: z.string(),
      href: z.string().openapi({ description: "An http(s), mailto: or tel: address, a path of the portal, or an anchor of the page" }),
    }),
  ])
  .openapi("ContentInline", { description: "A run of text: plain, bold, italic, or a link. Always text, never HTML." });

const BlockSchema = z
  .discriminatedUnion("type", [
    z.object({
      type: z.literal("heading"),
      level: z.union([z.literal(2), z.literal(3)]),
      id: z.string().openapi({ description: "The section's anchor on the page (`#id`), unique within it" }),
      text: z.string(),
    }),
    z.object({ type: z.literal("paragraph"), content: z.array(InlineSchema) }),
    z.object({ type: z.literal("list"), ordered: z.boolean(), items: z.array(z.array(InlineSchema)) }),
  ])
  .openapi("ContentBlock", { description: "A block of the page's body: a heading, a paragraph or a list" });

export const ContentPageSchema = z
  .object({
    slug: z.string().openapi({ example: "privacy" }),
    language: z.enum(LOCALES).openapi({ description: "The language the page is written in: the request's, or `uk` where it has no translation" }),
    title: z.string(),
    updated_at: z.iso.datetime().openapi({ description: "When the page was last changed" }),
    toc: z
      .array(z.object({ id: z.string(), level: z.union([z.literal(2), z.literal(3)]), text: z.string() }))
      .openapi({ description: "The table of contents: the body's headings, in order, with their anchors" }),
    blocks: z.array(BlockSchema),
  })
  .openapi("ContentPage", { description: "A published information page, its Markdown read on the server into safe blocks" });

export const getContentPage = createRoute({
  method: "get",
  path: "/pages/{slug}",
  tags: ["Content"],
  summary: "A published information page (about, privacy, terms)",
  description:
    "The page in the request's language (X-Client-Locale, else Accept-Language), or in Ukrainian where it has no translation, " +
    "with its table of contents and its body as blocks of text (never HTML). An unknown or unpublished page is 404.",
  request: {
    params: z.object({ slug: z.string().max(64).openapi({ example: "privacy" }) }),
  },
  responses: {
    200: { description: "The page", content: { "application/json": { schema: z.object({ data: ContentPageSchema }) } } },
    ...NOT_MODIFIED,
    ...errorResponses(404, 422),
  },
});
