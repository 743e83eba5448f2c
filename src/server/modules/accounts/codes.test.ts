import { describe, expect, it } from "vitest";
import { decideCodeCheck } from "./codes.ts";

const now = new Date("2026-11-22T10:00:00Z");
const row = (over: Partial<Parameters<typeof decideCodeCheck>[0] & object> = {}) => ({
  id: 1,
  userId: 1,
  purpose: "register" as const,
  codeHash: "x",
  attempts: 0,
  expiresAt: new Date("2026-11-22T10:05:00Z"),
  usedAt: null,
  createdAt: new Date("2026-11-22T09:55:00Z"),
  ...over,
});

describe("decideCodeCheck", () => {
  it.each([
    ["no code", undefined, true, "missing"],
    ["a used code", row({ usedAt: now }), true, "missing"],
    ["an expired code", row({ expiresAt: now }), true, "expired"],
    ["a code after 5 wrong tries", row({ attempts: 5 }), true, "exhausted"],
    ["a wrong code", row({ attempts: 4 }), false, "wrong"],
    ["the right code", row({ attempts: 4 }), true, "ok"],
  ] as const)("%s → %s", (_name, code, matches, expected) => {
    expect(decideCodeCheck(code, matches, now)).toBe(expected);
  });
});
