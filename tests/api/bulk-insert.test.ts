import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRows } from "../../src/server/db/bulk-insert.ts";
import { noticeDeliveries, notifications, outbox, users } from "../../src/server/db/schema.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("insertRows", () => {
  it("inserts every row as Drizzle's insert would: text with quotes and unicode, nulls, dates, json as given; defaults where no row gives the column", async () => {
    const db = t.database.db;
    const at = new Date("2026-11-20T10:11:12.345Z");
    const [user] = await db.insert(users).values({ email: "bulk@example.com", passwordHash: "!", accountType: "carrier", locale: "uk" }).returning();
    const [notice] = await db.insert(notifications).values({ userId: user!.id, kind: "joined", urgent: false, createdAt: at }).returning();
    const message = { subject: `Черга "Ягодин" — 'місце' 7\n`, text: "a\\b", nested: { list: [1, null, "x"] } };
    const inserted = await insertRows(
      db,
      noticeDeliveries,
      [
        { notificationId: notice!.id, channel: "email", recipient: "bulk@example.com", userId: user!.id, message, nextAttemptAt: at, createdAt: at },
        { notificationId: notice!.id, channel: "sms", recipient: null, userId: user!.id, message: { text: "" }, nextAttemptAt: at, createdAt: at },
      ],
      { returning: [noticeDeliveries.id, noticeDeliveries.channel] },
    );
    expect(inserted.map((row) => row.channel).sort()).toEqual(["email", "sms"]);
    const rows = await db.select().from(noticeDeliveries).where(eq(noticeDeliveries.notificationId, notice!.id));
    const email = rows.find((row) => row.channel === "email")!;
    expect(email).toMatchObject({ recipient: "bulk@example.com", message, nextAttemptAt: at, createdAt: at, state: "pending", attempts: 0, leasedUntil: null });
    expect(inserted.find((row) => row.channel === "email")!.id).toBe(email.id);
    expect(rows.find((row) => row.channel === "sms")).toMatchObject({ recipient: null, message: { text: "" } });
  });

  it("skips the rows a unique index refuses with onConflictDoNothing, answering only those inserted", async () => {
    const db = t.database.db;
    const row = (key: string, text: string) => ({ channel: "sms" as const, recipient: "+380500000001", text, idempotencyKey: key });
    await insertRows(db, outbox, [row("bulk-1", "first")]);
    const inserted = await insertRows(db, outbox, [row("bulk-1", "again"), row("bulk-2", "second")], { onConflictDoNothing: true, returning: [outbox.idempotencyKey] });
    expect(inserted).toEqual([{ idempotency_key: "bulk-2" }]);
    const kept = await db.select().from(outbox).where(like(outbox.idempotencyKey, "bulk-%"));
    expect(kept.map((k) => [k.idempotencyKey, k.text]).sort()).toEqual([
      ["bulk-1", "first"],
      ["bulk-2", "second"],
    ]);
    await expect(insertRows(db, outbox, [row("bulk-3", "third")])).resolves.toEqual([]);
  });

  it("refuses a column with a default that only some rows give (the others would get null, not the default)", async () => {
    const db = t.database.db;
    const at = new Date();
    const row = { channel: "sms" as const, recipient: "+380500000002", text: "x" };
    await expect(insertRows(db, outbox, [{ ...row, createdAt: at }, row])).rejects.toThrow(/created_at.*every row or by none/);
    expect(await insertRows(db, outbox, [])).toEqual([]);
  });
});
