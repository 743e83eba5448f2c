import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitingAreas } from "../../src/server/db/schema.ts";
import { announcePublicChange } from "../../src/server/platform/public-changes.ts";
import { TEST_HEADERS } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Area {
  id: number;
  name: string;
  services: string[];
  free_spaces: { count: number; reported_at: string } | null;
  checkpoint: { id: number; name: string; country: string };
}
type List = { data: Area[]; meta: { services: string[]; total: number } };

const get = (path: string, locale = "en", headers: Record<string, string> = {}) =>
  t.request(`/api/v3${path}`, { headers: { "X-Client-Locale": locale, ...headers } });
const list = async (query = "", locale = "en") => {
  const res = await get(`/waiting-areas${query}`, locale);
  expect(res.status).toBe(200);
  return (await res.json()) as List;
};

describe("GET /api/v3/waiting-areas", () => {
  it("lists the published areas by border and checkpoint, in the client's language, with caching headers", async () => {
    const res = await get("/waiting-areas");
    expect(res.headers.get("cache-control")).toBe("public, max-age=30");
    expect(res.headers.get("vary")).toContain("X-Client-Locale");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^W\//);
    const body = (await res.json()) as List;
    expect(body.meta).toEqual({ services: [], total: body.data.length });
    expect(body.data.length).toBeGreaterThanOrEqual(10);
    const countries = body.data.map((area) => area.checkpoint.country);
    expect([...new Set(countries)]).toEqual(["PL", "SK", "HU", "RO", "MD"]);
    expect(body.data[0]?.checkpoint.name).toBe("Yahodyn");
    expect(body.data.find((area) => area.name === "Yahodyn waiting area")?.free_spaces?.count).toBe(37);
    expect((await get("/waiting-areas", "en", { "If-None-Match": etag! })).status).toBe(304);
    const uk = await list("", "uk");
    expect(uk.data.map((area) => area.id).sort()).toEqual(body.data.map((area) => area.id).sort());
    expect(uk.data.find((area) => area.checkpoint.name === "Ягодин")).toBeTruthy();
  });

  it("keeps only the areas offering every service asked for, in any order", async () => {
    const all = await list();
    const both = await list("?services=shower,wifi");
    expect(both.meta.services).toEqual(["wifi", "shower"]);
    expect(both.data.length).toBeGreaterThan(0);
    expect(both.data.length).toBeLessThan(all.data.length);
    for (const area of both.data) expect(area.services).toEqual(expect.arrayContaining(["wifi", "shower"]));
    const expected = all.data.filter((area) => area.services.includes("wifi") && area.services.includes("shower")).map((area) => area.id);
    expect(both.data.map((area) => area.id)).toEqual(expected);
    const laundryWash = await list("?services=laundry,car-wash,currency-exchange");
    expect(laundryWash).toEqual({ data: [], meta: { services: ["car-wash", "laundry", "currency-exchange"], total: 0 } });
  });

  it("filters by the border's country and by the checkpoint", async () => {
    const md = await list("?country=MD");
    expect(md.data.length).toBeGreaterThan(0);
    for (const area of md.data) expect(area.checkpoint.country).toBe("MD");
    const yahodyn = (await list()).data[0]!.checkpoint.id;
    const served = await list(`?checkpoint_id=${yahodyn}`);
    expect(served.data.length).toBeGreaterThanOrEqual(3);
    for (const area of served.data) expect(area.checkpoint.id).toBe(yahodyn);
    expect((await list("?checkpoint_id=99999")).data).toEqual([]);
  });

  it("refuses an unknown service, country or a bad checkpoint id with 422", async () => {
    for (const query of ["?services=sauna", "?services=wifi,", "?services=wifi;shower", "?country=DE", "?checkpoint_id=0", "?checkpoint_id=abc", `?services=${"wifi,".repeat(80)}wifi`]) {
      const res = await get(`/waiting-areas${query}`);
      expect(res.status, query).toBe(422);
      expect((await res.json()).message).toBeTruthy();
    }
  });

  it("does not show a draft", async () => {
    const { db } = t.database;
    const [first] = (await list()).data;
    try {
      await db.update(waitingAreas).set({ published: false }).where(eq(waitingAreas.id, first!.id));
      await announcePublicChange(db);
      await expect.poll(async () => (await list()).data.map((area) => area.id), { timeout: 10_000 }).not.toContain(first!.id);
      expect((await get(`/waiting-areas/${first!.id}`)).status).toBe(404);
    } finally {
      await db.update(waitingAreas).set({ published: true }).where(eq(waitingAreas.id, first!.id));
      await announcePublicChange(db);
      await expect.poll(async () => (await list()).data.map((area) => area.id), { timeout: 10_000 }).toContain(first!.id);
    }
  });
});

describe("GET /api/v3/waiting-areas/{id}", () => {
  it("answers the area with its checkpoint, schedule and coordinates", async () => {
    const [first] = (await list()).data;
    const res = await get(`/waiting-areas/${first!.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=30");
    const { data } = await res.json();
    expect(data).toMatchObject({ id: first!.id, highway: "M-07", checkpoint: { name: "Yahodyn", foreign_name: "Dorohusk", country: "PL" } });
    expect(typeof data.lat).toBe("number");
    expect(data.schedule).toBeNull();
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["99999", "0", "abc", "1.5", "99999999999"]) expect((await get(`/waiting-areas/${id}`)).status, id).toBe(404);
  });
});

describe("PUT /api/v3/waiting-area-api/free-spaces", () => {
  it("shows the operator's report on the public list at once; more than the area's spaces is refused", async () => {
    const area = (await list()).data.find((a) => a.free_spaces === null)!;
    const issued = await t.request("/api/v3/dev/waiting-area-keys", { method: "POST", headers: TEST_HEADERS, body: JSON.stringify({ waiting_area_id: area.id }) });
    const { key } = (await issued.json()).data;
    const report = (body: unknown) =>
      t.request("/api/v3/waiting-area-api/free-spaces", {
        method: "PUT",
        headers: { ...TEST_HEADERS, Authorization: `Bearer ${key}` },
        body: JSON.stringify(body),
      });
    const res = await report({ free_spaces: 5 });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ waiting_area_id: area.id, free_spaces: 5 });
    const shown = (await list()).data.find((a) => a.id === area.id)!;
    expect(shown.free_spaces?.count).toBe(5);
    expect((await report({ free_spaces: 100_000 })).status).toBe(422);
    expect((await report({ free_spaces: -1 })).status).toBe(422);
    expect((await report({ free_spaces: "many" })).status).toBe(422);
    const unauthenticated = await t.request("/api/v3/waiting-area-api/free-spaces", { method: "PUT", headers: TEST_HEADERS, body: JSON.stringify({ free_spaces: 1 }) });
    expect(unauthenticated.status).toBe(401);
    expect((await list()).data.find((a) => a.id === area.id)!.free_spaces?.count).toBe(5);
  });
});
