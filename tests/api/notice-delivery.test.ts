/**
 * The notice outbox: queue notices reach e-mail, SMS and Web Push at least once. A send that throws
 * is retried later and then delivered once; a claim whose sender crashed is delivered by a later
 * pass once its lease runs out; a delivered notice is never sent again; a backlog is read a batch at
 * a time (only the batch joined with its users and entries); two passes at once (two
 * instances) send each notice once; the last failed attempt gives the delivery up, logged. The
 * channels are stand-ins that record what they are given; each test looks at its own users only.
 * With TEST_DATABASE_URL the two instances run on parallel PostgreSQL connections.
 */
import { Writable } from "node:stream";
import { eq, inArray, isNull, sql, TransactionRollbackError } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVERY_LEASE_MS, deliveryKey, FIRST_RETRY_DELAY_MS, MAX_DELIVERY_ATTEMPTS } from "../../src/domain/notice-delivery.ts";
import { loadConfig } from "../../src/server/config.ts";
import { noticeDeliveries, notifications, outbox, pushSubscriptions, users } from "../../src/server/db/schema.ts";
import {
  claimNoticeDeliveries,
  deliverNotices,
  noticeBatch,
  queueNoticeDeliveries,
  type NoticeChannels,
} from "../../src/server/modules/notifications/notice-outbox.ts";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "../../src/server/platform/mailer.ts";
import { createOutboxSms, type SmsSender } from "../../src/server/platform/sms.ts";
import type { PushSender } from "../../src/server/platform/web-push.ts";
import { caller, checkpointId } from "../support/booking.ts";
import { inParallel, insertBookers, type DirectBooker } from "../support/direct-bookers.ts";
import { planNodes, type PlanNode } from "../support/query-plan.ts";
import { startSmtpSink } from "../support/smtp-sink.ts";
import { createTestApp, createTestAppOn, type TestApp } from "../support/test-app.ts";

const secret = loadConfig({ APP_ENV: "test", LOG_LEVEL: "silent" }).sessionSecret;
const SECOND = 1000;

let t: TestApp;
let yahodyn: number;

beforeAll(async () => {
  t = await createTestApp();
  yahodyn = await checkpointId(t);
});
afterAll(() => t.close());

interface Sent {
  channel: "email" | "sms" | "push";
  key: string | undefined;
  to: string;
}

/**
 * Channels that record every message they take, as the real adapters would send it. `fail(channel,
 * to)` answering true makes that send throw; `delayMs` keeps each send in flight a while.
 */
function recordingChannels(db: TestApp["database"]["db"], options: { fail?: (channel: Sent["channel"], to: string) => boolean; delayMs?: number; logger?: pino.Logger } = {}) {
  const sent: Sent[] = [];
  const take = async (message: Sent) => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.fail?.(message.channel, message.to)) throw new Error(`${message.channel} gateway down`);
    sent.push(message);
  };
  const mailer: Mailer = { send: (mail) => take({ channel: "email", key: mail.idempotencyKey, to: mail.to }) };
  const sms: SmsSender = { send: (to, _text, opts) => take({ channel: "sms", key: opts?.idempotencyKey, to }) };
  const push: PushSender = {
    publicKey: "test-key",
    checkEndpoint: () => Promise.resolve("public"),
    send: async (sub, message) => {
      try {
        await take({ channel: "push", key: message.tag, to: sub.endpoint });
        return "sent";
      } catch {
        return "failed";
      }
    },
  };
  const channels: NoticeChannels = { db, mailer, sms, push, appUrl: "http://localhost:3000", logger: options.logger ?? pino({ level: "silent" }) };
  return { channels, sent };
}

