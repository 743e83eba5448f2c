/**
 * Public information pages (/about, /privacy, /terms): their text is Markdown an administrator
 * writes, in Ukrainian and in any of the other languages. The server reads it into plain blocks
 * (headings with anchors, paragraphs, lists, and in them bold, italics and links) and the page
 * renders those as React elements: no HTML from the text ever reaches the page, and a link goes
 * only to a web address, an e-mail, a phone or a path of the portal. Pure.
 *
 * The Markdown read is a small subset, on purpose (no library is installed for it, and a page
 * needs no more): `## ` and `### ` headings (`#` reads as `##`, deeper as `###`), an anchor of
 * one's own with `{#id}` at a heading's end, paragraphs split by blank lines, `- `/`* ` and `1. `
 * lists, `**bold**`, `*italics*` or `_italics_`, `[text](address)` and `\` escapes. Anything else
 * (HTML included) stays as the text it is.
 */
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

/** The pages, by their path. */
export const CONTENT_PAGE_SLUGS = ["about", "privacy", "terms"] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** A page's slug: lower-case words of Latin letters and digits joined by hyphens (the table checks it too). */
export const CONTENT_PAGE_SLUG_FORM = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Text in Ukrainian and in any of the other languages. */
export type PartialLocalizedText = { uk: string } & Partial<Record<Locale, string>>;

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; text: string }
  | { type: "emphasis"; text: string }
  | { type: "link"; text: string; href: string };

export type Block =
  | { type: "heading"; level: 2 | 3; id: string; text: string }
  | { type: "paragraph"; content: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] };

export interface TocEntry {
  id: string;
  level: 2 | 3;
  text: string;
}

/**
 * The language a page is shown in: the reader's when both its title and body are written in it,
 * else Ukrainian (a page is never shown half in one language and half in another).
 */
export function pageLanguage(title: PartialLocalizedText, body: PartialLocalizedText, locale: Locale): Locale {
  const written = (text: PartialLocalizedText) => (text[locale] ?? "").trim() !== "";
  return written(title) && written(body) ? locale : DEFAULT_LOCALE;
}

/** Whether a link's address may be followed from the page: http(s), mailto:, tel:, a path of the portal or an anchor. */
export function isSafeHref(href: string): boolean {
  if (/[\s\p{Cc}]/u.test(href)) return false;
  if (href.startsWith("#")) return href.length > 1;
  if (href.startsWith("/")) return !href.startsWith("//") && !href.startsWith("/\\");
  return /^(https?:\/\/[^/]|mailto:.|tel:\+?[0-9])/i.test(href);
}

/** A heading's anchor from its words: lower case, letters and digits of any script, words joined by hyphens. */
export function headingSlug(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(/ +/g, "-");
}

const ESCAPABLE = "\\`*_{}[]()#+-.!";

/**
 * `source.indexOf(token, from)` for `from`s that only grow, each token's answer kept until passed:
 * linear in all, where asking anew at every mark would be quadratic (a text of many `[` or `*`).
 */
function nextOf(source: string) {
  const kept = new Map<string, { from: number; at: number }>();
  return (token: string, from: number): number => {
    const last = kept.get(token);
    if (last && last.from <= from && (last.at === -1 || last.at >= from)) return last.at;
    const at = source.indexOf(token, from);
    kept.set(token, { from, at });
    return at;
  };
}

