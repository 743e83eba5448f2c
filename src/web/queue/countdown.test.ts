import { describe, expect, it } from "vitest";
import { formatSecondsLeft } from "./countdown.tsx";

describe("formatSecondsLeft", () => {
  it.each([
    [0, "0:00"],
    [7, "0:07"],
    [599, "9:59"],
    [900, "15:00"],
    [3600, "1:00:00"],
    [3 * 3600 + 5 * 60 + 9, "3:05:09"],
    [-4, "0:00"],
  ])("%i s reads %s", (seconds, text) => {
    expect(formatSecondsLeft(seconds)).toBe(text);
  });
});
