/** The first texts of /about, /privacy and /terms: complete in every language, one set of anchors, safe links, and the queue's rules as the policy sets them. */
import { describe, expect, it } from "vitest";
import { parseMarkdown, tableOfContents, type Block, type Inline } from "../../../domain/content-pages.ts";
import { LOCALES } from "../../../domain/locales.ts";
import { DEFAULT_QUEUE_POLICY as policy } from "../../../domain/queue/policy.ts";
import { CONTENT_PAGES } from "./content-pages-data.ts";

const page = (slug: string) => CONTENT_PAGES.find((p) => p.slug === slug)!;
const inlines = (blocks: Block[]): Inline[] =>
  blocks.flatMap((block) => (block.type === "paragraph" ? block.content : block.type === "list" ? block.items.flat() : []));

describe("the information pages' texts", () => {
  it("are the three pages, with a title and a body in every language", () => {
    expect(CONTENT_PAGES.map((p) => p.slug)).toEqual(["about", "privacy", "terms"]);
    for (const { title, body } of CONTENT_PAGES) {
      for (const locale of LOCALES) {
        expect(title[locale].trim()).not.toBe("");
        expect(body[locale].trim()).not.toBe("");
      }
    }
  });

  it("have the same sections, with their own anchors, in every language", () => {
    for (const { slug, body } of CONTENT_PAGES) {
      const ids = tableOfContents(parseMarkdown(body.uk)).map((entry) => entry.id);
      expect(ids.length, slug).toBeGreaterThanOrEqual(4);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const locale of LOCALES) expect(tableOfContents(parseMarkdown(body[locale])).map((entry) => entry.id), `${slug} ${locale}`).toEqual(ids);
    }
  });

  it("link only to the portal's pages in their own language, and leave no Markdown marks unread", () => {
    for (const { slug, body } of CONTENT_PAGES) {
      for (const locale of LOCALES) {
        const nodes = inlines(parseMarkdown(body[locale]));
        for (const node of nodes) {
          if (node.type === "link") expect(node.href, `${slug} ${locale}`).toMatch(locale === "uk" ? /^\/(about|privacy|terms|faq|contacts|workload)$/ : new RegExp(`^/${locale}/(about|privacy|terms|faq|contacts|workload)$`));
          expect(node.text, `${slug} ${locale}`).not.toMatch(/\*\*|\]\(|`/);
        }
      }
    }
  });

  it("state the queue's deadlines, extension and blockings as the policy sets them, in every language", () => {
    for (const locale of LOCALES) {
      const terms = page("terms").body[locale];
      for (const value of [policy.confirmMinutes, policy.entryMinutes, policy.extensionHours, policy.extensionPeriodDays, policy.violationsToBlock, policy.violationWindowDays, policy.blockingDays]) {
        expect(terms, `${locale} ${value}`).toContain(String(value));
      }
      expect(page("about").body[locale]).toContain(String(policy.confirmMinutes));
    }
  });
});
