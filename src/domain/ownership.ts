/**
 * Who holds a vehicle or a driver (docs/ownership.md): a plate and a driver's passport are held by
 * one account at a time once verified. Pure rules over plain data: the keys records are compared
 * by, how a register's answer or an administrator's decision sets a record's state, whether an
 * account may add or book a record, and which other accounts' queue entries a verified holder's
 * booking ends. The database holds the rule too (a unique index on the key of verified records).
 */
import { QueueStatus } from "./codes.ts";
import { normalisePlate } from "./licence-plate.ts";

/** unverified: not (yet) checked; pending: waiting for an administrator's review; verified: held; rejected: checked and refused. */
export const VERIFICATION_STATES = ["unverified", "pending", "verified", "rejected"] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** What verified a record: a state register's answer, or an administrator's review of the documents. */
export const VERIFIED_BY = ["registry", "review"] as const;
export type VerifiedBy = (typeof VERIFIED_BY)[number];

/**
 * Why a record is not verified (shown to its user as a locale key `ownership.notes.<note>`):
 * - registry-retry: the register has not answered yet (asked again by the periodic pass);
 * - no-holder-code: the carrier has no registration code (EDRPOU or tax number) to compare with;
 * - holder-mismatch: the register names another holder;
 * - not-registered: the register does not know the plate or passport;
 * - passport-mismatch: the register knows the passport under another name or date of birth;
 * - documents-missing: a foreign driver's passport scan is not uploaded yet;
 * - held-elsewhere: another account holds it verified;
 * - holding-moved: an administrator gave it to another account (a claim);
 * - review-rejected: an administrator refused the documents.
 */
export const VERIFICATION_NOTES = [
  "registry-retry",
  "no-holder-code",
  "holder-mismatch",
  "not-registered",
  "passport-mismatch",
  "documents-missing",
  "held-elsewhere",
  "holding-moved",
  "review-rejected",
] as const;
export type VerificationNote = (typeof VERIFICATION_NOTES)[number];

export type OwnedSubject = "vehicle" | "driver";

/** A record's verification as stored. */
export interface Verification {
  state: VerificationState;
  by: VerifiedBy | null;
  note: VerificationNote | null;
}

/** The key a plate is held by: the normalised plate (Cyrillic look-alikes as Latin letters, no separators). */
export function plateKey(plate: string): string {
  return normalisePlate(plate);
}

/**
 * The key a driver's passport is held by: series and number together, upper case, without
 * spaces. The issuing country is not part of it, so a wrong citizenship cannot dodge the key.
 */
export function passportKey(passport: { series: string | null | undefined; number: string }): string {
  return `${passport.series ?? ""}${passport.number}`.toUpperCase().replace(/\s+/g, "");
}

/** A register's code for a holder, compared without spaces (EDRPOU: 8 digits; a person's tax number: 10). */
export function holderCodeKey(code: string): string {
  return code.replace(/\s+/g, "");
}

/** How a record is verified: Ukrainian vehicles and drivers by the state registers, others by an administrator's review. */
export function verificationPath(record: { subject: "vehicle"; country: string } | { subject: "driver"; origin: string }): "registry" | "review" {
  return record.subject === "vehicle" ? (record.country === "UA" ? "registry" : "review") : record.origin === "ukrainian" ? "registry" : "review";
}

const state = (value: VerificationState, by: VerifiedBy | null = null, note: VerificationNote | null = null): Verification => ({ state: value, by, note });

/** The vehicle register's answer: the holder's code, not registered, or no answer. */
export type VehicleRegisterAnswer = { kind: "found"; holderCode: string } | { kind: "not-found" } | { kind: "unavailable" };

