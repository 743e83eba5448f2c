/**
 * Server-side messages (API errors, mail later) in the user's language. One private i18next
 * instance (never the library's global one); handlers get a `t` fixed to the request's locale.
 */
import { createInstance, type TFunction } from "i18next";
import type { Locale } from "../domain/locales.ts";
import { DEFAULT_LOCALE, LOCALES } from "../domain/locales.ts";
import { MESSAGES } from "../locales/index.ts";

const translator = createInstance();
await translator.init({
  resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: MESSAGES[l] }])),
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type Translate = TFunction;

export function translatorFor(locale: Locale): Translate {
  return translator.getFixedT(locale);
}
