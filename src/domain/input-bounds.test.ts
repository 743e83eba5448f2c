import { describe, expect, it } from "vitest";
import { boundedInstant, calendarDay, dbCount, dbId, INT4_MAX } from "./input-bounds.ts";
import { NO_CONTROL_CHARACTERS, withoutControlCharacters } from "./validation-messages.ts";

const accepts = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe("ids and counts", () => {
  it.each([
    [1, true],
    [INT4_MAX, true],
    [0, false],
    [-1, false],
    [INT4_MAX + 1, false],
    [1.5, false],
    [2 ** 53, false],
  ])("an id of %s is accepted: %s", (value, ok) => {
    expect(accepts(dbId(), value)).toBe(ok);
  });

  it("counts start at 0 and stop at their maximum, never past int4", () => {
    expect(accepts(dbCount(), 0)).toBe(true);
    expect(accepts(dbCount(10), 11)).toBe(false);
    expect(accepts(dbCount(Number.MAX_SAFE_INTEGER), INT4_MAX + 1)).toBe(false);
  });
});

describe("days and instants", () => {
  it.each([
    ["2026-05-13", true],
    ["1900-01-01", true],
    ["2100-12-31", true],
    ["0001-01-01", false],
    ["9999-12-31", false],
    ["1899-12-31", false],
    ["2101-01-01", false],
    ["2026-02-30", false],
    ["2026-5-13", false],
  ])("a day %s is accepted: %s", (value, ok) => {
    expect(accepts(calendarDay(), value)).toBe(ok);
  });

  it.each([
    ["2026-05-13T10:00:00Z", true],
    ["2026-05-13T10:00:00.000+03:00", true],
    ["0001-01-01T00:00:00Z", false],
    ["+275760-09-13T00:00:00.000Z", false],
    ["-000001-01-01T00:00:00Z", false],
    ["2026-05-13", false],
    ["2026-05-13T25:00:00Z", false],
  ])("an instant %s is accepted: %s", (value, ok) => {
    expect(accepts(boundedInstant(), value)).toBe(ok);
  });
});

describe("texts operators see", () => {
  it("refuse control characters and the marks that turn the direction of text", () => {
    for (const text of ["a\u0000b", "line\nbreak", "Acme \u202Etropsnart", "x\u2066y\u2069", "\u200Fname"]) expect(NO_CONTROL_CHARACTERS.test(text)).toBe(false);
    for (const text of ["Acme Sp. z o.o.", "Öz Taşımacılık", "ТОВ «Перевізник»"]) expect(NO_CONTROL_CHARACTERS.test(text)).toBe(true);
  });

  it("a file's name keeps its letters and loses control, format and direction characters", () => {
    expect(withoutControlCharacters("gpj.\u202Eexe.png")).toBe("gpj.exe.png");
    expect(withoutControlCharacters("scan\u0000\t\uFEFF\uD800 1.pdf")).toBe("scan 1.pdf");
    expect(withoutControlCharacters("Скан №1.pdf")).toBe("Скан №1.pdf");
  });
});
