import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions, users } from "../../src/server/db/schema.ts";
import { deliverPush } from "../../src/server/modules/notifications/push-delivery.ts";
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from "../../src/server/modules/notifications/index.ts";
import type { PushSender, PushSubscriptionKeys } from "../../src/server/platform/web-push.ts";
import { signUp, TEST_HEADERS } from "../support/accounts.ts";
import { testPushNetwork } from "../support/push-network.ts";
import { createTestAppWithMail, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof createTestAppWithMail>>["smtp"];
let close: () => Promise<void>;
let alice: Record<string, string>;
let bob: Record<string, string>;
let aliceId: number;
let bobId: number;

beforeAll(async () => {
  ({ app: t, smtp, close } = await createTestAppWithMail({}, { pushNetwork: testPushNetwork() }));
  [alice, aliceId] = await account("alice.push@example.com");
  [bob, bobId] = await account("bob.push@example.com");
});
afterAll(() => close());

/** A new logged-in user: the headers that carry their token, and their id. */
async function account(email: string): Promise<[Record<string, string>, number]> {
  const headers = { ...TEST_HEADERS, Authorization: `Bearer ${(await signUp(t, smtp, email)).token}` };
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return [headers, user!.id];
}

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.request(`/api/v3${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

let counter = 0;
/** A subscription as a browser gives it: a P-256 public key (65 bytes) and a 16-byte auth secret. */
function browserSubscription(endpoint = `https://push.example.net/send/${++counter}`) {
  return { endpoint, keys: { p256dh: `B${"A".repeat(84)}${String(counter).padStart(2, "0")}`, auth: "c2VjcmV0LWF1dGgtMTZi" + "QQ" } };
}

const subscriptionsOf = async (userId: number) =>
  (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((s) => s.endpoint).sort();

describe("the push public key", () => {
  it("is public, and set in test mode", async () => {
    const res = await call("GET", "/push/public-key", TEST_HEADERS);
    expect(res.status).toBe(200);
    expect((await res.json()).data.public_key).toMatch(/^[\w-]{87}$/);
  });

  it("is null in production without keys", async () => {
    const production = await createTestAppWithMail({ APP_ENV: "production", SESSION_SECRET: "x".repeat(40) });
    try {
      const res = await production.app.request("/api/v3/push/public-key");
      expect(await res.json()).toEqual({ data: { public_key: null } });
    } finally {
      await production.close();
    }
  });
});

describe("push subscriptions", () => {
  it("need a logged-in user", async () => {
    expect((await call("POST", "/push-subscriptions", TEST_HEADERS, browserSubscription())).status).toBe(401);
    expect((await call("DELETE", "/push-subscriptions", TEST_HEADERS, { endpoint: "https://push.example.net/x" })).status).toBe(401);
  });

  it("refuse what is not a browser's subscription, naming the fields", async () => {
    const good = browserSubscription();
    const cases: Array<[unknown, string]> = [
      [{ ...good, endpoint: "http://push.example.net/send/1" }, "endpoint"],
      [{ ...good, endpoint: `https://push.example.net/${"x".repeat(2000)}` }, "endpoint"],
      [{ ...good, endpoint: "not a url" }, "endpoint"],
      [{ ...good, keys: { ...good.keys, p256dh: "not+base64/url" } }, "keys.p256dh"],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } }, "keys.p256dh"],
      [{ ...good, keys: { ...good.keys, auth: "short" } }, "keys.auth"],
      [{ endpoint: good.endpoint }, "keys"],
    ];
    for (const [body, field] of cases) {
      const res = await call("POST", "/push-subscriptions", alice, body);
      expect(res.status, field).toBe(422);
      expect(Object.keys((await res.json()).errors), field).toEqual([field]);
    }
    expect(await subscriptionsOf(aliceId)).toEqual([]);
  });

  it("refuse an endpoint whose host is, or resolves to, an address that is not public", async () => {
    for (const host of [
      "127.0.0.1.nip.io",
      "169.254.169.254.nip.io",
      "10.1.2.3.nip.io",
      "100.64.0.1.nip.io",
      "224.0.0.1.nip.io",
      "split.example.net",
      "v6-loopback.example.net",
      "v6-unique-local.example.net",
    ]) {
      const res = await call("POST", "/push-subscriptions", alice, browserSubscription(`https://${host}/push/1`));
      expect(res.status, host).toBe(422);
      expect((await res.json()).errors, host).toEqual({
        endpoint: ["This push service's address is not public: the portal sends notifications through public push services only"],
      });
    }
    expect(await subscriptionsOf(aliceId)).toEqual([]);
    // A public push service, and a name without an address now (delivery looks it up again), are taken.
    for (const endpoint of ["https://fcm.googleapis.com/fcm/send/abc", "https://no-such-host.example.net/push/1"]) {
      expect((await call("POST", "/push-subscriptions", alice, browserSubscription(endpoint))).status, endpoint).toBe(201);
      expect((await call("DELETE", "/push-subscriptions", alice, { endpoint })).status).toBe(204);
    }
  });

  it("are saved once per endpoint, which moves to the user who registers it last", async () => {
    const shared = browserSubscription();
    const res = await call("POST", "/push-subscriptions", alice, shared);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { endpoint: shared.endpoint } });
    expect((await call("POST", "/push-subscriptions", alice, shared)).status).toBe(201);
    expect(await subscriptionsOf(aliceId)).toEqual([shared.endpoint]);

    const renewed = { ...shared, keys: browserSubscription().keys };
    expect((await call("POST", "/push-subscriptions", bob, renewed)).status).toBe(201);
    expect(await subscriptionsOf(aliceId)).toEqual([]);
    expect(await subscriptionsOf(bobId)).toEqual([shared.endpoint]);
    const [row] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, shared.endpoint));
    expect(row).toMatchObject({ p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
  });

  it("are deleted by their own user only", async () => {
    const mine = browserSubscription();
    expect((await call("POST", "/push-subscriptions", bob, mine)).status).toBe(201);
    expect((await call("DELETE", "/push-subscriptions", alice, { endpoint: mine.endpoint })).status).toBe(204);
    expect(await subscriptionsOf(bobId)).toContain(mine.endpoint);
    expect((await call("DELETE", "/push-subscriptions", bob, { endpoint: mine.endpoint })).status).toBe(204);
    expect(await subscriptionsOf(bobId)).not.toContain(mine.endpoint);
    expect((await call("DELETE", "/push-subscriptions", bob, {})).status).toBe(422);
  });

  it("keep a user's newest ones, and are rate-limited per user", async () => {
    const [carol, carolId] = await account("carol.push@example.com");
    const endpoints: string[] = [];
    let status = 201;
    while (status === 201) {
      const subscription = browserSubscription();
      status = (await call("POST", "/push-subscriptions", carol, subscription)).status;
      if (status === 201) endpoints.push(subscription.endpoint);
    }
    expect(status).toBe(429);
    expect(endpoints.length).toBeGreaterThan(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    expect(await subscriptionsOf(carolId)).toEqual(endpoints.slice(-MAX_PUSH_SUBSCRIPTIONS_PER_USER).sort());
    // Another user has a budget of their own.
    expect((await call("POST", "/push-subscriptions", bob, browserSubscription())).status).toBe(201);
  });
});

