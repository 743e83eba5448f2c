import { describe, expect, it } from "vitest";
import { QueueStatus } from "../codes.ts";
import { blockingDue } from "./policy.ts";
import { transition, type QueueEntryState, type QueueEvent } from "./transitions.ts";

const at = (time: string) => new Date(`2026-11-22T${time}:00Z`);
const awaiting: QueueEntryState = {
  status: QueueStatus.Awaiting,
  calledAt: null,
  readyDeadline: null,
  confirmedAt: null,
  entryDeadline: null,
  notBefore: null,
  extensions: 0,
};
const called: QueueEntryState = { ...awaiting, status: QueueStatus.BeReady, calledAt: at("10:00"), readyDeadline: at("10:10") };
const confirmed: QueueEntryState = { ...called, confirmedAt: at("10:05"), entryDeadline: at("10:35") };
const onControl: QueueEntryState = { ...confirmed, status: QueueStatus.OnControl };
const closed = [QueueStatus.Passed, QueueStatus.Cancelled, QueueStatus.Expired, QueueStatus.Annulled].map((status) => ({ ...awaiting, status }));

describe("the transition table", () => {
  it("calls up an awaiting entry: confirm within 10 minutes", () => {
    const result = transition(awaiting, { type: "call-up" }, at("10:00"));
    expect(result).toEqual({ ok: true, violation: null, entry: { ...called } });
  });

  it("confirms before the ready deadline: enter within 30 minutes", () => {
    expect(transition(called, { type: "confirm" }, at("10:05"))).toEqual({ ok: true, violation: null, entry: confirmed });
  });

  it.each([
    ["unconfirmed, 10 minutes after the call-up", called, at("10:10"), "missed-confirmation"],
    ["confirmed, 30 minutes after confirming", confirmed, at("10:35"), "no-show"],
  ] as const)("expires an entry %s, with a violation", (_, entry, now, violation) => {
    expect(transition(entry, { type: "deadline" }, now)).toMatchObject({ ok: true, entry: { status: QueueStatus.Expired }, violation });
  });

  it.each([
    ["admits a confirmed entry", confirmed, { type: "admit" }, at("10:20"), QueueStatus.OnControl, null],
    ["passes an entry on control", onControl, { type: "pass" }, at("11:00"), QueueStatus.Passed, null],
    ["cancels an awaiting entry", awaiting, { type: "cancel" }, at("09:00"), QueueStatus.Cancelled, null],
    ["cancels a called-up entry, late", called, { type: "cancel" }, at("10:02"), QueueStatus.Cancelled, "late-cancellation"],
    ["annuls an entry on control, with a reason", onControl, { type: "annul", reason: "Documents invalid" }, at("11:00"), QueueStatus.Annulled, null],
    ["annuls a squatter's entry for its vehicle's holder, as a violation", awaiting, { type: "annul", reason: "Held by another account", violation: "held-by-another" }, at("09:00"), QueueStatus.Annulled, "held-by-another"],
  ] as const)("%s", (_, entry, event, now, status, violation) => {
    expect(transition(entry, event as QueueEvent, now)).toMatchObject({ ok: true, entry: { status }, violation });
  });

  it("extends an unconfirmed entry once: back to awaiting, not called for 2 hours, keeping its place", () => {
    const result = transition(called, { type: "extend", driverExtendedAt: null }, at("10:03"));
    expect(result).toEqual({
      ok: true,
      violation: null,
      entry: { ...awaiting, notBefore: at("12:03"), extensions: 1 },
    });
    if (!result.ok) throw new Error("refused");
    expect(transition(result.entry, { type: "call-up" }, at("12:00"))).toEqual({ ok: false, reason: "not-yet" });
    expect(transition(result.entry, { type: "call-up" }, at("12:03"))).toMatchObject({ ok: true });
    expect(transition(result.entry, { type: "extend", driverExtendedAt: null }, at("12:00"))).toEqual({ ok: false, reason: "extension-used" });
  });

  it("refuses an extension when the driver extended within 60 days", () => {
    const extendedBefore = new Date(at("10:00").getTime() - 59 * 86_400_000);
    expect(transition(awaiting, { type: "extend", driverExtendedAt: extendedBefore }, at("10:00"))).toEqual({ ok: false, reason: "extension-used" });
    const longAgo = new Date(at("10:00").getTime() - 61 * 86_400_000);
    expect(transition(awaiting, { type: "extend", driverExtendedAt: longAgo }, at("10:00"))).toMatchObject({ ok: true });
  });

  it.each([
    ["a late confirmation", called, { type: "confirm" }, at("10:10"), "deadline-passed"],
    ["a second confirmation", confirmed, { type: "confirm" }, at("10:06"), "not-allowed"],
    ["admitting an unconfirmed entry", called, { type: "admit" }, at("10:05"), "not-confirmed"],
    ["admitting after the entry window", confirmed, { type: "admit" }, at("10:35"), "deadline-passed"],
    ["a deadline that has not come", confirmed, { type: "deadline" }, at("10:20"), "not-due"],
    ["extending a confirmed entry", confirmed, { type: "extend", driverExtendedAt: null }, at("10:06"), "not-allowed"],
    ["cancelling an entry on control", onControl, { type: "cancel" }, at("11:00"), "not-allowed"],
    ["annulling without a reason", called, { type: "annul", reason: "  " }, at("10:01"), "reason-required"],
    ["calling up an entry that is called up", called, { type: "call-up" }, at("10:01"), "not-allowed"],
    ["passing an entry not on control", confirmed, { type: "pass" }, at("10:20"), "not-allowed"],
  ] as const)("refuses %s", (_, entry, event, now, reason) => {
    expect(transition(entry, event as QueueEvent, now)).toEqual({ ok: false, reason });
  });

  it("refuses every event on a closed entry", () => {
    const events: QueueEvent[] = [
      { type: "call-up" },
      { type: "confirm" },
      { type: "deadline" },
      { type: "admit" },
      { type: "pass" },
      { type: "cancel" },
      { type: "extend", driverExtendedAt: null },
      { type: "annul", reason: "x" },
    ];
    for (const entry of closed) {
      for (const event of events) expect(transition(entry, event, at("12:00"))).toEqual({ ok: false, reason: "not-allowed" });
    }
  });
});

describe("blocking after repeated violations", () => {
  const now = at("12:00");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  it.each([
    [[daysAgo(1), daysAgo(10), daysAgo(29)], true],
    [[daysAgo(1), daysAgo(10)], false],
    [[daysAgo(1), daysAgo(10), daysAgo(31)], false],
  ])("violations at %j block: %s", (occurrences, blocked) => {
    expect(blockingDue(occurrences, now)).toBe(blocked);
  });
});
