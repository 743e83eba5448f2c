/**
 * The one edit step of the public content an administrator writes (news, FAQ entries and topics,
 * information pages): create, edit or delete an item in one transaction that locks its row,
 * checks the version the edit started from (versions.ts), writes, records the audit row and
 * announces the change to every instance's public caches (then drops this instance's at once).
 * What differs between the kinds is a small description (`EditedKind`); `itemRoutes` answers a
 * kind's item routes (read, create, edit, delete) with it.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { contentPages, faqEntries, faqTopics, news } from "../../db/schema.ts";
import type { ApiEnv } from "../../http/context.ts";
import { ApiProblem } from "../../http/errors.ts";
import { idOrNotFound } from "../../http/schemas.ts";
import { announcePublicChange, type PublicChanges } from "../../platform/public-changes.ts";
import { recordAdminAction } from "./audit.ts";
import type { ContentRoutes } from "./content.routes.ts";
import { requireAdmin } from "./guard.ts";
import { checkVersion } from "./versions.ts";

/** The tables of the content the console edits (each with an integer `id`). */
export type EditedTable = typeof news | typeof faqEntries | typeof contentPages | typeof faqTopics;

/** What a kind of content is, for the edit step, and its item as the API answers it. */
export interface EditedKind<Table extends EditedTable, Input, Item = unknown> {
  table: Table;
  /** The audit log's subject type, and its actions' prefix (`news.create`, `faq-topic.delete`). */
  subject: "news" | "faq" | "page" | "faq-topic";
  /** The row as the audit log keeps it and its version is taken of (the API's item without what is derived). */
  core(row: Table["$inferSelect"]): Record<string, unknown>;
  /** The row's columns from a valid input; `current` is the row edited (absent when one is created). */
  values(input: Input, at: Date, current?: Table["$inferSelect"]): Table["$inferInsert"];
  /** Checks made in the transaction before the write (e.g. that an entry's topic exists). */
  check?(tx: Database, input: Input): Promise<void>;
  /** Refuses to delete the row (e.g. a topic with entries), in the transaction, the row locked. */
  keep?(tx: Database, row: Table["$inferSelect"]): Promise<void>;
  /** The item as the API answers it (with its version). */
  answer(row: Table["$inferSelect"], now: Date): Item | Promise<Item>;
}

/** The reason a write broke a constraint, if it did (PostgreSQL's code, through the driver's wrappers). */
function constraintCode(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: string }).code;
    if (code === "23505" || code === "23503") return code;
  }
  return undefined;
}

/** A slug another item has (the unique index's refusal), as a field message. */
function slugTaken() {
  return new ApiProblem(409, "adminContent.slugTaken", { extra: { code: "slug-taken" }, fieldKeys: { slug: ["adminContent.slugTaken"] } });
}

/** An FAQ entry's topic that is not there (or was deleted meanwhile: the foreign key's refusal). */
export function unknownTopic() {
  return new ApiProblem(422, "errors.invalidInput", { fieldKeys: { topic_id: ["adminContent.validation.topic"] } });
}

