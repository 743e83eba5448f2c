/** The demo waiting areas: complete in every language, known services, near the checkpoint they serve. */
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../../domain/locales.ts";
import { distanceKm, isWaitingAreaService } from "../../../domain/waiting-areas.ts";
import { CHECKPOINTS } from "./checkpoint-data.ts";
import { WAITING_AREAS } from "./waiting-area-data.ts";

describe("the demo waiting areas", () => {
  it("serve a seeded checkpoint within 100 km, with names and addresses in every language", () => {
    for (const area of WAITING_AREAS) {
      const checkpoint = CHECKPOINTS.find((c) => c.slug === area.checkpointSlug);
      expect(checkpoint, area.name.en).toBeTruthy();
      expect(distanceKm(area, checkpoint!), area.name.en).toBeLessThan(100);
      for (const locale of LOCALES) for (const text of [area.name, area.address]) expect(text[locale].trim(), area.name.en).toBeTruthy();
    }
    expect(new Set(WAITING_AREAS.map((area) => CHECKPOINTS.find((c) => c.slug === area.checkpointSlug)!.foreignCountry)).size).toBe(5);
  });

  it("are told apart by checkpoint and Ukrainian name, the seed's key for them", () => {
    const keys = WAITING_AREAS.map((area) => `${area.checkpointSlug} ${area.name.uk}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("offer known services and report no more free spaces than they have", () => {
    for (const area of WAITING_AREAS) {
      expect(area.services.every(isWaitingAreaService)).toBe(true);
      if (area.freeSpaces !== null) expect(area.freeSpaces).toBeLessThanOrEqual(area.parkingSpaces);
    }
  });
});
