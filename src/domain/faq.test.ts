import { describe, expect, it } from "vitest";
import { countEntries, filterFaq, foldForSearch, normalizedQuery, searchTerms } from "./faq.ts";

const entry = (question: string, answer = "") => ({ question, answer });
const topics = [
  { slug: "joining", entries: [entry("Як стати в чергу?", "Зареєструйтеся і заповніть дані перевізника."), entry("Що таке вʼїзд?", "Проїзд до пункту пропуску.")] },
  { slug: "rules", entries: [entry("What if I am late?", "Confirm within 10 minutes."), entry("Ce face șoferul?", "Confirmă.")] },
];

describe("FAQ search", () => {
  it("keeps everything for a blank query", () => {
    expect(filterFaq(topics, "")).toEqual(topics);
    expect(filterFaq(topics, "   ")).toEqual(topics);
    expect(searchTerms(" \t ")).toEqual([]);
  });

  it("ignores case and finds words in the question or the answer", () => {
    expect(filterFaq(topics, "LATE").map((t) => t.entries.map((e) => e.question))).toEqual([["What if I am late?"]]);
    expect(countEntries(filterFaq(topics, "10 minutes"))).toBe(1);
    expect(countEntries(filterFaq(topics, "перевізника"))).toBe(1);
  });

  it("needs every word, in any order, and drops topics left empty", () => {
    expect(filterFaq(topics, "minutes confirm")).toHaveLength(1);
    expect(filterFaq(topics, "late nothing-like-this")).toEqual([]);
  });

  it("ignores accents and the kind of apostrophe", () => {
    expect(countEntries(filterFaq(topics, "soferul"))).toBe(1);
    expect(countEntries(filterFaq(topics, "в'їзд"))).toBe(1);
    expect(countEntries(filterFaq(topics, "ВЪЇЗД"))).toBe(0);
    expect(foldForSearch("Işık İzmir")).toBe("isik izmir");
  });

  it("gives one key for the same query typed differently", () => {
    expect(normalizedQuery("  Late   Арrival ")).toBe(normalizedQuery("late арrival"));
  });
});
