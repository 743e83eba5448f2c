import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, expectAdminOnly, type AdminTestApp } from "../support/admin.ts";

let app: AdminTestApp;
beforeAll(async () => {
  app = await createAdminTestApp();
});
afterAll(() => app.close());

const publicRead = async (path: string, locale: string) => (await app.guest("GET", path, undefined, { "X-Client-Locale": locale })).json();
const audit = async (type: string, id: string | number) =>
  ((await (await app.admin.call("GET", `/admin/audit?subject_type=${type}&subject_id=${id}`)).json()).data as Array<{ action: string; before: unknown; after: unknown; actor: { id: number } }>).map(
    (row) => [row.action, row.before === null, row.after === null, row.actor.id],
  );

const news = (title: string, extra: Record<string, unknown> = {}) => ({
  title: { uk: `${title} uk`, en: `${title} en` },
  summary: { uk: "Коротко", en: "Briefly" },
  body: { uk: "Текст **новини**", en: "The **news** text" },
  published: true,
  ...extra,
});

describe("administration of news", () => {
  it("lets administrators only list, read, create, edit and delete news", async () => {
    await expectAdminOnly(app, "GET", "/admin/news");
    const created = await expectAdminOnly(app, "POST", "/admin/news", news("Matrix"), 201);
    const { data } = await created.json();
    await expectAdminOnly(app, "GET", `/admin/news/${data.id}`);
    await expectAdminOnly(app, "PUT", `/admin/news/${data.id}`, { ...news("Matrix 2"), version: data.version });
    await expectAdminOnly(app, "DELETE", `/admin/news/${data.id}`, undefined, 204);
    // Input is read only for administrators: the others are refused for who they are.
    await expectAdminOnly(app, "POST", "/admin/news", { title: 1 }, 422);
  });

  it("publishes in uk and en: those readers see their language, the others Ukrainian, marked as such; the console flags the missing ones", async () => {
    const res = await app.admin.call("POST", "/admin/news", news("Bridge works"));
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({ state: "published", missing_languages: ["pl", "ro", "tr", "sk", "hu"] });
    expect(data.title).toEqual({ uk: "Bridge works uk", en: "Bridge works en" });

    const en = await publicRead("/news", "en");
    expect(en.data[0]).toMatchObject({ id: data.id, language: "en", title: "Bridge works en", summary: "Briefly" });
    const pl = await publicRead("/news", "pl");
    expect(pl.data[0]).toMatchObject({ id: data.id, language: "uk", title: "Bridge works uk", summary: "Коротко" });
    const item = await publicRead(`/news/${data.id}`, "hu");
    expect(item.data).toMatchObject({ language: "uk", body: "Текст **новини**" });
    expect(await audit("news", data.id)).toEqual([["news.create", true, false, app.admin.userId]]);
  });

  it("keeps drafts and scheduled items from the public, and shows them at once when published", async () => {
    const draft = (await (await app.admin.call("POST", "/admin/news", news("Draft", { published: false }))).json()).data;
    expect(draft.state).toBe("draft");
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (await (await app.admin.call("POST", "/admin/news", news("Later", { published_at: later }))).json()).data;
    expect(scheduled.state).toBe("scheduled");
    const titles = async () => (await publicRead("/news?per_page=50", "en")).data.map((n: { title: string }) => n.title);
    expect(await titles()).not.toContain("Draft en");
    expect(await titles()).not.toContain("Later en");
    expect((await app.guest("GET", `/news/${draft.id}`)).status).toBe(404);
    expect((await app.guest("GET", `/news/${scheduled.id}`)).status).toBe(404);

    // Publishing the draft shows it on the next read (the public cache hears of the change).
    const published = await app.admin.call("PUT", `/admin/news/${draft.id}`, { ...news("Draft"), published: true, published_at: new Date(Date.now() - 1000).toISOString(), version: draft.version });
    expect(published.status).toBe(200);
    expect(await titles()).toContain("Draft en");
    // And unpublishing hides it again.
    const current = (await published.json()).data;
    expect((await app.admin.call("PUT", `/admin/news/${draft.id}`, { ...news("Draft"), published: false, version: current.version })).status).toBe(200);
    expect(await titles()).not.toContain("Draft en");
  });

  it("refuses a stale edit with 409 and the current item, and changes nothing", async () => {
    const { data } = await (await app.admin.call("POST", "/admin/news", news("Stale"))).json();
    const first = await app.admin.call("PUT", `/admin/news/${data.id}`, { ...news("Stale, first"), version: data.version });
    expect(first.status).toBe(200);
    const second = await app.admin.call("PUT", `/admin/news/${data.id}`, { ...news("Stale, second"), version: data.version });
    expect(second.status).toBe(409);
    const refused = await second.json();
    expect(refused).toMatchObject({ code: "stale-edit", current: { id: data.id, title: { uk: "Stale, first uk" } } });
    expect(refused.current.version).toBe((await first.json()).data.version);
    expect((await app.admin.call("DELETE", `/admin/news/${data.id}?version=${data.version}`)).status).toBe(409);
    expect((await (await app.admin.call("GET", `/admin/news/${data.id}`)).json()).data.title.uk).toBe("Stale, first uk");
    expect(await audit("news", data.id)).toEqual([
      ["news.update", false, false, app.admin.userId],
      ["news.create", true, false, app.admin.userId],
    ]);
  });

  it("deletes with the audit row keeping the item", async () => {
    const { data } = await (await app.admin.call("POST", "/admin/news", news("Gone"))).json();
    expect((await app.admin.call("DELETE", `/admin/news/${data.id}?version=${data.version}`)).status).toBe(204);
    expect((await app.admin.call("GET", `/admin/news/${data.id}`)).status).toBe(404);
    expect((await app.guest("GET", `/news/${data.id}`)).status).toBe(404);
    expect(await audit("news", data.id)).toEqual([
      ["news.delete", false, true, app.admin.userId],
      ["news.create", true, false, app.admin.userId],
    ]);
  });

  it("validates with a message per field (a NUL anywhere is refused too)", async () => {
    expect((await app.admin.call("POST", "/admin/news", news("x", { summary: { uk: "a\u0000b" } }))).status).toBe(422);
    const res = await app.admin.call("POST", "/admin/news", {
      title: { uk: "  ", en: "x".repeat(201) },
      summary: { uk: "a\u0007b" },
      body: { uk: "ok", xx: "?" },
      published: "yes",
      published_at: "1999-12-31T00:00:00Z",
    });
    expect(res.status).toBe(422);
    const { errors } = await res.json();
    expect(Object.keys(errors).sort()).toEqual(["body", "published", "published_at", "summary.uk", "title.en", "title.uk"]);
    expect(errors["title.uk"]).toEqual(["This field is required"]);
    expect((await app.admin.call("GET", "/admin/news/0")).status).toBe(404);
    expect((await app.admin.call("GET", "/admin/news/2147483648")).status).toBe(404);
    expect((await app.admin.call("PUT", "/admin/news/2147483647", { ...news("x"), version: "v" })).status).toBe(404);
  });
});

