import { describe, expect, it } from "vitest";
import { requestLocale } from "./request-context.ts";

describe("requestLocale", () => {
  it.each([
    ["/en/login", "en"],
    ["/en", "en"],
    ["/en.data", "en"],
    ["/pl/news.data", "pl"],
    ["/login", "uk"],
    ["/_root.data", "uk"],
  ])("takes a page's language from its path: %s → %s", (path, locale) => {
    expect(requestLocale(path, new Headers())).toBe(locale);
  });

  it("prefers X-Client-Locale, and reads Accept-Language for the API", () => {
    expect(requestLocale("/en/login", new Headers({ "X-Client-Locale": "hu" }))).toBe("hu");
    expect(requestLocale("/api/v3/news", new Headers({ "Accept-Language": "ro-RO,ro;q=0.9" }))).toBe("ro");
    expect(requestLocale("/api/v3/news", new Headers())).toBe("uk");
  });
});
