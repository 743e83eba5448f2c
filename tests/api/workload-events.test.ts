/**
 * The live boards' event stream (GET /api/v3/workload/events): a `change` reaches the streams of
 * the queue that changed (a booking) and no other; bad or unknown queues are refused; a client
 * address holds a bounded number of streams; the route is in the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import { caller, checkpointId } from "../support/booking.ts";
import { insertBookers, type DirectBooker } from "../support/direct-bookers.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const secret = loadConfig({ APP_ENV: "test", LOG_LEVEL: "silent" }).sessionSecret;

let t: TestApp;
let yahodyn: number;
let other: number;
let bookers: DirectBooker[];
const streams: OpenStream[] = [];

beforeAll(async () => {
  // Each test names its client address (X-Forwarded-For), so that the per-address bound counts them apart.
  t = await createTestApp({ TRUST_PROXY: "true" });
  yahodyn = await checkpointId(t);
  bookers = await insertBookers(t.database.db, 2, { vehicleType: 1, secret });
  const { data } = (await (await t.request("/api/v3/workload/1")).json()) as { data: Array<{ checkpoint_id: number; flow_type: number }> };
  other = data.find((queue) => queue.checkpoint_id !== yahodyn && queue.flow_type === 1)!.checkpoint_id;
}, 60_000);
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.cancel()));
  await t.close();
});

async function bookTruck(booker: DirectBooker) {
  const call = caller(t, booker.auth);
  const created = await call("POST", "/queue-drafts", { checkpoint_id: yahodyn });
  expect(created.status).toBe(201);
  const { id } = (await created.json()).data;
  const patched = await call("PATCH", `/queue-drafts/${id}`, { driver_ids: booker.driverIds, vehicle_id: booker.vehicleId, cargo: { code: "8703", description: "Cars" } });
  expect(patched.status).toBe(200);
  expect((await call("POST", `/queue-drafts/${id}/submit`)).status).toBe(201);
}

interface OpenStream {
  received(): string;
  until(pattern: RegExp, ms?: number): Promise<boolean>;
  cancel(): Promise<void>;
}

const eventsPath = (checkpoint: number | string, vehicleType: number | string = 1, flowType: number | string = 1) =>
  `/api/v3/workload/events?vehicle_type=${vehicleType}&checkpoint_id=${checkpoint}&flow_type=${flowType}`;

const open = (path: string, address: string) => t.request(path, { headers: { "X-Forwarded-For": address } });

async function openStream(path: string, address: string): Promise<OpenStream> {
  const response = await open(path, address);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const pump = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      text += decoder.decode(chunk.value);
    }
  })();
  const stream: OpenStream = {
    received: () => text,
    until: async (pattern, ms = 5_000) => {
      const deadline = Date.now() + ms;
      while (!pattern.test(text) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      return pattern.test(text);
    },
    cancel: async () => {
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
  streams.push(stream);
  return stream;
}

describe("GET /api/v3/workload/events", () => {
  it("tells a queue's open streams that its boards changed, and not the streams of other queues", async () => {
    const board = await openStream(eventsPath(yahodyn), "10.0.0.1");
    const elsewhere = await openStream(eventsPath(other), "10.0.0.1");
    expect(await board.until(/event: ready/)).toBe(true);
    expect(await elsewhere.until(/event: ready/)).toBe(true);
    expect(board.received()).not.toContain("event: change");

    await bookTruck(bookers[0]!);
    expect(await board.until(/event: change\ndata: \{"at":"[^"]+"\}/)).toBe(true);
    // Given time to hear it, the other queue's stream stays quiet.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(elsewhere.received()).not.toContain("event: change");
    // Nothing personal travels on the stream.
    expect(board.received()).not.toContain(bookers[0]!.plate);

    // Another booking, another event.
    const before = board.received().split("event: change").length;
    await bookTruck(bookers[1]!);
    expect(await board.until(new RegExp(`(event: change[\\s\\S]*){${before}}`))).toBe(true);
    await board.cancel();
    await elsewhere.cancel();
  });

  it("answers 404 for a queue that does not exist and 422 for an overlong parameter", async () => {
    expect((await open(eventsPath(yahodyn, 4), "10.0.0.2")).status).toBe(404);
    expect((await open(eventsPath(yahodyn, 1, 9), "10.0.0.2")).status).toBe(404);
    expect((await open(eventsPath(2_147_483_648), "10.0.0.2")).status).toBe(404);
    expect((await open(eventsPath("x"), "10.0.0.2")).status).toBe(404);
    expect((await open(eventsPath(999_999), "10.0.0.2")).status).toBe(404);
    const long = await open(eventsPath("1".repeat(11)), "10.0.0.2");
    expect(long.status).toBe(422);
    expect((await long.json()).errors).toHaveProperty("checkpoint_id");
    expect((await open("/api/v3/workload/events?vehicle_type=1", "10.0.0.2")).status).toBe(422);
  });

  it("holds at most 10 streams per client address; one more answers 429 until one ends", async () => {
    const held = [];
    for (let i = 0; i < 10; i += 1) held.push(await openStream(eventsPath(yahodyn), "10.0.0.3"));
    const refused = await open(eventsPath(yahodyn), "10.0.0.3");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not held back.
    const neighbour = await openStream(eventsPath(yahodyn), "10.0.0.4");
    expect(await neighbour.until(/event: ready/)).toBe(true);

    await held[0]!.cancel();
    const deadline = Date.now() + 5_000;
    let again = await open(eventsPath(yahodyn), "10.0.0.3");
    while (again.status === 429 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      again = await open(eventsPath(yahodyn), "10.0.0.3");
    }
    expect(again.status).toBe(200);
    await again.body!.cancel();
    await Promise.all([...held, neighbour].map((stream) => stream.cancel()));
  });

  it("is in the OpenAPI document", async () => {
    const document = await (await t.request("/api/v3/openapi.json")).json();
    const operation = document.paths["/workload/events"].get;
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["200", "404", "422", "429"]));
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual(["checkpoint_id", "flow_type", "vehicle_type"]);
  });
});
