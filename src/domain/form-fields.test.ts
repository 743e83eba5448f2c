import { describe, expect, it } from "vitest";
import { ageOn, dateIn } from "./form-fields.ts";

const today = "2026-11-22";

describe("ageOn", () => {
  it.each([
    ["2008-11-22", 18],
    ["2008-11-23", 17],
    ["2000-02-29", 26],
  ])("someone born on %s is %i on 2026-11-22", (birth, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });
});

describe("dateIn", () => {
  it("gives the date where the user is: just after midnight in Kyiv is still the day before in UTC", () => {
    expect(dateIn("Europe/Kyiv", new Date("2026-11-21T22:30:00Z"))).toBe("2026-11-22");
    expect(dateIn("UTC", new Date("2026-11-21T22:30:00Z"))).toBe("2026-11-21");
  });
});