describe("notification preferences", () => {
  it("need a logged-in user", async () => {
    expect((await call("GET", "/notifications/preferences", TEST_HEADERS)).status).toBe(401);
    expect((await call("PUT", "/notifications/preferences", TEST_HEADERS, { email: true, sms: true, push: true })).status).toBe(401);
  });

  it("are all on until chosen, then saved and read back, per user", async () => {
    expect(await (await call("GET", "/notifications/preferences", alice)).json()).toEqual({ data: { email: true, sms: true, push: true } });
    const chosen = { email: false, sms: true, push: false };
    const saved = await call("PUT", "/notifications/preferences", alice, chosen);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ data: chosen });
    expect(await (await call("GET", "/notifications/preferences", alice)).json()).toEqual({ data: chosen });
    const again = { email: true, sms: false, push: false };
    expect((await call("PUT", "/notifications/preferences", alice, again)).status).toBe(200);
    expect((await (await call("GET", "/notifications/preferences", alice)).json()).data).toEqual(again);
    expect((await (await call("GET", "/notifications/preferences", bob)).json()).data).toEqual({ email: true, sms: true, push: true });
  });

  it("name every channel with a boolean", async () => {
    const res = await call("PUT", "/notifications/preferences", alice, { email: "yes", sms: true });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(["email", "push"]);
  });
});

describe("delivering a push message", () => {
  const message = { title: "Your turn", body: "Drive to lane 3", url: "/queue", urgent: true, tag: "queue-1" };
  const sender = (answers: Record<string, "sent" | "gone" | "failed">, sent: PushSubscriptionKeys[] = []): PushSender => ({
    publicKey: "test",
    checkEndpoint: () => Promise.resolve("public"),
    send: (sub) => {
      sent.push(sub);
      return Promise.resolve(answers[sub.endpoint] ?? "sent");
    },
  });

  it("reaches each of the user's browsers and deletes the subscriptions that are gone", async () => {
    const [dave, daveId] = await account("dave.push@example.com");
    const [live, gone, failing] = [browserSubscription(), browserSubscription(), browserSubscription()];
    for (const subscription of [live, gone, failing]) expect((await call("POST", "/push-subscriptions", dave, subscription)).status).toBe(201);
    const sent: PushSubscriptionKeys[] = [];
    const delivery = await deliverPush(t.database.db, sender({ [gone.endpoint]: "gone", [failing.endpoint]: "failed" }, sent), daveId, message);
    expect(delivery).toEqual({ sent: 1, gone: 1, failed: 1 });
    expect(sent.map((s) => s.endpoint).sort()).toEqual([live.endpoint, gone.endpoint, failing.endpoint].sort());
    expect(await subscriptionsOf(daveId)).toEqual([live.endpoint, failing.endpoint].sort());

    // Turned off: nothing goes out.
    expect((await call("PUT", "/notifications/preferences", dave, { email: true, sms: true, push: false })).status).toBe(200);
    sent.length = 0;
    expect(await deliverPush(t.database.db, sender({}, sent), daveId, message)).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(sent).toEqual([]);
    // Unless the message must reach them whatever they chose (a call-up).
    expect(await deliverPush(t.database.db, sender({}, sent), daveId, message, { force: true })).toEqual({ sent: 2, gone: 0, failed: 0 });
    // Nothing goes out while Web Push is off.
    const off: PushSender = { ...sender({}, sent), publicKey: null };
    sent.length = 0;
    expect(await deliverPush(t.database.db, off, daveId, message, { force: true })).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(sent).toEqual([]);
  });
});
