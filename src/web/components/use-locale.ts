/** The page's language and a helper for links in it. */
import { useTranslation } from "react-i18next";
import { localizePath } from "../../domain/locale-routing.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../domain/locales.ts";

export function useLocale(): { locale: Locale; href: (path: string) => string } {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return { locale, href: (path: string) => localizePath(path, locale) };
}
