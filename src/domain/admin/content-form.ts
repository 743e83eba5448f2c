/**
 * The console's content forms (news, FAQ entries, information pages): what each kind holds, one
 * schema per kind that checks the form in the browser and in the route action (STYLE.md), the
 * form's starting values and the API's body it becomes. The fields' rules (`contentTexts`,
 * `contentSlug`, `contentPosition`, `faqTopicId`, `CONTENT_TIME`) are also the API's
 * (src/server/modules/admin/content.routes.ts builds its schemas from them), so the console and
 * the API refuse the same thing with the same message.
 *
 * Each text is written per language: Ukrainian is required, another language left empty has no
 * translation (its readers see the Ukrainian). Times are typed in UTC (`2026-11-27T10:30`).
 */
import { CONTENT_PAGE_SLUG_FORM } from "../content-pages.ts";
import { LOCALES, type Locale } from "../locales.ts";
import { NO_CONTROL_CHARACTERS } from "../validation-messages.ts";
import { tooLong } from "../form-fields.ts";
import { z } from "../zod.ts";

const V = "adminContent.validation";

export type ContentKindId = "news" | "faq" | "pages";
export type ContentTextName = "title" | "summary" | "body" | "question" | "answer";

/** Each text's length and whether it has several lines (Markdown, or an FAQ answer's paragraphs). */
export const CONTENT_TEXTS: Record<ContentTextName, { max: number; multiline: boolean }> = {
  title: { max: 200, multiline: false },
  summary: { max: 500, multiline: false },
  body: { max: 20_000, multiline: true },
  question: { max: 400, multiline: false },
  answer: { max: 20_000, multiline: true },
};

/** What a kind of content holds besides its texts. */
export interface ContentForm {
  /** Its texts, in the form's order; the multiline one has the preview. */
  texts: readonly ContentTextName[];
  /** The time of publication's field (news: shown from, now if left empty; the others: publish from, at once if empty). */
  time: "published_at" | "publish_at";
  /** Whether the long text is Markdown (news, pages) or plain text (FAQ answers, as /faq shows them). */
  markdown: boolean;
  slug: boolean;
  /** An FAQ entry's topic and its order in it. */
  topic: boolean;
}

export const CONTENT_FORMS: Record<ContentKindId, ContentForm> = {
  news: { texts: ["title", "summary", "body"], time: "published_at", markdown: true, slug: false, topic: false },
  faq: { texts: ["question", "answer"], time: "publish_at", markdown: false, slug: true, topic: true },
  pages: { texts: ["title", "body"], time: "publish_at", markdown: true, slug: true, topic: false },
};

