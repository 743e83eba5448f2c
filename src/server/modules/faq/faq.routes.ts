import { createRoute, z } from "@hono/zod-openapi";
import { FAQ_QUERY_MAX } from "../../../domain/faq.ts";
import { NO_CONTROL_CHARACTERS } from "../../../domain/validation-messages.ts";
import { LOCALES } from "../../../domain/locales.ts";
import { errorResponses } from "../../http/errors.ts";
import { NOT_MODIFIED } from "../../http/schemas.ts";

export const FaqEntrySchema = z
  .object({
    slug: z.string().openapi({ description: "The question's anchor on /faq (`#slug`), unique across topics", example: "late" }),
    language: z.enum(LOCALES).openapi({ description: "The language the entry is written in: the request's, or `uk` where it has no translation" }),
    question: z.string(),
    answer: z.string().openapi({ description: "Plain text (never HTML); paragraphs separated by blank lines, lines by a line break" }),
    updated_at: z.iso.datetime(),
  })
  .openapi("FaqEntry", { description: "A published question and its answer in the request's language (X-Client-Locale)" });

export const FaqTopicSchema = z
  .object({
    slug: z.string().openapi({ description: "The topic's anchor on /faq", example: "call-up" }),
    title: z.string(),
    entries: z.array(FaqEntrySchema),
  })
  .openapi("FaqTopic", { description: "A topic of the FAQ with its published entries, in order" });

export const FaqListSchema = z.object({
  data: z.array(FaqTopicSchema),
  meta: z.object({
    q: z.string().openapi({ description: "The query as searched (trimmed, lower case, without accents); empty when none" }),
    total: z.number().int().openapi({ description: "How many entries match" }),
  }),
});

export const listFaq = createRoute({
  method: "get",
  path: "/faq",
  tags: ["Content"],
  summary: "The published FAQ, grouped by topic, optionally searched",
  description:
    "Topics and their published entries in order. With `q`, only entries that contain every word of it in their question or " +
    "answer (ignoring case, accents and the kind of apostrophe), and only topics left with some; nothing found is an empty `data`.",
  request: {
    query: z.object({
      q: z
        .string()
        .max(FAQ_QUERY_MAX)
        .regex(NO_CONTROL_CHARACTERS)
        .optional()
        .openapi({ description: `Words to search for, at most ${FAQ_QUERY_MAX} characters, no control characters`, example: "late" }),
    }),
  },
  responses: {
    200: { description: "The FAQ, or the entries that match `q`", content: { "application/json": { schema: FaqListSchema } } },
    ...NOT_MODIFIED,
    ...errorResponses(422),
  },
});
