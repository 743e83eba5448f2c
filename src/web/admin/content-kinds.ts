/**
 * The kinds of content the console edits (news, FAQ entries, information pages): their API paths,
 * their texts per language, their time of publication and their other fields. One editor
 * (content-editor.tsx) serves all three.
 */
import { LOCALES, type Locale } from "../../domain/locales.ts";

export type ContentKindId = "news" | "faq" | "pages";

/**
 * The kind a console path is about (/admin/news/3, /en/admin/faq, /admin/pages.data): the content
 * list and editor routes serve all three kinds, as content-page.tsx serves the three pages.
 */
export function contentKindOfPath(pathname: string): ContentKindId {
  const kind = /\/admin\/(news|faq|pages)(?:\/|\.data$|$)/.exec(pathname)?.[1];
  if (!kind) throw new Error(`not a content path: ${pathname}`);
  return kind as ContentKindId;
}

export interface ContentKind {
  id: ContentKindId;
  /** The console's path and the API's (both /admin/<path>). */
  path: string;
  /** Page-title keys of the list and of an item. */
  listTitle: "adminNews" | "adminFaq" | "adminPages";
  itemTitle: "adminNewsItem" | "adminFaqEntry" | "adminPage";
  /** The texts written per language; the multiline one is a textarea with a preview. */
  texts: ReadonlyArray<{ name: string; label: string; multiline: boolean }>;
  /** The time of publication's field (news: shown from; the others: publish from, null at once). */
  time: "published_at" | "publish_at";
  /** Whether the long text is Markdown (news, pages) or plain text (FAQ answers, as /faq shows them). */
  markdown: boolean;
  slug: boolean;
  topic: boolean;
}

export const CONTENT_KINDS: Record<ContentKindId, ContentKind> = {
  news: {
    id: "news",
    path: "/admin/news",
    listTitle: "adminNews",
    itemTitle: "adminNewsItem",
    texts: [
      { name: "title", label: "title", multiline: false },
      { name: "summary", label: "summary", multiline: false },
      { name: "body", label: "body", multiline: true },
    ],
    time: "published_at",
    markdown: true,
    slug: false,
    topic: false,
  },
  faq: {
    id: "faq",
    path: "/admin/faq",
    listTitle: "adminFaq",
    itemTitle: "adminFaqEntry",
    texts: [
      { name: "question", label: "question", multiline: false },
      { name: "answer", label: "answer", multiline: true },
    ],
    time: "publish_at",
    markdown: false,
    slug: true,
    topic: true,
  },
  pages: {
    id: "pages",
    path: "/admin/pages",
    listTitle: "adminPages",
    itemTitle: "adminPage",
    texts: [
      { name: "title", label: "title", multiline: false },
      { name: "body", label: "body", multiline: true },
    ],
    time: "publish_at",
    markdown: true,
    slug: true,
    topic: false,
  },
};

/** An item as the admin API answers it (the fields a kind lacks are absent). */
export interface AdminContentItem {
  id: number;
  version: string;
  published: boolean;
  published_at?: string;
  publish_at?: string | null;
  updated_at: string;
  state: "draft" | "scheduled" | "published";
  missing_languages: Locale[];
  slug?: string;
  topic_id?: number;
  position?: number;
  [text: string]: unknown;
}

/** What the form holds: every field as typed, by its name (`title.uk`, `published`, `slug`…). */
export type FormValues = Record<string, string>;

/** The form's values of an item (a new one: empty, a draft). */
export function itemValues(kind: ContentKind, item: AdminContentItem | null): FormValues {
  const values: FormValues = { version: item?.version ?? "", published: item?.published ? "on" : "" };
  for (const { name } of kind.texts) {
    const texts = (item?.[name] ?? {}) as Partial<Record<Locale, string>>;
    for (const locale of LOCALES) values[`${name}.${locale}`] = texts[locale] ?? "";
  }
  const time = item?.[kind.time] as string | null | undefined;
  // datetime-local in UTC: the label says so.
  values[kind.time] = time ? time.slice(0, 16) : "";
  if (kind.slug) values.slug = item?.slug ?? "";
  if (kind.topic) {
    values.topic_id = item?.topic_id ? String(item.topic_id) : "";
    values.position = String(item?.position ?? 0);
  }
  return values;
}

/** The form's values as they were sent. */
export function formValues(kind: ContentKind, formData: FormData): FormValues {
  const names = ["version", "published", kind.time, ...kind.texts.flatMap(({ name }) => LOCALES.map((locale) => `${name}.${locale}`))];
  if (kind.slug) names.push("slug");
  if (kind.topic) names.push("topic_id", "position");
  return Object.fromEntries(names.map((name) => [name, String(formData.get(name) ?? "")]));
}

/** The API's body from the form's values; the API validates it (and answers its messages per field). */
export function apiBody(kind: ContentKind, values: FormValues, withVersion: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { published: values.published === "on" };
  for (const { name } of kind.texts) {
    body[name] = Object.fromEntries(LOCALES.map((locale) => [locale, values[`${name}.${locale}`] ?? ""]));
  }
  const time = values[kind.time]?.trim() ?? "";
  // "2026-11-27T10:00" from the form is a time in UTC; anything else goes as typed, for the API to refuse.
  const instant = /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(time) ? `${time}:00Z` : time;
  if (instant !== "") body[kind.time] = instant;
  else if (kind.time === "publish_at") body.publish_at = null;
  if (kind.slug) body.slug = values.slug?.trim() ?? "";
  if (kind.topic) {
    body.topic_id = Number(values.topic_id);
    body.position = values.position?.trim() === "" ? 0 : Number(values.position);
  }
  if (withVersion) body.version = values.version ?? "";
  return body;
}

/** The languages with any text of the kind left empty in `values`. */
export function missingIn(kind: ContentKind, values: FormValues): Locale[] {
  return LOCALES.filter((locale) => kind.texts.some(({ name }) => (values[`${name}.${locale}`] ?? "").trim() === ""));
}

