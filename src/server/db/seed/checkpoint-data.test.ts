import { describe, expect, it } from "vitest";
import { LOCALES } from "../../../domain/locales.ts";
import type { LocalizedText } from "../../../domain/locales.ts";
import {
  BORDER_COUNTRIES,
  FlowType,
  LANE_CATEGORIES,
  LaneDirection,
  VehicleType,
} from "../../../domain/codes.ts";
import type { BorderCountry } from "../../../domain/codes.ts";
import { CHECKPOINTS } from "./checkpoint-data.ts";

/** The 16 pairs of CHECKPOINTS.md, by border section. */
const EXPECTED_COUNTRY: Record<string, BorderCountry> = {
  "yahodyn-dorohusk": "PL",
  "krakovets-korczowa": "PL",
  "rava-ruska-hrebenne": "PL",
  "shehyni-medyka": "PL",
  "ustyluh-zosin": "PL",
  "nyzhankovychi-malhowice": "PL",
  "uzhhorod-vysne-nemecke": "SK",
  "chop-zahony": "HU",
  "porubne-siret": "RO",
  "diakove-halmeu": "RO",
  "orlivka-isaccea": "RO",
  "mohyliv-podilskyi-otaci": "MD",
  "maiaky-udobne-palanca": "MD",
  "reni-giurgiulesti": "MD",
  "starokozache-tudora": "MD",
  "vynohradivka-vulcanesti": "MD",
};

function expectComplete(text: LocalizedText, where: string): void {
  expect(Object.keys(text).sort(), where).toEqual([...LOCALES].sort());
  for (const locale of LOCALES) {
    expect(typeof text[locale], `${where}.${locale}`).toBe("string");
    expect(text[locale].trim(), `${where}.${locale}`).not.toBe("");
  }
}

function decimals(value: number): number {
  return (String(value).split(".")[1] ?? "").length;
}

