import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkpoints, contentPages, faqEntries, faqTopics, lanes, news } from "../../src/server/db/schema.ts";
import { seedDemoData } from "../../src/server/db/seed/seed.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo seed", () => {
  it("fills an empty database once; a second run (restart, another instance) adds nothing", async () => {
    const counts = async () => {
      const [[c], [l], [n]] = await Promise.all([
        t.database.db.select({ v: count() }).from(checkpoints),
        t.database.db.select({ v: count() }).from(lanes),
        t.database.db.select({ v: count() }).from(news),
      ]);
      return [c?.v, l?.v, n?.v];
    };
    const before = await counts();
    expect(before[0]).toBe(16);
    expect(await seedDemoData(t.database.db)).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });
});

describe("FAQ seed", () => {
  it("is added to a database seeded before the FAQ existed, and to nothing else", async () => {
    const { db } = t.database;
    const faqCount = async () => (await db.select({ v: count() }).from(faqEntries))[0]?.v;
    const seeded = await faqCount();
    expect(seeded).toBeGreaterThanOrEqual(14);
    const [checkpointsBefore] = await db.select({ v: count() }).from(checkpoints);
    await db.delete(faqTopics);
    expect(await faqCount()).toBe(0);
    expect(await seedDemoData(db)).toEqual({ seeded: true });
    expect(await faqCount()).toBe(seeded);
    expect((await db.select({ v: count() }).from(checkpoints))[0]).toEqual(checkpointsBefore);
  });
});

describe("information pages seed", () => {
  it("is added, published, to a database seeded before the pages existed", async () => {
    const { db } = t.database;
    await db.delete(contentPages);
    expect(await seedDemoData(db)).toEqual({ seeded: true });
    const rows = await db.select({ slug: contentPages.slug, published: contentPages.published }).from(contentPages);
    expect(rows.map((row) => row.slug).sort()).toEqual(["about", "privacy", "terms"]);
    expect(rows.every((row) => row.published)).toBe(true);
    expect(await seedDemoData(db)).toEqual({ seeded: false });
  });
});

describe("account profile", () => {
  it("answers 401 to a guest", async () => {
    const res = await t.request("/api/v3/account/profile", { headers: { "X-Client-Locale": "en" } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "You need to log in" });
  });
});
