import { expect, it } from "vitest";
import { LOCALES } from "../domain/locales.ts";
import { LAZY_FEATURES, SERVER_ONLY_FEATURES } from "./features.ts";
import { MESSAGES } from "./index.ts";
import { LAZY_FEATURE_FILES, loadFeatureMessages } from "./lazy-features.ts";
import { loadLocaleMessages } from "./load-locale.ts";

it("has a file of every lazy feature in every language, and no other", () => {
  const expected = LAZY_FEATURES.flatMap((feature) => LOCALES.map((locale) => `./features/${feature}/${locale}.json`));
  expect([...LAZY_FEATURE_FILES].sort()).toEqual(expected.sort());
});

it.each(LOCALES)("gives the browser, in %s, the page strings and each lazy feature apart, and never the server's own", async (locale) => {
  const page = (await loadLocaleMessages(locale)) as Record<string, unknown>;
  for (const feature of [...LAZY_FEATURES, ...SERVER_ONLY_FEATURES]) expect(page).not.toHaveProperty(feature);
  const features = Object.fromEntries(await Promise.all(LAZY_FEATURES.map(async (feature) => [feature, await loadFeatureMessages(locale, feature)])));
  const server = Object.fromEntries(SERVER_ONLY_FEATURES.map((feature) => [feature, MESSAGES[locale][feature]]));
  expect({ ...page, ...features, ...server }).toEqual(MESSAGES[locale]);
});
