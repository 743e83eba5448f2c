/** Hydrates the page with the i18next instance of the page's language, loaded as its own chunk. */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE, isLocale } from "../domain/locales.ts";
import { loadLocaleMessages } from "../locales/load-locale.ts";
import { createI18n } from "./i18n.ts";

const declared = document.documentElement.dataset.locale;
const locale = isLocale(declared) ? declared : DEFAULT_LOCALE;

void loadLocaleMessages(locale).then((messages) => {
  const i18n = createI18n(locale, messages);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
});