describe("administration of FAQ entries and pages", () => {
  it("creates, schedules and edits FAQ entries, with the Ukrainian shown where a language is missing", async () => {
    await expectAdminOnly(app, "GET", "/admin/faq");
    const list = await (await app.admin.call("GET", "/admin/faq")).json();
    const topic = list.topics[0];
    const entry = { topic_id: topic.id, slug: "admin-made", position: 99, question: { uk: "Питання?", en: "Question?" }, answer: { uk: "Відповідь", en: "Answer" }, published: true };
    const created = await expectAdminOnly(app, "POST", "/admin/faq", entry, 201);
    const { data } = await created.json();
    expect(data.missing_languages).toEqual(["pl", "ro", "tr", "sk", "hu"]);
    const find = async (locale: string) =>
      ((await publicRead("/faq", locale)).data as Array<{ entries: Array<{ slug: string; language: string; question: string }> }>).flatMap((t) => t.entries).find((e) => e.slug === "admin-made");
    expect(await find("en")).toMatchObject({ language: "en", question: "Question?" });
    expect(await find("ro")).toMatchObject({ language: "uk", question: "Питання?" });

    const later = new Date(Date.now() + 3_600_000).toISOString();
    const saved = await expectAdminOnly(app, "PUT", `/admin/faq/${data.id}`, { ...entry, publish_at: later, version: data.version });
    expect((await saved.json()).data.state).toBe("scheduled");
    expect(await find("en")).toBeUndefined();
    expect((await app.admin.call("POST", "/admin/faq", entry)).status).toBe(409);
    expect((await app.admin.call("PUT", `/admin/faq/${data.id}`, { ...entry, version: data.version })).status).toBe(409);
    expect((await app.admin.call("POST", "/admin/faq", { ...entry, slug: "Bad Slug", topic_id: 0 })).status).toBe(422);
    await expectAdminOnly(app, "DELETE", `/admin/faq/${data.id}`, undefined, 204);
    expect(await audit("faq", data.id)).toEqual([
      ["faq.delete", false, true, app.admin.userId],
      ["faq.update", false, false, app.admin.userId],
      ["faq.create", true, false, app.admin.userId],
    ]);
  });

  it("edits the information pages, renders their Markdown safely and respects the schedule", async () => {
    await expectAdminOnly(app, "GET", "/admin/pages");
    const pages = (await (await app.admin.call("GET", "/admin/pages")).json()).data as Array<{ id: number; slug: string; version: string; title: Record<string, string>; body: Record<string, string> }>;
    const about = pages.find((p) => p.slug === "about")!;
    const body = { uk: 'Привіт <script>alert(1)</script> <img src=x onerror="alert(1)">\n\n[x](javascript:alert(1))' };
    const saved = await expectAdminOnly(app, "PUT", `/admin/pages/${about.id}`, { slug: "about", title: { uk: "Про нас" }, body, published: true, version: about.version });
    const page = (await publicRead("/pages/about", "en")).data;
    expect(page.language).toBe("uk");
    const json = JSON.stringify(page.blocks);
    expect(json).not.toContain('"href":"javascript');
    // The text stays text: it reaches the page as a text block, never as markup.
    expect(page.blocks[0]).toEqual({ type: "paragraph", content: [{ type: "text", text: 'Привіт <script>alert(1)</script> <img src=x onerror="alert(1)">' }] });

    const current = (await saved.json()).data;
    await app.admin.call("PUT", `/admin/pages/${about.id}`, { slug: "about", title: { uk: "Про нас" }, body, published: true, publish_at: new Date(Date.now() + 3_600_000).toISOString(), version: current.version });
    expect((await app.guest("GET", "/pages/about")).status).toBe(404);

    const made = await expectAdminOnly(app, "POST", "/admin/pages", { slug: "rules", title: { uk: "Правила" }, body: { uk: "Текст" }, published: false }, 201);
    const rules = (await made.json()).data;
    expect(rules.state).toBe("draft");
    expect((await app.admin.call("POST", "/admin/pages", { slug: "rules", title: { uk: "П" }, body: { uk: "Т" }, published: false })).status).toBe(409);
    await expectAdminOnly(app, "DELETE", `/admin/pages/${rules.id}?version=${rules.version}`, undefined, 204);
    expect(await audit("page", about.id)).toEqual([
      ["page.update", false, false, app.admin.userId],
      ["page.update", false, false, app.admin.userId],
    ]);
  });
});

