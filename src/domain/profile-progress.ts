/**
 * The profile's progress: for each section of the profile menu ('My info', carrier, drivers,
 * vehicles, permits, violations) what it holds or still lacks, and the one next step a user should
 * take until the carrier of their vehicle type may join the queue (SPEC §4's join decision reads
 * `has_enough_carrier_info`, and booking also needs a verified phone).
 *
 * The order of the steps is the order a new user meets them: 'My info' (where sign-up lands, and
 * whose verified phone booking needs), the carrier's details, a driver, a vehicle, and a regular
 * permit for a bus carrier on regular routes; then 'Стати в чергу'.
 */
import { missingCarrierInfo } from "./carrier-sufficiency.ts";
import { VehicleType } from "./codes.ts";

export interface ProfileFacts {
  /** The carrier type chosen after sign-up (null: not chosen yet). */
  carrierType: VehicleType | null;
  /**
   * 'My info': whether it is saved, and whether the user has a verified phone (verified there, or
   * the phone the account signed up with), which booking needs.
   */
  details: { saved: boolean; phoneVerified: boolean };
  /** The carrier of `carrierType`, null until saved. */
  carrier: { regularPassenger: boolean } | null;
  /** Saved drivers. */
  drivers: number;
  /** Saved vehicles of `carrierType`. */
  vehicles: number;
  /** Saved permits, and how many of them are regular. */
  permits: number;
  regularPermits: number;
  /** Active violations and blockings. */
  activeViolations: number;
  blocked: boolean;
}

export type ProfileSection = "details" | "carrier" | "drivers" | "vehicles" | "permits" | "violations";
export const PROFILE_SECTIONS: readonly ProfileSection[] = ["details", "carrier", "drivers", "vehicles", "permits", "violations"];

/**
 * What a section shows under its name:
 * - `missing`: required and not given yet ('no driver yet');
 * - `unverified`: 'My info' saved, the phone not verified;
 * - `done`: given (with `count` for lists);
 * - `optional`: nothing given and nothing required (permits of a truck carrier);
 * - `none` / `active`: no active violations / `count` active ones (`blocked` when a blocking runs).
 */
export type SectionState =
  | { section: ProfileSection; status: "missing" | "unverified" | "optional" | "none" }
  | { section: ProfileSection; status: "done" | "active"; count?: number; blocked?: boolean };

/** The next thing to do: a section to complete, or join the queue. */
export type NextStep = { kind: "section"; section: Exclude<ProfileSection, "violations">; reason: "missing" | "unverified" } | { kind: "joinQueue" };

export interface ProfileProgress {
  sections: SectionState[];
  next: NextStep;
  /** How many of the required steps are done, of how many. */
  done: number;
  required: number;
}

export function profileProgress(facts: ProfileFacts): ProfileProgress {
  const vehicleType = facts.carrierType ?? VehicleType.Truck;
  const regularPassenger = facts.carrier?.regularPassenger ?? false;
  const lacking = missingCarrierInfo({
    vehicleType,
    regularPassenger,
    drivers: facts.drivers,
    vehicles: facts.vehicles,
    regularPermits: facts.regularPermits,
  });
  const permitRequired = vehicleType === VehicleType.Bus && regularPassenger;
  const listState = (section: ProfileSection, count: number, required: boolean): SectionState =>
    count > 0 ? { section, status: "done", count } : { section, status: required ? "missing" : "optional" };

  const details: SectionState = facts.details.phoneVerified
    ? { section: "details", status: "done" }
    : facts.details.saved
      ? { section: "details", status: "unverified" }
      : { section: "details", status: "missing" };
  const sections: SectionState[] = [
    details,
    facts.carrier ? { section: "carrier", status: "done" } : { section: "carrier", status: "missing" },
    listState("drivers", facts.drivers, true),
    listState("vehicles", facts.vehicles, true),
    permitRequired && lacking.includes("regularPermit")
      ? { section: "permits", status: "missing" }
      : listState("permits", facts.permits, false),
    facts.activeViolations > 0
      ? { section: "violations", status: "active", count: facts.activeViolations, blocked: facts.blocked }
      : { section: "violations", status: "none" },
  ];
  const requiredSections = sections.filter(
    (state) => state.section !== "violations" && (state.section !== "permits" || permitRequired),
  );
  const pending = requiredSections.find((state) => state.status === "missing" || state.status === "unverified");
  const next: NextStep = pending
    ? {
        kind: "section",
        section: pending.section as Exclude<ProfileSection, "violations">,
        reason: pending.status === "unverified" ? "unverified" : "missing",
      }
    : { kind: "joinQueue" };
  return {
    sections,
    next,
    done: requiredSections.filter((state) => state.status === "done").length,
    required: requiredSections.length,
  };
}
