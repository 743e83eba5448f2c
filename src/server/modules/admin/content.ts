/**
 * The administration of content (docs/administration.md, "Content"): news, FAQ entries and the
 * information pages in Ukrainian and any of the other languages (a missing language is shown in
 * Ukrainian to its readers, and flagged here), drafts, schedules, deletions; short links to pages
 * of the portal. Every change is recorded in the audit log in its own transaction, checked against
 * the version the edit started from, and announced to every instance's public caches.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { PartialLocalizedText } from "../../../domain/content-pages.ts";
import { LOCALES, type Locale, type LocalizedText } from "../../../domain/locales.ts";
import type { Database } from "../../db/client.ts";
import { contentPages, faqEntries, faqTopics, news, shortLinks } from "../../db/schema.ts";
import type { ApiEnv } from "../../http/context.ts";
import { ApiProblem } from "../../http/errors.ts";
import { parseId } from "../../http/schemas.ts";
import { announcePublicChange } from "../../platform/public-changes.ts";
import type { ApiDeps } from "../deps.ts";
import { newLinkId } from "../short-links/short-links.service.ts";
import { recordAdminAction } from "./audit.ts";
import { faqAdminRoutes, listShortLinksRoute, createShortLinkRoute, newsAdminRoutes, pageAdminRoutes, resolveShortLinkRoute, revokeShortLinkRoute } from "./content.routes.ts";
import { requireAdmin } from "./guard.ts";
import { checkVersion, versioned } from "./versions.ts";

export const CONTENT_PAGE_SIZE = 50;

type Partial7 = Partial<Record<Locale, string>>;

/** The languages written (trimmed, empty ones dropped), Ukrainian first. */
export function written(text: Partial7): PartialLocalizedText {
  const out: Partial7 = {};
  for (const locale of LOCALES) {
    const value = text[locale]?.trim();
    if (value) out[locale] = value;
  }
  return out as PartialLocalizedText;
}

/** The languages in which any of an item's texts is missing. */
export function missingLanguages(...texts: Partial7[]): Locale[] {
  return LOCALES.filter((locale) => texts.some((text) => !(text[locale] ?? "").trim()));
}

/** The language an item is shown in to a reader of `locale`: theirs when every text is written in it, else Ukrainian. */
export function shownLanguage(locale: Locale, ...texts: Partial7[]): Locale {
  return texts.every((text) => (text[locale] ?? "").trim() !== "") ? locale : "uk";
}

