/**
 * The public workload API: v3 and the national service's compatible v4/v5 paths. Shapes and field
 * types, the plate search (spacing, case, Cyrillic look-alikes), masking (no full plate, name or
 * passport unless the plate was searched for), ETag/304, the headers clients send, bad input.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import { vehicles } from "../../src/server/db/schema.ts";
import { advance, caller, checkpointId } from "../support/booking.ts";
import { insertBookers, type DirectBooker } from "../support/direct-bookers.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
// After the app's modules (the schemas' OpenAPI extension comes with them).
import { BOARDS_MIN_AGE_MS } from "../../src/server/modules/workload/workload.ts";

const secret = loadConfig({ APP_ENV: "test", LOG_LEVEL: "silent" }).sessionSecret;
const SEARCHED = "BC1234HK";

let t: TestApp;
let yahodyn: number;
let bookers: DirectBooker[];
const plates: string[] = [];

/** Books a dynamic truck entry at Yahodyn for the booker, through the API. */
async function bookTruck(booker: DirectBooker, app = t) {
  const call = caller(app, booker.auth);
  const created = await call("POST", "/queue-drafts", { checkpoint_id: yahodyn });
  expect(created.status).toBe(201);
  const { id } = (await created.json()).data;
  const patched = await call("PATCH", `/queue-drafts/${id}`, { driver_ids: booker.driverIds, vehicle_id: booker.vehicleId, cargo: { code: "8703", description: "Cars" } });
  expect(patched.status).toBe(200);
  const submitted = await call("POST", `/queue-drafts/${id}/submit`);
  expect(submitted.status).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  yahodyn = await checkpointId(t);
  bookers = await insertBookers(t.database.db, 3, { vehicleType: 1, secret });
  // One vehicle's plate is written with letters that have Cyrillic look-alikes.
  await t.database.db.update(vehicles).set({ plate: SEARCHED }).where(eq(vehicles.id, bookers[1]!.vehicleId));
  bookers[1]!.plate = SEARCHED;
  for (const booker of bookers) {
    await bookTruck(booker);
    plates.push(booker.plate);
  }
}, 60_000);
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.request(path, { headers: { "X-Client-Locale": "en", ...headers } });

/** Nothing personal of the bookers' in an answer: no full plate, no driver's name or passport. */
function expectNothingPersonal(text: string, except?: string) {
  for (const plate of plates.filter((p) => p !== except)) expect(text).not.toContain(plate);
  expect(text).not.toMatch(/Kowalski|Jan\b|DP[0-9A-F]{8}/);
}

