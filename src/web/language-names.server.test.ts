import { describe, expect, it } from "vitest";
import { otherLanguageNames } from "./language-names.server.ts";

describe("the names of the languages texts are shown in, where not the reader's", () => {
  it("names each other language once, in the reader's language, and never the reader's own", () => {
    expect(otherLanguageNames(["uk", "pl", "uk"], "pl")).toEqual({ uk: "ukraiński" });
    expect(otherLanguageNames(["uk", "en"], "en")).toEqual({ uk: "Ukrainian" });
    expect(otherLanguageNames(["uk"], "uk")).toEqual({});
    expect(otherLanguageNames([], "hu")).toEqual({});
  });
});