function stateOf(published: boolean, from: Date | null, now: Date) {
  if (!published) return "draft" as const;
  return from && from > now ? ("scheduled" as const) : ("published" as const);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type NewsRow = typeof news.$inferSelect;
type FaqRow = typeof faqEntries.$inferSelect;
type PageRow = typeof contentPages.$inferSelect;

function newsCore(row: NewsRow) {
  return {
    id: row.id,
    title: row.title as Partial7,
    summary: row.summary as Partial7,
    body: row.body as Partial7,
    published: row.published,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
function newsItem(row: NewsRow, now: Date) {
  const core = newsCore(row);
  return { ...versioned(core), state: stateOf(row.published, row.publishedAt, now), missing_languages: missingLanguages(core.title, core.summary, core.body) };
}

function faqCore(row: FaqRow) {
  return {
    id: row.id,
    topic_id: row.topicId,
    slug: row.slug,
    position: row.position,
    question: row.question as Partial7,
    answer: row.answer as Partial7,
    published: row.published,
    publish_at: iso(row.publishAt),
    updated_at: row.updatedAt.toISOString(),
  };
}
function faqItem(row: FaqRow, now: Date) {
  const core = faqCore(row);
  return { ...versioned(core), state: stateOf(row.published, row.publishAt, now), missing_languages: missingLanguages(core.question, core.answer) };
}

function pageCore(row: PageRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title as Partial7,
    body: row.body as Partial7,
    published: row.published,
    publish_at: iso(row.publishAt),
    updated_at: row.updatedAt.toISOString(),
  };
}
function pageItem(row: PageRow, now: Date) {
  const core = pageCore(row);
  return { ...versioned(core), state: stateOf(row.published, row.publishAt, now), missing_languages: missingLanguages(core.title, core.body) };
}

/** 409 for a slug another item has (the unique index's refusal, as a field message). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

function slugTaken(t: ApiEnv["Variables"]["t"]) {
  return new ApiProblem(409, "adminContent.slugTaken", { extra: { code: "slug-taken", errors: { slug: [t("adminContent.slugTaken")] } } });
}

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

export function adminContentRoutes({ database, publicChanges, config }: ApiDeps) {
  const { db } = database;
  // The public reads compare with the wall clock (a scheduled item shows when its time comes), so these do too.
  const now = async () => new Date();

  /** Runs a change of public content: in one transaction with its audit row and the announcement; then this instance's caches at once. */
  const change = async <T>(work: (tx: Database) => Promise<T>): Promise<T> => {
    const result = await db.transaction(async (tx) => {
      const value = await work(tx);
      await announcePublicChange(tx);
      return value;
    });
    publicChanges.changed();
    return result;
  };
  const idOf = (raw: string) => {
    const id = parseId(raw);
    if (id === null) throw new ApiProblem(404, "errors.notFound");
    return id;
  };
  const found = <T>(row: T | undefined): T => {
    if (!row) throw new ApiProblem(404, "errors.notFound");
    return row;
  };
  const withSlug = async <T>(t: ApiEnv["Variables"]["t"], work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(t);
      throw error;
    }
  };

  return (
    new OpenAPIHono<ApiEnv>()
      // --- News ---
      .openapi(newsAdminRoutes.list, async (c) => {
        const { page } = c.req.valid("query");
        const at = await now();
        const [rows, [total]] = await Promise.all([
          db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id)).limit(CONTENT_PAGE_SIZE).offset((page - 1) * CONTENT_PAGE_SIZE),
          db.select({ value: count() }).from(news),
        ]);
        return c.json({ data: rows.map((row) => newsItem(row, at)), meta: { page, per_page: CONTENT_PAGE_SIZE, total: total?.value ?? 0 } }, 200);
      })
      .openapi(newsAdminRoutes.get, async (c) => {
        const [row] = await db.select().from(news).where(eq(news.id, idOf(c.req.valid("param").id)));
        return c.json({ data: newsItem(found(row), await now()) }, 200);
      })
      .openapi(newsAdminRoutes.create, async (c) => {
        const admin = requireAdmin(c);
        const input = c.req.valid("json");
        const at = await now();
        const row = await change(async (tx) => {
          const [inserted] = await tx
            .insert(news)
            .values({
              title: written(input.title) as LocalizedText,
              summary: written(input.summary) as LocalizedText,
              body: written(input.body) as LocalizedText,
              published: input.published,
              publishedAt: input.published_at ? new Date(input.published_at) : at,
              updatedAt: at,
            })
            .returning();
          await recordAdminAction(tx, { actorId: admin.user.id, action: "news.create", subjectType: "news", subjectId: inserted!.id, before: null, after: newsCore(inserted!) });
          return inserted!;
        });
        return c.json({ data: newsItem(row, at) }, 201);
      })
      .openapi(newsAdminRoutes.update, async (c) => {
        const admin = requireAdmin(c);
        const id = idOf(c.req.valid("param").id);
        const input = c.req.valid("json");
        const at = await now();
        const row = await change(async (tx) => {
          const [current] = await tx.select().from(news).where(eq(news.id, id)).for("update");
          const before = newsCore(found(current));
          checkVersion(before, input.version);
          const [updated] = await tx
            .update(news)
            .set({
              title: written(input.title) as LocalizedText,
              summary: written(input.summary) as LocalizedText,
              body: written(input.body) as LocalizedText,
              published: input.published,
              publishedAt: input.published_at ? new Date(input.published_at) : current!.publishedAt,
              updatedAt: at,
            })
            .where(eq(news.id, id))
            .returning();
          await recordAdminAction(tx, { actorId: admin.user.id, action: "news.update", subjectType: "news", subjectId: id, before, after: newsCore(updated!) });
          return updated!;
        });
        return c.json({ data: newsItem(row, at) }, 200);
      })
      .openapi(newsAdminRoutes.remove, async (c) => {
        const admin = requireAdmin(c);
        const id = idOf(c.req.valid("param").id);
        const { version } = c.req.valid("query");
        await change(async (tx) => {
          const [current] = await tx.select().from(news).where(eq(news.id, id)).for("update");
          const before = newsCore(found(current));
          if (version !== undefined) checkVersion(before, version);
          await tx.delete(news).where(eq(news.id, id));
          await recordAdminAction(tx, { actorId: admin.user.id, action: "news.delete", subjectType: "news", subjectId: id, before, after: null });
        });
        return c.body(null, 204);
      })
      // --- FAQ entries ---
      .openapi(faqAdminRoutes.list, async (c) => {
        const { page } = c.req.valid("query");
        const at = await now();
        const [rows, [total], topics] = await Promise.all([
          db
            .select({ entry: faqEntries })
            .from(faqEntries)
            .innerJoin(faqTopics, eq(faqTopics.id, faqEntries.topicId))
            .orderBy(asc(faqTopics.position), asc(faqTopics.id), asc(faqEntries.position), asc(faqEntries.id))
            .limit(CONTENT_PAGE_SIZE)
            .offset((page - 1) * CONTENT_PAGE_SIZE),
          db.select({ value: count() }).from(faqEntries),
          db.select().from(faqTopics).orderBy(asc(faqTopics.position), asc(faqTopics.id)),
        ]);
        return c.json(
          {
            data: rows.map(({ entry }) => faqItem(entry, at)),
            meta: { page, per_page: CONTENT_PAGE_SIZE, total: total?.value ?? 0 },
            topics: topics.map((topic) => ({ id: topic.id, slug: topic.slug, title: topic.title.uk })),
          },
          200,
        );
      })
      .openapi(faqAdminRoutes.get, async (c) => {
        const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, idOf(c.req.valid("param").id)));
        return c.json({ data: faqItem(found(row), await now()) }, 200);
      })
      .openapi(faqAdminRoutes.create, async (c) => {
        const admin = requireAdmin(c);
        const input = c.req.valid("json");
        const at = await now();
        const row = await withSlug(c.get("t"), () =>
          change(async (tx) => {
            const [topic] = await tx.select({ id: faqTopics.id }).from(faqTopics).where(eq(faqTopics.id, input.topic_id));
            if (!topic) throw new ApiProblem(422, "errors.invalidInput", { fieldKeys: { topic_id: ["validation.invalid"] } });
            const [inserted] = await tx
              .insert(faqEntries)
              .values({
                topicId: input.topic_id,
                slug: input.slug,
                position: input.position,
                question: written(input.question) as LocalizedText,
                answer: written(input.answer) as LocalizedText,
                published: input.published,
                publishAt: input.publish_at ? new Date(input.publish_at) : null,
                updatedAt: at,
              })
              .returning();
            await recordAdminAction(tx, { actorId: admin.user.id, action: "faq.create", subjectType: "faq", subjectId: inserted!.id, before: null, after: faqCore(inserted!) });
            return inserted!;
          }),
        );
        return c.json({ data: faqItem(row, at) }, 201);
      })
      .openapi(faqAdminRoutes.update, async (c) => {
        const admin = requireAdmin(c);
        const id = idOf(c.req.valid("param").id);
        const input = c.req.valid("json");
        const at = await now();
        const row = await withSlug(c.get("t"), () =>
          change(async (tx) => {
            const [current] = await tx.select().from(faqEntries).where(eq(faqEntries.id, id)).for("update");
            const before = faqCore(found(current));
            checkVersion(before, input.version);
            const [topic] = await tx.select({ id: faqTopics.id }).from(faqTopics).where(eq(faqTopics.id, input.topic_id));
            if (!topic) throw new ApiProblem(422, "errors.invalidInput", { fieldKeys: { topic_id: ["validation.invalid"] } });
            const [updated] = await tx
              .update(faqEntries)
              .set({
                topicId: input.topic_id,
                slug: input.slug,
                position: input.position,
                question: written(input.question) as LocalizedText,
                answer: written(input.answer) as LocalizedText,
                published: input.published,
                publishAt: input.publish_at ? new Date(input.publish_at) : null,
                updatedAt: at,
              })
              .where(eq(faqEntries.id, id))
              .returning();
            await recordAdminAction(tx, { actorId: admin.user.id, action: "faq.update", subjectType: "faq", subjectId: id, before, after: faqCore(updated!) });
            return updated!;
          }),
        );
        return c.json({ data: faqItem(row, at) }, 200);
      })
      .openapi(faqAdminRoutes.remove, async (c) => {
        const admin = requireAdmin(c);
        const id = idOf(c.req.valid("param").id);
        const { version } = c.req.valid("query");
        await change(async (tx) => {
          const [current] = await tx.select().from(faqEntries).where(eq(faqEntries.id, id)).for("update");
          const before = faqCore(found(current));
          if (version !== undefined) checkVersion(before, version);
          await tx.delete(faqEntries).where(eq(faqEntries.id, id));
          await recordAdminAction(tx, { actorId: admin.user.id, action: "faq.delete", subjectType: "faq", subjectId: id, before, after: null });
        });
        return c.body(null, 204);
      })
      // --- Information pages ---
      .openapi(pageAdminRoutes.list, async (c) => {
        const { page } = c.req.valid("query");
        const at = await now();
        const [rows, [total]] = await Promise.all([
          db.select().from(contentPages).orderBy(asc(contentPages.slug)).limit(CONTENT_PAGE_SIZE).offset((page - 1) * CONTENT_PAGE_SIZE),
          db.select({ value: count() }).from(contentPages),
        ]);
        return c.json({ data: rows.map((row) => pageItem(row, at)), meta: { page, per_page: CONTENT_PAGE_SIZE, total: total?.value ?? 0 } }, 200);
      })
      .openapi(pageAdminRoutes.get, async (c) => {
        const [row] = await db.select().from(contentPages).where(eq(contentPages.id, idOf(c.req.valid("param").id)));
        return c.json({ data: pageItem(found(row), await now()) }, 200);
      })
      .openapi(pageAdminRoutes.create, async (c) => {
        const admin = requireAdmin(c);
        const input = c.req.valid("json");
        const at = await now();
        const row = await withSlug(c.get("t"), () =>
          change(async (tx) => {
            const [inserted] = await tx
              .insert(contentPages)
              .values({
                slug: input.slug,
                title: written(input.title),
                body: written(input.body),
                published: input.published,
                publishAt: input.publish_at ? new Date(input.publish_at) : null,
                updatedAt: at,
              })
              .returning();
            await recordAdminAction(tx, { actorId: admin.user.id, action: "page.create", subjectType: "page", subjectId: inserted!.id, before: null, after: pageCore(inserted!) });
            return inserted!;
          }),
        );
        return c.json({ data: pageItem(row, at) }, 201);
      })
      .openapi(pageAdminRoutes.update, async (c) => {
        const admin = requireAdmin(c);
        const id = idOf(c.req.valid("param").id);
        const input = c.req.valid("json");
        const at = await now();
        const row = await withSlug(c.get("t"), () =>
          change(async (tx) => {
            const [current] = await tx.select().from(contentPages).where(eq(contentPages.id, id)).for("update");
            const before = pageCore(found(current));
            checkVersion(before, input.version);
            const [updated] = await tx
              .update(contentPages)
              .set({
                slug: input.slug,
                title: written(input.title),
                body: written(input.body),
                published: input.published,
                publishAt: input.publish_at ? new Date(input.publish_at) : null,
                updatedAt: at,
              })
              .where(eq(contentPages.id, id))
              .returning();
            await recordAdminAction(tx, { actorId: admin.user.id, action: "page.update", subjectType: "page", subjectId: id, before, after: pageCore(updated!) });
            return updated!;
          }),
        );
        return c.json({ data: pageItem(row, at) }, 200);
      })
      .openapi(pageAdminRoutes.remove, async (c) => {
        const admin = requireAdmin(c);
        const id = idOf(c.req.valid("param").id);
        const { version } = c.req.valid("query");
        await change(async (tx) => {
          const [current] = await tx.select().from(contentPages).where(eq(contentPages.id, id)).for("update");
          const before = pageCore(found(current));
          if (version !== undefined) checkVersion(before, version);
          await tx.delete(contentPages).where(eq(contentPages.id, id));
          await recordAdminAction(tx, { actorId: admin.user.id, action: "page.delete", subjectType: "page", subjectId: id, before, after: null });
        });
        return c.body(null, 204);
      })
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
        const at = await now();
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
        const at = await now();
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
