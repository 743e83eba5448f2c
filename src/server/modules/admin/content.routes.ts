/**
 * The administration of content (docs/administration.md, "Content"): news, FAQ entries, the
 * information pages, each in Ukrainian and any of the other languages; and the short links to
 * pages of the portal.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { CONTENT_TIME, contentPosition, contentSlug, contentTexts, faqTopicId, type ContentTextName } from "../../../domain/admin/content-form.ts";
import { targetPath } from "../../../domain/admin/short-link-form.ts";
import { LOCALES } from "../../../domain/locales.ts";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION, IdParamSchema } from "../../http/schemas.ts";

/** A text of the console's content form (src/domain/admin/content-form.ts: its limits and messages are the console's). */
const texts = (name: ContentTextName, what: string) =>
  contentTexts(name).openapi({ description: `${what} in Ukrainian (required) and in any of the other languages; an empty or absent language has no translation` });

/** A time in 2000–2099 (ISO 8601 with an offset). */
const instant = z.iso
  .datetime({ offset: true, error: CONTENT_TIME.message })
  .refine(CONTENT_TIME.allows, { error: CONTENT_TIME.message })
  .openapi({ format: "date-time" });

const slug = contentSlug.openapi({ description: "Lower-case Latin letters and digits joined by hyphens", example: "late-arrival" });

const PartialTextOut = z.record(z.string(), z.string()).openapi({ description: "The text per language written (uk always)" });
const state = z.enum(["draft", "scheduled", "published"]).openapi({ description: "draft: unpublished; scheduled: published from a later time; published: shown now" });
const missing = z.array(z.enum(LOCALES)).openapi({ description: "The languages without a translation (their readers see Ukrainian)" });
const version = z.string().openapi({ description: "The item's version, to send back with an edit (a stale one answers 409)" });

// --- News ---------------------------------------------------------------------------------

export const AdminNewsSchema = z
  .object({
    id: z.number().int(),
    title: PartialTextOut,
    summary: PartialTextOut,
    body: PartialTextOut,
    published: z.boolean(),
    published_at: z.string().openapi({ format: "date-time" }),
    updated_at: z.string().openapi({ format: "date-time" }),
    state,
    missing_languages: missing,
    version,
  })
  .openapi("AdminNewsItem");

export const NewsInputSchema = z
  .object({
    title: texts("title", "The title"),
    summary: texts("summary", "The summary (one line, in the list)"),
    body: texts("body", "The body (Markdown: paragraphs, lists, bold, italics, links)"),
    published: z.boolean().openapi({ description: "false: a draft, shown to administrators only" }),
    published_at: instant.optional().openapi({ description: "Shown from this time on (a later time schedules it); absent: now" }),
  })
  .strict();

export const NewsEditSchema = NewsInputSchema.extend({ version: z.string().max(64) }).strict();

// --- FAQ ----------------------------------------------------------------------------------

export const AdminFaqEntrySchema = z
  .object({
    id: z.number().int(),
    topic_id: z.number().int(),
    slug: z.string(),
    position: z.number().int(),
    question: PartialTextOut,
    answer: PartialTextOut,
    published: z.boolean(),
    publish_at: z.string().nullable().openapi({ format: "date-time", description: "Published from this time on; null: at once" }),
    updated_at: z.string().openapi({ format: "date-time" }),
    state,
    missing_languages: missing,
    version,
  })
  .openapi("AdminFaqEntry");

export const FaqInputSchema = z
  .object({
    topic_id: faqTopicId.openapi({ description: "The topic's id (GET /admin/faq-topics)" }),
    slug,
    position: contentPosition.default(0).openapi({ description: "The order in the topic (0–10000, lower first)" }),
    question: texts("question", "The question"),
    answer: texts("answer", "The answer (plain text: paragraphs split by blank lines, as /faq shows it)"),
    published: z.boolean(),
    publish_at: instant.nullable().optional().openapi({ description: "Published from this time on; null or absent: at once" }),
  })
  .strict();

export const FaqEditSchema = FaqInputSchema.extend({ version: z.string().max(64) }).strict();

// --- Pages --------------------------------------------------------------------------------

export const AdminPageSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: PartialTextOut,
    body: PartialTextOut,
    published: z.boolean(),
    publish_at: z.string().nullable().openapi({ format: "date-time" }),
    updated_at: z.string().openapi({ format: "date-time" }),
    state,
    missing_languages: missing,
    version,
  })
  .openapi("AdminContentPage");

export const PageInputSchema = z
  .object({
    slug,
    title: texts("title", "The title"),
    body: texts("body", "The body (Markdown)"),
    published: z.boolean(),
    publish_at: instant.nullable().optional(),
  })
  .strict();

export const PageEditSchema = PageInputSchema.extend({ version: z.string().max(64) }).strict();

// --- Short links --------------------------------------------------------------------------

export const AdminShortLinkSchema = z
  .object({
    id: z.string(),
    url: z.string().openapi({ description: "`{APP_URL}/s/{id}`" }),
    target_path: z.string(),
    created_at: z.string().openapi({ format: "date-time" }),
    revoked_at: z.string().nullable().openapi({ format: "date-time" }),
    visits: z.number().int(),
    last_visit_at: z.string().nullable().openapi({ format: "date-time" }),
  })
  .openapi("AdminShortLink");

export const ShortLinkInputSchema = z
  .object({ target_path: targetPath.openapi({ description: "A path of the portal, e.g. `/news/12` or `/en/faq#late`", example: "/news" }) })
  .strict();

