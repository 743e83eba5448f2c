import { describe, expect, it } from "vitest";
import { phoneCodeChoice } from "./phone-codes.server.ts";
import { phoneCodeOptions } from "./phone-fields.tsx";

describe("the phone codes a form offers", () => {
  it("name each country in the page's language with its code, one choice per country, sorted by name", () => {
    const options = phoneCodeOptions(phoneCodeChoice("pl"));
    expect(options.find((option) => option.country === "PL")).toEqual({ country: "PL", value: "+48", label: "Polska +48" });
    expect(options.find((option) => option.country === "UA")).toEqual({ country: "UA", value: "+380", label: "Ukraina +380" });
    expect(new Set(options.map((option) => option.country)).size).toBe(options.length);
    expect(options.length).toBeGreaterThan(200);
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator("pl-PL").compare));
    for (const option of options) expect(option.value).toMatch(/^\+\d{1,4}$/);
  });

  it("offer the page's language's country first", () => {
    expect(phoneCodeChoice("pl").defaultCode).toBe("+48");
    expect(phoneCodeChoice("uk").defaultCode).toBe("+380");
  });
});
