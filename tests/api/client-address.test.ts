import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../src/server/db/schema.ts";
import { TEST_HEADERS } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const failedLogin = () =>
  new Request("http://portal.test/api/v3/auth/login", {
    method: "POST",
    headers: { ...TEST_HEADERS, "X-Forwarded-For": "198.51.100.7" },
    body: JSON.stringify({ login: "nobody@example.com", password: "wrong-password" }),
  });
const lastAuditedAddress = async () =>
  (await t.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0]?.ip;

describe("the client address behind rate limits and the audit log", () => {
  it("is the visitor's for the web's in-process calls (they name it through the environment)", async () => {
    await t.app.fetch(failedLogin(), { clientAddress: "203.0.113.9" });
    expect(await lastAuditedAddress()).toBe("203.0.113.9");
  });

  it("ignores X-Forwarded-For unless the proxy is trusted", async () => {
    await t.app.fetch(failedLogin());
    expect(await lastAuditedAddress()).not.toBe("198.51.100.7");
  });
});
