/** The demo FAQ: complete in every language, anchors that do not clash, and the queue's rules as the policy sets them. */
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../../domain/locales.ts";
import { DEFAULT_QUEUE_POLICY as policy } from "../../../domain/queue/policy.ts";
import { FAQ } from "./faq-data.ts";

const entries = FAQ.flatMap((topic) => topic.entries);
const entry = (slug: string) => entries.find((e) => e.slug === slug)!;

describe("the demo FAQ", () => {
  it("has every title, question and answer in every language", () => {
    for (const text of [...FAQ.map((t) => t.title), ...entries.flatMap((e) => [e.question, e.answer])]) {
      for (const locale of LOCALES) expect(text[locale]?.trim(), JSON.stringify(text.en)).toBeTruthy();
    }
    expect(entries.length).toBeGreaterThanOrEqual(14);
  });

  it("gives every topic and question an anchor of its own (one id on the page each)", () => {
    const slugs = [...FAQ.map((t) => t.slug), ...entries.map((e) => e.slug)];
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("states the queue's deadlines, extension and blocking as the policy sets them, in every language", () => {
    for (const locale of LOCALES) {
      expect(entry("late").answer[locale]).toContain(String(policy.confirmMinutes));
      expect(entry("late").answer[locale]).toContain(String(policy.entryMinutes));
      expect(entry("extend").answer[locale]).toContain(String(policy.extensionHours));
      expect(entry("extend").answer[locale]).toContain(String(policy.extensionPeriodDays));
      expect(entry("why-blocked").answer[locale]).toContain(String(policy.violationWindowDays));
      expect(entry("why-blocked").answer[locale]).toContain(String(policy.blockingDays));
    }
  });
});
