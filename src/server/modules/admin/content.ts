/**
 * The administration of content (docs/administration.md, "Content"): news, FAQ entries and the
 * information pages in Ukrainian and any of the other languages (a missing language is shown in
 * Ukrainian to its readers, and flagged here), drafts, schedules, deletions; short links to pages
 * of the portal. Every change goes through the one edit step (content-edits.ts): its own
 * transaction with the audit row, checked against the version the edit started from, announced to
 * every instance's public caches. Each kind here is the description that step needs.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "@hono/zod-openapi";
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import { missingLanguages, type Texts } from "../../../domain/admin/content-form.ts";
import type { PartialLocalizedText } from "../../../domain/content-pages.ts";
import { LOCALES, type Locale, type LocalizedText } from "../../../domain/locales.ts";
import { contentPages, faqEntries, faqTopics, news, shortLinks } from "../../db/schema.ts";
import type { ApiEnv } from "../../http/context.ts";
import { ApiProblem } from "../../http/errors.ts";
import type { ApiDeps } from "../deps.ts";
import { newLinkId } from "../short-links/short-links.service.ts";
import { recordAdminAction } from "./audit.ts";
import { contentEdits, itemRoutes, unknownTopic, type EditedKind } from "./content-edits.ts";
import {
  faqAdminRoutes,
  listShortLinksRoute,
  createShortLinkRoute,
  newsAdminRoutes,
  pageAdminRoutes,
  resolveShortLinkRoute,
  revokeShortLinkRoute,
  type FaqInputSchema,
  type NewsInputSchema,
  type PageInputSchema,
} from "./content.routes.ts";
import { requireAdmin } from "./guard.ts";
import { versioned } from "./versions.ts";

export const CONTENT_PAGE_SIZE = 50;

/** The languages written (trimmed, empty ones dropped), Ukrainian first. */
export function written(text: Texts): PartialLocalizedText {
  const out: Texts = {};
  for (const locale of LOCALES) {
    const value = text[locale]?.trim();
    if (value) out[locale] = value;
  }
  return out as PartialLocalizedText;
}

/** The language an item is shown in to a reader of `locale`: theirs when every text is written in it, else Ukrainian. */
export function shownLanguage(locale: Locale, ...texts: Texts[]): Locale {
  return texts.every((text) => (text[locale] ?? "").trim() !== "") ? locale : "uk";
}