describe("administration of FAQ topics", () => {
  const titles = (word: string) => ({ uk: `${word} uk`, pl: `${word} pl`, en: `${word} en`, ro: `${word} ro`, tr: `${word} tr`, sk: `${word} sk`, hu: `${word} hu` });
  const topicSlug = () => `topic-${Math.random().toString(36).slice(2, 8)}`;

  it("lets administrators only list, read, create, edit and delete topics, each change in the audit log", async () => {
    const listed = await expectAdminOnly(app, "GET", "/admin/faq-topics");
    const seeded = (await listed.json()).data as Array<{ id: number; entries: number; title: Record<string, string> }>;
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded[0]!.entries).toBeGreaterThan(0);
    expect(Object.keys(seeded[0]!.title).sort()).toEqual(["en", "hu", "pl", "ro", "sk", "tr", "uk"]);

    const slug = topicSlug();
    const created = await expectAdminOnly(app, "POST", "/admin/faq-topics", { slug, position: 500, title: titles("Border") }, 201);
    const { data } = await created.json();
    expect(data).toMatchObject({ slug, position: 500, entries: 0, title: titles("Border") });
    await expectAdminOnly(app, "GET", `/admin/faq-topics/${data.id}`);
    const saved = await expectAdminOnly(app, "PUT", `/admin/faq-topics/${data.id}`, { slug, position: 5, title: titles("Crossing"), version: data.version });
    const edited = (await saved.json()).data;
    expect(edited).toMatchObject({ position: 5, title: { hu: "Crossing hu" } });
    await expectAdminOnly(app, "DELETE", `/admin/faq-topics/${data.id}?version=${edited.version}`, undefined, 204);
    expect((await app.admin.call("GET", `/admin/faq-topics/${data.id}`)).status).toBe(404);
    expect(await audit("faq-topic", data.id)).toEqual([
      ["faq-topic.delete", false, true, app.admin.userId],
      ["faq-topic.update", false, false, app.admin.userId],
      ["faq-topic.create", true, false, app.admin.userId],
    ]);
  });

  it("heads /faq with a new topic's title in the reader's language once an entry is published in it", async () => {
    const topic = (await (await app.admin.call("POST", "/admin/faq-topics", { slug: topicSlug(), position: 0, title: titles("Parking") })).json()).data;
    const entry = { topic_id: topic.id, slug: `in-${topic.slug}`, question: { uk: "Де стати?" }, answer: { uk: "На майданчику." }, published: true };
    expect((await app.admin.call("POST", "/admin/faq", entry)).status).toBe(201);
    const section = async (locale: string) => ((await publicRead("/faq", locale)).data as Array<{ slug: string; title: string; entries: Array<{ slug: string }> }>).find((t) => t.slug === topic.slug);
    expect(await section("tr")).toMatchObject({ title: "Parking tr", entries: [{ slug: entry.slug }] });
    expect(await section("uk")).toMatchObject({ title: "Parking uk" });
    // Renamed: the public FAQ hears of it at once.
    const current = (await (await app.admin.call("GET", `/admin/faq-topics/${topic.id}`)).json()).data;
    expect(current.entries).toBe(1);
    expect((await app.admin.call("PUT", `/admin/faq-topics/${topic.id}`, { slug: topic.slug, position: 0, title: titles("Waiting"), version: current.version })).status).toBe(200);
    expect(await section("sk")).toMatchObject({ title: "Waiting sk" });
  });

  it("keeps a topic that has entries (409 with the reason), and deletes it once they are gone", async () => {
    const topic = (await (await app.admin.call("POST", "/admin/faq-topics", { slug: topicSlug(), title: titles("Kept") })).json()).data;
    const made = (await (await app.admin.call("POST", "/admin/faq", { topic_id: topic.id, slug: `q-${topic.slug}`, question: { uk: "Так?" }, answer: { uk: "Так." }, published: false })).json()).data;
    const refused = await app.admin.call("DELETE", `/admin/faq-topics/${topic.id}?version=${topic.version}`, undefined, { "X-Client-Locale": "en" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "topic-in-use", message: "Questions in this topic: 1. Move them to another topic or delete them first; then the topic can be deleted." });
    expect((await app.admin.call("GET", `/admin/faq/${made.id}`)).status).toBe(200);
    // The database keeps the entries too: a topic deleted around the API does not take them with it.
    await expect(app.t.database.db.execute(sql`delete from faq_topics where id = ${topic.id}`)).rejects.toThrow();
    expect((await app.admin.call("GET", `/admin/faq/${made.id}`)).status).toBe(200);

    expect((await app.admin.call("DELETE", `/admin/faq/${made.id}?version=${made.version}`)).status).toBe(204);
    expect((await app.admin.call("DELETE", `/admin/faq-topics/${topic.id}?version=${topic.version}`)).status).toBe(204);
    // An entry cannot go into a topic that is gone.
    const orphan = await app.admin.call("POST", "/admin/faq", { topic_id: topic.id, slug: `q2-${topic.slug}`, question: { uk: "Так?" }, answer: { uk: "Так." }, published: false }, { "X-Client-Locale": "en" });
    expect(orphan.status).toBe(422);
    expect((await orphan.json()).errors).toEqual({ topic_id: ["Choose a topic"] });
  });

  it("refuses a stale edit or deletion with the current topic, a taken address, and titles missing a language", async () => {
    const slug = topicSlug();
    const topic = (await (await app.admin.call("POST", "/admin/faq-topics", { slug, title: titles("First") })).json()).data;
    expect((await app.admin.call("PUT", `/admin/faq-topics/${topic.id}`, { slug, title: titles("Second"), version: topic.version })).status).toBe(200);
    const stale = await app.admin.call("PUT", `/admin/faq-topics/${topic.id}`, { slug, title: titles("Third"), version: topic.version });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "stale-edit", current: { id: topic.id, title: { uk: "Second uk" } } });
    expect((await app.admin.call("DELETE", `/admin/faq-topics/${topic.id}?version=${topic.version}`)).status).toBe(409);

    const taken = await app.admin.call("POST", "/admin/faq-topics", { slug, title: titles("Twin") }, { "X-Client-Locale": "en" });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: "slug-taken", errors: { slug: ["Another item already has this address (slug)"] } });

    const invalid = await app.admin.call("POST", "/admin/faq-topics", { slug: "Not a slug", position: -1, title: { ...titles("Half"), hu: " ", sk: undefined } }, { "X-Client-Locale": "en" });
    expect(invalid.status).toBe(422);
    const { errors } = await invalid.json();
    expect(errors).toEqual({
      slug: ["Use lower-case Latin letters and digits, words joined by hyphens (e.g. late-arrival)"],
      position: ["The order is a whole number from 0 to 10000"],
      "title.sk": ["This field is required"],
      "title.hu": ["This field is required"],
    });
    expect(await audit("faq-topic", topic.id)).toEqual([
      ["faq-topic.update", false, false, app.admin.userId],
      ["faq-topic.create", true, false, app.admin.userId],
    ]);
  });
});

