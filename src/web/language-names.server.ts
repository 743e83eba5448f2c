/**
 * The names, in the reader's language, of the languages a page's texts are shown in where they are
 * not the reader's (an item without a translation is shown in Ukrainian: "ukraiński" for a Polish
 * reader). Named by the loader, so that the browser builds no `Intl.DisplayNames` while the page
 * hydrates (the first Intl object of a page loads locale data: tens of milliseconds on a slow phone).
 */
import { LOCALE_TAGS, type Locale } from "../domain/locales.ts";

const displayNames = new Map<Locale, Intl.DisplayNames>();

function languageName(language: Locale, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: "language" });
    displayNames.set(locale, names);
  }
  return names.of(language) ?? language;
}

/** Each of `languages` that is not `locale`, by its name in `locale`. */
export function otherLanguageNames(languages: Iterable<Locale>, locale: Locale): Partial<Record<Locale, string>> {
  const names: Partial<Record<Locale, string>> = {};
  for (const language of languages) {
    if (language !== locale) names[language] ??= languageName(language, locale);
  }
  return names;
}