export function contentEdits({ db, publicChanges }: { db: Database; publicChanges: PublicChanges }) {
  /** Runs `work` in one transaction with the announcement of the change; then drops this instance's caches. */
  const change = async <T>(work: (tx: Database) => Promise<T>): Promise<T> => {
    let result: T;
    try {
      result = await db.transaction(async (tx) => {
        const value = await work(tx);
        await announcePublicChange(tx);
        return value;
      });
    } catch (error) {
      const code = constraintCode(error);
      if (code === "23505") throw slugTaken();
      if (code === "23503") throw unknownTopic();
      throw error;
    }
    publicChanges.changed();
    return result;
  };

  // The tables differ in their columns; the steps read and write whole rows by `id` only.
  const locked = async <T extends EditedTable>(tx: Database, table: T, id: number): Promise<T["$inferSelect"]> => {
    const any = table as typeof news;
    const [row] = await tx.select().from(any).where(eq(any.id, id)).for("update");
    if (!row) throw new ApiProblem(404, "errors.notFound");
    return row as T["$inferSelect"];
  };

  return {
    async create<T extends EditedTable, Input>(kind: EditedKind<T, Input>, input: Input, actorId: number, at: Date): Promise<T["$inferSelect"]> {
      return change(async (tx) => {
        await kind.check?.(tx, input);
        const table = kind.table as typeof news;
        const [row] = await tx
          .insert(table)
          .values(kind.values(input, at) as typeof news.$inferInsert)
          .returning();
        const created = row as T["$inferSelect"];
        await recordAdminAction(tx, { actorId, action: `${kind.subject}.create`, subjectType: kind.subject, subjectId: created.id, before: null, after: kind.core(created) });
        return created;
      });
    },

    /** Edits the item `id` if it is still at `version` (else 409 `stale-edit` with the current item). */
    async update<T extends EditedTable, Input>(kind: EditedKind<T, Input>, id: number, input: Input, version: string, actorId: number, at: Date): Promise<T["$inferSelect"]> {
      return change(async (tx) => {
        const current = await locked(tx, kind.table, id);
        const before = kind.core(current);
        checkVersion(before, version);
        await kind.check?.(tx, input);
        const table = kind.table as typeof news;
        const [row] = await tx
          .update(table)
          .set(kind.values(input, at, current) as typeof news.$inferInsert)
          .where(eq(table.id, id))
          .returning();
        const updated = row as T["$inferSelect"];
        await recordAdminAction(tx, { actorId, action: `${kind.subject}.update`, subjectType: kind.subject, subjectId: id, before, after: kind.core(updated) });
        return updated;
      });
    },

    /** Deletes the item `id`; with a `version`, only if it is still at it (the deletion was confirmed on what was shown). */
    async remove<T extends EditedTable>(kind: EditedKind<T, never>, id: number, version: string | undefined, actorId: number): Promise<void> {
      await change(async (tx) => {
        const current = await locked(tx, kind.table, id);
        const before = kind.core(current);
        if (version !== undefined) checkVersion(before, version);
        await kind.keep?.(tx, current);
        const table = kind.table as typeof news;
        await tx.delete(table).where(eq(table.id, id));
        await recordAdminAction(tx, { actorId, action: `${kind.subject}.delete`, subjectType: kind.subject, subjectId: id, before, after: null });
      });
    },
  };
}

export type ContentEdits = ReturnType<typeof contentEdits>;

/**
 * The item routes of a kind (read, create, edit, delete), all through the edit step. The public
 * reads compare with the wall clock (a scheduled item shows when its time comes), so these do too.
 */
export function itemRoutes<Table extends EditedTable, Input>(routes: ContentRoutes, kind: EditedKind<Table, Input>, edits: ContentEdits, db: Database) {
  const table = kind.table as typeof news;
  return new OpenAPIHono<ApiEnv>()
    .openapi(routes.get, async (c) => {
      const [row] = await db.select().from(table).where(eq(table.id, idOrNotFound(c.req.valid("param").id)));
      if (!row) throw new ApiProblem(404, "errors.notFound");
      return c.json({ data: await kind.answer(row as Table["$inferSelect"], new Date()) }, 200);
    })
    .openapi(routes.create, async (c) => {
      const admin = requireAdmin(c);
      const at = new Date();
      const row = await edits.create(kind, c.req.valid("json") as Input, admin.user.id, at);
      return c.json({ data: await kind.answer(row, at) }, 201);
    })
    .openapi(routes.update, async (c) => {
      const admin = requireAdmin(c);
      const at = new Date();
      // The route's schema is the kind's input with the version the edit started from.
      const input = c.req.valid("json") as Input & { version: string };
      const row = await edits.update(kind, idOrNotFound(c.req.valid("param").id), input, input.version, admin.user.id, at);
      return c.json({ data: await kind.answer(row, at) }, 200);
    })
    .openapi(routes.remove, async (c) => {
      const admin = requireAdmin(c);
      await edits.remove(kind, idOrNotFound(c.req.valid("param").id), c.req.valid("query").version, admin.user.id);
      return c.body(null, 204);
    });
}
