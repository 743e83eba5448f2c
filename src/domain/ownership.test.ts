import { describe, expect, it } from "vitest";
import {
  additionAllowed,
  editKeepsVerification,
  holderNoticeDue,
  HOLDER_NOTICE_INTERVAL_MS,
  maskedPassport,
  passportKey,
  passportRegisterOutcome,
  plateKey,
  reviewDecisionAllowed,
  reviewOutcome,
  squatterOutcome,
  vehicleRegisterOutcome,
  verificationPath,
} from "./ownership.ts";
import { isValidTaxNumber } from "./tax-number.ts";

describe("keys", () => {
  it.each([
    ["AA 1234 BB", "AA1234BB"],
    // Cyrillic look-alikes are the same plate as the Latin one.
    ["АА1234ВВ", "AA1234BB"],
    ["aa-1234-bb", "AA1234BB"],
  ])("a plate %j is held as %j", (plate, key) => {
    expect(plateKey(plate)).toBe(key);
  });

  it.each([
    [{ series: "fa", number: "123456" }, "FA123456"],
    [{ series: null, number: "ab 1234567" }, "AB1234567"],
    [{ series: undefined, number: "pl7654321" }, "PL7654321"],
  ])("a passport %j is held as %j", (passport, key) => {
    expect(passportKey(passport)).toBe(key);
  });

  it("masks a passport in notices, keeping two characters at each end", () => {
    expect(maskedPassport("FA123456")).toBe("FA••••56");
    expect(maskedPassport("AB1")).toBe("•••");
  });
});

describe("verificationPath", () => {
  it.each([
    [{ subject: "vehicle", country: "UA" } as const, "registry"],
    [{ subject: "vehicle", country: "PL" } as const, "review"],
    [{ subject: "driver", origin: "ukrainian" } as const, "registry"],
    [{ subject: "driver", origin: "foreign" } as const, "review"],
  ])("%j goes to the %s", (record, path) => {
    expect(verificationPath(record)).toBe(path);
  });
});

describe("vehicleRegisterOutcome", () => {
  it.each([
    ["the holder is the carrier", { kind: "found", holderCode: "32855961" }, "32855961", { state: "verified", by: "registry", note: null }],
    ["codes compared without spaces", { kind: "found", holderCode: "3285 5961" }, " 32855961", { state: "verified", by: "registry", note: null }],
    ["another holder", { kind: "found", holderCode: "14360570" }, "32855961", { state: "rejected", by: null, note: "holder-mismatch" }],
    ["the carrier has no code", { kind: "found", holderCode: "14360570" }, null, { state: "unverified", by: null, note: "no-holder-code" }],
    ["not in the register", { kind: "not-found" }, "32855961", { state: "rejected", by: null, note: "not-registered" }],
    ["no answer: asked again later", { kind: "unavailable" }, "32855961", { state: "unverified", by: null, note: "registry-retry" }],
  ] as const)("%s", (_, answer, code, expected) => {
    expect(vehicleRegisterOutcome(answer, code)).toEqual(expected);
  });
});

describe("passportRegisterOutcome and reviewOutcome", () => {
  it.each([
    ["match", "verified", null],
    ["mismatch", "rejected", "passport-mismatch"],
    ["not-found", "rejected", "not-registered"],
    ["unavailable", "unverified", "registry-retry"],
  ] as const)("%s → %s", (answer, expectedState, note) => {
    expect(passportRegisterOutcome(answer)).toMatchObject({ state: expectedState, note });
  });

  it("a foreign record with documents waits for a review; without, stays unverified", () => {
    expect(reviewOutcome(true)).toEqual({ state: "pending", by: null, note: null });
    expect(reviewOutcome(false)).toEqual({ state: "unverified", by: null, note: "documents-missing" });
  });
});

describe("additionAllowed", () => {
  it("refuses a key another account holds verified, and allows a free or own one", () => {
    expect(additionAllowed(1, null)).toBe(true);
    expect(additionAllowed(1, 1)).toBe(true);
    expect(additionAllowed(1, 2)).toBe(false);
  });
});

describe("editKeepsVerification", () => {
  const before = { key: "AA1234BB", origin: "UA" };
  it.each([
    ["nothing that verified it changed", { key: "AA1234BB", origin: "UA" }, true],
    ["another plate", { key: "AA1234BC", origin: "UA" }, false],
    ["another country", { key: "AA1234BB", origin: "PL" }, false],
  ])("%s", (_, after, keeps) => {
    expect(editKeepsVerification(before, after)).toBe(keeps);
  });

  it("a Ukrainian driver's new name or date of birth is checked again", () => {
    const driver = { key: "FA123456", origin: "ukrainian", person: "Ivan|Petrenko|1980-01-01" };
    expect(editKeepsVerification(driver, { ...driver, person: "Ivan|Petrenko|1981-01-01" })).toBe(false);
    expect(editKeepsVerification(driver, { ...driver })).toBe(true);
  });
});

describe("squatterOutcome", () => {
  it("annuls other accounts' waiting and called-up entries, and leaves the booker's own", () => {
    expect(
      squatterOutcome(1, [
        { id: 10, userId: 2, status: 30 },
        { id: 11, userId: 3, status: 40 },
        { id: 12, userId: 1, status: 30 },
      ]),
    ).toEqual({ annul: [10, 11], busy: false });
  });

  it("does not take an entry under control from the booth: the booking is busy", () => {
    expect(squatterOutcome(1, [{ id: 10, userId: 2, status: 50 }])).toEqual({ annul: [], busy: true });
  });

  it("no conflicting entries: nothing to do", () => {
    expect(squatterOutcome(1, [])).toEqual({ annul: [], busy: false });
  });
});

describe("holderNoticeDue", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  it("tells a holder once per interval", () => {
    expect(holderNoticeDue(null, now)).toBe(true);
    expect(holderNoticeDue(new Date(now.getTime() - HOLDER_NOTICE_INTERVAL_MS + 1), now)).toBe(false);
    expect(holderNoticeDue(new Date(now.getTime() - HOLDER_NOTICE_INTERVAL_MS), now)).toBe(true);
  });
});

describe("reviewDecisionAllowed", () => {
  it("decides a pending review once; a rejection needs a reason", () => {
    expect(reviewDecisionAllowed("pending", { approve: true })).toBe("ok");
    expect(reviewDecisionAllowed("pending", { approve: false, reason: "The certificate is unreadable" })).toBe("ok");
    expect(reviewDecisionAllowed("pending", { approve: false, reason: " " })).toBe("reason-required");
    expect(reviewDecisionAllowed("approved", { approve: true })).toBe("decided");
    expect(reviewDecisionAllowed("rejected", { approve: false, reason: "again" })).toBe("decided");
  });
});

describe("isValidTaxNumber", () => {
  it.each([["3012345670"], ["2851012348"], [" 3123456789 "]])("accepts %j", (number) => {
    expect(isValidTaxNumber(number)).toBe(true);
  });
  it.each([["3012345671"], ["301234567"], ["30123456700"], ["30123456a0"]])("refuses %j", (number) => {
    expect(isValidTaxNumber(number)).toBe(false);
  });
});