/** Several lines: control characters other than line breaks and tabs, and direction marks, are refused. */
const SEVERAL_LINES = /^(?:[^\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|[\t\n\r])*$/u;

/** The rules of the fields other than the texts, each with its message. */
export const CONTENT_LIMITS = {
  slug: { max: 64, pattern: CONTENT_PAGE_SLUG_FORM, message: `${V}.slug` },
  position: { min: 0, max: 10_000, message: `${V}.position` },
  topic: { message: `${V}.topic` },
  severalLines: { message: `${V}.controlCharacters` },
} as const;

/** A time of publication: from 2000 to 2099 (UTC). */
export const CONTENT_TIME = {
  message: `${V}.time`,
  /** Whether the instant `value` (ISO 8601) is one a schedule may name. */
  allows(value: string): boolean {
    const year = new Date(value).getUTCFullYear();
    return year >= 2000 && year <= 2099;
  },
};

/** One language's text of `name`: trimmed, within its length, without control characters. */
export function contentText(name: ContentTextName) {
  const { max, multiline } = CONTENT_TEXTS[name];
  return z
    .string()
    .trim()
    .max(max, { error: tooLong(max) })
    .regex(multiline ? SEVERAL_LINES : NO_CONTROL_CHARACTERS, { error: multiline ? CONTENT_LIMITS.severalLines.message : "validation.controlCharacters" });
}

/** A text in Ukrainian (required) and any of the other languages (empty or left out: no translation). */
export function contentTexts(name: ContentTextName) {
  const text = contentText(name);
  const others = Object.fromEntries(LOCALES.filter((locale) => locale !== "uk").map((locale) => [locale, text.optional()])) as Record<Exclude<Locale, "uk">, z.ZodOptional<typeof text>>;
  return z.object({ uk: text.min(1, { error: "validation.required" }), ...others }).strict();
}

export const contentSlug = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(CONTENT_LIMITS.slug.max, { error: tooLong(CONTENT_LIMITS.slug.max) })
  .regex(CONTENT_LIMITS.slug.pattern, { error: CONTENT_LIMITS.slug.message });

export const contentPosition = z
  .number({ error: CONTENT_LIMITS.position.message })
  .int({ error: CONTENT_LIMITS.position.message })
  .min(CONTENT_LIMITS.position.min, { error: CONTENT_LIMITS.position.message })
  .max(CONTENT_LIMITS.position.max, { error: CONTENT_LIMITS.position.message });

export const faqTopicId = z
  .number({ error: CONTENT_LIMITS.topic.message })
  .int({ error: CONTENT_LIMITS.topic.message })
  .min(1, { error: CONTENT_LIMITS.topic.message })
  .max(2_147_483_647, { error: CONTENT_LIMITS.topic.message });

/** A time typed in the form (`datetime-local`, read as UTC). */
const DATETIME_LOCAL = /^\d{4}-\d\d-\d\dT\d\d:\d\d$/;
const formTime = z
  .string()
  .regex(DATETIME_LOCAL, { error: CONTENT_TIME.message })
  .refine((value) => !DATETIME_LOCAL.test(value) || CONTENT_TIME.allows(`${value}:00Z`), { error: CONTENT_TIME.message })
  .optional();

/** The version the edit started from (none for a new item). */
const version = z.string().max(64).optional();

export const newsFormSchema = z.object({
  version,
  title: contentTexts("title"),
  summary: contentTexts("summary"),
  body: contentTexts("body"),
  published: z.boolean().default(false),
  published_at: formTime,
});

export const faqFormSchema = z.object({
  version,
  topic_id: faqTopicId,
  slug: contentSlug,
  position: contentPosition.default(0),
  question: contentTexts("question"),
  answer: contentTexts("answer"),
  published: z.boolean().default(false),
  publish_at: formTime,
});

export const pageFormSchema = z.object({
  version,
  slug: contentSlug,
  title: contentTexts("title"),
  body: contentTexts("body"),
  published: z.boolean().default(false),
  publish_at: formTime,
});

/** Each kind's form. */
export const CONTENT_FORM_SCHEMAS = { news: newsFormSchema, faq: faqFormSchema, pages: pageFormSchema } as const;
export type ContentFormSchema = (typeof CONTENT_FORM_SCHEMAS)[ContentKindId];

/** A deletion confirmed on the version shown. */
export const contentDeleteSchema = z.object({ version: z.string().max(64).optional() });

/** Texts per language as the API answers them, or as a form holds them. */
export type Texts = Partial<Record<Locale, string>>;

/** The languages in which any of `texts` is missing (empty or blank). */
export function missingLanguages(...texts: Array<Texts | undefined>): Locale[] {
  return LOCALES.filter((locale) => texts.some((text) => !(text?.[locale] ?? "").trim()));
}

/** An item as the admin API answers it (the fields its kind lacks are absent). */
export interface ContentItem {
  id: number;
  version: string;
  published: boolean;
  published_at?: string;
  publish_at?: string | null;
  slug?: string;
  topic_id?: number;
  position?: number;
  title?: Texts;
  summary?: Texts;
  body?: Texts;
  question?: Texts;
  answer?: Texts;
}

/** A form's values as its fields hold them: text, "on" for a ticked box, a text's languages nested. */
export type ContentFormValues = Record<string, string | Record<Locale, string>>;

/** The form's starting values of an item of `kind` (a new one: empty, a draft). */
export function contentFormDefaults(kind: ContentForm, item: ContentItem | null): ContentFormValues {
  const values: ContentFormValues = { version: item?.version ?? "", published: item?.published ? "on" : "" };
  for (const name of kind.texts) values[name] = Object.fromEntries(LOCALES.map((locale) => [locale, item?.[name]?.[locale] ?? ""])) as Record<Locale, string>;
  // datetime-local in UTC: the label says so.
  const time = item?.[kind.time];
  values[kind.time] = time ? time.slice(0, 16) : "";
  if (kind.slug) values.slug = item?.slug ?? "";
  if (kind.topic) {
    values.topic_id = item?.topic_id ? String(item.topic_id) : "";
    values.position = String(item?.position ?? 0);
  }
  return values;
}

/** What a checked form of any kind holds (each kind's schema gives some of these). */
export interface ContentFormValue extends Partial<Record<ContentTextName, Texts>> {
  version?: string | undefined;
  published: boolean;
  published_at?: string | undefined;
  publish_at?: string | undefined;
  slug?: string;
  topic_id?: number;
  position?: number;
}

/** The API's body (POST, or PUT with the version) of a checked form of `kind`. */
export function contentBody(kind: ContentForm, form: ContentFormValue, withVersion: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { published: form.published };
  for (const name of kind.texts) body[name] = form[name];
  const time = form[kind.time];
  if (time) body[kind.time] = `${time}:00Z`;
  else if (kind.time === "publish_at") body.publish_at = null;
  if (kind.slug) body.slug = form.slug;
  if (kind.topic) {
    body.topic_id = form.topic_id;
    body.position = form.position;
  }
  if (withVersion) body.version = form.version ?? "";
  return body;
}
