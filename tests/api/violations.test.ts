import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema.ts";
import { recordViolation } from "../../src/server/modules/violations/record.ts";
import { signUp, TEST_HEADERS } from "../support/accounts.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
let owner: Record<string, string>;
let stranger: Record<string, string>;
let ownerId: number;
const DAY = 86_400_000;
beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail());
  owner = { ...TEST_HEADERS, Authorization: `Bearer ${(await signUp(t, smtp, "violator@example.com")).token}` };
  stranger = { ...TEST_HEADERS, Authorization: `Bearer ${(await signUp(t, smtp, "bystander@example.com")).token}` };
  const [user] = await t.database.db.select().from(users).where(eq(users.email, "violator@example.com"));
  ownerId = user!.id;
  const now = Date.now();
  await recordViolation(t.database.db, { userId: ownerId, kind: "no-show", subject: "Queue #12, BC1234HK", occurredAt: new Date(now - 40 * DAY) });
  await recordViolation(t.database.db, { userId: ownerId, kind: "missed-confirmation", subject: "Queue #15, BC1234HK", occurredAt: new Date(now - 2 * DAY) });
  await recordViolation(t.database.db, { userId: ownerId, kind: "blocking", subject: "Account", occurredAt: new Date(now - DAY), note: "Three violations" });
});
afterAll(() => close());

const get = (path: string, headers: Record<string, string>) => t.request(`/api/v3${path}`, { headers });

describe("violations", () => {
  it("are for logged-in users only", async () => {
    expect((await get("/violations", {})).status).toBe(401);
  });

  it("are listed newest first with their status computed now, the blocking's end and names in the user's language", async () => {
    const { data, meta } = await (await get("/violations", owner)).json();
    expect(data.map((v: { kind: string; status: string }) => [v.kind, v.status])).toEqual([
      ["blocking", "active"],
      ["missed-confirmation", "active"],
      ["no-show", "archived"],
    ]);
    expect(data[0]).toMatchObject({ name: "Queue booking blocked", term_days: 14, note: "Three violations" });
    expect(meta).toMatchObject({ total: 3, page: 1 });
    expect(meta.blocked_until).toBe(data[0].ends_at);

    const uk = await (await get("/violations?status=archived", { ...owner, "X-Client-Locale": "uk" })).json();
    expect(uk.data.map((v: { name: string }) => v.name)).toEqual(["Неприбуття на пункт пропуску"]);
    const paged = await (await get("/violations?per_page=2&page=2", owner)).json();
    expect(paged.data).toHaveLength(1);
  });

  it("belong to their user: another user sees none, and their ids answer 404", async () => {
    const { data } = await (await get("/violations", owner)).json();
    expect((await (await get("/violations", stranger)).json()).data).toEqual([]);
    expect((await get(`/violations/${data[0].id}`, stranger)).status).toBe(404);
    expect((await get(`/violations/${data[0].id}`, owner)).status).toBe(200);
  });

  it("can be recorded for the demo outside production only", async () => {
    const res = await t.request("/api/v3/dev/violations", {
      method: "POST",
      headers: TEST_HEADERS,
      body: JSON.stringify({ email: "bystander@example.com", kind: "late-cancellation", subject: "Queue #20" }),
    });
    expect(res.status).toBe(201);
    expect((await (await get("/violations", stranger)).json()).data).toHaveLength(1);
    const production = await createTestAppWithMail({ APP_ENV: "production", SESSION_SECRET: "x".repeat(40) });
    try {
      const refused = await production.app.request("/api/v3/dev/violations", { method: "POST", headers: TEST_HEADERS, body: "{}" });
      expect(refused.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
