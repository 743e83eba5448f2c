/**
 * Violations and blockings (SPEC §3, §6): what a user did wrong in the queue, and the blocking
 * that follows repeated violations. Each has a kind (its name and description in the user's
 * language come from the locale files), a subject (what it concerns), a date and a term: a
 * violation counts for 30 days, a blocking lasts its term. Active until the term ends, archived
 * after; the status is always computed from `now`, never stored.
 */
import { DAY_MS, DEFAULT_QUEUE_POLICY } from "./queue/policy.ts";

/** held-by-another: booked with a vehicle or driver that another account holds verified (docs/ownership.md). */
export const VIOLATION_KINDS = ["missed-confirmation", "no-show", "late-cancellation", "held-by-another", "blocking"] as const;
export type ViolationKind = (typeof VIOLATION_KINDS)[number];
export type ViolationStatus = "active" | "archived";

/** How long a violation counts, and a blocking lasts (the queue's policies: 3 violations in 30 days block for 14 days). */
export const VIOLATION_COUNTS_DAYS = DEFAULT_QUEUE_POLICY.violationWindowDays;
export const BLOCKING_DAYS = DEFAULT_QUEUE_POLICY.blockingDays;

/** When a violation stops counting, or a blocking ends. */
export function violationEndsAt(kind: ViolationKind, occurredAt: Date, blockingDays = BLOCKING_DAYS): Date {
  const days = kind === "blocking" ? blockingDays : VIOLATION_COUNTS_DAYS;
  return new Date(occurredAt.getTime() + days * DAY_MS);
}

export function violationStatus(endsAt: Date, now: Date): ViolationStatus {
  return now.getTime() < endsAt.getTime() ? "active" : "archived";
}

/** The term in whole days (rounded up), as shown to the user. */
export function termDays(occurredAt: Date, endsAt: Date): number {
  return Math.ceil((endsAt.getTime() - occurredAt.getTime()) / DAY_MS);
}
