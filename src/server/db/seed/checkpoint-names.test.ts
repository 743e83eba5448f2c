/** One name of the checkpoint that takes bookings per language, in every seeded text of that language. */
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../../domain/locales.ts";
import { CHECKPOINTS } from "./checkpoint-data.ts";
import { WAITING_AREAS } from "./waiting-area-data.ts";
import { NEWS } from "./news-data.ts";

/** Every string under a key named after a language, anywhere in `value`. */
function textsOf(value: unknown, locale: Locale, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) textsOf(item, locale, out);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === locale && typeof item === "string") out.push(item);
      else textsOf(item, locale, out);
    }
  }
  return out;
}

const yahodyn = CHECKPOINTS.find((checkpoint) => checkpoint.slug === "yahodyn-dorohusk")!;
const names = yahodyn.name as Record<Locale, string>;

describe.each(LOCALES)("seeded texts in %s", (locale) => {
  it("spell Yahodyn as the checkpoint's name in that language", () => {
    const own = names[locale];
    const others = [...new Set(Object.values(names))].filter((name) => name !== own && !own.includes(name));
    const texts = [...textsOf(NEWS, locale), ...textsOf(WAITING_AREAS, locale)];
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) for (const other of others) expect(text, `"${other}" in ${locale}`).not.toContain(other);
  });
});
