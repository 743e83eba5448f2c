import { describe, expect, it } from "vitest";
import { isValidEdrpou } from "./edrpou.ts";

describe("isValidEdrpou", () => {
  it.each([
    // Real codes.
    ["00032129"],
    ["14360570"],
    ["00032112"],
    ["21560766"],
    ["00013480"],
    ["30019801"],
    // First sum gives 10, the second (weights + 2) gives the digit.
    ["12138134"],
    ["30431023"],
    // Both sums give 10: the check digit is 0.
    ["36687030"],
    ["78578540"],
    // Range edges: 3000000x takes the middle weights (7, 1, …), 6000000x for x ≥ 1 the low ones.
    ["30000005"],
    ["60000006"],
    // Surrounding whitespace is ignored.
    [" 00032129\n"],
  ])("accepts %j", (code) => {
    expect(isValidEdrpou(code)).toBe(true);
  });

  it.each([
    ["00032128", "wrong check digit"],
    ["14360571", "wrong check digit"],
    ["30019802", "wrong check digit"],
    ["36687034", "wrong check digit where both sums give 10"],
    ["30000003", "check digit from the wrong weights"],
    ["60000009", "check digit from the wrong weights"],
    ["0003212", "7 digits"],
    ["000321290", "9 digits"],
    ["0003212A", "a letter"],
    ["0003 2129", "a space inside"],
    ["-0032129", "a sign"],
    ["０００３２１２９", "full-width digits"],
    ["", "empty"],
    ["   ", "blank"],
  ])("refuses %j (%s)", (code, _reason) => {
    expect(isValidEdrpou(code)).toBe(false);
  });
});
