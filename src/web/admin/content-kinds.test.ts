import { describe, expect, it } from "vitest";
import { apiBody, CONTENT_KINDS, contentKindOfPath, formValues, itemValues, missingIn } from "./content-kinds.ts";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("the console's content form", () => {
  it("sends a news item's texts per language, its state and its time (typed as UTC)", () => {
    const body = apiBody(CONTENT_KINDS.news, { "title.uk": "Заголовок", "title.en": "Title", published: "on", published_at: "2026-11-27T10:30", version: "v1" }, true);
    expect(body).toMatchObject({ published: true, published_at: "2026-11-27T10:30:00Z", version: "v1" });
    expect(body.title).toEqual({ uk: "Заголовок", pl: "", en: "Title", ro: "", tr: "", sk: "", hu: "" });
    // An unchecked box is a draft; an empty time is left to the API (news: now).
    expect(apiBody(CONTENT_KINDS.news, { published: "", published_at: "" }, false)).not.toHaveProperty("published_at");
    expect(apiBody(CONTENT_KINDS.news, { published: "" }, false).published).toBe(false);
  });

  it("publishes a page or an FAQ entry at once when no time is typed, and sends a time it cannot read as typed, for the API to refuse", () => {
    expect(apiBody(CONTENT_KINDS.pages, { publish_at: "", slug: " about " }, true)).toMatchObject({ publish_at: null, slug: "about" });
    expect(apiBody(CONTENT_KINDS.faq, { publish_at: "tomorrow", topic_id: "3", position: "" }, false)).toMatchObject({ publish_at: "tomorrow", topic_id: 3, position: 0 });
  });

  it("keeps every field of the kind as typed, and only those", () => {
    const values = formValues(CONTENT_KINDS.faq, form({ "question.uk": "Питання?", slug: "late", topic_id: "2", intent: "save", "title.uk": "x" }));
    expect(values).toMatchObject({ "question.uk": "Питання?", "answer.hu": "", slug: "late", topic_id: "2", position: "", publish_at: "", published: "" });
    expect(values).not.toHaveProperty("intent");
    expect(values).not.toHaveProperty("title.uk");
  });

  it("reads an item back into the form, and lists the languages any of its texts lacks", () => {
    const values = itemValues(CONTENT_KINDS.pages, {
      id: 1,
      version: "v",
      published: true,
      publish_at: "2026-12-01T08:00:00.000Z",
      updated_at: "2026-11-01T00:00:00.000Z",
      state: "scheduled",
      missing_languages: [],
      slug: "about",
      title: { uk: "Про нас", en: "About" },
      body: { uk: "Текст" },
    });
    expect(values).toMatchObject({ published: "on", publish_at: "2026-12-01T08:00", slug: "about", "title.en": "About", "body.en": "" });
    expect(missingIn(CONTENT_KINDS.pages, values)).toEqual(["pl", "en", "ro", "tr", "sk", "hu"]);
    expect(itemValues(CONTENT_KINDS.faq, null)).toMatchObject({ published: "", topic_id: "", position: "0", publish_at: "" });
  });
});

describe("contentKindOfPath", () => {
  it("finds the kind of a console path in any language, and of its data request", () => {
    expect(contentKindOfPath("/admin/news")).toBe("news");
    expect(contentKindOfPath("/en/admin/faq/12")).toBe("faq");
    expect(contentKindOfPath("/pl/admin/pages/new")).toBe("pages");
    expect(contentKindOfPath("/admin/pages.data")).toBe("pages");
    expect(() => contentKindOfPath("/admin/newsletter")).toThrow(/not a content path/);
  });
});
