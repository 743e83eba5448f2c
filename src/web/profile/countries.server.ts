/** The countries of the forms, named in the page's language on the server (so the browser shows the same), Ukraine first. */
import { REGISTRATION_COUNTRIES } from "../../domain/registration-countries.ts";
import { LOCALE_TAGS, type Locale } from "../../domain/locales.ts";

export function countryOptions(locale: Locale): Array<{ value: string; label: string }> {
  const names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: "region" });
  const collator = new Intl.Collator(LOCALE_TAGS[locale]);
  const countries = REGISTRATION_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  return countries.sort((a, b) => (a.value === "UA" ? -1 : b.value === "UA" ? 1 : collator.compare(a.label, b.label)));
}
