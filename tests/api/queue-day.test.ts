/**
 * A day at Yahodyn–Dorohusk with the test clock: book, call-up, confirm, admit, pass; a missed
 * confirmation expiring as a violation; three violations blocking; and timeslot bookings.
 */
import { describe, expect, it } from "vitest";
import { advance, createBooker, useQueueTestApp, truckDraft, type Booker } from "../support/booking.ts";

const app = useQueueTestApp();

const entry = async (booker: Booker, id: number) => (await (await booker.call("GET", `/queues/${id}`)).json()).data;

describe("a truck through the dynamic queue", () => {
  it("books, is called up, confirms, is admitted and passes, with every step in the history", async () => {
    const driver = await createBooker(app.t, app.smtp, 1);
    const draft = await truckDraft(driver, app.yahodyn);
    expect(draft.missing).toEqual([]);

    const key = crypto.randomUUID();
    const submit = () => driver.call("POST", `/queue-drafts/${draft.id}/submit`, undefined, { "Idempotency-Key": key });
    const first = await submit();
    expect(first.status).toBe(201);
    const booked = (await first.json()).data;
    expect(booked).toMatchObject({ status: 30, kind: "dynamic", position: 1, checkpoint_id: app.yahodyn });
    expect(booked.estimated_entry_at).not.toBeNull();
    const load = (await (await app.t.request(`/api/v3/checkpoints/${app.yahodyn}`)).json()).data.load;
    expect(load.vehicles_in_queue.trucks).toBeGreaterThanOrEqual(1);
    expect(load.waiting_minutes.trucks).toBeGreaterThanOrEqual(0);
    // The same key answers the same entry, and there is only one.
    expect((await (await submit()).json()).data.id).toBe(booked.id);
    expect((await (await driver.call("GET", "/queues")).json()).data).toHaveLength(1);

    await advance(app.t, 1);
    const called = await entry(driver, booked.id);
    expect(called).toMatchObject({ status: 40, actions: { confirm: true, cancel: true } });
    expect(called.reservation_seconds_left).toBeGreaterThan(500);

    const confirmed = await driver.call("POST", `/queues/${booked.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).data.entry_deadline).not.toBeNull();

    const board = await app.operator.call("GET", `/operator/lanes/${booked.lane_id}/board`);
    expect(board.status).toBe(200);
    const boardBody = (await board.json()).data;
    expect(boardBody.counts.confirmed).toBeGreaterThanOrEqual(1);
    expect(boardBody.entries.find((e: { id: number }) => e.id === booked.id).plate).toBe(driver.plate);

    expect((await app.operator.call("POST", `/operator/queues/${booked.id}/pass`)).status).toBe(409);
    expect((await app.operator.call("POST", `/operator/queues/${booked.id}/admit`)).status).toBe(200);
    expect((await app.operator.call("POST", `/operator/queues/${booked.id}/pass`)).status).toBe(200);

    const archived = (await (await driver.call("GET", "/queues/archive")).json()).data;
    expect(archived.map((e: { id: number; status: number }) => [e.id, e.status])).toEqual([[booked.id, 60]]);
    const history = (await (await driver.call("GET", `/queues/${booked.id}/history`)).json()).data;
    expect(history.map((h: { event: string; actor: string }) => `${h.event}:${h.actor}`)).toEqual([
      "submit:user",
      "call-up:clock",
      "confirm:user",
      "admit:operator",
      "pass:operator",
    ]);
    const notices = (await (await driver.call("GET", "/notifications")).json()).data.map((n: { kind: string }) => n.kind);
    expect(notices).toEqual(["passed", "admitted", "confirmed", "called-up", "joined"]);
  });

  it("refuses a second open entry for the same vehicle", async () => {
    const driver = await createBooker(app.t, app.smtp, 1);
    const one = await truckDraft(driver, app.yahodyn);
    const two = await truckDraft(driver, app.yahodyn);
    expect((await driver.call("POST", `/queue-drafts/${one.id}/submit`)).status).toBe(201);
    const refused = await driver.call("POST", `/queue-drafts/${two.id}/submit`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "vehicle-busy", message: "This vehicle is already in an open queue" });
  });
});

describe("missed deadlines", () => {
  it("expires an unconfirmed call-up as a violation, and three violations block booking", async () => {
    const driver = await createBooker(app.t, app.smtp, 1);
    for (let round = 1; round <= 3; round += 1) {
      const draft = await truckDraft(driver, app.yahodyn);
      const res = await driver.call("POST", `/queue-drafts/${draft.id}/submit`);
      expect(res.status).toBe(201);
      const id = (await res.json()).data.id;
      await advance(app.t, 1);
      expect((await entry(driver, id)).status).toBe(40);
      await advance(app.t, 11);
      const expired = await entry(driver, id);
      expect(expired.status).toBe(80);
      expect((await driver.call("POST", `/queues/${id}/confirm`)).status).toBe(409);
    }
    const violations = (await (await driver.call("GET", "/violations")).json()).data.map((v: { kind: string }) => v.kind);
    expect(violations.sort()).toEqual(["blocking", "missed-confirmation", "missed-confirmation", "missed-confirmation"]);

    const draft = await truckDraft(driver, app.yahodyn);
    const blocked = await driver.call("POST", `/queue-drafts/${draft.id}/submit`);
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ code: "blocked", message: "Access to queue reservation is blocked", support: { ukrainian: expect.any(String) } });
  });

  it("applies a deadline on reading the entry when no clock pass has run since it passed", async () => {
    const driver = await createBooker(app.t, app.smtp, 1);
    const draft = await truckDraft(driver, app.yahodyn);
    const id = (await (await driver.call("POST", `/queue-drafts/${draft.id}/submit`)).json()).data.id;
    await advance(app.t, 1);
    expect((await entry(driver, id)).status).toBe(40);
    await app.t.app.engine.clock.advance(11); // the engine's time moves; no pass runs
    expect((await (await driver.call("GET", "/queues")).json()).data.find((e: { id: number }) => e.id === id)).toBeUndefined();
    expect((await entry(driver, id)).status).toBe(80);
  });

  it("answers an action on an entry whose deadline passed unseen with 409, after the clock's expiry (kept, with its violation)", async () => {
    const events = async (driver: Booker, id: number) =>
      (await (await driver.call("GET", `/queues/${id}/history`)).json()).data.map((h: { event: string; actor: string }) => `${h.event}:${h.actor}`);
    const kinds = async (driver: Booker) => (await (await driver.call("GET", "/violations")).json()).data.map((v: { kind: string }) => v.kind);
    // The user's confirmation, 11 minutes after the call-up, with no pass and no read since.
    const late = await createBooker(app.t, app.smtp, 1);
    const lateId = (await (await late.call("POST", `/queue-drafts/${(await truckDraft(late, app.yahodyn)).id}/submit`)).json()).data.id;
    await advance(app.t, 1);
    await app.t.app.engine.clock.advance(11);
    expect((await late.call("POST", `/queues/${lateId}/confirm`)).status).toBe(409);
    expect(await events(late, lateId)).toEqual(["submit:user", "call-up:clock", "expire:clock"]);
    expect((await entry(late, lateId)).status).toBe(80);
    expect(await kinds(late)).toEqual(["missed-confirmation"]);
    // The operator's admission, 31 minutes after the confirmation.
    const absent = await createBooker(app.t, app.smtp, 1);
    const absentId = (await (await absent.call("POST", `/queue-drafts/${(await truckDraft(absent, app.yahodyn)).id}/submit`)).json()).data.id;
    await advance(app.t, 1);
    expect((await absent.call("POST", `/queues/${absentId}/confirm`)).status).toBe(200);
    await app.t.app.engine.clock.advance(31);
    expect((await app.operator.call("POST", `/operator/queues/${absentId}/admit`)).status).toBe(409);
    expect(await events(absent, absentId)).toEqual(["submit:user", "call-up:clock", "confirm:user", "expire:clock"]);
    expect(await kinds(absent)).toEqual(["no-show"]);
  });

  it("expires a confirmed entry that does not enter within 30 minutes (no-show)", async () => {
    const driver = await createBooker(app.t, app.smtp, 1);
    const draft = await truckDraft(driver, app.yahodyn);
    const id = (await (await driver.call("POST", `/queue-drafts/${draft.id}/submit`)).json()).data.id;
    await advance(app.t, 1);
    expect((await driver.call("POST", `/queues/${id}/confirm`)).status).toBe(200);
    await advance(app.t, 31);
    expect((await entry(driver, id)).status).toBe(80);
    const kinds = (await (await driver.call("GET", "/violations")).json()).data.map((v: { kind: string }) => v.kind);
    expect(kinds).toEqual(["no-show"]);
  });

  it("extends once: the call-up comes two hours later and the place is kept", async () => {
    const driver = await createBooker(app.t, app.smtp, 1);
    const draft = await truckDraft(driver, app.yahodyn);
    const id = (await (await driver.call("POST", `/queue-drafts/${draft.id}/submit`)).json()).data.id;
    const extended = await driver.call("POST", `/queues/${id}/extend`);
    expect(extended.status).toBe(200);
    expect((await extended.json()).data).toMatchObject({ status: 30, extended: true });
    expect((await driver.call("POST", `/queues/${id}/extend`)).status).toBe(409);
    await advance(app.t, 60);
    expect((await entry(driver, id)).status).toBe(30);
    await advance(app.t, 61);
    expect((await entry(driver, id)).status).toBe(40);
    expect((await driver.call("POST", `/queues/${id}/cancel`)).status).toBe(200);
    const kinds = (await (await driver.call("GET", "/violations")).json()).data.map((v: { kind: string }) => v.kind);
    expect(kinds).toEqual(["late-cancellation"]);
  });
});

describe("timeslot bookings", () => {
  it("holds a bus slot place for 15 minutes, books it, and frees an expired hold", async () => {
    const bus = await createBooker(app.t, app.smtp, 2);
    const created = (await (await bus.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn })).json()).data;
    const trip = { route: "Kyiv – Warsaw", trip_number: "101", regular: false };
    await bus.call("PATCH", `/queue-drafts/${created.id}`, { driver_ids: [bus.driverId], vehicle_id: bus.vehicleId, trip });
    const now = new Date((await advance(app.t, 0)).now);
    const slotStart = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 3 * 3_600_000).toISOString();
    const localDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Kyiv" }).format(new Date(slotStart));
    const freeInSlot = async () => {
      const slots = await app.t.request(`/api/v3/checkpoints/${app.yahodyn}/slots?date=${localDate}&vehicle_type=2`);
      expect(slots.status).toBe(200);
      const lanes = (await slots.json()).data as Array<{ lane_id: number; slots: Array<{ start: string; free: number }> }>;
      return lanes.find((lane) => lane.lane_id === created.lane_id)!.slots.find((slot) => slot.start === slotStart)!.free;
    };
    const freeBefore = await freeInSlot();

    const held = await bus.call("PATCH", `/queue-drafts/${created.id}`, { slot_start: slotStart });
    expect(held.status).toBe(200);
    const heldDraft = (await held.json()).data;
    expect(heldDraft).toMatchObject({ kind: "timeslot", missing: [] });
    expect(heldDraft.reservation_seconds_left).toBeGreaterThan(14 * 60);
    expect(await freeInSlot()).toBe(freeBefore - 1);

    await advance(app.t, 16);
    expect((await (await bus.call("GET", `/queue-drafts/${created.id}`)).json()).data.reservation_seconds_left).toBeNull();
    const booked = await bus.call("POST", `/queue-drafts/${created.id}/submit`);
    expect(booked.status).toBe(201);
    expect((await booked.json()).data).toMatchObject({ status: 30, kind: "timeslot", arrival_time: slotStart });
  });
});
