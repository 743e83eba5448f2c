/**
 * The administration of the FAQ's topics (docs/administration.md, "Content"): the sections of /faq,
 * each titled in the 7 languages, with its address (#slug) and its place among the others. The
 * fields' rules are the console form's (src/domain/admin/faq-topic-form.ts).
 */
import { z } from "@hono/zod-openapi";
import { contentPosition, contentSlug } from "../../../domain/admin/content-form.ts";
import { faqTopicTitles } from "../../../domain/admin/faq-topic-form.ts";
import { crud } from "./content.routes.ts";

export const AdminFaqTopicSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    position: z.number().int(),
    title: z.record(z.string(), z.string()).openapi({ description: "The title in each of the 7 languages" }),
    entries: z.number().int().openapi({ description: "The FAQ entries in the topic, published or not (a topic with any cannot be deleted)" }),
    version: z.string().openapi({ description: "The topic's version, to send back with an edit (a stale one answers 409)" }),
  })
  .openapi("AdminFaqTopic");

export const FaqTopicInputSchema = z
  .object({
    slug: contentSlug.openapi({ description: "The section's address on /faq (#slug): lower-case Latin letters and digits joined by hyphens", example: "arrival" }),
    position: contentPosition.default(0).openapi({ description: "The order among the topics (0–10000, lower first)" }),
    title: faqTopicTitles.openapi({ description: "The title in each of the 7 languages, every one required" }),
  })
  .strict();

export const FaqTopicEditSchema = FaqTopicInputSchema.extend({ version: z.string().max(64) }).strict();

export const faqTopicAdminRoutes = crud({
  path: "faq-topics",
  name: "FAQ topics",
  item: AdminFaqTopicSchema,
  input: FaqTopicInputSchema,
  edit: FaqTopicEditSchema,
  listSummary: "The FAQ's topics in their order, with how many entries each has",
  editSummary: "Edit an FAQ topic (its titles, address and order)",
  removal: "A topic with entries is kept: 409 (`code` topic-in-use); move or delete its entries first.",
});
