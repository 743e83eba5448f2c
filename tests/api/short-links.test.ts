/**
 * Sharing a queue entry with its driver: the owner's short link (one active per entry, only for
 * open entries, revocable at once) and the public read through it (no login, no personal data,
 * not cached, visits counted). The last test moves the engine's clock.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shortLinks } from "../../src/server/db/schema.ts";
import { TEST_HEADERS } from "../support/accounts.ts";
import { advance, createBooker, data, useQueueTestApp, truckDraft, type Booker } from "../support/booking.ts";

const app = useQueueTestApp();

const publicRead = (linkId: string) => app.t.request(`/api/v3/shared-entries/${linkId}`, { headers: { "X-Client-Locale": "en" } });

async function bookedTruck(booker?: Booker) {
  const owner = booker ?? (await createBooker(app.t, app.smtp, 1));
  const draft = await truckDraft(owner, app.yahodyn);
  const submitted = await owner.call("POST", `/queue-drafts/${draft.id}/submit`);
  expect(submitted.status).toBe(201);
  return { owner, entry: (await submitted.json()).data as { id: number; status: number } };
}

describe("the owner's short link", () => {
  it("is null at first, created once (asking again answers the same link), and unguessable", async () => {
    const { owner, entry } = await bookedTruck();
    const none = await owner.call("GET", `/queues/${entry.id}/share-link`);
    expect(none.status).toBe(200);
    expect(await data(none)).toBeNull();

    const created = await owner.call("POST", `/queues/${entry.id}/share-link`);
    expect(created.status).toBe(201);
    const link = await data(created);
    expect(link.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.url).toMatch(new RegExp(`^https?://[^/]+/s/${link.id}$`));
    expect(link).toMatchObject({ entry_id: entry.id, visits: 0, last_visit_at: null });

    const again = await owner.call("POST", `/queues/${entry.id}/share-link`);
    expect(again.status).toBe(200);
    expect((await data(again)).id).toBe(link.id);
    expect((await data(await owner.call("GET", `/queues/${entry.id}/share-link`))).id).toBe(link.id);

    // Ids of other entries share nothing with this one: random, not sequential or derived.
    const other = await bookedTruck();
    const otherLink = await data(await other.owner.call("POST", `/queues/${other.entry.id}/share-link`));
    expect(otherLink.id).not.toBe(link.id);
    expect(otherLink.id.slice(0, 8)).not.toBe(link.id.slice(0, 8));
    // 128 random bits (22 base64url characters), not a number.
    expect(otherLink.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("is the owner's alone: another user gets 404 and a guest 401", async () => {
    const { owner, entry } = await bookedTruck();
    const stranger = await createBooker(app.t, app.smtp, 1, "stranger");
    for (const method of ["GET", "POST", "DELETE"]) {
      expect((await stranger.call(method, `/queues/${entry.id}/share-link`)).status, method).toBe(404);
      const guest = await app.t.request(`/api/v3/queues/${entry.id}/share-link`, { method, headers: TEST_HEADERS });
      expect(guest.status, method).toBe(401);
    }
    expect((await owner.call("GET", "/queues/999999/share-link")).status).toBe(404);
    expect((await owner.call("GET", "/queues/abc/share-link")).status).toBe(404);
    // The stranger's attempts created nothing.
    expect(await data(await owner.call("GET", `/queues/${entry.id}/share-link`))).toBeNull();
  });

  it("cannot be created for an ended entry (409)", async () => {
    const { owner, entry } = await bookedTruck();
    expect((await owner.call("POST", `/queues/${entry.id}/cancel`)).status).toBe(200);
    const refused = await owner.call("POST", `/queues/${entry.id}/share-link`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "entry-ended", message: "Only an open queue entry can be shared" });
  });
});

describe("the public read", () => {
  it("shows status, checkpoint, times, position and plate, nothing personal, uncached, and counts visits", async () => {
    const { owner, entry } = await bookedTruck();
    const link = await data(await owner.call("POST", `/queues/${entry.id}/share-link`));
    const res = await publicRead(link.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    const shared = await data(res);
    expect(Object.keys(shared).sort()).toEqual(
      ["arrival_time", "checkpoint", "estimated_entry_at", "kind", "latest_entry_at", "on_control_at", "plate", "position", "registered_at", "status", "vehicle_type"].sort(),
    );
    expect(shared).toMatchObject({ status: 30, kind: "dynamic", plate: owner.plate, checkpoint: { id: app.yahodyn, time_zone: "Europe/Kyiv" } });
    expect(shared.checkpoint.name.uk).toBeTruthy();
    expect(shared.position).toBeGreaterThanOrEqual(1);
    expect(shared.estimated_entry_at).toEqual(expect.any(String));

    // Nothing of the owner's entry beyond that: no names, documents, phone, carrier.
    const full = await data(await owner.call("GET", `/queues/${entry.id}`));
    const text = JSON.stringify(shared);
    for (const secret of [full.drivers[0].last_name, full.drivers[0].first_name, owner.email, "Carrier", "8703", "Volvo", "passport", "phone"]) {
      expect(text, secret).not.toContain(secret);
    }

    await publicRead(link.id);
    const counted = await data(await owner.call("GET", `/queues/${entry.id}/share-link`));
    expect(counted.visits).toBe(2);
    expect(counted.last_visit_at).toEqual(expect.any(String));
  });

  it("answers 404 for unknown ids, and for a revoked link at once; a new link is a new id", async () => {
    expect((await publicRead("AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await publicRead("short")).status).toBe(404);
    expect((await publicRead("not a link at all!!!!!")).status).toBe(404);

    const { owner, entry } = await bookedTruck();
    const link = await data(await owner.call("POST", `/queues/${entry.id}/share-link`));
    expect((await publicRead(link.id)).status).toBe(200);
    expect((await owner.call("DELETE", `/queues/${entry.id}/share-link`)).status).toBe(204);
    const gone = await publicRead(link.id);
    expect(gone.status).toBe(404);
    expect(await data(await owner.call("GET", `/queues/${entry.id}/share-link`))).toBeNull();
    // Revoking again changes nothing.
    expect((await owner.call("DELETE", `/queues/${entry.id}/share-link`)).status).toBe(204);

    const renewed = await data(await owner.call("POST", `/queues/${entry.id}/share-link`));
    expect(renewed.id).not.toBe(link.id);
    expect((await publicRead(renewed.id)).status).toBe(200);
    expect((await publicRead(link.id)).status).toBe(404);
  });

  it("is documented in the OpenAPI document", async () => {
    const doc = await (await app.t.request("/api/v3/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/queues/{id}/share-link", "/shared-entries/{linkId}"]));
    expect(doc.paths["/shared-entries/{linkId}"].get.security).toBeUndefined();
  });

  // Moves the clock: keep last.
  it("follows the entry as it ends, and stops working a day after the end", async () => {
    const { owner, entry } = await bookedTruck();
    const link = await data(await owner.call("POST", `/queues/${entry.id}/share-link`));
    expect((await owner.call("POST", `/queues/${entry.id}/cancel`)).status).toBe(200);
    const ended = await publicRead(link.id);
    expect(ended.status).toBe(200);
    expect(await data(ended)).toMatchObject({ status: 70, position: null });
    await advance(app.t, 25 * 60);
    expect((await publicRead(link.id)).status).toBe(404);
    // The row stays (with its visits), for the owner's and an administrator's records.
    const [row] = await app.t.database.db.select().from(shortLinks).where(eq(shortLinks.id, link.id));
    expect(row?.visits).toBe(1);
  });
});
