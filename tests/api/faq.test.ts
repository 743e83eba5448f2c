import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faqEntries, faqTopics } from "../../src/server/db/schema.ts";
import { announcePublicChange } from "../../src/server/platform/public-changes.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Topic = { slug: string; title: string; entries: Array<{ slug: string; question: string; answer: string; updated_at: string }> };
const text = (value: string) => ({ uk: value, pl: value, en: value, ro: value, tr: value, sk: value, hu: value });
const faq = async (query = "", locale = "en") => {
  const res = await t.request(`/api/v3/faq${query}`, { headers: { "X-Client-Locale": locale } });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: Topic[]; meta: { q: string; total: number } };
};
const slugs = (topics: Topic[]) => topics.flatMap((topic) => topic.entries.map((entry) => entry.slug));

describe("GET /api/v3/faq", () => {
  it("lists the published entries grouped by topic, in order, in the client's language, with caching headers", async () => {
    const res = await t.request("/api/v3/faq", { headers: { "X-Client-Locale": "en" } });
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(res.headers.get("etag")).toMatch(/^W\//);
    const body = await res.json();
    expect(body.data.map((topic: Topic) => topic.slug)).toEqual(["joining", "vehicles", "call-up", "changes", "violations"]);
    expect(body.meta).toEqual({ q: "", total: 14 });
    const late = body.data[2].entries.find((entry: Topic["entries"][number]) => entry.slug === "late");
    expect(late.question).toBe("What if I am late?");
    expect(late.answer).toContain("10 minutes");
    expect(late.answer).toContain("30 minutes");
    const again = await t.request("/api/v3/faq", { headers: { "X-Client-Locale": "en", "If-None-Match": res.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("answers in each language apart", async () => {
    const [uk, tr] = await Promise.all([faq("", "uk"), faq("", "tr")]);
    expect(uk.data[0]?.title).toBe("Як стати в чергу");
    expect(tr.data[0]?.title).toBe("Sıraya girme");
    expect(slugs(uk.data)).toEqual(slugs(tr.data));
  });

  it("finds entries by every word of q, in the question or the answer, ignoring case", async () => {
    const late = await faq("?q=LATE");
    expect(slugs(late.data)).toContain("late");
    expect(late.meta.q).toBe("late");
    const both = await faq(`?q=${encodeURIComponent("extend 60 days")}`);
    expect(slugs(both.data)).toEqual(["extend"]);
    expect(both.data.map((topic) => topic.slug)).toEqual(["changes"]);
    const uk = await faq(`?q=${encodeURIComponent("в'їзд")}`, "uk");
    expect(uk.meta.total).toBeGreaterThan(0);
  });

  it("answers an empty list when nothing matches", async () => {
    expect(await faq("?q=zzzqqq")).toEqual({ data: [], meta: { q: "zzzqqq", total: 0 } });
  });

  it("refuses a query too long or with control characters with 422", async () => {
    for (const q of ["x".repeat(101), "late\u0007", "a\nb"]) {
      const res = await t.request(`/api/v3/faq?q=${encodeURIComponent(q)}`, { headers: { "X-Client-Locale": "en" } });
      expect(res.status, JSON.stringify(q)).toBe(422);
      expect((await res.json()).errors).toHaveProperty("q");
    }
  });

  it("hides unpublished entries", async () => {
    const { db } = t.database;
    const [topic] = await db.insert(faqTopics).values({ slug: "drafts-test", position: 99, title: text("Drafts") }).returning();
    try {
      await db.insert(faqEntries).values([
        { topicId: topic!.id, slug: "draft-hidden", position: 1, question: text("Unicornhidden?"), answer: text("No."), published: false },
        { topicId: topic!.id, slug: "draft-shown", position: 2, question: text("Unicornshown?"), answer: text("Yes."), published: true },
      ]);
      await announcePublicChange(db);
      await expect.poll(async () => slugs((await faq("?q=unicorn")).data), { timeout: 10_000 }).toEqual(["draft-shown"]);
    } finally {
      // The other tests read the seeded FAQ only (a topic goes after its entries).
      await db.delete(faqEntries).where(eq(faqEntries.topicId, topic!.id));
      await db.delete(faqTopics).where(eq(faqTopics.id, topic!.id));
      await announcePublicChange(db);
    }
  });
});
