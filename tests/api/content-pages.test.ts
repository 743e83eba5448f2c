import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPages } from "../../src/server/db/schema.ts";
import { announcePublicChange } from "../../src/server/platform/public-changes.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Page {
  slug: string;
  language: string;
  title: string;
  updated_at: string;
  toc: Array<{ id: string; level: number; text: string }>;
  blocks: Array<{ type: string; id?: string; content?: Array<{ type: string; text: string; href?: string }> }>;
}
const get = (slug: string, locale = "en", headers: Record<string, string> = {}) => t.request(`/api/v3/pages/${slug}`, { headers: { "X-Client-Locale": locale, ...headers } });
const page = async (slug: string, locale = "en") => {
  const res = await get(slug, locale);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Page }).data;
};

describe("GET /api/v3/pages/{slug}", () => {
  it("answers each page in the client's language with its table of contents, its date and its body as blocks", async () => {
    for (const [slug, title] of [["about", "About the portal"], ["privacy", "Privacy policy"], ["terms", "Terms of service"]] as const) {
      const body = await page(slug);
      expect(body).toMatchObject({ slug, language: "en", title, updated_at: "2026-11-26T09:00:00.000Z" });
      expect(body.toc.length).toBeGreaterThanOrEqual(4);
      const headings = body.blocks.filter((block) => block.type === "heading").map((block) => block.id);
      expect(headings).toEqual(body.toc.map((entry) => entry.id));
    }
    const terms = await page("terms");
    expect(terms.toc[2]).toEqual({ id: "call-up", level: 2, text: "Call-up and entry" });
    const uk = await page("privacy", "uk");
    expect(uk).toMatchObject({ language: "uk", title: "Політика конфіденційності" });
    expect(uk.toc.map((entry) => entry.id)).toEqual((await page("privacy", "hu")).toc.map((entry) => entry.id));
  });

  it("sends caching headers and answers 304 to the ETag it gave", async () => {
    const res = await get("terms");
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(res.headers.get("vary")).toContain("X-Client-Locale");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^W\//);
    const again = await get("terms", "en", { "If-None-Match": etag! });
    expect(again.status).toBe(304);
    // Another language is another answer.
    expect((await get("terms", "pl", { "If-None-Match": etag! })).status).toBe(200);
  });

  it("answers 404 to an unknown page, a malformed slug and a slug too long", async () => {
    for (const slug of ["contacts", "Terms", "..%2Fterms", "a".repeat(65)]) {
      const res = await get(slug);
      expect([404, 422], slug).toContain(res.status);
      if (slug.length < 65) expect(res.status, slug).toBe(404);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  describe("an administrator's changes", () => {
    const original = async () => (await t.database.db.select().from(contentPages).where(eq(contentPages.slug, "about")))[0]!;
    const change = async (values: Partial<typeof contentPages.$inferInsert>) => {
      await t.database.db.update(contentPages).set(values).where(eq(contentPages.slug, "about"));
      await announcePublicChange(t.database.db);
    };

    it("shows Ukrainian where a language has no translation, and a new ETag once the page changes", async () => {
      const before = await original();
      const res = await get("about", "tr");
      const etag = res.headers.get("etag")!;
      const { tr: _trBody, ...bodyWithoutTurkish } = before.body;
      await change({ body: bodyWithoutTurkish, updatedAt: new Date("2026-12-01T10:00:00Z") });
      try {
        // The change reaches the server's cache through NOTIFY, which is heard a moment later.
        await expect.poll(async () => (await get("about", "tr", { "If-None-Match": etag })).status, { timeout: 10_000 }).toBe(200);
        const again = await get("about", "tr", { "If-None-Match": etag });
        const fallback = ((await again.json()) as { data: Page }).data;
        expect(fallback).toMatchObject({ language: "uk", title: "Про портал", updated_at: "2026-12-01T10:00:00.000Z" });
        expect((await page("about", "en")).language).toBe("en");
      } finally {
        await change({ body: before.body, updatedAt: before.updatedAt });
        await expect.poll(async () => (await page("about", "tr")).language, { timeout: 10_000 }).toBe("tr");
      }
    });

    it("hides an unpublished page", async () => {
      await change({ published: false });
      try {
        await expect.poll(async () => (await get("about", "en")).status, { timeout: 10_000 }).toBe(404);
      } finally {
        await change({ published: true });
      }
      await expect.poll(async () => (await get("about", "en")).status, { timeout: 10_000 }).toBe(200);
    });

    it("gives stored HTML and script links as text, never as markup or a link", async () => {
      const before = await original();
      const injected = { type: "paragraph", content: [{ type: "text", text: '<script>alert(1)</script> x) <img src=x onerror="alert(1)">' }] };
      await change({ body: { ...before.body, en: '## Hi {#hi}\n\n<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror="alert(1)">' } });
      try {
        await expect.poll(async () => (await page("about", "en")).blocks[1], { timeout: 10_000 }).toEqual(injected);
      } finally {
        await change({ body: before.body });
        await expect.poll(async () => (await page("about", "en")).blocks[1], { timeout: 10_000 }).not.toEqual(injected);
      }
    });
  });
});
