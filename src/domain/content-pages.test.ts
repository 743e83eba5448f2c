import { describe, expect, it } from "vitest";
import { headingSlug, isSafeHref, pageLanguage, parseInline, parseMarkdown, tableOfContents } from "./content-pages.ts";

describe("parseMarkdown", () => {
  it("reads headings with anchors, paragraphs and lists", () => {
    const blocks = parseMarkdown(
      ["Intro line one", "line two.", "", "## What we keep {#data}", "", "- the account", "- the **profile**", "  and more", "", "### Як довго", "1. first", "2. second"].join("\n"),
    );
    expect(blocks).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "Intro line one line two." }] },
      { type: "heading", level: 2, id: "data", text: "What we keep" },
      {
        type: "list",
        ordered: false,
        items: [[{ type: "text", text: "the account" }], [{ type: "text", text: "the " }, { type: "strong", text: "profile" }, { type: "text", text: " and more" }]],
      },
      { type: "heading", level: 3, id: "як-довго", text: "Як довго" },
      { type: "list", ordered: true, items: [[{ type: "text", text: "first" }], [{ type: "text", text: "second" }]] },
    ]);
  });

  it("keeps anchors unique and a page's h1 out (# reads as ##)", () => {
    const blocks = parseMarkdown("# Rules\n\n## Rules\n\n## {#x} \n\n#### Deep");
    expect(tableOfContents(blocks)).toEqual([
      { id: "rules", level: 2, text: "Rules" },
      { id: "rules-2", level: 2, text: "Rules" },
      { id: "x", level: 2, text: "" },
      { id: "deep", level: 3, text: "Deep" },
    ]);
  });

  it("leaves HTML as text", () => {
    const blocks = parseMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">');
    expect(blocks).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "<script>alert(1)</script>" }] },
      { type: "paragraph", content: [{ type: "text", text: '<img src=x onerror="alert(1)">' }] },
    ]);
  });
});

describe("parseInline", () => {
  it("reads links, bold, italics and escapes", () => {
    expect(parseInline("See [the FAQ](/en/faq), *now*, _here_ and \\*not\\* snake_case_name.")).toEqual([
      { type: "text", text: "See " },
      { type: "link", text: "the FAQ", href: "/en/faq" },
      { type: "text", text: ", " },
      { type: "emphasis", text: "now" },
      { type: "text", text: ", " },
      { type: "emphasis", text: "here" },
      { type: "text", text: " and *not* snake_case_name." },
    ]);
  });

  it("turns a link to a script or data address into its text", () => {
    expect(parseInline("[click](javascript:alert(1))")).toEqual([{ type: "text", text: "click)" }]);
    expect(parseInline("[click](data:text/html,x)")).toEqual([{ type: "text", text: "click" }]);
    expect(parseInline("[x](//evil.example)")).toEqual([{ type: "text", text: "x" }]);
  });

  it("leaves unmatched marks as text", () => {
    expect(parseInline("2 * 3 = 6 and [a] (b) **")).toEqual([{ type: "text", text: "2 * 3 = 6 and [a] (b) **" }]);
  });
});

describe("isSafeHref", () => {
  it.each([
    ["https://example.com/x", true],
    ["http://example.com", true],
    ["mailto:support@example.com", true],
    ["tel:+380440000001", true],
    ["/privacy#data", true],
    ["#data", true],
    ["javascript:alert(1)", false],
    ["JAVASCRIPT:alert(1)", false],
    ["vbscript:x", false],
    ["data:text/html,x", false],
    ["//evil.example", false],
    ["/\\evil.example", false],
    ["https://exa mple.com", false],
    ["#", false],
  ])("%s is %s", (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});

describe("headingSlug and pageLanguage", () => {
  it("makes anchors of any script's words", () => {
    expect(headingSlug("Хто бачить ваші дані?")).toBe("хто-бачить-ваші-дані");
    expect(headingSlug("  Kim görür?  ")).toBe("kim-görür");
  });

  it("shows a page in Ukrainian when its title or body is missing in the reader's language", () => {
    expect(pageLanguage({ uk: "Т", en: "T" }, { uk: "Б", en: "B" }, "en")).toBe("en");
    expect(pageLanguage({ uk: "Т", en: "T" }, { uk: "Б" }, "en")).toBe("uk");
    expect(pageLanguage({ uk: "Т" }, { uk: "Б", pl: " " }, "pl")).toBe("uk");
  });
});

describe("long and hostile bodies", () => {
  it("are read in linear time", () => {
    const hostile = ["[".repeat(60_000), "*".repeat(60_000), "_a".repeat(30_000), `# a${" #".repeat(30_000)}x`, `## a${" ".repeat(60_000)}{#x`].join("\n\n");
    const started = performance.now();
    const blocks = parseMarkdown(hostile);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(blocks).toHaveLength(5);
  });
});
