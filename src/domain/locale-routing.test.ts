import { describe, expect, it } from "vitest";
import {
  decideRootLocale,
  hasLocaleCookie,
  localeCookie,
  localizePath,
  negotiateLocale,
  splitLocalePath,
} from "./locale-routing.ts";

describe("splitLocalePath", () => {
  it.each([
    ["/", { locale: "uk", rest: "/", prefixed: false }],
    ["/news/5", { locale: "uk", rest: "/news/5", prefixed: false }],
    ["/en", { locale: "en", rest: "/", prefixed: true }],
    ["/pl/news/5", { locale: "pl", rest: "/news/5", prefixed: true }],
    ["/uk/about", { locale: "uk", rest: "/about", prefixed: true }],
    ["/xx/about", { locale: "uk", rest: "/xx/about", prefixed: false }],
    ["/english", { locale: "uk", rest: "/english", prefixed: false }],
  ])("%s", (path, expected) => {
    expect(splitLocalePath(path)).toEqual(expected);
  });
});

describe("localizePath", () => {
  it.each([
    ["/", "uk", "/"],
    ["/", "hu", "/hu"],
    ["/faq", "uk", "/faq"],
    ["/faq", "tr", "/tr/faq"],
    ["news/3", "ro", "/ro/news/3"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

describe("negotiateLocale", () => {
  it.each([
    [undefined, "uk"],
    ["", "uk"],
    ["en-US,en;q=0.9", "en"],
    ["pl-PL,pl;q=0.9,en;q=0.8", "pl"],
    ["de-DE,de;q=0.9,sk;q=0.5", "sk"],
    ["fr;q=0.9, hu;q=0.95", "hu"],
    ["en;q=0, ro", "ro"],
    ["ru-RU,ru;q=0.9", "uk"],
    ["TR-tr", "tr"],
    ["*", "uk"],
  ])("%s → %s", (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});

describe("decideRootLocale", () => {
  it("redirects a first visit to the browser's language", () => {
    expect(
      decideRootLocale({ pathname: "/", hasLocaleCookie: false, acceptLanguage: "en", search: "?a=1" }),
    ).toEqual({ redirectTo: "/en?a=1", locale: "en" });
  });
  it("keeps Ukrainian and unknown languages on the root", () => {
    expect(decideRootLocale({ pathname: "/", hasLocaleCookie: false, acceptLanguage: "uk" })).toBeNull();
    expect(decideRootLocale({ pathname: "/", hasLocaleCookie: false, acceptLanguage: "de" })).toBeNull();
  });
  it("does nothing once the cookie is set", () => {
    expect(decideRootLocale({ pathname: "/", hasLocaleCookie: true, acceptLanguage: "en" })).toBeNull();
  });
  it("detects on the root path only", () => {
    expect(decideRootLocale({ pathname: "/faq", hasLocaleCookie: false, acceptLanguage: "en" })).toBeNull();
  });
});

describe("locale cookie", () => {
  it.each([
    ["i18n_redirected=en", true],
    ["a=1; i18n_redirected=uk", true],
    ["xi18n_redirected=en", false],
    ["", false],
    [null, false],
  ])("%s carries it: %s", (header, expected) => {
    expect(hasLocaleCookie(header)).toBe(expected);
  });

  it("lasts 365 days, Lax, Secure when asked", () => {
    expect(localeCookie("pl", false)).toBe("i18n_redirected=pl; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(localeCookie("pl", true)).toMatch(/; Secure$/);
  });
});
