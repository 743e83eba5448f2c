/** Wording a first-time user tripped on: texts that repeat themselves. */
import { describe, expect, it } from "vitest";
import { LOCALES } from "../domain/locales.ts";
import { MESSAGES } from "./index.ts";

describe.each(LOCALES)("%s", (locale) => {
  const m = MESSAGES[locale];

  it("a carrier type's hint says more than its name ('Car – A car')", () => {
    for (const type of ["1", "2", "3"] as const) {
      const name = m.vehicleTypes[type].toLowerCase();
      const hint = m.profile.carrierTypeHints[type].toLowerCase().replace(/^(a|an)\s+/, "");
      expect(hint, `type ${type}`).not.toBe(name);
    }
  });

  it("the error summary names the account type, not the question again", () => {
    expect(m.fieldNames.accountType).not.toBe(m.validation.accountTypeRequired);
    expect(m.fieldNames.accountType).not.toBe(m.auth.form.accountType);
  });
});
