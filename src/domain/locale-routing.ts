/**
 * How languages map onto paths: uk has no prefix, the others use /pl, /en, /ro, /tr, /sk, /hu.
 * Pure functions shared by the server, the web app and the tests.
 */
import { hasCookie } from "./cookie-header.ts";
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from "./locales.ts";

/** The cookie that records that the visitor's language was chosen (SPEC §9: 365 days). */
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Whether a Cookie header already carries the locale cookie. */
export function hasLocaleCookie(cookieHeader: string | null | undefined): boolean {
  return hasCookie(cookieHeader, LOCALE_COOKIE);
}

/** The Set-Cookie value that records `locale` for a year. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Splits a path into its language and the rest; an unknown first segment is not a language. */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string; prefixed: boolean } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && isLocale(first)) {
    return { locale: first, rest: match?.[2] || "/", prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, rest: pathname || "/", prefixed: false };
}

/** The path of `path` (unprefixed, starting with "/") in `locale`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * Picks the best interface language from an Accept-Language header (RFC 9110 quality values;
 * `pl-PL` matches `pl`). Returns the default when nothing matches.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((range) => range.tag && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { tag } of ranges) {
    const primary = tag.split("-")[0];
    // Russian-speaking visitors of a Ukrainian public service get the default, Ukrainian.
    const found = LOCALES.find((locale) => locale === primary);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

export type RootLocaleDecision = { redirectTo: string; locale: Locale } | null;

/**
 * On the root path only, a first visit (no locale cookie) is sent to the language its browser
 * asks for; uk, the default, stays where it is.
 */
export function decideRootLocale(input: {
  pathname: string;
  hasLocaleCookie: boolean;
  acceptLanguage: string | null | undefined;
  search?: string;
}): RootLocaleDecision {
  if (input.pathname !== "/" || input.hasLocaleCookie) return null;
  const locale = negotiateLocale(input.acceptLanguage);
  if (locale === DEFAULT_LOCALE) return null;
  return { redirectTo: `${localizePath("/", locale)}${input.search ?? ""}`, locale };
}
