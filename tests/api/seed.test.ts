import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkpoints, contentPages, faqEntries, faqTopics, lanes, news, waitingAreas } from "../../src/server/db/schema.ts";
import { seedDemoData } from "../../src/server/db/seed/seed.ts";
import { WAITING_AREAS } from "../../src/server/db/seed/waiting-area-data.ts";
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

const sameInEvery = (text: string) => ({ uk: text, en: text, pl: text, hu: text, ro: text, sk: text, tr: text });

describe("waiting areas seed", () => {
  it("tops up a database seeded with the first two demo areas, leaving theirs and an administrator's rows as they are", async () => {
    const { db } = t.database;
    const [checkpoint] = await db.select({ id: checkpoints.id }).from(checkpoints).where(eq(checkpoints.slug, "yahodyn-dorohusk"));
    const [yahodyn, rymachi] = WAITING_AREAS;
    // What the seed wrote before the 13 areas: the first two, with fewer services, no hours, no reports.
    await db.delete(waitingAreas);
    const old = [yahodyn!, rymachi!].map(({ checkpointSlug: _, freeSpaces: __, ...area }) => ({
      ...area,
      checkpointId: checkpoint!.id,
      services: ["wc"],
      schedule: null,
    }));
    await db.insert(waitingAreas).values(old);
    const mine = { ...old[0]!, name: sameInEvery("Administrator's area"), highway: "H-01", services: ["shop"] };
    await db.insert(waitingAreas).values(mine);

    expect(await seedDemoData(db)).toEqual({ seeded: true });
    const rows = await db.select().from(waitingAreas);
    expect(rows).toHaveLength(WAITING_AREAS.length + 1);
    expect(new Set(rows.map((row) => row.name.uk))).toEqual(new Set([...WAITING_AREAS.map((area) => area.name.uk), mine.name.uk]));
    // The rows there before are as they were: the old demo areas keep their services, the administrator's is untouched.
    expect(rows.filter((row) => [yahodyn!.name.uk, rymachi!.name.uk].includes(row.name.uk)).map((row) => row.services)).toEqual([["wc"], ["wc"]]);
    expect(rows.find((row) => row.name.uk === mine.name.uk)).toMatchObject({ highway: "H-01", services: ["shop"] });
    // A new demo area arrives as on a fresh database: published, its free spaces reported.
    const added = rows.find((row) => row.name.uk === WAITING_AREAS[2]!.name.uk);
    expect(added).toMatchObject({ published: true, freeSpaces: WAITING_AREAS[2]!.freeSpaces });

    expect(await seedDemoData(db)).toEqual({ seeded: false });
    expect(await db.select({ v: count() }).from(waitingAreas)).toEqual([{ v: WAITING_AREAS.length + 1 }]);
  });
});

describe("FAQ seed", () => {
  it("is added to a database seeded before the FAQ existed, and to nothing else", async () => {
    const { db } = t.database;
    const faqCount = async () => (await db.select({ v: count() }).from(faqEntries))[0]?.v;
    const seeded = await faqCount();
    expect(seeded).toBeGreaterThanOrEqual(14);
    const [checkpointsBefore] = await db.select({ v: count() }).from(checkpoints);
    // A database from before the FAQ: no entries, no topics (entries first: a topic with entries cannot be deleted).
    await db.delete(faqEntries);
    await db.delete(faqTopics);
    expect(await faqCount()).toBe(0);
    expect(await seedDemoData(db)).toEqual({ seeded: true });
    expect(await faqCount()).toBe(seeded);
    expect((await db.select({ v: count() }).from(checkpoints))[0]).toEqual(checkpointsBefore);
  });

  it("adds a question written after the database was seeded, and keeps an administrator's edits and drafts", async () => {
    const { db } = t.database;
    const entries = await db.select({ id: faqEntries.id, slug: faqEntries.slug }).from(faqEntries).orderBy(faqEntries.id);
    const [missing, edited, drafted] = entries;
    await db.delete(faqEntries).where(eq(faqEntries.id, missing!.id));
    await db.update(faqEntries).set({ question: sameInEvery("Edited by an administrator") }).where(eq(faqEntries.id, edited!.id));
    await db.update(faqEntries).set({ published: false }).where(eq(faqEntries.id, drafted!.id));

    expect(await seedDemoData(db)).toEqual({ seeded: true });
    const rows = await db.select().from(faqEntries);
    expect(rows).toHaveLength(entries.length);
    expect(rows.find((row) => row.slug === missing!.slug)).toMatchObject({ published: true });
    expect(rows.find((row) => row.id === edited!.id)?.question.en).toBe("Edited by an administrator");
    expect(rows.find((row) => row.id === drafted!.id)?.published).toBe(false);
    expect(await seedDemoData(db)).toEqual({ seeded: false });
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

  it("adds a page the database lacks and leaves the others as an administrator left them", async () => {
    const { db } = t.database;
    await db.delete(contentPages).where(eq(contentPages.slug, "terms"));
    await db.update(contentPages).set({ title: { uk: "Про нас (змінено)" } }).where(eq(contentPages.slug, "about"));
    await db.update(contentPages).set({ published: false }).where(eq(contentPages.slug, "privacy"));

    expect(await seedDemoData(db)).toEqual({ seeded: true });
    const rows = await db.select().from(contentPages);
    expect(rows.map((row) => row.slug).sort()).toEqual(["about", "privacy", "terms"]);
    expect(rows.find((row) => row.slug === "about")?.title).toEqual({ uk: "Про нас (змінено)" });
    expect(rows.find((row) => row.slug === "privacy")?.published).toBe(false);
    expect(rows.find((row) => row.slug === "terms")?.published).toBe(true);
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
