/**
 * The queue entry's state machine (DESIGN.md's transition table): `transition(entry, event, now)`
 * answers the next state and what follows from it (a violation to record), or refuses with a
 * reason. Every pair the table does not name is refused. Pure: `now` is always passed in.
 */
import { QueueStatus } from "../codes.ts";
import type { ViolationKind } from "../violations.ts";
import { DAY_MS, DEFAULT_QUEUE_POLICY, HOUR_MS, MINUTE_MS, type QueuePolicy } from "./policy.ts";

export interface QueueEntryState {
  status: QueueStatus;
  /** Called up (status 40) at; null before. */
  calledAt: Date | null;
  /** Must be confirmed before (called + 10 min). */
  readyDeadline: Date | null;
  confirmedAt: Date | null;
  /** Must be admitted before (confirmed + 30 min). */
  entryDeadline: Date | null;
  /** Not to be called up before (an extension). */
  notBefore: Date | null;
  extensions: number;
}

export type QueueEvent =
  | { type: "call-up" }
  | { type: "confirm" }
  | { type: "deadline" }
  | { type: "admit" }
  | { type: "pass" }
  | { type: "cancel" }
  /** `driverExtendedAt`: when the entry's driver last extended any entry, if ever. */
  | { type: "extend"; driverExtendedAt: Date | null }
  /** `violation`: what the annulment counts as for the entry's user (an ownership annulment does), if anything. */
  | { type: "annul"; reason: string; violation?: ViolationKind };

export type Refusal =
  | "not-allowed"
  | "not-yet"
  | "deadline-passed"
  | "not-confirmed"
  | "not-due"
  | "extension-used"
  | "reason-required";

export type TransitionResult =
  | { ok: true; entry: QueueEntryState; violation: ViolationKind | null }
  | { ok: false; reason: Refusal };

const OPEN: ReadonlySet<QueueStatus> = new Set([QueueStatus.Awaiting, QueueStatus.BeReady, QueueStatus.OnControl]);
const refuse = (reason: Refusal): TransitionResult => ({ ok: false, reason });
const to = (entry: QueueEntryState, changes: Partial<QueueEntryState>, violation: ViolationKind | null = null): TransitionResult => ({
  ok: true,
  entry: { ...entry, ...changes },
  violation,
});
const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);
const reached = (now: Date, deadline: Date | null) => deadline !== null && now.getTime() >= deadline.getTime();

export function isOpen(status: QueueStatus): boolean {
  return OPEN.has(status);
}

export function transition(entry: QueueEntryState, event: QueueEvent, now: Date, policy: QueuePolicy = DEFAULT_QUEUE_POLICY): TransitionResult {
  const calledUp = entry.status === QueueStatus.BeReady;
  const confirmed = calledUp && entry.confirmedAt !== null;
  switch (event.type) {
    case "call-up":
      if (entry.status !== QueueStatus.Awaiting) return refuse("not-allowed");
      if (entry.notBefore && now.getTime() < entry.notBefore.getTime()) return refuse("not-yet");
      return to(entry, { status: QueueStatus.BeReady, calledAt: now, readyDeadline: plus(now, policy.confirmMinutes * MINUTE_MS) });
    case "confirm":
      if (!calledUp || confirmed) return refuse("not-allowed");
      if (reached(now, entry.readyDeadline)) return refuse("deadline-passed");
      return to(entry, { confirmedAt: now, entryDeadline: plus(now, policy.entryMinutes * MINUTE_MS) });
    case "deadline":
      if (!calledUp) return refuse("not-allowed");
      if (!confirmed && reached(now, entry.readyDeadline)) return to(entry, { status: QueueStatus.Expired }, "missed-confirmation");
      if (confirmed && reached(now, entry.entryDeadline)) return to(entry, { status: QueueStatus.Expired }, "no-show");
      return refuse("not-due");
    case "admit":
      if (!calledUp) return refuse("not-allowed");
      if (!confirmed) return refuse("not-confirmed");
      if (reached(now, entry.entryDeadline)) return refuse("deadline-passed");
      return to(entry, { status: QueueStatus.OnControl });
    case "pass":
      if (entry.status !== QueueStatus.OnControl) return refuse("not-allowed");
      return to(entry, { status: QueueStatus.Passed });
    case "cancel":
      if (entry.status === QueueStatus.Awaiting) return to(entry, { status: QueueStatus.Cancelled });
      // Cancelling after the call-up frees the place too late for others: a late cancellation.
      if (calledUp) return to(entry, { status: QueueStatus.Cancelled }, "late-cancellation");
      return refuse("not-allowed");
    case "extend": {
      if (entry.status !== QueueStatus.Awaiting && !(calledUp && !confirmed)) return refuse("not-allowed");
      const driverRecently = event.driverExtendedAt && now.getTime() - event.driverExtendedAt.getTime() < policy.extensionPeriodDays * DAY_MS;
      if (entry.extensions >= policy.extensionsPerEntry || driverRecently) return refuse("extension-used");
      return to(entry, {
        status: QueueStatus.Awaiting,
        calledAt: null,
        readyDeadline: null,
        notBefore: plus(now, policy.extensionHours * HOUR_MS),
        extensions: entry.extensions + 1,
      });
    }
    case "annul":
      if (!isOpen(entry.status)) return refuse("not-allowed");
      if (event.reason.trim() === "") return refuse("reason-required");
      return to(entry, { status: QueueStatus.Annulled }, event.violation ?? null);
  }
}
