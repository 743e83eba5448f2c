/**
 * The countries of the forms, named in the page's language on the server (so the browser shows the
 * same), Ukraine first; each language's list is made once.
 */
import { REGISTRATION_COUNTRIES } from "../../domain/registration-countries.ts";
import { LOCALE_TAGS, type Locale } from "../../domain/locales.ts";

type CountryOption = Readonly<{ value: string; label: string }>;

const lists = new Map<Locale, readonly CountryOption[]>();

export function countryOptions(locale: Locale): readonly CountryOption[] {
  let list = lists.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: "region" });
    const collator = new Intl.Collator(LOCALE_TAGS[locale]);
    const countries = REGISTRATION_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }));
    list = countries.sort((a, b) => (a.value === "UA" ? -1 : b.value === "UA" ? 1 : collator.compare(a.label, b.label)));
    lists.set(locale, list);
  }
  return list;
}