/** A Ukrainian vehicle's state from the register's answer and the code of the carrier it is added under. */
export function vehicleRegisterOutcome(answer: VehicleRegisterAnswer, carrierCode: string | null): Verification {
  if (answer.kind === "unavailable") return state("unverified", null, "registry-retry");
  if (answer.kind === "not-found") return state("rejected", null, "not-registered");
  if (!carrierCode || holderCodeKey(carrierCode) === "") return state("unverified", null, "no-holder-code");
  return holderCodeKey(answer.holderCode) === holderCodeKey(carrierCode) ? state("verified", "registry") : state("rejected", null, "holder-mismatch");
}

/** The passport register's answer for a Ukrainian driver's passport, name and date of birth. */
export type PassportRegisterAnswer = "match" | "mismatch" | "not-found" | "unavailable";

export function passportRegisterOutcome(answer: PassportRegisterAnswer): Verification {
  switch (answer) {
    case "match":
      return state("verified", "registry");
    case "mismatch":
      return state("rejected", null, "passport-mismatch");
    case "not-found":
      return state("rejected", null, "not-registered");
    case "unavailable":
      return state("unverified", null, "registry-retry");
  }
}

/** A foreign record waits for a review when it has documents; a driver without a passport scan stays unverified. */
export function reviewOutcome(hasDocuments: boolean): Verification {
  return hasDocuments ? state("pending") : state("unverified", null, "documents-missing");
}

/**
 * Whether an account may add (or change to) a key: refused when another account holds it
 * verified. `holder` is the account holding the key verified, or null.
 */
export function additionAllowed(userId: number, holder: number | null): boolean {
  return holder === null || holder === userId;
}

/** Whether an edit keeps a record's verification: the key and what verified it are unchanged. */
export function editKeepsVerification(
  before: { key: string; origin: string; person?: string },
  after: { key: string; origin: string; person?: string },
): boolean {
  return before.key === after.key && before.origin === after.origin && before.person === after.person;
}

/** An open queue entry of another account that uses a key the booker holds verified. */
export interface ConflictingEntry {
  id: number;
  userId: number;
  status: number;
}

/**
 * What a verified holder's booking does to other accounts' open entries with its plate or
 * passports: those waiting or called up are annulled (the holder's booking wins); one already under
 * control at the checkpoint (an operator admitted it) is not taken from the booth, and the booking
 * is refused as busy until it ends. The booker's own entries are left to the usual one-entry rule.
 */
export function squatterOutcome(bookerId: number, entries: readonly ConflictingEntry[]): { annul: number[]; busy: boolean } {
  const others = entries.filter((entry) => entry.userId !== bookerId);
  return {
    annul: others.filter((entry) => entry.status === QueueStatus.Awaiting || entry.status === QueueStatus.BeReady).map((entry) => entry.id),
    busy: others.some((entry) => entry.status === QueueStatus.OnControl),
  };
}

/** A holder is told of uses of their key elsewhere at most once per key in this time. */
export const HOLDER_NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;

export function holderNoticeDue(lastToldAt: Date | null, now: Date): boolean {
  return lastToldAt === null || now.getTime() - lastToldAt.getTime() >= HOLDER_NOTICE_INTERVAL_MS;
}

/** A passport as notices name it (mail and SMS leave the portal): the first two and last two characters. */
export function maskedPassport(key: string): string {
  if (key.length <= 4) return "•".repeat(key.length);
  return `${key.slice(0, 2)}${"•".repeat(key.length - 4)}${key.slice(-2)}`;
}

export type ReviewStatus = "pending" | "approved" | "rejected";

/** Whether a review may be decided: only a pending one, and a rejection needs a reason. */
export function reviewDecisionAllowed(status: ReviewStatus, decision: { approve: true } | { approve: false; reason: string }): "ok" | "decided" | "reason-required" {
  if (status !== "pending") return "decided";
  if (!decision.approve && decision.reason.trim().length < 3) return "reason-required";
  return "ok";
}

/** How often the periodic pass asks the registers again about records they did not answer for. */
export const REGISTRY_RETRY_MS = 10 * 60 * 1000;
