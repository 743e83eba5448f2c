/** Links to the current page in every language; a full page load, so it works without JavaScript. */
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { localeCookie, localizePath, splitLocalePath } from "../../domain/locale-routing.ts";
import { LOCALE_NAMES, LOCALE_SHORT_NAMES, LOCALE_TAGS, LOCALES, type Locale } from "../../domain/locales.ts";
import { useClientValue } from "./use-hydrated.ts";
import { useLocale } from "./use-locale.ts";

function rememberChoice(locale: Locale) {
  document.cookie = localeCookie(locale, window.location.protocol === "https:");
}

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { locale: current } = useLocale();
  const { pathname, search, hash } = useLocation();
  const { rest } = splitLocalePath(pathname);
  // The server never sees the fragment, and may write the query's spaces otherwise than the
  // browser's address does: the links are rendered from the canonical query alone, so that the
  // hydrated page matches the server's, and take the fragment once the page runs (only a page with
  // a fragment renders again then: the usual page without one costs no second render on a slow phone).
  const query = new URLSearchParams(search).toString();
  const fragment = useClientValue(() => hash, "");
  return (
    <nav aria-label={t("nav.language")}>
      <ul className="flex flex-wrap gap-1 text-sm xl:gap-0.5">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`${localizePath(rest, locale)}${query ? `?${query}` : ""}${fragment}`}
              hrefLang={LOCALE_TAGS[locale]}
              lang={LOCALE_TAGS[locale]}
              title={LOCALE_NAMES[locale]}
              aria-current={locale === current ? "true" : undefined}
              onClick={() => rememberChoice(locale)}
              className={
                locale === current
                  ? "block rounded bg-brand-700 px-2 py-1 xl:px-1.5 font-semibold text-white"
                  : "block rounded px-2 py-1 xl:px-1.5 text-brand-800 underline-offset-2 hover:bg-brand-50 hover:underline"
              }
            >
              <span aria-hidden="true">{LOCALE_SHORT_NAMES[locale]}</span>
              <span className="sr-only">{LOCALE_NAMES[locale]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
