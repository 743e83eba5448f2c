/**
 * What the administration's routes share (people.routes.ts, reviews.routes.ts): the shapes of
 * their answers (an item, a page of items), their paths' ids and a search's text. The texts an
 * administrator writes and the version an edit started from are the console forms' own rules
 * (src/domain/admin/: reason-text.ts, edit-version.ts), which the routes take as they are.
 */
import { z } from "@hono/zod-openapi";
import { formMessage } from "../../../domain/validation-messages.ts";

export const tooLong = (max: number) => formMessage("validation.tooLong", { max });

export const ONE_LINE_TEXT = /^[^\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]*$/u;

/** The `page` of a list (from 1). */
export const PageQuery = z.coerce.number().int().min(1).max(100_000).default(1);

const PageMetaSchema = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() });

/** A 200 answer of one item: `{data}`. */
export const itemResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema: z.object({ data: schema }) } },
});

/** A 200 answer of a list: `{data: [...]}`. */
export const listResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema: z.object({ data: z.array(schema) }) } },
});

/** A 200 answer of a page of a list: `{data: [...], meta: {page, per_page, total}}`. */
export const pageResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema: z.object({ data: z.array(schema), meta: PageMetaSchema }) } },
});

/** A path of two ids: the item's (`id`) and one of its own (`violation_id`, `file_id`). */
export const pathIds = <Name extends string>(name: Name) =>
  z.object({
    id: z.string().openapi({ param: { name: "id", in: "path" }, example: "1" }),
    ...({ [name]: z.string().openapi({ param: { name, in: "path" }, example: "1" }) } as Record<Name, z.ZodString>),
  });

