/**
 * The phone codes the forms offer, named in the page's language on the server (so the browser
 * shows the same and carries no numbering plans): one choice per country, "Polska +48", sorted by
 * name; the page's language picks the first choice (DEFAULT_PHONE_COUNTRY). The choices travel as
 * one text (PhoneCodeChoice).
 */
import { getCountries, getCountryCallingCode, type CountryCode } from "libphonenumber-js/min";
import { LOCALE_TAGS, type Locale } from "../../domain/locales.ts";
import { DEFAULT_PHONE_COUNTRY } from "../../domain/phone.ts";
import type { PhoneCodeChoice } from "./phone-fields.tsx";

export { splitE164, toE164 } from "../../server/platform/phone-numbers.ts";

const cache = new Map<Locale, PhoneCodeChoice>();

export function phoneCodeChoice(locale: Locale): PhoneCodeChoice {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: "region" });
  const collator = new Intl.Collator(LOCALE_TAGS[locale]);
  const lines = getCountries()
    .map((country) => {
      const code = `+${getCountryCallingCode(country)}`;
      return { country, code, label: `${names.of(country) ?? country} ${code}` };
    })
    .sort((a, b) => collator.compare(a.label, b.label))
    .map(({ country, code, label }) => `${country}\t${code}\t${label}`)
    .join("\n");
  const choice = { lines, defaultCode: `+${getCountryCallingCode(DEFAULT_PHONE_COUNTRY[locale] as CountryCode)}` };
  cache.set(locale, choice);
  return choice;
}
