import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { CONTENT_FORM_SCHEMAS, CONTENT_FORMS, contentBody, contentFormDefaults, missingLanguages, type ContentItem } from "./content-form.ts";

/** The form as a browser sends it, from the form's values (nested names joined with dots; an unticked box not sent). */
function formDataOf(values: Record<string, unknown>, prefix = "", data = new FormData()): FormData {
  for (const [name, value] of Object.entries(values)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "object" && value !== null) formDataOf(value as Record<string, unknown>, key, data);
    else if (value !== "") data.append(key, String(value));
  }
  return data;
}

const page: ContentItem = {
  id: 1,
  version: "v1",
  published: true,
  publish_at: "2026-12-01T08:00:00.000Z",
  slug: "about",
  title: { uk: "Про нас", en: "About" },
  body: { uk: "Текст **сторінки**", en: "The page's **text**" },
};

const parse = (kind: keyof typeof CONTENT_FORM_SCHEMAS, data: FormData) => parseWithZod(data, { schema: CONTENT_FORM_SCHEMAS[kind] });

describe("the content forms", () => {
  it("send an item's unchanged form back to the API as the item is (its time typed in UTC)", () => {
    const submission = parse("pages", formDataOf(contentFormDefaults(CONTENT_FORMS.pages, page)));
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(contentBody(CONTENT_FORMS.pages, submission.value, true)).toEqual({
      version: "v1",
      slug: "about",
      title: { uk: "Про нас", en: "About" },
      body: { uk: "Текст **сторінки**", en: "The page's **text**" },
      published: true,
      publish_at: "2026-12-01T08:00:00Z",
    });
  });

  it("make a new item a draft with empty texts, and publish a page or FAQ entry at once when no time is typed", () => {
    expect(contentFormDefaults(CONTENT_FORMS.faq, null)).toMatchObject({ version: "", published: "", topic_id: "", position: "0", publish_at: "", question: { uk: "", hu: "" } });
    const data = formDataOf({ topic_id: "3", slug: "late", "question.uk": "Питання?", "answer.uk": "Відповідь" });
    const submission = parse("faq", data);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(contentBody(CONTENT_FORMS.faq, submission.value, false)).toMatchObject({ topic_id: 3, slug: "late", position: 0, published: false, publish_at: null });
  });

  it("leave a news item's time to the API when none is typed (now for a new one, kept for an edited one)", () => {
    const submission = parse("news", formDataOf({ "title.uk": "Заголовок", "summary.uk": "Коротко", "body.uk": "Текст", published: "on" }));
    expect(submission.status === "success" && contentBody(CONTENT_FORMS.news, submission.value, false)).toEqual({
      title: { uk: "Заголовок" },
      summary: { uk: "Коротко" },
      body: { uk: "Текст" },
      published: true,
    });
  });

  it("require the Ukrainian text, and refuse what the API refuses, each on its field with its message", () => {
    const data = formDataOf({
      "title.uk": "   ",
      "title.en": "x".repeat(201),
      "summary.uk": "a\u0007b",
      "body.uk": "Рядок\n\nі ще\u202E",
      publish_at: "",
      published_at: "1999-12-31T23:00",
    });
    const submission = parse("news", data);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toEqual({
      "title.uk": ["validation.required"],
      "title.en": ["validation.tooLong?max=200"],
      "summary.uk": ["validation.controlCharacters"],
      "body.uk": ["adminContent.validation.controlCharacters"],
      published_at: ["adminContent.validation.time"],
    });
  });

  it("keep line breaks in a long text, and refuse a slug, a topic or an order the API would", () => {
    const data = formDataOf({ slug: "Bad Slug", topic_id: "0", position: "-1", "question.uk": "Питання?", "answer.uk": "Рядок\nрядок\n\n\tабзац", publish_at: "tomorrow" });
    const submission = parse("faq", data);
    expect(submission.status === "error" && submission.error).toEqual({
      slug: ["adminContent.validation.slug"],
      topic_id: ["adminContent.validation.topic"],
      position: ["adminContent.validation.position"],
      publish_at: ["adminContent.validation.time"],
    });
  });

  it("list the languages any of an item's texts lacks", () => {
    expect(missingLanguages(page.title, page.body)).toEqual(["pl", "ro", "tr", "sk", "hu"]);
    expect(missingLanguages({ uk: "Так", en: "  " }, undefined)).toEqual(["uk", "pl", "en", "ro", "tr", "sk", "hu"]);
  });
});
