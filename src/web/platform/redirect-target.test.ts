import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./redirect-target.ts";

describe("safeRedirectTarget", () => {
  it.each(["/queues", "/en/profile/details?tab=1", "/"])("keeps the portal path %s", (path) => {
    expect(safeRedirectTarget(path, "/fallback")).toBe(path);
  });

  it.each([
    ["another site", "https://evil.example/"],
    ["a protocol-relative address", "//evil.example"],
    ["a backslash trick", "/\\evil.example"],
    ["a relative path", "queues"],
    ["a header split", "/a\r\nSet-Cookie: x=1"],
    ["nothing", null],
  ])("refuses %s", (_, value) => {
    expect(safeRedirectTarget(value, "/fallback")).toBe("/fallback");
  });
});
