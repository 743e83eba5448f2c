import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { FlowType, VehicleType } from "../../src/domain/codes.ts";
import { laneSettings } from "../../src/server/db/schema.ts";
import { announcePublicChange } from "../../src/server/platform/public-changes.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

type Checkpoint = {
  id: number;
  slug: string;
  name: Record<string, string>;
  foreign_country: string;
  booking_enabled: boolean;
  checkpoints_count: number;
  lanes: Array<{ id: number; vehicle_type: number; flow_type: number; schedule: Record<string, Array<{ from: string; to: string }>> | null }>;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (query = "", app = t) => {
  const res = await app.request(`/api/v3/checkpoints${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Checkpoint[] }).data;
};

describe("GET /api/v3/checkpoints", () => {
  it("lists the seeded checkpoints on all five borders, Yahodyn–Dorohusk first and alone open for booking", async () => {
    const all = await list();
    expect(all).toHaveLength(16);
    expect(new Set(all.map((c) => c.foreign_country))).toEqual(new Set(["PL", "SK", "HU", "RO", "MD"]));
    expect(all[0]?.slug).toBe("yahodyn-dorohusk");
    expect(all[0]?.name.uk).toBe("Ягодин");
    expect(all.filter((c) => c.booking_enabled).map((c) => c.slug)).toEqual(["yahodyn-dorohusk"]);
  });

  it("gives each checkpoint its number of checkpoints (SPEC §3), seeded as its number of lanes", async () => {
    const all = await list();
    for (const checkpoint of all) expect(checkpoint.checkpoints_count).toBe(checkpoint.lanes.length);
    expect(all[0]!.checkpoints_count).toBeGreaterThan(1);
  });

  it("gives each lane its opening hours per ISO weekday, null for a lane open all the time", async () => {
    const [yahodyn] = await list();
    const lane = yahodyn!.lanes[0]!;
    expect(lane.schedule).toBeNull();
    await t.database.db
      .insert(laneSettings)
      .values({ laneId: lane.id, schedule: { 1: [{ from: "08:00", to: "20:00" }], 6: [{ from: "08:00", to: "14:00" }] } })
      .onConflictDoUpdate({ target: laneSettings.laneId, set: { schedule: { 1: [{ from: "08:00", to: "20:00" }], 6: [{ from: "08:00", to: "14:00" }] } } });
    // A content change is announced to every instance, whose kept answers then go stale (docs/caching.md).
    await announcePublicChange(t.database.db);
    try {
      await expect
        .poll(async () => (await list())[0]!.lanes.find((l) => l.id === lane.id)?.schedule)
        .toEqual({ "1": [{ from: "08:00", to: "20:00" }], "6": [{ from: "08:00", to: "14:00" }] });
    } finally {
      await t.database.db.update(laneSettings).set({ schedule: null }).where(eq(laneSettings.laneId, lane.id));
      await announcePublicChange(t.database.db);
    }
  });

  it("filters by vehicle type and flow", async () => {
    const cars = await list(`?vehicle_type=${VehicleType.Car}`);
    expect(cars.map((c) => c.slug)).toEqual(["yahodyn-dorohusk"]);
    const timeslot = await list(`?flow_type=${FlowType.Timeslot}`);
    expect(timeslot.length).toBeGreaterThan(0);
    for (const c of timeslot) expect(c.lanes.some((l) => l.flow_type === FlowType.Timeslot)).toBe(true);
  });

  it("takes the checkpoints open for booking from configuration", async () => {
    const other = await createTestApp({ BOOKING_CHECKPOINTS: "shehyni-medyka,krakovets-korczowa" });
    try {
      const open = (await list("", other)).filter((c) => c.booking_enabled).map((c) => c.slug);
      expect(open.sort()).toEqual(["krakovets-korczowa", "shehyni-medyka"]);
      const settings = await (await other.request("/api/v3/settings")).json();
      expect(settings.booking_checkpoints.map((c: { slug: string }) => c.slug).sort()).toEqual(open.sort());
    } finally {
      await other.close();
    }
  });

  it("is cacheable", async () => {
    const res = await t.request("/api/v3/checkpoints");
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d+/);
  });
});

describe("GET /api/v3/checkpoints/{id}", () => {
  it("answers one checkpoint with its lanes", async () => {
    const [first] = await list();
    const res = await t.request(`/api/v3/checkpoints/${first?.id}`);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.slug).toBe("yahodyn-dorohusk");
    expect(data.lanes.length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown one", async () => {
    const res = await t.request("/api/v3/checkpoints/987654", { headers: { "X-Client-Locale": "en" } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found" });
  });
});

describe("GET /api/v3/settings", () => {
  it("gives the hotlines from configuration and the open checkpoint's names", async () => {
    const other = await createTestApp({ HOTLINE_UA: "0 800 111 222", HOTLINE_FOREIGN: "+380 44 333 44 55" });
    try {
      const body = await (await other.request("/api/v3/settings")).json();
      expect(body.hotlines).toEqual({ ukrainian: "0 800 111 222", foreign: "+380 44 333 44 55" });
      expect(body.environment).toBe("test");
      expect(body.booking_checkpoints[0].foreign_name.pl).toBe("Dorohusk");
    } finally {
      await other.close();
    }
  });
});