describe("administration of short links", () => {
  it("creates a link to a page of the portal, counts its visits, and revokes it", async () => {
    await expectAdminOnly(app, "GET", "/admin/short-links");
    const created = await expectAdminOnly(app, "POST", "/admin/short-links", { target_path: "/en/faq#late" }, 201);
    const { data } = await created.json();
    expect(data).toMatchObject({ target_path: "/en/faq#late", visits: 0, revoked_at: null });
    expect(data.url).toMatch(new RegExp(`/s/${data.id}$`));

    const visit = await app.guest("GET", `/short-links/${data.id}`);
    expect(visit.status).toBe(200);
    expect((await visit.json()).data).toEqual({ target_path: "/en/faq#late" });
    await app.guest("GET", `/short-links/${data.id}`);
    const listed = (await (await app.admin.call("GET", "/admin/short-links")).json()).data.find((l: { id: string }) => l.id === data.id);
    expect(listed.visits).toBe(2);

    await expectAdminOnly(app, "DELETE", `/admin/short-links/${data.id}`, undefined, 204);
    expect((await app.guest("GET", `/short-links/${data.id}`)).status).toBe(404);
    expect((await app.admin.call("DELETE", "/admin/short-links/unknown-link-id-123")).status).toBe(404);
    expect(await audit("short-link", data.id)).toEqual([
      ["short-link.revoke", false, false, app.admin.userId],
      ["short-link.create", true, false, app.admin.userId],
    ]);
  });

  it("refuses a target that is not a path of the portal", async () => {
    for (const target_path of ["https://evil.example", "//evil.example", "/a b", "javascript:alert(1)", ""]) {
      const res = await app.admin.call("POST", "/admin/short-links", { target_path });
      expect(res.status, target_path).toBe(422);
      expect(Object.keys((await res.json()).errors)).toEqual(["target_path"]);
    }
    // The message says what is wanted, in the administrator's language.
    const offSite = await app.admin.call("POST", "/admin/short-links", { target_path: "https://evil.example" }, { "X-Client-Locale": "en" });
    expect((await offSite.json()).errors).toEqual({ target_path: ["Enter a path on this portal that starts with /, such as /en/news"] });
  });
});
