import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";

describe("GET /api/v3/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 200 ok while the database answers", async () => {
    const res = await t.request("/api/v3/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 503 once the database does not", async () => {
    await t.database.close();
    const res = await t.request("/api/v3/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable", database: "unavailable" });
  });
});