/** Bookers who join the queue (each with a 'joined' notice): answers them and their notices' ids. */
async function bookersWithNotices(count: number, options: { push?: boolean } = {}) {
  const bookers = await insertBookers(t.database.db, count, { vehicleType: 1, secret });
  await inParallel(bookers, 8, async (booker) => {
    const call = caller(t, booker.auth);
    const created = await call("POST", "/queue-drafts", { checkpoint_id: yahodyn });
    const draft = ((await created.json()) as { data: { id: number } }).data;
    await call("PATCH", `/queue-drafts/${draft.id}`, { driver_ids: booker.driverIds, vehicle_id: booker.vehicleId, cargo: { code: "8703", description: "Cars" } });
    expect((await call("POST", `/queue-drafts/${draft.id}/submit`)).status).toBe(201);
  });
  if (options.push) {
    await t.database.db
      .insert(pushSubscriptions)
      .values(bookers.map((b) => ({ userId: b.userId, endpoint: `https://push.example/${b.userId}`, p256dh: "k", auth: "a" })));
  }
  const notices = await t.database.db
    .select({ id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(
      inArray(
        notifications.userId,
        bookers.map((b) => b.userId),
      ),
    );
  expect(notices).toHaveLength(count);
  return { bookers, notices };
}

/** Where the bookers' messages go: their e-mail addresses, phones and (stand-in) browsers. */
const addressesOf = async (bookers: DirectBooker[]) => {
  const rows = await t.database.db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(
      inArray(
        users.id,
        bookers.map((b) => b.userId),
      ),
    );
  return new Set([...rows.flatMap((r) => [r.email ?? "", r.phone ?? ""]), ...bookers.map((b) => `https://push.example/${b.userId}`)]);
};

const mine = (sent: Sent[], addresses: Set<string>) => sent.filter((s) => addresses.has(s.to));

const deliveriesOf = (noticeIds: number[]) =>
  t.database.db.select().from(noticeDeliveries).where(inArray(noticeDeliveries.notificationId, noticeIds));

describe("a delivered notice", () => {
  it("goes by each channel once, with its idempotency key, and is never sent again", async () => {
    const { bookers, notices } = await bookersWithNotices(1, { push: true });
    const { channels, sent } = recordingChannels(t.database.db);
    const now = new Date();
    await deliverNotices(channels, now);
    const addresses = await addressesOf(bookers);
    const id = notices[0]!.id;
    expect(mine(sent, addresses).map((s) => [s.channel, s.key]).sort()).toEqual([
      ["email", deliveryKey(id, "email")],
      ["push", `queue-${(await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!.entryId}`],
      ["sms", deliveryKey(id, "sms")],
    ]);
    expect((await deliveriesOf([id])).map((d) => [d.channel, d.state, d.attempts]).sort()).toEqual([
      ["email", "sent", 1],
      ["push", "sent", 1],
      ["sms", "sent", 1],
    ]);

    for (const later of [now.getTime() + 1 * SECOND, now.getTime() + DELIVERY_LEASE_MS + SECOND, now.getTime() + 86_400 * SECOND]) {
      await deliverNotices(channels, new Date(later));
    }
    expect(mine(sent, addresses)).toHaveLength(3);
  });
});

describe("a surge of notices larger than a batch", () => {
  it("goes out in the one pass that sees it, batch after batch", async () => {
    const { bookers, notices } = await bookersWithNotices(60);
    const { channels, sent } = recordingChannels(t.database.db);
    // Batches of 25: the 60 notices and their 120 deliveries take three batches each.
    await deliverNotices(channels, new Date(), 25);
    expect(mine(sent, await addressesOf(bookers))).toHaveLength(120);
    const deliveries = await deliveriesOf(notices.map((n) => n.id));
    expect(deliveries).toHaveLength(120);
    expect(deliveries.every((d) => d.state === "sent" && d.sentAt !== null && d.leasedUntil === null)).toBe(true);
  });
});

describe("a backlog of notices", () => {
  it("is read a batch at a time: only the batch's notices are joined with their users, entries and checkpoints", async () => {
    await bookersWithNotices(30);
    const [{ pending }] = (await t.database.db.select({ pending: sql<number>`count(*)::int` }).from(notifications).where(isNull(notifications.dispatchedAt))) as [
      { pending: number },
    ];
    expect(pending).toBeGreaterThanOrEqual(30);
    // The batch's read as PostgreSQL runs it (in a transaction rolled back: it locks what it reads).
    let nodes: PlanNode[] = [];
    await t.database.db
      .transaction(async (tx) => {
        nodes = await planNodes(tx, noticeBatch(10), { analyze: true });
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const joins = nodes.filter((node) => /Nested Loop|Join/.test(node["Node Type"]));
    expect(joins.length).toBeGreaterThan(0);
    // Each join sees the batch's ten notices, not the whole backlog.
    expect(Math.max(...joins.map((node) => node["Actual Rows"]! * node["Actual Loops"]!))).toBeLessThanOrEqual(10);
  });
});

describe("a send that throws", () => {
  it("is retried after a delay and then delivered once; the other channels are not held back", async () => {
    const { bookers, notices } = await bookersWithNotices(1);
    const addresses = await addressesOf(bookers);
    let mailDown = true;
    const { channels, sent } = recordingChannels(t.database.db, { fail: (channel, to) => channel === "email" && mailDown && addresses.has(to) });
    const now = new Date();
    await deliverNotices(channels, now);
    expect(mine(sent, addresses).map((s) => s.channel)).toEqual(["sms"]);
    const [failed] = (await deliveriesOf([notices[0]!.id])).filter((d) => d.channel === "email");
    expect(failed).toMatchObject({ state: "pending", attempts: 1, lastError: "email gateway down", leasedUntil: null });
    expect(failed!.nextAttemptAt.getTime()).toBe(now.getTime() + FIRST_RETRY_DELAY_MS);

    // Not before its time, even though the mail server is back.
    mailDown = false;
    await deliverNotices(channels, new Date(now.getTime() + FIRST_RETRY_DELAY_MS - SECOND));
    expect(mine(sent, addresses).map((s) => s.channel)).toEqual(["sms"]);

    await deliverNotices(channels, new Date(now.getTime() + FIRST_RETRY_DELAY_MS));
    await deliverNotices(channels, new Date(now.getTime() + 10 * FIRST_RETRY_DELAY_MS));
    expect(mine(sent, addresses).map((s) => [s.channel, s.key])).toEqual([
      ["sms", deliveryKey(notices[0]!.id, "sms")],
      ["email", deliveryKey(notices[0]!.id, "email")],
    ]);
    const [delivered] = (await deliveriesOf([notices[0]!.id])).filter((d) => d.channel === "email");
    expect(delivered).toMatchObject({ state: "sent", attempts: 2, lastError: null });
  });
});

describe("a sender that crashed after its claim", () => {
  it("leaves the notice to the next pass after the lease, which delivers it; a send repeated with its key is kept once", async () => {
    const { bookers, notices } = await bookersWithNotices(1);
    const addresses = await addressesOf(bookers);
    const id = notices[0]!.id;
    const now = new Date();
    // The crashed instance queued the notice (its deliveries leased to it), and sent the mail (to
    // the development outbox, the real adapter) but died before marking it.
    const crashed = { ...recordingChannels(t.database.db).channels, mailer: createOutboxMailer(t.database.db, pino({ level: "silent" })) };
    const claimed = (await queueNoticeDeliveries(crashed, now)).leased.filter((d) => d.notificationId === id);
    // Leased: no other pass claims them before the lease runs out.
    expect((await claimNoticeDeliveries(t.database.db, now)).filter((d) => d.notificationId === id)).toEqual([]);
    expect(claimed.map((d) => d.channel).sort()).toEqual(["email", "sms"]);
    const mail = claimed.find((d) => d.channel === "email")!;
    await crashed.mailer.send({ to: mail.recipient!, ...(mail.message as { subject: string; text: string; html: string }), idempotencyKey: deliveryKey(id, "email") });

    // Another instance, with the real development adapters: nothing while the lease holds.
    const logger = pino({ level: "silent" });
    const { channels } = recordingChannels(t.database.db);
    const next = { ...channels, mailer: createOutboxMailer(t.database.db, logger), sms: createOutboxSms(t.database.db, logger) };
    await deliverNotices(next, new Date(now.getTime() + DELIVERY_LEASE_MS - SECOND));
    expect((await deliveriesOf([id])).map((d) => d.state)).toEqual(["pending", "pending"]);

    await deliverNotices(next, new Date(now.getTime() + DELIVERY_LEASE_MS));
    expect((await deliveriesOf([id])).map((d) => [d.channel, d.state, d.attempts]).sort()).toEqual([
      ["email", "sent", 2],
      ["sms", "sent", 2],
    ]);
    const kept = await t.database.db.select().from(outbox).where(inArray(outbox.recipient, [...addresses]));
    expect(kept.map((row) => [row.channel, row.idempotencyKey]).sort()).toEqual([
      ["mail", deliveryKey(id, "email")],
      ["sms", deliveryKey(id, "sms")],
    ]);
  });
});

describe("two delivery passes at once", () => {
  it("send each notice by each channel exactly once", async () => {
    const other = await createTestAppOn(t);
    try {
      const { bookers, notices } = await bookersWithNotices(12);
      const addresses = await addressesOf(bookers);
      const one = recordingChannels(t.database.db, { delayMs: 20 });
      const two = recordingChannels(other.database.db, { delayMs: 20 });
      const now = new Date();
      await Promise.all(Array.from({ length: 6 }, (_, n) => deliverNotices((n % 2 === 0 ? one : two).channels, now, 5)));
      // Whatever is left (passes took 5 at a time) goes in later passes of either instance.
      for (let n = 0; n < 6; n += 1) await deliverNotices((n % 2 === 0 ? one : two).channels, now, 5);

      const sent = mine([...one.sent, ...two.sent], addresses);
      const keys = sent.map((s) => s.key);
      expect(keys).toHaveLength(notices.length * 2);
      expect(new Set(keys).size).toBe(keys.length);
      expect(new Set(keys)).toEqual(new Set(notices.flatMap((n) => [deliveryKey(n.id, "email"), deliveryKey(n.id, "sms")])));
      expect(new Set((await deliveriesOf(notices.map((n) => n.id))).map((d) => `${d.state}:${d.attempts}`))).toEqual(new Set(["sent:1"]));
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe("a delivery that keeps failing", () => {
  it("is given up after its last attempt, with the error logged, and not tried again", async () => {
    const { bookers, notices } = await bookersWithNotices(1);
    const addresses = await addressesOf(bookers);
    const lines: Array<{ msg: string; notice?: number; channel?: string; attempts?: number }> = [];
    const logger = pino(
      { level: "warn" },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()));
          done();
        },
      }),
    );
    const { channels, sent } = recordingChannels(t.database.db, { fail: (channel, to) => channel === "sms" && addresses.has(to), logger });
    const id = notices[0]!.id;
    const start = Date.now();
    // An hour apart: past every retry delay.
    for (let n = 0; n <= MAX_DELIVERY_ATTEMPTS + 1; n += 1) await deliverNotices(channels, new Date(start + n * 3_600 * SECOND));

    const [sms] = (await deliveriesOf([id])).filter((d) => d.channel === "sms");
    expect(sms).toMatchObject({ state: "failed", attempts: MAX_DELIVERY_ATTEMPTS, lastError: "sms gateway down", sentAt: null });
    expect(mine(sent, addresses).map((s) => s.channel)).toEqual(["email"]);
    const about = lines.filter((line) => line.notice === id && line.channel === "sms");
    expect(about.map((line) => line.msg)).toEqual([
      ...Array.from({ length: MAX_DELIVERY_ATTEMPTS - 1 }, () => "notice delivery failed; it is tried again later"),
      "notice delivery given up after its last attempt",
    ]);
    expect(about.at(-1)).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS });
  });
});

describe("the mail of a notice", () => {
  it("carries its idempotency key as its Message-ID", async () => {
    const smtp = await startSmtpSink();
    try {
      await createSmtpMailer(smtp.url, "eQueue <no-reply@equeue.localhost>").send({
        to: "driver@example.com",
        subject: "Queue joined",
        text: "Queue joined",
        html: "<p>Queue joined</p>",
        idempotencyKey: "notice-7-email",
      });
      expect(smtp.mailsTo("driver@example.com")[0]!.raw).toMatch(/^Message-ID: <notice-7-email@equeue\.localhost>\r?$/im);
    } finally {
      await smtp.close();
    }
  });
});