/** Inline Markdown: escapes, `**bold**`, `*italics*`/`_italics_` and `[text](address)`, scanned once, left to right. */
export function parseInline(source: string): Inline[] {
  const next = nextOf(source);
  const out: Inline[] = [];
  let text = "";
  const push = (node: Inline) => {
    if (text !== "") out.push({ type: "text", text });
    text = "";
    out.push(node);
  };
  let i = 0;
  while (i < source.length) {
    const char = source[i] ?? "";
    if (char === "\\" && ESCAPABLE.includes(source[i + 1] ?? "\n")) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    if (char === "*" && source[i + 1] === "*") {
      const end = next("**", i + 2);
      if (end > i + 2) {
        push({ type: "strong", text: unescape(source.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    } else if (char === "*" || char === "_") {
      const end = next(char, i + 1);
      const inner = end > i + 1 ? source.slice(i + 1, end) : "";
      // `_` inside a word (snake_case) and `* ` (a star before a space) are text.
      const wordBefore = char === "_" && /[\p{L}\p{N}]/u.test(source[i - 1] ?? "");
      if (inner !== "" && !/^\s|\s$/.test(inner) && !wordBefore) {
        push({ type: "emphasis", text: unescape(inner) });
        i = end + 1;
        continue;
      }
    } else if (char === "[") {
      const close = next("](", i + 1);
      const end = close === -1 ? -1 : next(")", close + 2);
      const open = next("[", i + 1);
      if (close > i + 1 && end !== -1 && (open === -1 || open > close)) {
        const label = unescape(source.slice(i + 1, close));
        const href = source.slice(close + 2, end).trim();
        push(isSafeHref(href) ? { type: "link", text: label, href } : { type: "text", text: label });
        i = end + 1;
        continue;
      }
    }
    text += char;
    i += 1;
  }
  if (text !== "") out.push({ type: "text", text });
  return mergeTexts(out);
}

function unescape(text: string): string {
  return text.replace(/\\(.)/g, (whole, char: string) => (ESCAPABLE.includes(char) ? char : whole));
}

function mergeTexts(nodes: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.type === "text" && last?.type === "text") merged[merged.length - 1] = { type: "text", text: last.text + node.text };
    else merged.push(node);
  }
  return merged;
}

/** The words of inline Markdown without their marks (a heading's text). */
export function plainText(source: string): string {
  return parseInline(source)
    .map((node) => node.text)
    .join("");
}

const HEADING = /^(#{1,6})[ \t]+(.*)$/;
const ANCHOR_FORM = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const BULLET = /^[-*+][ \t]+(.*)$/;
const NUMBERED = /^[0-9]{1,9}[.)][ \t]+(.*)$/;

/** Text without the spaces and closing `#`s at its end (by hand: a regular expression would backtrack on long runs). */
function trimHeadingEnd(text: string): string {
  let end = text.length;
  while (end > 0 && " \t#".includes(text[end - 1] ?? "")) end -= 1;
  return text.slice(0, end);
}

/** A heading's words and its own anchor, if it ends with `{#anchor}`. */
function headingParts(rest: string): { words: string; anchor: string | null } {
  const trimmed = trimHeadingEnd(rest);
  const start = trimmed.endsWith("}") ? trimmed.lastIndexOf("{#") : -1;
  const anchor = start === -1 ? "" : trimmed.slice(start + 2, -1);
  if (start !== -1 && ANCHOR_FORM.test(anchor)) return { words: trimHeadingEnd(trimmed.slice(0, start)), anchor };
  return { words: trimmed, anchor: null };
}

/** A Markdown body as blocks. Headings get unique anchors: their own `{#id}`, else made from their words. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const ids = new Set<string>();
  const uniqueId = (wanted: string) => {
    const base = wanted === "" ? "section" : wanted;
    let id = base;
    for (let n = 2; ids.has(id); n += 1) id = `${base}-${n}`;
    ids.add(id);
    return id;
  };

  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", content: parseInline(paragraph.join(" ")) });
    if (list) blocks.push({ type: "list", ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };

  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (line === "") {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const hashes = heading[1]?.length ?? 2;
      const { words, anchor } = headingParts(heading[2] ?? "");
      const text = plainText(words);
      blocks.push({ type: "heading", level: hashes >= 3 ? 3 : 2, id: uniqueId(anchor ?? headingSlug(text)), text });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = numbered !== null;
      if (!list || list.ordered !== ordered || paragraph.length > 0) {
        flush();
        list = { ordered, items: [] };
      }
      list.items.push(item[1] ?? "");
      continue;
    }
    // A line that goes on a list item (indented, or right after it) belongs to it.
    if (list && paragraph.length === 0) {
      const items = (list as { items: string[] }).items;
      items[items.length - 1] += ` ${line}`;
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The page's table of contents: its headings, in order. */
export function tableOfContents(blocks: readonly Block[]): TocEntry[] {
  return blocks.flatMap((block) => (block.type === "heading" ? [{ id: block.id, level: block.level, text: block.text }] : []));
}