describe("GET /api/v4|v5/workload/{carrierType}", () => {
  it("lists every checkpoint queue of the vehicle type with the national service's fields", async () => {
    const res = await get("/api/v5/workload/1", { "X-User-Agent": "Bot/1.0 Web/1.0 User/guest", "X-Device-Id": "abc", "X-Device-Name": "bot" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    expect(res.headers.get("etag")).toBeTruthy();
    const text = await res.text();
    expectNothingPersonal(text);
    const body = JSON.parse(text);
    expect(body.data.length).toBeGreaterThanOrEqual(16);
    for (const item of body.data) {
      expect(item).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          title: expect.any(String),
          country_id: expect.any(Number),
          for_vehicle_type: 1,
          queue_flow: expect.any(Number),
          is_paused: expect.any(Boolean),
          cancel_after: expect.any(Number),
          lat: expect.any(Number),
          lng: expect.any(Number),
          wait_time: expect.any(Number),
          vehicle_in_active_queues_counts: expect.any(Number),
          free_slots_today: expect.any(Number),
          slots_units_left_today: expect.any(Number),
          tooltip: expect.any(String),
        }),
      );
      expect(Number.isInteger(item.wait_time)).toBe(true);
    }
    const yahodynTrucks = body.data.find((item: { id: number }) => item.id === yahodyn);
    expect(yahodynTrucks).toMatchObject({ title: "Yahodyn – Dorohusk", queue_flow: 1, is_paused: false, is_main: true, vehicle_in_active_queues_counts: 3 });
    expect(yahodynTrucks.wait_time).toBeGreaterThan(0);
    expect(body.filters.countries).toContainEqual({ id: yahodynTrucks.country_id, name: "Poland", icon: "🇵🇱", code: "PL" });
    for (const country of body.filters.countries) expect(country).toEqual({ id: expect.any(Number), name: expect.any(String), icon: expect.any(String), code: expect.any(String) });
    // Ustyluh serves empty trucks only: an additional queue.
    expect(body.data.find((item: { title: string }) => item.title.startsWith("Ustyluh"))).toMatchObject({ is_main: false });
  });

  it("answers in the client's language, v4 as v5", async () => {
    const uk = await (await get("/api/v4/workload/1", { "X-Client-Locale": "uk" })).json();
    const yahodynTrucks = uk.data.find((item: { id: number }) => item.id === yahodyn);
    expect(yahodynTrucks.title).toBe("Ягодин – Дорогуськ");
    expect(uk.filters.countries.find((c: { code: string }) => c.code === "PL").name).toBe("Польща");
    expect(uk).toEqual(await (await get("/api/v5/workload/1", { "X-Client-Locale": "uk" })).json());
  });

  it("answers 304 to If-None-Match, with the rate-limit headers", async () => {
    const first = await get("/api/v5/workload/2");
    const etag = first.headers.get("etag")!;
    const again = await get("/api/v5/workload/2", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    for (const res of [first, again]) {
      expect(Number(res.headers.get("x-ratelimit-limit"))).toBeGreaterThan(0);
      expect(Number(res.headers.get("x-ratelimit-remaining"))).toBeGreaterThanOrEqual(0);
    }
  });

  it("lets pages of any origin read it", async () => {
    const res = await get("/api/v5/workload/1", { Origin: "https://dashboard.example" });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const preflight = await t.request("/api/v5/workload/1", {
      method: "OPTIONS",
      headers: { Origin: "https://dashboard.example", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "x-client-locale, x-device-id" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("x-device-id");
  });

  it.each(["/api/v5/workload/4", "/api/v5/workload/abc", "/api/v4/workload/0", "/api/v5/workload/1.0"])("answers 404 to %s", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toEqual(expect.any(String));
    expect(res.headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
  });
});

describe("GET /api/v5/workload/search", () => {
  it.each(["BC1234HK", "bc 1234 hk", "bc-1234-hk", " Bc 12-34 hK ", "ВС 1234 НК", "вс1234нк"])("finds %j whatever its spacing, case or Cyrillic look-alikes", async (typed) => {
    const res = await get(`/api/v5/workload/search?plate_number=${encodeURIComponent(typed)}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expectNothingPersonal(text, SEARCHED);
    const { data } = JSON.parse(text);
    expect(data).toEqual([
      expect.objectContaining({
        checkpoint_id: yahodyn,
        shared_type: 1,
        queue_status: 30,
        for_vehicle_type: 1,
        plate_number: SEARCHED,
        queue_number: 2,
        page: 1,
        registered_at: expect.any(String),
        estimated_entry_at: expect.any(String),
        time_on_inspection: null,
      }),
    ]);
  });

  it("answers 404 for a plate in no open queue", async () => {
    expect((await get("/api/v5/workload/search?plate_number=ZZ9999ZZ")).status).toBe(404);
  });

  it.each(["", "!!", "\u0000", "AA\u00001234", "A".repeat(41)])("refuses %j with 422", async (typed) => {
    const res = await get(`/api/v5/workload/search?plate_number=${encodeURIComponent(typed)}`);
    expect(res.status).toBe(422);
    expect((await res.json()).errors.plate_number).toHaveLength(1);
  });

  it("refuses a search without a plate with 422", async () => {
    expect((await get("/api/v5/workload/search")).status).toBe(422);
  });
});

describe("GET /api/v5/workload/{carrierType}/checkpoints/{checkpointId}/details/{sharedType}/{queueStatus}", () => {
  const details = (status = 30, query = "") => `/api/v5/workload/1/checkpoints/${yahodyn}/details/1/${status}${query}`;

  it("lists the queue in serving order with masked plates, and the queue, and the paging", async () => {
    const res = await get(details());
    expect(res.status).toBe(200);
    const text = await res.text();
    expectNothingPersonal(text);
    const body = JSON.parse(text);
    expect(body).toMatchObject({ current_page: 1, last_page: 1, per_page: 50, total: 3 });
    expect(body.checkpoint).toMatchObject({ id: yahodyn, for_vehicle_type: 1, queue_flow: 1, vehicle_in_active_queues_counts: 3 });
    expect(body.data.map((row: { queue_number: number }) => row.queue_number)).toEqual([1, 2, 3]);
    expect(body.data[1]).toEqual({
      queue_number: 2,
      plate_number: "BC****HK",
      status: 30,
      registered_at: expect.any(String),
      estimated_entry_at: expect.any(String),
      time_on_inspection: null,
    });
    for (const row of body.data) expect(row.plate_number).toMatch(/^[A-Z0-9]{2}\*+[A-Z0-9]{2}$/);
  });

  it("shows the searched plate in full, and only its row", async () => {
    const body = await (await get(details(30, "?page=1&plate_number=bc%201234%20hk"))).json();
    expect(body.data).toEqual([expect.objectContaining({ queue_number: 2, plate_number: SEARCHED })]);
    expect(body.total).toBe(1);
  });

  it("pages past the end with no rows, and lists other statuses", async () => {
    expect((await (await get(details(30, "?page=2"))).json()).data).toEqual([]);
    const onControl = await (await get(details(50))).json();
    expect(onControl).toMatchObject({ data: [], total: 0 });
  });

  it("answers 304 to If-None-Match", async () => {
    const first = await get(details());
    expect((await get(details(), { "If-None-Match": first.headers.get("etag")! })).status).toBe(304);
  });

  const at = (checkpoint: string, rest: string) => `/api/v5/workload/1/checkpoints/${checkpoint}/details/${rest}`;
  it.each([
    ["an unknown carrier type", () => `/api/v5/workload/7/checkpoints/${yahodyn}/details/1/30`, 404],
    ["a non-numeric checkpoint", () => at("x", "1/30"), 404],
    ["a checkpoint id beyond int4", () => at("99999999999", "1/30"), 404],
    ["an unknown checkpoint", () => at("99999", "1/30"), 404],
    ["a flow the checkpoint has not", () => at(String(yahodyn), "2/30"), 404],
    ["an unknown flow", () => at(String(yahodyn), "4/30"), 404],
    ["an unknown status", () => at(String(yahodyn), "1/60"), 404],
    ["page 0", () => at(String(yahodyn), "1/30?page=0"), 422],
    ["a page that is no number", () => at(String(yahodyn), "1/30?page=abc"), 422],
    ["a too long plate", () => at(String(yahodyn), `1/30?plate_number=${"A".repeat(41)}`), 422],
  ])("refuses %s", async (_, path, status) => {
    const res = await get(path());
    expect(res.status).toBe(status);
    expect((await res.json()).message).toEqual(expect.any(String));
  });
});

describe("/api/v3/workload", () => {
  it("lists checkpoint queues per vehicle type with masked data", async () => {
    const res = await get("/api/v3/workload/1");
    expect(res.status).toBe(200);
    const text = await res.text();
    expectNothingPersonal(text);
    const { data, countries } = JSON.parse(text);
    expect(data.find((q: { checkpoint_id: number }) => q.checkpoint_id === yahodyn)).toMatchObject({
      title: "Yahodyn – Dorohusk",
      vehicle_type: 1,
      flow_type: 1,
      is_main: true,
      state: "open",
      vehicles: { awaiting: 3, be_ready: 0, on_control: 0, total: 3 },
      wait_seconds: expect.any(Number),
      free_places_today: 0,
    });
    expect(countries).toContainEqual({ country: "PL", name: "Poland" });
    const buses = await (await get("/api/v3/workload/2")).json();
    expect(buses.data.find((q: { checkpoint_id: number }) => q.checkpoint_id === yahodyn)).toMatchObject({ flow_type: 2, wait_seconds: null });
  });

  it("shows a queue's board and finds a plate", async () => {
    const board = await (await get(`/api/v3/workload/1/checkpoints/${yahodyn}/1/30`)).json();
    expect(board.paging).toEqual({ current_page: 1, last_page: 1, per_page: 50, total: 3 });
    expect(board.data[1]).toMatchObject({ queue_number: 2, plate: "BC****HK", searched: false, status: 30 });
    const found = await (await get(`/api/v3/workload/search?plate=${encodeURIComponent("ВС 1234 НК")}`)).json();
    expect(found.data).toMatchObject({ checkpoint_id: yahodyn, vehicle_type: 1, flow_type: 1, status: 30, queue_number: 2, plate: SEARCHED, searched: true, page: 1 });
    expect((await get("/api/v3/workload/search?plate=ZZ9999ZZ")).status).toBe(404);
    expect((await get(`/api/v3/workload/1/checkpoints/${yahodyn}/1/40`)).status).toBe(200);
    expect((await get(`/api/v3/workload/1/checkpoints/${yahodyn}/1/70`)).status).toBe(404);
  });
});

describe("the API document", () => {
  it("lists the v3 and the compatible paths, these with their own server", async () => {
    const doc = await (await t.request("/api/v3/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/workload/search",
        "/workload/{vehicle_type}",
        "/workload/{vehicle_type}/checkpoints/{checkpoint_id}/{flow_type}/{status}",
        "/v4/workload/{carrierType}",
        "/v5/workload/{carrierType}",
        "/v5/workload/search",
        "/v5/workload/{carrierType}/checkpoints/{checkpointId}/details/{sharedType}/{queueStatus}",
      ]),
    );
    expect(doc.paths["/v5/workload/search"].get.servers).toEqual([expect.objectContaining({ url: "/api" })]);
    expect(Object.keys(doc.paths["/v5/workload/search"].get.responses)).toEqual(expect.arrayContaining(["200", "304", "404", "422", "429"]));
  });
});

describe("the rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ WORKLOAD_RATE_LIMIT: "3" });
  });
  afterAll(() => limited.close());

  it("counts every workload read of a client address, v3 and v5 alike, and answers 429 with Retry-After past it", async () => {
    const remaining: string[] = [];
    for (const path of ["/api/v5/workload/1", "/api/v3/workload/1", "/api/v5/workload/search?plate_number=ZZ1"]) {
      const res = await limited.request(path);
      expect(res.headers.get("x-ratelimit-limit")).toBe("3");
      remaining.push(res.headers.get("x-ratelimit-remaining")!);
    }
    expect(remaining).toEqual(["2", "1", "0"]);
    const refused = await limited.request("/api/v5/workload/1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect((await refused.json()).message).toEqual(expect.any(String));
    // Other reads of the API are not counted.
    expect((await limited.request("/api/v3/checkpoints")).status).toBe(200);
  });
});

describe("freshness", () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it("shows a booking at once in the list and within a second on the boards, and a call-up after the clock pass", async () => {
    const [one, two] = await insertBookers(fresh.database.db, 2, { vehicleType: 1, secret });
    const yahodynTrucks = async () =>
      ((await (await fresh.request("/api/v5/workload/1")).json()).data as Array<{ id: number; vehicle_in_active_queues_counts: number }>).find(
        (item) => item.id === yahodyn,
      )!;
    const board = async (status: number) => (await (await fresh.request(`/api/v5/workload/1/checkpoints/${yahodyn}/details/1/${status}`)).json()).total as number;
    await bookTruck(one!, fresh);
    expect((await yahodynTrucks()).vehicle_in_active_queues_counts).toBe(1);
    // A queue's boards are read anew at most once a second (BOARDS_MIN_AGE_MS), answers kept at most PUBLIC_CACHE_MS.
    await expect.poll(() => board(30), { timeout: 10_000 }).toBe(1);
    await bookTruck(two!, fresh);
    expect((await yahodynTrucks()).vehicle_in_active_queues_counts).toBe(2);
    await expect.poll(() => board(30), { timeout: 10_000 }).toBe(2);
    await advance(fresh, 1);
    await expect.poll(() => board(30), { timeout: 10_000 }).toBe(0);
    expect(await board(40)).toBe(2);
    const called = await (await fresh.request(`/api/v5/workload/1/checkpoints/${yahodyn}/details/1/40`)).json();
    for (const row of called.data) expect(row).toMatchObject({ status: 40, estimated_entry_at: expect.any(String), time_on_inspection: null });
    await expect
      .poll(async () => (await (await fresh.request(`/api/v5/workload/search?plate_number=${one!.plate}`)).json()).data?.[0]?.queue_status, { timeout: 10_000 })
      .toBe(40);
  });

  it("shows a booking on a board read during the second its boards are kept, once they are read anew, not a kept answer later", async () => {
    const [booker] = await insertBookers(fresh.database.db, 1, { vehicleType: 1, secret });
    const path = `/api/v3/workload/1/checkpoints/${yahodyn}/1/30`;
    const plates = async () => ((await (await fresh.request(path)).json()).data as Array<{ plate: string }>).map((row) => row.plate);
    // Boards read now are kept a second (BOARDS_MIN_AGE_MS), whatever changes meanwhile.
    const before = (await plates()).length;
    await bookTruck(booker!, fresh);
    // Read at once: made from the boards as they were (the booking is not on them yet).
    await plates();
    // Once the boards are read anew, so is the answer, well before an answer's own PUBLIC_CACHE_MS (5 s).
    await expect.poll(async () => (await plates()).length, { timeout: BOARDS_MIN_AGE_MS + 2_000 }).toBe(before + 1);
  });
});
