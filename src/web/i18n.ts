/** One i18next instance per request on the server, one per page load in the browser. */
import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, type Locale } from "../domain/locales.ts";
import type { Messages } from "../locales/index.ts";

export function createI18n(locale: Locale, messages: Messages): i18n {
  const instance = createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: { [locale]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
