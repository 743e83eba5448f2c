/**
 * Webhooks (docs/webhooks.md): a dispatcher registers an endpoint and gets each status change of
 * their entries posted to it, signed with the secret shown once; a receiver that fails gets the
 * delivery again after the backoff (the engine's test clock); addresses of the server's own network
 * are refused, at registration and at delivery; a user sees and changes only their own endpoints.
 * The receiver is an HTTP server in the test process on 127.0.0.1, which the app may post to only
 * with WEBHOOKS_ALLOW_LOOPBACK_HTTP (APP_ENV=test).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_RETRY_DELAYS_MS } from "../../src/domain/webhooks.ts";
import { loadConfig } from "../../src/server/config.ts";
import type { WebhookNetwork } from "../../src/server/platform/webhook-sender.ts";
import { caller, checkpointId } from "../support/booking.ts";
import { insertBookers, type DirectBooker } from "../support/direct-bookers.ts";
import { testPushNetwork } from "../support/push-network.ts";
import { createTestApp, createTestAppOn, type TestApp } from "../support/test-app.ts";

const secret = loadConfig({ APP_ENV: "test", LOG_LEVEL: "silent" }).sessionSecret;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The dispatcher's server: records every request; `answer(path)` says what it replies. */
async function startReceiver(answer: (path: string) => { status: number; body: string } = () => ({ status: 204, body: "" })) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      const { status, body } = answer(request.url ?? "");
      response.writeHead(status, { "content-type": "text/plain" }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: (path: string) => `http://127.0.0.1:${port}${path}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** What a receiver does with X-Webhook-Signature (the docs' example). */
function verified(headers: IncomingHttpHeaders, body: string, key: string): boolean {
  const expected = `sha256=${createHmac("sha256", key).update(`${String(headers["x-webhook-timestamp"])}.${body}`).digest("hex")}`;
  const given = String(headers["x-webhook-signature"] ?? "");
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** Names resolve as in the push tests; `rebinding.example.net` answers a public address, then loopback once `rebind()` is called. */
function rebindingNetwork() {
  const base = testPushNetwork();
  let rebound = false;
  const network: WebhookNetwork = {
    allowAddress: base.allowAddress,
    resolve: (hostname) =>
      hostname === "rebinding.example.net" ? Promise.resolve([{ address: rebound ? "127.0.0.1" : "93.184.215.14", family: 4 }]) : base.resolve(hostname),
  };
  return { network, rebind: () => (rebound = true) };
}

let t: TestApp;
let yahodyn: number;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let failing = true;
const dns = rebindingNetwork();

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_LOOPBACK_HTTP: "true" }, { webhookNetwork: dns.network });
  yahodyn = await checkpointId(t);
  receiver = await startReceiver((path) => (path === "/flaky" && failing ? { status: 500, body: `down for maintenance ${"x".repeat(2000)}` } : { status: 204, body: "" }));
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

async function bookers(count: number) {
  return insertBookers(t.database.db, count, { vehicleType: 1, secret });
}

async function book(booker: DirectBooker): Promise<number> {
  const call = caller(t, booker.auth);
  const created = await call("POST", "/queue-drafts", { checkpoint_id: yahodyn });
  const draft = ((await created.json()) as { data: { id: number } }).data;
  await call("PATCH", `/queue-drafts/${draft.id}`, { driver_ids: booker.driverIds, vehicle_id: booker.vehicleId, cargo: { code: "8703", description: "Cars" } });
  const submitted = await call("POST", `/queue-drafts/${draft.id}/submit`);
  expect(submitted.status).toBe(201);
  return ((await submitted.json()) as { data: { id: number } }).data.id;
}

async function register(booker: DirectBooker, body: unknown) {
  return caller(t, booker.auth)("POST", "/webhooks", body);
}

const deliveriesOf = async (booker: DirectBooker, endpoint: number) =>
  ((await (await caller(t, booker.auth)("GET", `/webhooks/${endpoint}/deliveries`)).json()) as { data: Array<Record<string, unknown>> }).data;

describe("an endpoint", () => {
  it("gets each chosen status change of the user's entries, signed with the secret shown once", async () => {
    const [dispatcher] = await bookers(1);
    const created = await register(dispatcher!, { url: receiver.url("/fleet"), events: ["submit", "cancel"] });
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("private, no-store");
    const endpoint = ((await created.json()) as { data: { id: number; secret: string; events: string[]; active: boolean } }).data;
    expect(endpoint).toMatchObject({ events: ["submit", "cancel"], active: true });
    expect(endpoint.secret).toMatch(/^whsec_[\w-]{43}$/);
    // Never shown again.
    const listed = (await (await caller(t, dispatcher!.auth)("GET", "/webhooks")).json()) as { data: Array<Record<string, unknown>> };
    expect(listed.data).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);

    await book(dispatcher!);
    await t.app.engine.pass();
    const fleet = () => receiver.received.filter((r) => r.path === "/fleet");
    expect(fleet()).toHaveLength(1);
    const [first] = fleet();
    expect(first!.headers["content-type"]).toBe("application/json");
    expect(verified(first!.headers, first!.body, endpoint.secret)).toBe(true);
    expect(verified(first!.headers, first!.body, "whsec_another")).toBe(false);
    const event = JSON.parse(first!.body) as { id: string; type: string; occurred_at: string; entry: Record<string, unknown> };
    expect(first!.headers["x-webhook-id"]).toBe(event.id);
    expect(Math.abs(Number(first!.headers["x-webhook-timestamp"]) * 1000 - Date.now())).toBeLessThan(5 * 60_000);
    expect(event).toMatchObject({ type: "entry.submit", entry: { status: 30, plate: dispatcher!.plate, checkpoint: { id: yahodyn } } });
    // Its place while it waits (null once the same pass has called it up, as here on a quiet lane).
    expect(event.entry).toHaveProperty("position");
    const entryId = event.entry.id as number;

    // Another pass sends nothing again.
    await t.app.engine.pass();
    expect(fleet()).toHaveLength(1);

    expect((await caller(t, dispatcher!.auth)("POST", `/queues/${entryId}/cancel`)).status).toBe(200);
    await t.app.engine.pass();
    expect(fleet()).toHaveLength(2);
    const cancelled = JSON.parse(fleet()[1]!.body) as { type: string; entry: { id: number; status: number } };
    expect(cancelled).toMatchObject({ type: "entry.cancel", entry: { id: entryId, status: 70 } });
    expect(verified(fleet()[1]!.headers, fleet()[1]!.body, endpoint.secret)).toBe(true);

    const log = await deliveriesOf(dispatcher!, endpoint.id);
    expect(log.map((d) => [d.type, d.state, d.attempts, d.last_status])).toEqual([
      ["entry.cancel", "delivered", 1, 204],
      ["entry.submit", "delivered", 1, 204],
    ]);
  });

  it("is tried again after a failure with growing delays (the engine's clock), keeping the answer's first characters", async () => {
    const [dispatcher] = await bookers(1);
    failing = true;
    const created = await register(dispatcher!, { url: receiver.url("/flaky"), events: ["submit"] });
    const endpoint = ((await created.json()) as { data: { id: number } }).data;
    await book(dispatcher!);
    const flaky = () => receiver.received.filter((r) => r.path === "/flaky");

    await t.app.engine.pass();
    expect(flaky()).toHaveLength(1);
    let [delivery] = await deliveriesOf(dispatcher!, endpoint.id);
    expect(delivery).toMatchObject({ state: "pending", attempts: 1, last_status: 500, delivered_at: null });
    expect(delivery!.last_answer).toMatch(/^down for maintenance x+…$/);
    expect((delivery!.last_answer as string).length).toBe(501);
    const firstAt = new Date(delivery!.last_attempt_at as string).getTime();
    expect(new Date(delivery!.next_attempt_at as string).getTime()).toBe(firstAt + WEBHOOK_RETRY_DELAYS_MS[0]!);

    // Not before its time.
    await t.app.engine.pass();
    expect(flaky()).toHaveLength(1);

    await t.app.engine.clock.advance(1);
    await t.app.engine.pass();
    expect(flaky()).toHaveLength(2);
    [delivery] = await deliveriesOf(dispatcher!, endpoint.id);
    expect(delivery).toMatchObject({ state: "pending", attempts: 2, last_status: 500 });
    expect(new Date(delivery!.next_attempt_at as string).getTime() - new Date(delivery!.last_attempt_at as string).getTime()).toBe(WEBHOOK_RETRY_DELAYS_MS[1]);
    // The same event, the same body, at every attempt.
    expect(flaky()[1]!.headers["x-webhook-id"]).toBe(flaky()[0]!.headers["x-webhook-id"]);
    expect(flaky()[1]!.body).toBe(flaky()[0]!.body);

    failing = false;
    await t.app.engine.clock.advance(5);
    await t.app.engine.pass();
    expect(flaky()).toHaveLength(3);
    [delivery] = await deliveriesOf(dispatcher!, endpoint.id);
    expect(delivery).toMatchObject({ state: "delivered", attempts: 3, last_status: 204, last_answer: "", next_attempt_at: null });
    await t.app.engine.clock.advance(600);
    await t.app.engine.pass();
    expect(flaky()).toHaveLength(3);
  });

  it("answers a test at once, and pausing stops the events", async () => {
    const [dispatcher] = await bookers(1);
    const call = caller(t, dispatcher!.auth);
    const endpoint = ((await (await register(dispatcher!, { url: receiver.url("/paused"), events: ["submit"] })).json()) as { data: { id: number } }).data;
    const tested = await call("POST", `/webhooks/${endpoint.id}/test`);
    expect(tested.status).toBe(200);
    expect(((await tested.json()) as { data: Record<string, unknown> }).data).toMatchObject({ type: "ping", state: "delivered", attempts: 1, last_status: 204 });
    const paused = await call("PATCH", `/webhooks/${endpoint.id}`, { active: false });
    expect(((await paused.json()) as { data: Record<string, unknown> }).data).toMatchObject({ active: false, events: ["submit"] });
    await book(dispatcher!);
    await t.app.engine.pass();
    expect(receiver.received.filter((r) => r.path === "/paused")).toHaveLength(1);
  });
});

describe("two instances", () => {
  it("deliver each event once when their passes run at the same time", async () => {
    const other = await createTestAppOn(t, { WEBHOOKS_ALLOW_LOOPBACK_HTTP: "true" });
    try {
      const dispatchers = await bookers(4);
      for (const dispatcher of dispatchers) {
        expect((await register(dispatcher, { url: receiver.url("/both"), events: ["submit", "call-up"] })).status).toBe(201);
        await book(dispatcher);
      }
      for (let round = 0; round < 3; round++) await Promise.all([t.app.engine.pass(), other.app.engine.pass()]);
      const ids = receiver.received.filter((r) => r.path === "/both").map((r) => String(r.headers["x-webhook-id"]));
      expect(ids.length).toBeGreaterThanOrEqual(dispatchers.length);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await other.close();
    }
  });
});

describe("the server's own network", () => {
  it.each([
    ["https://10.0.0.7/hook", "a private address"],
    ["https://127.0.0.1/hook", "loopback over https"],
    ["https://[::1]/hook", "IPv6 loopback"],
    ["https://169.254.169.254/latest", "link-local (cloud metadata)"],
    ["https://[fd00:ec2::254]/hook", "unique-local"],
    ["https://224.0.0.1/hook", "multicast"],
    ["https://127.0.0.1.nip.io/hook", "a name that resolves to loopback"],
    ["https://v6-unique-local.example.net/hook", "a name that resolves to a unique-local address"],
    ["https://split.example.net/hook", "a name with one private address among public ones"],
    ["https://localhost/hook", "a local name"],
    ["http://push.example.net/hook", "plain http"],
    ["https://user:pass@push.example.net/hook", "credentials in the URL"],
  ])("refuses %s (%s)", async (url) => {
    const [dispatcher] = await bookers(1);
    const answer = await register(dispatcher!, { url, events: ["call-up"] });
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { errors: Record<string, string[]> }).errors.url).toHaveLength(1);
  });

  it("refuses the tests' loopback receiver when the flag is off, and the portal's own host", async () => {
    const strict = await createTestApp({ APP_URL: "https://equeue.example.net" }, { webhookNetwork: dns.network });
    try {
      const [dispatcher] = await insertBookers(strict.database.db, 1, { vehicleType: 1, secret });
      const answer = await caller(strict, dispatcher!.auth)("POST", "/webhooks", { url: receiver.url("/fleet"), events: ["submit"] });
      expect(answer.status).toBe(422);
      const itself = await caller(strict, dispatcher!.auth)("POST", "/webhooks", { url: "https://EQueue.example.net:8443/api/v3/x", events: ["submit"] });
      expect(itself.status).toBe(422);
    } finally {
      await strict.close();
    }
  });

  it("accepts a public host, and delivers nothing once its name leads to loopback (DNS rebinding)", async () => {
    const [dispatcher] = await bookers(1);
    const created = await register(dispatcher!, { url: "https://rebinding.example.net/hook", events: ["submit"] });
    expect(created.status).toBe(201);
    const endpoint = ((await created.json()) as { data: { id: number } }).data;
    dns.rebind();
    const tested = await caller(t, dispatcher!.auth)("POST", `/webhooks/${endpoint.id}/test`);
    expect(((await tested.json()) as { data: Record<string, unknown> }).data).toMatchObject({
      state: "failed",
      last_status: null,
      last_error: expect.stringContaining("not public"),
    });
  });
});

describe("endpoints are their user's", () => {
  it("hides another user's endpoint (404) and keeps a guest out (401)", async () => {
    const [owner, stranger] = await bookers(2);
    const endpoint = ((await (await register(owner!, { url: "https://push.example.net/hook", events: ["submit"] })).json()) as { data: { id: number } }).data;
    const as = caller(t, stranger!.auth);
    expect((await as("GET", `/webhooks/${endpoint.id}/deliveries`)).status).toBe(404);
    expect((await as("PATCH", `/webhooks/${endpoint.id}`, { active: false })).status).toBe(404);
    expect((await as("POST", `/webhooks/${endpoint.id}/test`)).status).toBe(404);
    expect((await as("DELETE", `/webhooks/${endpoint.id}`)).status).toBe(404);
    expect(((await (await as("GET", "/webhooks")).json()) as { data: unknown[] }).data).toEqual([]);
    expect((await caller(t, {})("GET", "/webhooks")).status).toBe(401);
    expect((await caller(t, owner!.auth)("DELETE", `/webhooks/${endpoint.id}`)).status).toBe(204);
    expect((await caller(t, owner!.auth)("GET", `/webhooks/${endpoint.id}/deliveries`)).status).toBe(404);
  });

  it(`allows ${MAX_WEBHOOK_ENDPOINTS} endpoints per user`, async () => {
    const [dispatcher] = await bookers(1);
    for (let n = 0; n < MAX_WEBHOOK_ENDPOINTS; n++) {
      expect((await register(dispatcher!, { url: `https://push.example.net/hook/${n}`, events: ["call-up"] })).status).toBe(201);
    }
    const over = await register(dispatcher!, { url: "https://push.example.net/hook/over", events: ["call-up"] });
    expect(over.status).toBe(409);
  });

  it("checks the body: events known and at least one", async () => {
    const [dispatcher] = await bookers(1);
    expect((await register(dispatcher!, { url: "https://push.example.net/hook", events: [] })).status).toBe(422);
    expect((await register(dispatcher!, { url: "https://push.example.net/hook", events: ["teleport"] })).status).toBe(422);
    expect((await register(dispatcher!, { url: `https://push.example.net/${"a".repeat(2001)}`, events: ["submit"] })).status).toBe(422);
  });
});
