/**
 * Public reads kept per instance (docs/caching.md): answered from kept JSON with an ETag, and never
 * behind the queue: a booking or a cancel shows in the load right after, on this instance at once
 * and on another instance as soon as it hears of it.
 */
import { describe, expect, it } from "vitest";
import { createTestAppOn, type TestApp } from "../support/test-app.ts";
import { createBooker, data, truckDraft, useQueueTestApp } from "../support/booking.ts";

const app = useQueueTestApp();

type Load = { vehicles_in_queue: { trucks: number } };
const trucksWaiting = async (t: TestApp, checkpoint: number) => {
  const res = await t.request("/api/v3/checkpoints");
  expect(res.status).toBe(200);
  const list = (await res.json()).data as Array<{ id: number; load: Load }>;
  return list.find((c) => c.id === checkpoint)!.load.vehicles_in_queue.trucks;
};

describe("public reads", () => {
  it("answer 304 to a client that names the ETag it has, and the body to one that names another", async () => {
    for (const path of ["/api/v3/checkpoints", "/api/v3/news", "/api/v3/settings", `/api/v3/checkpoints/${app.yahodyn}`]) {
      const first = await app.t.request(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get("etag");
      expect(etag, path).toMatch(/^W\/"/);
      expect(first.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
      const again = await app.t.request(path, { headers: { "If-None-Match": etag! } });
      expect(again.status, path).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe("");
      const stale = await app.t.request(path, { headers: { "If-None-Match": 'W/"something-else"' } });
      expect(stale.status).toBe(200);
      expect(await stale.json()).toEqual(await first.json());
    }
  });

  it("send news in the language asked, each language kept apart", async () => {
    const en = await (await app.t.request("/api/v3/news", { headers: { "X-Client-Locale": "en" } })).json();
    const pl = await (await app.t.request("/api/v3/news", { headers: { "X-Client-Locale": "pl" } })).json();
    expect(en.data[0].title).not.toBe(pl.data[0].title);
    expect((await (await app.t.request("/api/v3/news", { headers: { "X-Client-Locale": "en" } })).json()).data[0].title).toBe(en.data[0].title);
  });

  it("show a booking in the checkpoint's load right after it, and its cancel too", async () => {
    const before = await trucksWaiting(app.t, app.yahodyn);
    const booker = await createBooker(app.t, app.smtp, 1);
    const entry = await data(await booker.call("POST", `/queue-drafts/${(await truckDraft(booker, app.yahodyn)).id}/submit`));
    expect(await trucksWaiting(app.t, app.yahodyn)).toBe(before + 1);
    expect((await booker.call("POST", `/queues/${entry.id}/cancel`)).status).toBe(200);
    expect(await trucksWaiting(app.t, app.yahodyn)).toBe(before);
  });

  it("show another instance's cancel as soon as this one hears of it", async () => {
    const other = await createTestAppOn(app.t);
    try {
      const booker = await createBooker(app.t, app.smtp, 1);
      const entry = await data(await booker.call("POST", `/queue-drafts/${(await truckDraft(booker, app.yahodyn)).id}/submit`));
      const waiting = await trucksWaiting(other, app.yahodyn);
      // The cancel goes to the first instance; the other one hears it on the queue_events channel.
      expect((await booker.call("POST", `/queues/${entry.id}/cancel`)).status).toBe(200);
      await expect.poll(() => trucksWaiting(other, app.yahodyn), { timeout: 3_000 }).toBe(waiting - 1);
    } finally {
      await other.close();
    }
  });
});
