/** One i18next instance per request on the server, one per page load in the browser. */
import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, type Locale } from "../domain/locales.ts";

export function createI18n(locale: Locale, messages: object): i18n {
  const instance = createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: { [locale]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
    // A string the browser lacks is a defect (a key never written, or a lazy feature that the page's
    // route does not name): it says so in the console, where the browser tests catch it.
    saveMissing: typeof document !== "undefined",
    missingKeyHandler: (_languages, _namespace, key) => console.error(`Missing string: ${key}`),
  });
  return instance;
}
