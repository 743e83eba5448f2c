import { describe, expect, it } from "vitest";
import { VehicleType } from "../../../domain/codes.ts";
import { MESSAGES } from "../../../locales/index.ts";
import { createI18n } from "../../i18n.ts";
import { checkpointDetails, waitText } from "./checkpoint-details.ts";
import type { Checkpoint } from "./types.ts";

const checkpoint: Checkpoint = {
  id: 1,
  slug: "yahodyn-dorohusk",
  name: { uk: "Ягодин", pl: "Jagodzin", en: "Yahodyn", ro: "Iahodin", tr: "Yahodin", sk: "Jahodyn", hu: "Jahogyin" },
  foreign_name: { uk: "Дорогуськ", pl: "Dorohusk", en: "Dorohusk", ro: "Dorohusk", tr: "Dorohusk", sk: "Dorohusk", hu: "Dorohusk" },
  time_zone: "Europe/Kyiv",
  is_open: true,
  booking_enabled: true,
  checkpoints_count: 6,
  lanes: [
    { id: 1, vehicle_type: VehicleType.Truck, flow_type: 1, category: "A", is_open: true, schedule: null },
    { id: 2, vehicle_type: VehicleType.Car, flow_type: 2, category: "A", is_open: true, schedule: { 1: [{ from: "08:00", to: "20:00" }] } },
  ],
  load: { vehicles_in_queue: { trucks: 21, buses: 0, cars: 3 }, waiting_minutes: { trucks: 135, buses: null, cars: 40 }, free_places_today: 1 },
};

describe("what the booking wizard says of a checkpoint", () => {
  const en = createI18n("en", MESSAGES.en).t;
  const uk = createI18n("uk", MESSAGES.uk).t;

  it("gives the vehicle type's queue and wait, the day's free places, the checkpoints it groups and its hours, in the page's language", () => {
    expect(checkpointDetails(checkpoint, VehicleType.Truck, "en", en)).toEqual([
      "In the queue: 21",
      "Waiting time: 2 h 15 min",
      "Free places today: 1",
      "Number of checkpoints: 6",
      "Opening hours: around the clock, every day",
    ]);
    const car = checkpointDetails(checkpoint, VehicleType.Car, "uk", uk);
    expect(car[0]).toBe(uk("booking.checkpoint.waiting", { count: 3 }));
    expect(car[0]).toContain("3");
    expect(car[1]).toContain("40");
    expect(car[4]).not.toBe(checkpointDetails(checkpoint, VehicleType.Truck, "uk", uk)[4]);
  });

  it("says when the wait is not known, and gives minutes alone under an hour", () => {
    expect(waitText(null, en)).toBe("no data");
    expect(waitText(45, en)).toBe("45 min");
    expect(waitText(60, en)).toBe("1 h 0 min");
  });
});
