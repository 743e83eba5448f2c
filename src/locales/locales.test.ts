/** Every language has every string, with the same interpolation placeholders as Ukrainian. */
import { describe, expect, it } from "vitest";
import { LOCALES } from "../domain/locales.ts";
import { MESSAGES } from "./index.ts";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const reference = flatten(MESSAGES.uk as unknown as Tree);

it("uk, the reference, has no empty string", () => {
  for (const [key, text] of reference) expect(text.trim(), key).not.toBe("");
});

describe.each(LOCALES.filter((l) => l !== "uk"))("locale %s", (locale) => {
  const messages = flatten(MESSAGES[locale] as unknown as Tree);

  it("has exactly the keys of uk", () => {
    expect([...messages.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it("keeps every placeholder and leaves no value empty", () => {
    for (const [key, text] of reference) {
      const translated = messages.get(key) ?? "";
      expect(translated.trim(), key).not.toBe("");
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });
});
