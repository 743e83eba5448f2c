import { describe, expect, it } from "vitest";
import { loginWaitSeconds } from "./login-protection.ts";

describe("the wait after wrong passwords from one address", () => {
  it.each([
    [0, 0],
    [1, 0],
    [4, 0],
    [5, 30],
    [6, 60],
    [7, 120],
    [8, 240],
    [11, 1920],
    [12, 3600],
    [13, 3600],
    [1000, 3600],
  ])("after %i failures: %i s", (failures, seconds) => {
    expect(loginWaitSeconds(failures)).toBe(seconds);
  });
});
