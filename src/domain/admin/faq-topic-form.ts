/**
 * The console's FAQ topic form (/admin/faq-topics/{id}): a topic's title in every language (all
 * 7 required: /faq heads each section with it), its address (#slug on /faq) and its place among
 * the topics. One schema checks the form in the browser and in the route action; the API's schema
 * (src/server/modules/admin/faq-topics.routes.ts) takes its fields from here.
 */
import { LOCALES, type Locale, type LocalizedText } from "../locales.ts";
import { requiredText } from "../form-fields.ts";
import { z } from "../zod.ts";
import { contentPosition, contentSlug } from "./content-form.ts";

export const FAQ_TOPIC_TITLE_MAX = 200;

/** The title in each of the 7 languages, every one required. */
export const faqTopicTitles = z
  .object(Object.fromEntries(LOCALES.map((locale) => [locale, requiredText(FAQ_TOPIC_TITLE_MAX)])) as Record<Locale, ReturnType<typeof requiredText>>)
  .strict();

export const faqTopicFormSchema = z.object({
  /** The version the edit started from (none for a new topic). */
  version: z.string().max(64).optional(),
  slug: contentSlug,
  position: contentPosition.default(0),
  title: faqTopicTitles,
});

export type FaqTopicForm = z.output<typeof faqTopicFormSchema>;

/** A topic as the admin API answers it. */
export interface FaqTopic {
  id: number;
  slug: string;
  position: number;
  title: LocalizedText;
  /** How many FAQ entries (published or not) are in it: a topic with any cannot be deleted. */
  entries: number;
  version: string;
}

/** The form's starting values of a topic (a new one: empty). */
export function faqTopicFormDefaults(topic: Pick<FaqTopic, "slug" | "position" | "title" | "version"> | null) {
  return {
    version: topic?.version ?? "",
    slug: topic?.slug ?? "",
    position: String(topic?.position ?? 0),
    title: Object.fromEntries(LOCALES.map((locale) => [locale, topic?.title[locale] ?? ""])) as Record<Locale, string>,
  };
}

/** The API's body (POST, or PUT with the version) of a checked form. */
export function faqTopicBody(form: FaqTopicForm, withVersion: boolean) {
  return { slug: form.slug, position: form.position, title: form.title, ...(withVersion ? { version: form.version ?? "" } : {}) };
}
