/**
 * Hydrates the page with the i18next instance of the page's language (its own chunk), and the
 * strings of the lazy features the page names (`<html data-features>`, see feature-strings.ts),
 * fetched at the same time.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE, isLocale } from "../domain/locales.ts";
import { isLazyFeature } from "../locales/features.ts";
import { loadFeatureMessages } from "../locales/lazy-features.ts";
import { loadLocaleMessages } from "../locales/load-locale.ts";
import { setBrowserI18n } from "./feature-strings.ts";
import { createI18n } from "./i18n.ts";

const { locale: declared, features = "" } = document.documentElement.dataset;
const locale = isLocale(declared) ? declared : DEFAULT_LOCALE;
const pageFeatures = features.split(",").filter(isLazyFeature);

void Promise.all([loadLocaleMessages(locale), Promise.all(pageFeatures.map((feature) => loadFeatureMessages(locale, feature)))]).then(
  ([messages, featureMessages]) => {
    const i18n = createI18n(locale, { ...messages, ...Object.fromEntries(pageFeatures.map((feature, index) => [feature, featureMessages[index]])) });
    setBrowserI18n(i18n, pageFeatures);
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
  },
);