function stateOf(published: boolean, from: Date | null, now: Date) {
  if (!published) return "draft" as const;
  return from && from > now ? ("scheduled" as const) : ("published" as const);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The item of a core: with its version, its state and the languages it lacks. */
function itemOf<Core extends Record<string, unknown>>(core: Core, state: ReturnType<typeof stateOf>, ...texts: Texts[]) {
  return { ...versioned(core), state, missing_languages: missingLanguages(...texts) };
}

function newsCore(row: typeof news.$inferSelect) {
  return {
    id: row.id,
    title: row.title as Texts,
    summary: row.summary as Texts,
    body: row.body as Texts,
    published: row.published,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const NEWS = {
  table: news,
  subject: "news",
  core: newsCore,
  answer: (row, now) => itemOf(newsCore(row), stateOf(row.published, row.publishedAt, now), row.title, row.summary, row.body),
  values: (input, at, current) => ({
    title: written(input.title) as LocalizedText,
    summary: written(input.summary) as LocalizedText,
    body: written(input.body) as LocalizedText,
    published: input.published,
    // Left out: now for a new item, its time kept for an edited one.
    publishedAt: input.published_at ? new Date(input.published_at) : (current?.publishedAt ?? at),
    updatedAt: at,
  }),
} satisfies EditedKind<typeof news, z.output<typeof NewsInputSchema>, unknown>;

function faqCore(row: typeof faqEntries.$inferSelect) {
  return {
    id: row.id,
    topic_id: row.topicId,
    slug: row.slug,
    position: row.position,
    question: row.question as Texts,
    answer: row.answer as Texts,
    published: row.published,
    publish_at: iso(row.publishAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

const FAQ = {
  table: faqEntries,
  subject: "faq",
  core: faqCore,
  answer: (row, now) => itemOf(faqCore(row), stateOf(row.published, row.publishAt, now), row.question, row.answer),
  values: (input, at) => ({
    topicId: input.topic_id,
    slug: input.slug,
    position: input.position,
    question: written(input.question) as LocalizedText,
    answer: written(input.answer) as LocalizedText,
    published: input.published,
    publishAt: input.publish_at ? new Date(input.publish_at) : null,
    updatedAt: at,
  }),
  // The topic is locked against its deletion (a topic with entries is kept) until the entry is written.
  check: async (tx, input) => {
    const [topic] = await tx.select({ id: faqTopics.id }).from(faqTopics).where(eq(faqTopics.id, input.topic_id)).for("key share");
    if (!topic) throw unknownTopic();
  },
} satisfies EditedKind<typeof faqEntries, z.output<typeof FaqInputSchema>, unknown>;

function pageCore(row: typeof contentPages.$inferSelect) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title as Texts,
    body: row.body as Texts,
    published: row.published,
    publish_at: iso(row.publishAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

const PAGES = {
  table: contentPages,
  subject: "page",
  core: pageCore,
  answer: (row, now) => itemOf(pageCore(row), stateOf(row.published, row.publishAt, now), row.title, row.body),
  values: (input, at) => ({
    slug: input.slug,
    title: written(input.title),
    body: written(input.body),
    published: input.published,
    publishAt: input.publish_at ? new Date(input.publish_at) : null,
    updatedAt: at,
  }),
} satisfies EditedKind<typeof contentPages, z.output<typeof PageInputSchema>, unknown>;

function linkBody(row: typeof shortLinks.$inferSelect, appUrl: string) {
  return {
    id: row.id,
    url: `${appUrl}/s/${row.id}`,
    target_path: row.targetPath ?? "",
    created_at: row.createdAt.toISOString(),
    revoked_at: iso(row.revokedAt),
    visits: row.visits,
    last_visit_at: iso(row.lastVisitAt),
  };
}

const page = (n: number) => ({ limit: CONTENT_PAGE_SIZE, offset: (n - 1) * CONTENT_PAGE_SIZE });

export function adminContentRoutes({ database, publicChanges, config }: ApiDeps) {
  const { db } = database;
  const edits = contentEdits({ db, publicChanges });

  return (
    new OpenAPIHono<ApiEnv>()
      // --- The lists, each in its order ---
      .openapi(newsAdminRoutes.list, async (c) => {
        const { page: n } = c.req.valid("query");
        const at = new Date();
        const { limit, offset } = page(n);
        const [rows, [total]] = await Promise.all([
          db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id)).limit(limit).offset(offset),
          db.select({ value: count() }).from(news),
        ]);
        return c.json({ data: rows.map((row) => NEWS.answer(row, at)), meta: { page: n, per_page: CONTENT_PAGE_SIZE, total: total?.value ?? 0 } }, 200);
      })
      .openapi(faqAdminRoutes.list, async (c) => {
        const { page: n } = c.req.valid("query");
        const at = new Date();
        const { limit, offset } = page(n);
        const [rows, [total], topics] = await Promise.all([
          db
            .select({ entry: faqEntries })
            .from(faqEntries)
            .innerJoin(faqTopics, eq(faqTopics.id, faqEntries.topicId))
            .orderBy(asc(faqTopics.position), asc(faqTopics.id), asc(faqEntries.position), asc(faqEntries.id))
            .limit(limit)
            .offset(offset),
          db.select({ value: count() }).from(faqEntries),
          db.select().from(faqTopics).orderBy(asc(faqTopics.position), asc(faqTopics.id)),
        ]);
        return c.json(
          {
            data: rows.map(({ entry }) => FAQ.answer(entry, at)),
            meta: { page: n, per_page: CONTENT_PAGE_SIZE, total: total?.value ?? 0 },
            topics: topics.map((topic) => ({ id: topic.id, slug: topic.slug, title: topic.title.uk })),
          },
          200,
        );
      })
      .openapi(pageAdminRoutes.list, async (c) => {
        const { page: n } = c.req.valid("query");
        const at = new Date();
        const { limit, offset } = page(n);
        const [rows, [total]] = await Promise.all([
          db.select().from(contentPages).orderBy(asc(contentPages.slug)).limit(limit).offset(offset),
          db.select({ value: count() }).from(contentPages),
        ]);
        return c.json({ data: rows.map((row) => PAGES.answer(row, at)), meta: { page: n, per_page: CONTENT_PAGE_SIZE, total: total?.value ?? 0 } }, 200);
      })
      // --- An item of each kind ---
      .route("/", itemRoutes(newsAdminRoutes, NEWS, edits, db))
      .route("/", itemRoutes(faqAdminRoutes, FAQ, edits, db))
      .route("/", itemRoutes(pageAdminRoutes, PAGES, edits, db))
      // --- Short links to pages ---
      .openapi(listShortLinksRoute, async (c) => {
        const { page } = c.req.valid("query");
        const pages = eq(shortLinks.kind, "page");
        const [rows, [total]] = await Promise.all([
          db.select().from(shortLinks).where(pages).orderBy(desc(shortLinks.createdAt), desc(shortLinks.id)).limit(CONTENT_PAGE_SIZE).offset((page - 1) * CONTENT_PAGE_SIZE),
          db.select({ value: count() }).from(shortLinks).where(pages),
        ]);
        return c.json({ data: rows.map((row) => linkBody(row, config.appUrl)), meta: { page, per_page: CONTENT_PAGE_SIZE, total: total?.value ?? 0 } }, 200);
      })
      .openapi(createShortLinkRoute, async (c) => {
        const admin = requireAdmin(c);
        const { target_path } = c.req.valid("json");
        const at = new Date();
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx.insert(shortLinks).values({ id: newLinkId(), kind: "page", targetPath: target_path, createdBy: admin.user.id, createdAt: at }).returning();
          await recordAdminAction(tx, { actorId: admin.user.id, action: "short-link.create", subjectType: "short-link", subjectId: inserted!.id, before: null, after: { target_path } });
          return inserted!;
        });
        return c.json({ data: linkBody(row, config.appUrl) }, 201);
      })
      .openapi(revokeShortLinkRoute, async (c) => {
        const admin = requireAdmin(c);
        const { id } = c.req.valid("param");
        const at = new Date();
        await db.transaction(async (tx) => {
          const [link] = await tx.select().from(shortLinks).where(and(eq(shortLinks.id, id), eq(shortLinks.kind, "page"))).for("update");
          if (!link) throw new ApiProblem(404, "errors.notFound");
          if (link.revokedAt) return;
          await tx.update(shortLinks).set({ revokedAt: at }).where(eq(shortLinks.id, id));
          await recordAdminAction(tx, {
            actorId: admin.user.id,
            action: "short-link.revoke",
            subjectType: "short-link",
            subjectId: id,
            before: { target_path: link.targetPath, revoked_at: null },
            after: { target_path: link.targetPath, revoked_at: at.toISOString() },
          });
        });
        return c.body(null, 204);
      })
  );
}

/** The public side of the short links to pages: where one leads, counting the visit. */
export function pageLinkRoutes({ database: { db }, engine }: ApiDeps) {
  return new OpenAPIHono<ApiEnv>().openapi(resolveShortLinkRoute, async (c) => {
    const { id } = c.req.valid("param");
    const at = await engine.clock.now();
    const [link] = await db
      .update(shortLinks)
      .set({ visits: sql`${shortLinks.visits} + 1`, lastVisitAt: at })
      .where(and(eq(shortLinks.id, id), eq(shortLinks.kind, "page"), isNull(shortLinks.revokedAt)))
      .returning({ targetPath: shortLinks.targetPath });
    if (!link?.targetPath) throw new ApiProblem(404, "errors.notFound");
    c.header("Cache-Control", "private, no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.json({ data: { target_path: link.targetPath } }, 200);
  });
}
