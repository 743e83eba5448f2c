import { describe, expect, it } from "vitest";
import { contentKindOfPath } from "./content-kinds.ts";

describe("contentKindOfPath", () => {
  it("finds the kind of a console path in any language, and of its data request", () => {
    expect(contentKindOfPath("/admin/news")).toBe("news");
    expect(contentKindOfPath("/en/admin/faq/12")).toBe("faq");
    expect(contentKindOfPath("/pl/admin/pages/new")).toBe("pages");
    expect(contentKindOfPath("/admin/pages.data")).toBe("pages");
    expect(() => contentKindOfPath("/admin/newsletter")).toThrow(/not a content path/);
    expect(() => contentKindOfPath("/admin/faq-topics")).toThrow(/not a content path/);
  });
});
