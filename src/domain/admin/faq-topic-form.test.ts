import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { faqTopicBody, faqTopicFormDefaults, faqTopicFormSchema } from "./faq-topic-form.ts";

const title = { uk: "Прибуття", pl: "Przyjazd", en: "Arrival", ro: "Sosire", tr: "Varış", sk: "Príchod", hu: "Érkezés" };

function formDataOf(values: Record<string, unknown>, prefix = "", data = new FormData()): FormData {
  for (const [name, value] of Object.entries(values)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "object" && value !== null) formDataOf(value as Record<string, unknown>, key, data);
    else if (value !== "") data.append(key, String(value));
  }
  return data;
}

describe("the FAQ topic form", () => {
  it("sends a topic's unchanged form back to the API as the topic is", () => {
    const submission = parseWithZod(formDataOf(faqTopicFormDefaults({ slug: "arrival", position: 20, title, version: "v1" })), { schema: faqTopicFormSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && faqTopicBody(submission.value, true)).toEqual({ slug: "arrival", position: 20, title, version: "v1" });
  });

  it("starts a new topic empty, first in order, and sends it without a version", () => {
    expect(faqTopicFormDefaults(null)).toEqual({ version: "", slug: "", position: "0", title: { uk: "", pl: "", en: "", ro: "", tr: "", sk: "", hu: "" } });
    const submission = parseWithZod(formDataOf({ slug: "arrival", title }), { schema: faqTopicFormSchema });
    expect(submission.status === "success" && faqTopicBody(submission.value, false)).toEqual({ slug: "arrival", position: 0, title });
  });

  it("requires the title in every language, and refuses a bad address or order, each on its field", () => {
    const submission = parseWithZod(formDataOf({ slug: "Arrival!", position: "1.5", title: { ...title, hu: " ", tr: "" } }), { schema: faqTopicFormSchema });
    expect(submission.status === "error" && submission.error).toEqual({
      slug: ["adminContent.validation.slug"],
      position: ["adminContent.validation.position"],
      "title.tr": ["validation.required"],
      "title.hu": ["validation.required"],
    });
  });
});
