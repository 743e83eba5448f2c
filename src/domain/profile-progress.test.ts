import { describe, expect, it } from "vitest";
import { VehicleType } from "./codes.ts";
import { profileProgress, type ProfileFacts } from "./profile-progress.ts";

const fresh: ProfileFacts = {
  carrierType: VehicleType.Truck,
  details: { saved: false, phoneVerified: false },
  carrier: null,
  drivers: 0,
  vehicles: 0,
  permits: 0,
  regularPermits: 0,
  activeViolations: 0,
  blocked: false,
};
const ready: ProfileFacts = {
  ...fresh,
  details: { saved: true, phoneVerified: true },
  carrier: { regularPassenger: false },
  drivers: 1,
  vehicles: 2,
};
const statusOf = (facts: ProfileFacts) => Object.fromEntries(profileProgress(facts).sections.map((state) => [state.section, state.status]));

describe("profile progress: the next step", () => {
  it.each([
    ["a new user fills in 'My info' first", fresh, { kind: "section", section: "details", reason: "missing" }],
    ["saved 'My info' without a verified phone asks for the code", { ...fresh, details: { saved: true, phoneVerified: false } }, { kind: "section", section: "details", reason: "unverified" }],
    ["a phone verified at sign-up is enough for 'My info'", { ...fresh, details: { saved: false, phoneVerified: true } }, { kind: "section", section: "carrier", reason: "missing" }],
    ["then the carrier", { ...ready, carrier: null, drivers: 0, vehicles: 0 }, { kind: "section", section: "carrier", reason: "missing" }],
    ["then a driver", { ...ready, drivers: 0, vehicles: 0 }, { kind: "section", section: "drivers", reason: "missing" }],
    ["then a vehicle", { ...ready, vehicles: 0 }, { kind: "section", section: "vehicles", reason: "missing" }],
    ["a truck carrier with all of it joins the queue", ready, { kind: "joinQueue" }],
    ["a bus carrier on regular routes needs a regular permit", { ...ready, carrierType: VehicleType.Bus, carrier: { regularPassenger: true } }, { kind: "section", section: "permits", reason: "missing" }],
    ["an irregular permit does not do for regular routes", { ...ready, carrierType: VehicleType.Bus, carrier: { regularPassenger: true }, permits: 1 }, { kind: "section", section: "permits", reason: "missing" }],
    ["with a regular permit it joins the queue", { ...ready, carrierType: VehicleType.Bus, carrier: { regularPassenger: true }, permits: 1, regularPermits: 1 }, { kind: "joinQueue" }],
    ["a bus carrier on irregular routes needs no permit", { ...ready, carrierType: VehicleType.Bus }, { kind: "joinQueue" }],
    ["violations do not hold the profile back (booking refuses a blocked user itself)", { ...ready, activeViolations: 1, blocked: true }, { kind: "joinQueue" }],
  ] as const)("%s", (_, facts, next) => {
    expect(profileProgress(facts).next).toEqual(next);
  });
});

describe("profile progress: what each section shows", () => {
  it("a new user lacks everything required; permits are optional for trucks; no violations", () => {
    expect(statusOf(fresh)).toEqual({ details: "missing", carrier: "missing", drivers: "missing", vehicles: "missing", permits: "optional", violations: "none" });
    expect(profileProgress(fresh)).toMatchObject({ done: 0, required: 4 });
  });

  it("counts drivers, vehicles and permits, and active violations", () => {
    const progress = profileProgress({ ...ready, permits: 3, activeViolations: 2, blocked: true });
    expect(progress.sections).toEqual([
      { section: "details", status: "done" },
      { section: "carrier", status: "done" },
      { section: "drivers", status: "done", count: 1 },
      { section: "vehicles", status: "done", count: 2 },
      { section: "permits", status: "done", count: 3 },
      { section: "violations", status: "active", count: 2, blocked: true },
    ]);
    expect(progress).toMatchObject({ done: 4, required: 4 });
  });

  it("a regular-route bus carrier's permits are required, and counted among the steps", () => {
    const bus = { ...ready, carrierType: VehicleType.Bus, carrier: { regularPassenger: true } } as const;
    expect(statusOf(bus).permits).toBe("missing");
    expect(profileProgress(bus)).toMatchObject({ done: 4, required: 5 });
    expect(statusOf({ ...bus, permits: 1, regularPermits: 1 }).permits).toBe("done");
  });

  it("a user without a carrier type yet is shown the truck's rules", () => {
    expect(profileProgress({ ...ready, carrierType: null }).next).toEqual({ kind: "joinQueue" });
  });
});
