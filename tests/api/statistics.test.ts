/**
 * Statistics on a known simulated history: three days at Yahodyn–Dorohusk with a fixed seed, driven
 * through the engine, then the endpoint's counts and wait percentiles checked against the history
 * and entries the engine wrote (read plainly here, and counted in the test).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { queryRows } from "../../src/server/db/client.ts";
import { checkpoints } from "../../src/server/db/schema.ts";
import { runSimulation, type SimulationRun } from "../../src/server/modules/statistics/simulation.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let run: SimulationRun;
let yahodyn: number;
// Kyiv is UTC+2 in November: these are the local days 2026-11-02 … 2026-11-04 exactly.
const FROM = new Date("2026-11-01T22:00:00Z");
const TO = new Date("2026-11-04T22:00:00Z");

interface Recorded {
  entry_id: number;
  vehicle_type: number;
  event: string;
  at: Date;
}
let history: Recorded[];
let entries: Array<{ id: number; vehicle_type: number; status: number; registered_at: Date; admitted_at: Date | null }>;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db.select({ id: checkpoints.id }).from(checkpoints).where(eq(checkpoints.slug, "yahodyn-dorohusk"));
  yahodyn = row!.id;
  run = await runSimulation(t.database.db, { from: FROM, to: TO, seed: 42, checkpointIds: [yahodyn] });
  const db = t.database.db;
  entries = (
    await queryRows<{ id: number; vehicle_type: number; status: number; registered_at: string; admitted_at: string | null }>(
      db,
      sql`select id, vehicle_type, status, registered_at, admitted_at from queue_entries where checkpoint_id = ${yahodyn}`,
    )
  ).map((e) => ({ ...e, registered_at: new Date(e.registered_at), admitted_at: e.admitted_at === null ? null : new Date(e.admitted_at) }));
  history = (
    await queryRows<{ entry_id: number; vehicle_type: number; event: string; at: string }>(
      db,
      sql`select h.entry_id, e.vehicle_type, h.event, h.at from queue_history h join queue_entries e on e.id = h.entry_id where e.checkpoint_id = ${yahodyn}`,
    )
  ).map((h) => ({ ...h, at: new Date(h.at) }));
}, 120_000);
afterAll(() => t.close());

const get = (query: string, path = "/statistics") => t.request(`/api/v3${path}?${query}`, { headers: { "X-Client-Locale": "en" } });
const localDay = (at: Date) => new Date(at.getTime() + 2 * 3_600_000).toISOString().slice(0, 10);
const events = (event: string, vehicleType?: number) =>
  history.filter((h) => h.event === event && (vehicleType === undefined || h.vehicle_type === vehicleType) && h.at >= FROM && h.at < TO);

function percentile90(values: number[]): number {
  // percentile_cont: linear between the two nearest ranks.
  const sorted = [...values].sort((a, b) => a - b);
  const rank = 0.9 * (sorted.length - 1);
  const low = Math.floor(rank);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (rank - low);
}

describe("statistics of a simulated history", () => {
  it("simulated realistic truck volumes: about 600 a weekday at Yahodyn", () => {
    expect(entries.map((e) => e.id).sort((a, b) => a - b)).toEqual(run.entryIds);
    const trucks = entries.filter((entry) => entry.vehicle_type === 1);
    expect(trucks.length / 3).toBeGreaterThan(450);
    expect(trucks.length / 3).toBeLessThan(750);
    for (const status of [60, 70, 80]) expect(trucks.some((entry) => entry.status === status)).toBe(true);
    // Most trucks cross; the rest expire, cancel, or are still in the queue at the end.
    expect(trucks.filter((entry) => entry.status === 60).length / trucks.length).toBeGreaterThan(0.7);
  });

  it("counts what the simulation recorded, per day and in total, with the wait's average and 90th percentile", async () => {
    const res = await get(`checkpoint_id=${yahodyn}&vehicle_type=1&from=2026-11-02&to=2026-11-04`);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBeTruthy();
    const { data } = await res.json();
    const expected = {
      registered: events("submit", 1).length,
      called: events("call-up", 1).length,
      admitted: events("admit", 1).length,
      passed: events("pass", 1).length,
      no_shows: events("expire", 1).length,
      cancelled: events("cancel", 1).length,
    };
    expect(data.totals).toEqual(expected);
    expect(data.days.map((day: { date: string }) => day.date)).toEqual(["2026-11-02", "2026-11-03", "2026-11-04"]);
    for (const day of data.days) {
      expect(day.registered).toBe(events("submit", 1).filter((h) => localDay(h.at) === day.date).length);
      expect(day.passed).toBe(events("pass", 1).filter((h) => localDay(h.at) === day.date).length);
    }
    expect(data.hours).toHaveLength(24);
    expect(data.hours.reduce((sum: number, hour: { called: number }) => sum + hour.called, 0)).toBe(expected.called);
    const waits = entries
      .filter((entry) => entry.vehicle_type === 1 && entry.admitted_at && entry.admitted_at >= FROM && entry.admitted_at < TO)
      .map((entry) => (entry.admitted_at!.getTime() - entry.registered_at.getTime()) / 60_000);
    expect(waits.length).toBeGreaterThan(1000);
    expect(data.wait_minutes.admitted).toBe(waits.length);
    expect(data.wait_minutes.average).toBeCloseTo(waits.reduce((a, b) => a + b, 0) / waits.length, 0);
    expect(data.wait_minutes.p90).toBeCloseTo(percentile90(waits), 0);
  });

  it("counts all vehicle types when none is named", async () => {
    const { data } = await (await get(`checkpoint_id=${yahodyn}&from=2026-11-02&to=2026-11-04`)).json();
    expect(data.vehicle_type).toBeNull();
    expect(data.totals.registered).toBe(events("submit").length);
    expect(data.totals.registered).toBeGreaterThan(events("submit", 1).length);
  });

  it("answers the same figures as CSV, with a file name", async () => {
    const res = await get(`checkpoint_id=${yahodyn}&vehicle_type=1&from=2026-11-02&to=2026-11-04`, "/statistics.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename=statistics-${yahodyn}-1-2026-11-02-2026-11-04.csv`);
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("period,value,registered,called,admitted,passed,no_shows,cancelled");
    expect(lines.filter((line) => line.startsWith("day,"))).toHaveLength(3);
    expect(lines.filter((line) => line.startsWith("hour,"))).toHaveLength(24);
    const total = lines.find((line) => line.startsWith("total,"))!.split(",");
    expect(Number(total[2])).toBe(events("submit", 1).length);
    expect(lines.at(-1)).toMatch(/^wait_minutes,p90,\d+(\.\d)?$/);
  });

  it("refuses a range too long, reversed, or a checkpoint that does not exist", async () => {
    const long = await get(`checkpoint_id=${yahodyn}&from=2026-01-01&to=2026-06-30`);
    expect(long.status).toBe(422);
    expect((await long.json()).errors.to).toEqual(["Choose at most 92 days."]);
    const reversed = await get(`checkpoint_id=${yahodyn}&from=2026-11-04&to=2026-11-02`);
    expect(reversed.status).toBe(422);
    expect((await reversed.json()).errors.from).toHaveLength(1);
    expect((await get(`checkpoint_id=999999&from=2026-11-02&to=2026-11-04`)).status).toBe(404);
    expect((await get(`checkpoint_id=abc`)).status).toBe(422);
    expect((await get(`checkpoint_id=${yahodyn}&from=2026-13-01`)).status).toBe(422);
    expect((await get(`checkpoint_id=${yahodyn}&vehicle_type=4`)).status).toBe(422);
    // Dates outside any record the queue can have: refused, never a server error (the fuzzer's year 1).
    const early = await get(`checkpoint_id=${yahodyn}&to=0001-01-01`);
    expect(early.status).toBe(422);
    expect(Object.keys((await early.json()).errors)).toEqual(["from"]);
    expect((await get(`checkpoint_id=${yahodyn}&from=2026-11-01&to=9999-12-31`)).status).toBe(422);
    expect((await get(`checkpoint_id=${yahodyn}&to=0001-01-01`, "/statistics.csv")).status).toBe(422);
  });

});