describe("checkpoint seed data", () => {
  it("has the 16 checkpoint pairs, Yahodyn–Dorohusk first", () => {
    expect(CHECKPOINTS).toHaveLength(16);
    expect(CHECKPOINTS[0]?.slug).toBe("yahodyn-dorohusk");
    expect(CHECKPOINTS.map((c) => c.slug).sort()).toEqual(Object.keys(EXPECTED_COUNTRY).sort());
  });

  it("has unique kebab-case latin slugs", () => {
    const slugs = CHECKPOINTS.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("gives every text in all seven languages", () => {
    for (const c of CHECKPOINTS) {
      expectComplete(c.name, `${c.slug}.name`);
      expectComplete(c.foreignName, `${c.slug}.foreignName`);
      expectComplete(c.address, `${c.slug}.address`);
      c.lanes.forEach((lane, i) => expectComplete(lane.name, `${c.slug}.lanes[${i}].name`));
    }
  });

  it("uses the Ukrainian-side names of CHECKPOINTS.md", () => {
    const byslug = new Map(CHECKPOINTS.map((c) => [c.slug, c]));
    expect(byslug.get("yahodyn-dorohusk")?.name.uk).toBe("Ягодин");
    expect(byslug.get("yahodyn-dorohusk")?.foreignName.uk).toBe("Дорогуськ");
    expect(byslug.get("chop-zahony")?.name.uk).toBe("Чоп (Тиса)");
    expect(byslug.get("chop-zahony")?.name.hu).toContain("Csap");
    expect(byslug.get("chop-zahony")?.foreignName.hu).toBe("Záhony");
    expect(byslug.get("porubne-siret")?.foreignName.ro).toBe("Siret");
    expect(byslug.get("reni-giurgiulesti")?.foreignName.ro).toBe("Giurgiulești");
  });

  it("places every checkpoint inside Ukraine's western/southern border box", () => {
    for (const c of CHECKPOINTS) {
      expect(c.lat, c.slug).toBeGreaterThanOrEqual(45);
      expect(c.lat, c.slug).toBeLessThanOrEqual(52.5);
      expect(c.lng, c.slug).toBeGreaterThanOrEqual(22);
      expect(c.lng, c.slug).toBeLessThanOrEqual(30.5);
      expect(decimals(c.lat), `${c.slug}.lat`).toBeGreaterThanOrEqual(4);
      expect(decimals(c.lng), `${c.slug}.lng`).toBeGreaterThanOrEqual(4);
      expect(c.timeZone).toBe("Europe/Kyiv");
      expect(c.highway.trim(), c.slug).not.toBe("");
    }
  });

  it("matches each pair's foreign country to its border section", () => {
    for (const c of CHECKPOINTS) {
      expect(BORDER_COUNTRIES).toContain(c.foreignCountry);
      expect(c.foreignCountry, c.slug).toBe(EXPECTED_COUNTRY[c.slug]);
    }
  });

  it("gives every checkpoint at least one truck lane, all on the dynamic flow", () => {
    for (const c of CHECKPOINTS) {
      const trucks = c.lanes.filter((l) => l.vehicleType === VehicleType.Truck);
      expect(trucks.length, c.slug).toBeGreaterThan(0);
      for (const lane of trucks) {
        expect(lane.flowType, c.slug).toBe(FlowType.Dynamic);
        expect(lane.category.startsWith("truck-"), c.slug).toBe(true);
      }
    }
  });

  it("gives buses timeslots, with regular and irregular carriers apart", () => {
    const withBuses = CHECKPOINTS.filter((c) => c.lanes.some((l) => l.vehicleType === VehicleType.Bus));
    for (const slug of [
      "yahodyn-dorohusk",
      "krakovets-korczowa",
      "shehyni-medyka",
      "rava-ruska-hrebenne",
      "uzhhorod-vysne-nemecke",
      "chop-zahony",
      "porubne-siret",
      "mohyliv-podilskyi-otaci",
      "maiaky-udobne-palanca",
    ]) {
      expect(withBuses.map((c) => c.slug)).toContain(slug);
    }
    for (const c of withBuses) {
      const buses = c.lanes.filter((l) => l.vehicleType === VehicleType.Bus);
      expect(buses.map((l) => l.category).sort(), c.slug).toEqual(["bus-irregular", "bus-regular"]);
      for (const lane of buses) expect(lane.flowType, c.slug).toBe(FlowType.Timeslot);
    }
  });

  it("has a car lane (hybrid pilot) at Yahodyn only", () => {
    const withCars = CHECKPOINTS.filter((c) => c.lanes.some((l) => l.category === "car"));
    expect(withCars.map((c) => c.slug)).toEqual(["yahodyn-dorohusk"]);
    const cars = withCars[0]?.lanes.filter((l) => l.category === "car") ?? [];
    expect(cars).toHaveLength(1);
    expect(cars[0]?.vehicleType).toBe(VehicleType.Car);
    expect(cars[0]?.flowType).toBe(FlowType.Hybrid);
  });

  it("keeps lanes consistent: exit direction, known category, one lane per category", () => {
    for (const c of CHECKPOINTS) {
      const categories = c.lanes.map((l) => l.category);
      expect(new Set(categories).size, c.slug).toBe(categories.length);
      for (const lane of c.lanes) {
        expect(lane.direction, c.slug).toBe(LaneDirection.Exit);
        expect(LANE_CATEGORIES).toContain(lane.category);
        const expectedVehicle = lane.category.startsWith("truck-")
          ? VehicleType.Truck
          : lane.category.startsWith("bus-")
            ? VehicleType.Bus
            : VehicleType.Car;
        expect(lane.vehicleType, `${c.slug}/${lane.category}`).toBe(expectedVehicle);
      }
    }
  });

  it("uses positive integer capacities", () => {
    for (const c of CHECKPOINTS) {
      for (const lane of c.lanes) {
        expect(Number.isInteger(lane.capacityPerHour), `${c.slug}/${lane.category}`).toBe(true);
        expect(lane.capacityPerHour, `${c.slug}/${lane.category}`).toBeGreaterThan(0);
      }
    }
  });

  it("sizes Yahodyn's truck lanes at about 600 trucks a day", () => {
    const yahodyn = CHECKPOINTS.find((c) => c.slug === "yahodyn-dorohusk");
    const perDay =
      24 *
      (yahodyn?.lanes
        .filter((l) => l.vehicleType === VehicleType.Truck)
        .reduce((sum, l) => sum + l.capacityPerHour, 0) ?? 0);
    expect(perDay).toBeGreaterThanOrEqual(500);
    expect(perDay).toBeLessThanOrEqual(700);
  });

  it("names Chop's general truck lane for 3.5 t and the others for 7.5 t", () => {
    for (const c of CHECKPOINTS) {
      for (const lane of c.lanes.filter((l) => l.category === "truck-general")) {
        const tonnes = c.slug === "chop-zahony" ? "3,5" : "7,5";
        expect(lane.name.uk, c.slug).toContain(`${tonnes} т`);
        expect(lane.name.en, c.slug).toContain(`${tonnes.replace(",", ".")} t`);
      }
    }
  });
});
