/**
 * The kinds of content the console edits (news, FAQ entries, information pages): what each holds
 * (src/domain/admin/content-form.ts), its console and API path and its pages' titles. One list and
 * one editor (content-list.tsx, content-editor.tsx) serve all three.
 */
import { CONTENT_FORMS, type ContentForm, type ContentItem, type ContentKindId } from "../../domain/admin/content-form.ts";
import type { Locale } from "../../domain/locales.ts";

export type { ContentKindId };

/**
 * The kind a console path is about (/admin/news/3, /en/admin/faq, /admin/pages.data): the content
 * list and editor routes serve all three kinds, as content-page.tsx serves the three pages.
 */
export function contentKindOfPath(pathname: string): ContentKindId {
  const kind = /\/admin\/(news|faq|pages)(?:\/|\.data$|$)/.exec(pathname)?.[1];
  if (!kind) throw new Error(`not a content path: ${pathname}`);
  return kind as ContentKindId;
}

export interface ContentKind extends ContentForm {
  id: ContentKindId;
  /** The console's path and the API's (both /admin/<path>). */
  path: string;
  /** Page-title keys of the list and of an item. */
  listTitle: "adminNews" | "adminFaq" | "adminPages";
  itemTitle: "adminNewsItem" | "adminFaqEntry" | "adminPage";
}

export const CONTENT_KINDS: Record<ContentKindId, ContentKind> = {
  news: { ...CONTENT_FORMS.news, id: "news", path: "/admin/news", listTitle: "adminNews", itemTitle: "adminNewsItem" },
  faq: { ...CONTENT_FORMS.faq, id: "faq", path: "/admin/faq", listTitle: "adminFaq", itemTitle: "adminFaqEntry" },
  pages: { ...CONTENT_FORMS.pages, id: "pages", path: "/admin/pages", listTitle: "adminPages", itemTitle: "adminPage" },
};

/** An item as the admin API answers it (the fields a kind lacks are absent). */
export interface AdminContentItem extends ContentItem {
  updated_at: string;
  state: "draft" | "scheduled" | "published";
  missing_languages: Locale[];
}