// --- Routes -------------------------------------------------------------------------------

const PageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
const VersionQuery = z.object({ version: z.string().max(64).optional().openapi({ description: "The version the deletion was confirmed on (409 if stale)" }) });
const Meta = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() });

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { "application/json": { schema } } });

interface Kind<Item extends z.ZodType, Input extends z.ZodType, Edit extends z.ZodType> {
  path: string;
  name: string;
  item: Item;
  input: Input;
  edit: Edit;
  extra?: z.ZodRawShape;
  /** What the list and an edit are, when not what they are for the public content. */
  listSummary?: string;
  editSummary?: string;
  /** When a deletion is refused, besides a stale version. */
  removal?: string;
}

export function crud<Item extends z.ZodType, Input extends z.ZodType, Edit extends z.ZodType>({ path, name, item, input, edit, extra, listSummary, editSummary, removal }: Kind<Item, Input, Edit>) {
  const common = { tags: ["Administration"], security: BEARER_OR_SESSION };
  return {
    list: createRoute({
      ...common,
      method: "get",
      path: `/admin/${path}`,
      summary: listSummary ?? `All ${name}, published or not, with the languages each lacks`,
      request: { query: PageQuery },
      responses: { 200: json(z.object({ data: z.array(item), meta: Meta, ...extra }), `A page of ${name}`), ...errorResponses(401, 403, 422) },
    }),
    get: createRoute({
      ...common,
      method: "get",
      path: `/admin/${path}/{id}`,
      summary: `One of the ${name}, with its version`,
      request: { params: IdParamSchema },
      responses: { 200: json(z.object({ data: item }), "The item"), ...errorResponses(401, 403, 404) },
    }),
    create: createRoute({
      ...common,
      method: "post",
      path: `/admin/${path}`,
      summary: `Create one of the ${name}`,
      description: "Recorded in the audit log; the public reads show it at once if published (on every instance).",
      request: { body: body(input) },
      responses: { 201: json(z.object({ data: item }), "Created"), ...errorResponses(401, 403, 409, 422) },
    }),
    update: createRoute({
      ...common,
      method: "put",
      path: `/admin/${path}/{id}`,
      summary: editSummary ?? `Edit one of the ${name} (publish, unpublish, schedule)`,
      description: "Sends the version the edit started from: 409 (`code` stale-edit, with `current`) if it changed meanwhile.",
      request: { params: IdParamSchema, body: body(edit) },
      responses: { 200: json(z.object({ data: item }), "Saved"), ...errorResponses(401, 403, 404, 409, 422) },
    }),
    remove: createRoute({
      ...common,
      method: "delete",
      path: `/admin/${path}/{id}`,
      summary: `Delete one of the ${name}`,
      description: `With \`version\`, only if the item is still at it (else 409 \`stale-edit\`).${removal ? ` ${removal}` : ""}`,
      request: { params: IdParamSchema, query: VersionQuery },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 409, 422) },
    }),
  };
}

/** A kind's routes (list, get, create, update, remove). */
export type ContentRoutes = ReturnType<typeof crud>;

export const newsAdminRoutes = crud({ path: "news", name: "news items", item: AdminNewsSchema, input: NewsInputSchema, edit: NewsEditSchema });
export const faqAdminRoutes = crud({
  path: "faq",
  name: "FAQ entries",
  item: AdminFaqEntrySchema,
  input: FaqInputSchema,
  edit: FaqEditSchema,
  extra: { topics: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string() })).openapi({ description: "The FAQ's topics (titles in Ukrainian)" }) },
});
export const pageAdminRoutes = crud({ path: "pages", name: "information pages", item: AdminPageSchema, input: PageInputSchema, edit: PageEditSchema });

const LinkIdParam = z.object({ id: z.string().max(64).openapi({ param: { name: "id", in: "path" } }) });

export const listShortLinksRoute = createRoute({
  tags: ["Administration"],
  security: BEARER_OR_SESSION,
  method: "get",
  path: "/admin/short-links",
  summary: "The short links to pages of the portal, newest first, with their visits",
  request: { query: PageQuery },
  responses: { 200: json(z.object({ data: z.array(AdminShortLinkSchema), meta: Meta }), "A page of links"), ...errorResponses(401, 403, 422) },
});

export const createShortLinkRoute = createRoute({
  tags: ["Administration"],
  security: BEARER_OR_SESSION,
  method: "post",
  path: "/admin/short-links",
  summary: "Create a short link /s/{id} to a page of the portal",
  request: { body: body(ShortLinkInputSchema) },
  responses: { 201: json(z.object({ data: AdminShortLinkSchema }), "Created"), ...errorResponses(401, 403, 422) },
});

export const revokeShortLinkRoute = createRoute({
  tags: ["Administration"],
  security: BEARER_OR_SESSION,
  method: "delete",
  path: "/admin/short-links/{id}",
  summary: "Revoke a short link to a page (it answers 404 from now on)",
  request: { params: LinkIdParam },
  responses: { 204: { description: "Revoked (also when it was already)" }, ...errorResponses(401, 403, 404) },
});

export const resolveShortLinkRoute = createRoute({
  tags: ["Content"],
  method: "get",
  path: "/short-links/{id}",
  summary: "Where a short link to a page of the portal leads (public; counts a visit)",
  description: "For links an administrator made to a page; an unknown or revoked link, or a link to a queue entry, answers 404.",
  request: { params: LinkIdParam },
  responses: { 200: json(z.object({ data: z.object({ target_path: z.string() }) }), "The page's path"), ...errorResponses(404) },
});
