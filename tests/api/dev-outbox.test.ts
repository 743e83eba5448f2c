import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../src/server/db/schema.ts";
import { keepInOutbox } from "../../src/server/platform/outbox-store.ts";
import { registration } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // no SMTP_URL: mail goes to the outbox
});
afterAll(() => t.close());

describe("the outbox without SMTP_URL", () => {
  it("keeps the code mail, readable as JSON and on the development page", async () => {
    const res = await t.request("/api/v3/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Skip-Bot-Check": "1", "X-Client-Locale": "en" },
      body: JSON.stringify(registration("outbox@example.com", { account_type: "driver-foreign" })),
    });
    expect(res.status).toBe(202);
    const { data } = await (await t.request("/api/v3/dev/outbox?recipient=outbox@example.com")).json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ channel: "mail", subject: "eQueue confirmation code" });
    expect(data[0].text).toMatch(/^\d{6}$/m);
    const page = await (await t.request("/dev/outbox")).text();
    expect(page).toContain("outbox@example.com");
  });

  it("keeps every message of a burst, one insert gathering those kept at once, and a repeated key once", async () => {
    const db = t.database.db;
    const burst = Array.from({ length: 40 }, (_, i) =>
      keepInOutbox(db, { channel: "sms", recipient: `+3805000${String(i).padStart(5, "0")}`, text: `burst ${i}`, idempotencyKey: `burst-${i % 30}` }),
    );
    await Promise.all(burst);
    const kept = await db.select().from(outbox).where(like(outbox.idempotencyKey, "burst-%"));
    expect(kept).toHaveLength(30);
    // The first message with a key is the one kept.
    expect((await db.select().from(outbox).where(eq(outbox.idempotencyKey, "burst-3")))[0]!.text).toBe("burst 3");
  });

  it("does not exist in production", async () => {
    const prod = await createTestApp({ APP_ENV: "production", SESSION_SECRET: "p".repeat(40) });
    try {
      expect((await prod.request("/api/v3/dev/outbox")).status).toBe(404);
      expect((await prod.request("/dev/outbox")).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
