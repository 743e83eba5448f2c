import { describe, expect, it } from "vitest";
import { boardPath, boundsOf, checkpointState, mapCheckpoint, mapWaitingArea, nearby, type ApiMapCheckpoint } from "./map-points.ts";

const text = (value: string) => ({ uk: `${value} (uk)`, en: value, pl: value, hu: value, ro: value, sk: value, tr: value });

const checkpoint = (overrides: Partial<ApiMapCheckpoint> = {}): ApiMapCheckpoint => ({
  id: 1,
  name: text("Yahodyn"),
  foreign_name: text("Dorohusk"),
  lat: 51.1839,
  lng: 23.8101,
  is_open: true,
  booking_enabled: true,
  lanes: [
    { vehicle_type: 1, flow_type: 1, is_open: true },
    { vehicle_type: 1, flow_type: 1, is_open: false },
    { vehicle_type: 3, flow_type: 2, is_open: true },
    { vehicle_type: 1, flow_type: 3, is_open: true },
  ],
  load: { vehicles_in_queue: { trucks: 42, buses: 0, cars: 7 }, waiting_minutes: { trucks: 95, buses: null, cars: null }, free_places_today: 12 },
  ...overrides,
});

describe("a checkpoint on the map", () => {
  it("is open while a lane takes vehicles, paused when every lane is paused, closed when the checkpoint is", () => {
    expect(checkpointState(checkpoint())).toBe("open");
    expect(checkpointState(checkpoint({ lanes: [{ vehicle_type: 1, flow_type: 1, is_open: false }] }))).toBe("paused");
    expect(checkpointState(checkpoint({ is_open: false }))).toBe("closed");
  });

  it("carries its name in the page's language, the load of each vehicle type it serves, and one board per vehicle type and flow", () => {
    expect(mapCheckpoint(checkpoint(), "uk")).toEqual({
      id: 1,
      name: "Yahodyn (uk)",
      foreignName: "Dorohusk (uk)",
      lat: 51.1839,
      lng: 23.8101,
      state: "open",
      bookingEnabled: true,
      load: [
        { vehicleType: 1, waiting: 42, minutes: 95 },
        { vehicleType: 3, waiting: 7, minutes: null },
      ],
      freePlacesToday: 12,
      boards: [
        { vehicleType: 1, flowType: 1, path: "/workload/1/checkpoints/1/1/30" },
        { vehicleType: 1, flowType: 3, path: "/workload/1/checkpoints/1/3/30" },
        { vehicleType: 3, flowType: 2, path: "/workload/3/checkpoints/1/2/30" },
      ],
    });
    expect(boardPath(2, 9, 2)).toBe("/workload/2/checkpoints/9/2/30");
  });
});

describe("a waiting area on the map", () => {
  it("keeps its free spaces when reported, null otherwise", () => {
    const area = { id: 3, name: "Truck stop", lat: 51.2, lng: 23.7, parking_spaces: 120, checkpoint: { id: 1 } };
    expect(mapWaitingArea({ ...area, free_spaces: { count: 14 } })).toEqual({ id: 3, name: "Truck stop", lat: 51.2, lng: 23.7, checkpointId: 1, parkingSpaces: 120, freeSpaces: 14 });
    expect(mapWaitingArea({ ...area, free_spaces: null }).freeSpaces).toBeNull();
  });
});

describe("nearby points", () => {
  const yahodyn = { id: 1, lat: 51.1839, lng: 23.8101 };
  const ustyluh = { id: 2, lat: 50.8592, lng: 24.1544 }; // about 44 km away
  const rava = { id: 3, lat: 50.2444, lng: 23.6378 }; // about 105 km away
  const chop = { id: 4, lat: 48.4319, lng: 22.2083 }; // about 325 km away

  it("are those within the distance, nearest first, the place itself included", () => {
    expect(nearby([chop, rava, ustyluh, yahodyn], yahodyn).map((point) => point.id)).toEqual([1, 2, 3]);
    expect(nearby([chop, rava, ustyluh, yahodyn], yahodyn, 50).map((point) => point.id)).toEqual([1, 2]);
  });

  it("fit in the corners of their bounds", () => {
    expect(boundsOf([yahodyn, chop, rava])).toEqual([
      [48.4319, 22.2083],
      [51.1839, 23.8101],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});
