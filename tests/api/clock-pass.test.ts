/**
 * Which lanes a clock pass works on: those with an entry a call-up could call now. The others are
 * left out (each lane's call-up is a transaction of its own, every pass), and an entry that comes
 * in, or whose hold-back ends, brings its lane back.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queueEntries } from "../../src/server/db/schema.ts";
import { lanesWithWaiting } from "../../src/server/modules/queue/clock-pass.ts";
import { allLanes } from "../../src/server/modules/queue/lane-store.ts";
import { advance, createBooker, data, truckDraft, useQueueTestApp } from "../support/booking.ts";

const app = useQueueTestApp();

describe("the lanes a clock pass calls up from", () => {
  it("are those with an entry waiting, registered by now and not held back; a called entry leaves its lane out", async () => {
    const db = app.t.database.db;
    const lanes = await allLanes(db);
    const clock = async () => new Date((await advance(app.t, 0)).now);
    const waitingLanes = async (at: Date) => (await lanesWithWaiting(db, lanes, at)).map((lane) => lane.id);
    expect(await waitingLanes(await clock())).toEqual([]);

    const truck = await createBooker(app.t, app.smtp, 1);
    const draft = await truckDraft(truck, app.yahodyn);
    // Booked with the next pass held back, so that the entry waits while the lanes are read.
    const entry = await data(await truck.call("POST", `/queue-drafts/${draft.id}/submit`));
    const now = new Date(entry.registered_at);
    await db.update(queueEntries).set({ notBefore: new Date(now.getTime() + 60 * 60_000) }).where(eq(queueEntries.id, entry.id));
    expect(await waitingLanes(now)).toEqual([]);
    expect(await waitingLanes(new Date(now.getTime() + 61 * 60_000))).toEqual([draft.lane_id]);
    // Not yet registered at an earlier time (the simulation's clock).
    expect(await waitingLanes(new Date(now.getTime() - 1_000))).toEqual([]);

    await db.update(queueEntries).set({ notBefore: null }).where(eq(queueEntries.id, entry.id));
    expect(await waitingLanes(now)).toEqual([draft.lane_id]);
    // The pass calls it up as before; then nothing waits.
    const { pass } = await advance(app.t, 0);
    expect(pass.calledUp).toBe(1);
    expect((await data(await truck.call("GET", `/queues/${entry.id}`))).status).toBe(40);
    expect(await waitingLanes(await clock())).toEqual([]);
  });
});
