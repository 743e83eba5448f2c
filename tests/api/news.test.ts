import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { news } from "../../src/server/db/schema.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const text = (value: string) => ({ uk: value, pl: value, en: value, ro: value, tr: value, sk: value, hu: value });

describe("news", () => {
  it("lists published news newest first, in the client's language, with paging", async () => {
    const res = await t.request("/api/v3/news?per_page=1", { headers: { "X-Client-Locale": "en" } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.meta).toEqual({ page: 1, per_page: 1, total: 2 });
    expect(body.data).toHaveLength(1);
    expect(body.data[0].title).toBe("How to get ready for the 'prepare for entry' call");
    expect(body.data[0]).not.toHaveProperty("body");
  });

  it("hides items scheduled for later", async () => {
    const [future] = await t.database.db
      .insert(news)
      .values({ title: text("Later"), summary: text("s"), body: text("b"), publishedAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const body = await (await t.request("/api/v3/news")).json();
    expect(body.data.map((n: { title: string }) => n.title)).not.toContain("Later");
    expect((await t.request(`/api/v3/news/${future?.id}`)).status).toBe(404);
  });

  it("answers one item with its body, and 404 for an unknown id", async () => {
    const [first] = (await (await t.request("/api/v3/news")).json()).data;
    const res = await t.request(`/api/v3/news/${first.id}`, { headers: { "X-Client-Locale": "pl" } });
    expect(res.status).toBe(200);
    expect((await res.json()).data.body).toContain("przejści");
    expect((await t.request("/api/v3/news/424242")).status).toBe(404);
  });

  it("refuses a page size over the limit with 422", async () => {
    expect((await t.request("/api/v3/news?per_page=500")).status).toBe(422);
  });
});
