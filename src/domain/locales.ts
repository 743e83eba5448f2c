/** The portal's interface languages. uk is the default: no path prefix, and the fallback. */
export const LOCALES = ["uk", "pl", "en", "ro", "tr", "sk", "hu"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "uk";

/** BCP 47 tags per locale, for `<html lang>`, hreflang and Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = {
  uk: "uk-UA",
  pl: "pl-PL",
  en: "en",
  ro: "ro-RO",
  tr: "tr-TR",
  sk: "sk-SK",
  hu: "hu-HU",
};

/**
 * Each language's writing direction, for `<html dir>`. Written out rather than asked of the browser's
 * Intl (i18next's `dir()`): the first Intl object a page builds loads the browser's locale data,
 * 30–100 ms of main thread while the page hydrates.
 */
export const LOCALE_DIRECTIONS: Record<Locale, "ltr" | "rtl"> = {
  uk: "ltr",
  pl: "ltr",
  en: "ltr",
  ro: "ltr",
  tr: "ltr",
  sk: "ltr",
  hu: "ltr",
};

/** Each language's own name, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  uk: "Українська",
  pl: "Polski",
  en: "English",
  ro: "Română",
  tr: "Türkçe",
  sk: "Slovenčina",
  hu: "Magyar",
};

/**
 * Each language's short name in itself, for the switcher's buttons: 'УКР' rather than 'UK', which
 * reads as the United Kingdom.
 */
export const LOCALE_SHORT_NAMES: Record<Locale, string> = {
  uk: "УКР",
  pl: "PL",
  en: "EN",
  ro: "RO",
  tr: "TR",
  sk: "SK",
  hu: "HU",
};

/** A text given in every interface language (checkpoint names, news titles). */
export type LocalizedText = Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
