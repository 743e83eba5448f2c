/** The queue's policies (DESIGN.md "Queue model"), with their defaults; deployments may change them. */
export interface QueuePolicy {
  /** A called-up entry must be confirmed within this many minutes. */
  confirmMinutes: number;
  /** A confirmed entry must be admitted within this many minutes. */
  entryMinutes: number;
  /** An extension puts the call-up off by this many hours, keeping the place. */
  extensionHours: number;
  /** Extensions one entry may have. */
  extensionsPerEntry: number;
  /** A driver may extend once in this many days. */
  extensionPeriodDays: number;
  /** This many violations within `violationWindowDays` block booking for `blockingDays`. */
  violationsToBlock: number;
  violationWindowDays: number;
  blockingDays: number;
}

export const DEFAULT_QUEUE_POLICY: QueuePolicy = {
  confirmMinutes: 10,
  entryMinutes: 30,
  extensionHours: 2,
  extensionsPerEntry: 1,
  extensionPeriodDays: 60,
  violationsToBlock: 3,
  violationWindowDays: 30,
  blockingDays: 14,
};

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Whether the violations at `occurrences` block the user at `now`: `violationsToBlock` of them
 * within the last `violationWindowDays`.
 */
export function blockingDue(occurrences: readonly Date[], now: Date, policy: QueuePolicy = DEFAULT_QUEUE_POLICY): boolean {
  const since = now.getTime() - policy.violationWindowDays * DAY_MS;
  return occurrences.filter((at) => at.getTime() > since && at.getTime() <= now.getTime()).length >= policy.violationsToBlock;
}
