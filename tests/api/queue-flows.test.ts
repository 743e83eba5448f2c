/**
 * The other flows at Yahodyn–Dorohusk: a bus by timeslot through to crossing, a car on the hybrid
 * lane both ways, changing the driver of a booking, waiting-area check-in before call-up, live
 * events, and notices by e-mail and SMS (the call-up to every channel, whatever the preferences).
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { laneSettings, outbox } from "../../src/server/db/schema.ts";
import { createNewCargoDetector, CUSTOMS_LATE_MS } from "../../src/server/modules/queue/new-cargo.ts";
import type { CustomsDeclaration } from "../../src/server/platform/customs.ts";
import { TEST_HEADERS } from "../support/accounts.ts";
import { advance, caller, createBooker, data, useQueueTestApp, truckDraft } from "../support/booking.ts";

const app = useQueueTestApp();

const hourAhead = async (hours: number) => {
  const now = new Date((await advance(app.t, 0)).now);
  return new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + hours * 3_600_000).toISOString();
};

async function crossAsOperator(id: number) {
  expect((await app.operator.call("POST", `/operator/queues/${id}/admit`)).status).toBe(200);
  expect((await app.operator.call("POST", `/operator/queues/${id}/pass`)).status).toBe(200);
}

describe("a bus by timeslot", () => {
  it("is called at slot start minus the lead time, confirms, is admitted and passes", async () => {
    const bus = await createBooker(app.t, app.smtp, 2);
    const draft = await data(await bus.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    const slotStart = await hourAhead(3);
    await bus.call("PATCH", `/queue-drafts/${draft.id}`, {
      driver_ids: [bus.driverId],
      vehicle_id: bus.vehicleId,
      trip: { route: "Lutsk – Lublin", trip_number: "7", regular: false },
      slot_start: slotStart,
    });
    const entry = await data(await bus.call("POST", `/queue-drafts/${draft.id}/submit`));
    expect(entry).toMatchObject({ kind: "timeslot", arrival_time: slotStart, status: 30 });
    const minutesToSlot = (Date.parse(slotStart) - Date.parse((await advance(app.t, 0)).now)) / 60_000;
    await advance(app.t, minutesToSlot - 62);
    expect((await data(await bus.call("GET", `/queues/${entry.id}`))).status).toBe(30);
    await advance(app.t, 3); // within the hour before the slot (the lead time)
    expect((await data(await bus.call("GET", `/queues/${entry.id}`))).status).toBe(40);
    expect((await bus.call("POST", `/queues/${entry.id}/confirm`)).status).toBe(200);
    await crossAsOperator(entry.id);
    expect((await data(await bus.call("GET", `/queues/${entry.id}`))).status).toBe(60);
  });
});

describe("a car on the hybrid lane", () => {
  it("books either without a slot (dynamic) or with one (timeslot)", async () => {
    const car = await createBooker(app.t, app.smtp, 3);
    const draft = await data(await car.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    expect(draft.steps).toEqual(["Checkpoint", "CarDate", "Drivers", "Vehicle", "Confirm"]);
    const dynamic = await data(await car.call("PATCH", `/queue-drafts/${draft.id}`, { driver_ids: [car.driverId], vehicle_id: car.vehicleId }));
    expect(dynamic).toMatchObject({ kind: "dynamic", missing: [] });
    const timeslot = await data(await car.call("PATCH", `/queue-drafts/${draft.id}`, { slot_start: await hourAhead(5) }));
    expect(timeslot.kind).toBe("timeslot");
    const entry = await data(await car.call("POST", `/queue-drafts/${draft.id}/submit`));
    expect(entry.kind).toBe("timeslot");
    expect((await car.call("POST", `/queues/${entry.id}/cancel`)).status).toBe(200);

    const again = await data(await car.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    await car.call("PATCH", `/queue-drafts/${again.id}`, { driver_ids: [car.driverId], vehicle_id: car.vehicleId });
    const dynamicEntry = await data(await car.call("POST", `/queue-drafts/${again.id}/submit`));
    expect(dynamicEntry).toMatchObject({ kind: "dynamic", status: 30, position: 1 });
    await advance(app.t, 1);
    expect((await data(await car.call("GET", `/queues/${dynamicEntry.id}`))).status).toBe(40);
    expect((await car.call("POST", `/queues/${dynamicEntry.id}/confirm`)).status).toBe(200);
    await crossAsOperator(dynamicEntry.id);
  });
});

describe("changing a booking", () => {
  it("replaces the driver of an awaiting entry, keeping its place, and refuses other changes", async () => {
    const carrier = await createBooker(app.t, app.smtp, 1);
    const second = await carrier.call("POST", "/profile/drivers", {
      origin: "foreign",
      first_name: "Piotr",
      last_name: "Nowak",
      birth_date: "1985-03-03",
      citizenship: "PL",
      passport_number: `PN${String(Date.now()).slice(-8)}`,
    });
    const secondId = (await data(second)).id;
    const draft = await truckDraft(carrier, app.yahodyn);
    const entry = await data(await carrier.call("POST", `/queue-drafts/${draft.id}/submit`));
    const change = await data(await carrier.call("POST", `/queues/${entry.id}/change`));
    expect(change).toMatchObject({ change_id: entry.id, change: { allow_change_drivers: true, allow_change_vehicle: true }, steps: ["Drivers", "Vehicle", "Confirm"] });
    expect((await carrier.call("PATCH", `/queue-drafts/${change.id}`, { checkpoint_id: app.yahodyn })).status).toBe(422);
    expect((await carrier.call("PATCH", `/queue-drafts/${change.id}`, { driver_ids: [secondId] })).status).toBe(200);
    const changed = await data(await carrier.call("POST", `/queue-drafts/${change.id}/submit`));
    expect(changed).toMatchObject({ id: entry.id, registered_at: entry.registered_at, drivers: [{ id: secondId, last_name: "Nowak" }] });
    const events = (await data(await carrier.call("GET", `/queues/${entry.id}/history`))).map((h: { event: string }) => h.event);
    expect(events).toEqual(["submit", "change"]);
  });
});

describe("changing a booking that is called up meanwhile", () => {
  it("applies a new driver with the same vehicle named again, since a called-up entry still allows a driver change", async () => {
    const carrier = await createBooker(app.t, app.smtp, 1);
    const second = await carrier.call("POST", "/profile/drivers", {
      origin: "foreign",
      first_name: "Adam",
      last_name: "Zielinski",
      birth_date: "1984-02-02",
      citizenship: "PL",
      passport_number: `AZ${String(Date.now()).slice(-8)}`,
    });
    const secondId = (await data(second)).id;
    const draft = await truckDraft(carrier, app.yahodyn);
    const entry = await data(await carrier.call("POST", `/queue-drafts/${draft.id}/submit`));
    const change = await data(await carrier.call("POST", `/queues/${entry.id}/change`));
    expect(change.change).toEqual({ allow_change_drivers: true, allow_change_vehicle: true });
    // The wizard's Vehicle step saves the vehicle as it stands.
    expect((await carrier.call("PATCH", `/queue-drafts/${change.id}`, { driver_ids: [secondId], vehicle_id: carrier.vehicleId })).status).toBe(200);
    await advanceUntilCalled(carrier, entry.id);
    const changed = await carrier.call("POST", `/queue-drafts/${change.id}/submit`);
    expect(changed.status).toBe(201);
    expect(await data(changed)).toMatchObject({ id: entry.id, status: 40, drivers: [{ id: secondId }], vehicle: { id: carrier.vehicleId } });

    // A different vehicle is no longer allowed once called up.
    const other = await data(await carrier.call("POST", `/queues/${entry.id}/change`));
    expect(other.change).toEqual({ allow_change_drivers: true, allow_change_vehicle: false });
  });
});

/** Moves the test clock until the entry is called up. */
async function advanceUntilCalled(booker: Awaited<ReturnType<typeof createBooker>>, entryId: number) {
  for (let minute = 0; minute < 240; minute += 1) {
    if ((await data(await booker.call("GET", `/queues/${entryId}`))).status === 40) return;
    await advance(app.t, 1);
  }
  throw new Error(`entry ${entryId} was not called up`);
}

describe("new cargo detected", () => {
  it("is reported by the checkpoint's operator for an open entry: the user gets the notice, the history the declaration", async () => {
    const truck = await createBooker(app.t, app.smtp, 1);
    const draft = await truckDraft(truck, app.yahodyn);
    const entry = await data(await truck.call("POST", `/queue-drafts/${draft.id}/submit`));
    const report = (who: typeof truck, body: unknown) => who.call("POST", `/operator/queues/${entry.id}/cargo-detected`, body);

    expect((await report(truck, { declaration_number: "UA100000/2026/000777" })).status).toBe(403);
    expect((await report(app.operator, { declaration_number: "x" })).status).toBe(422);
    expect((await report(app.operator, { declaration_number: "UA100000/2026/<script>" })).status).toBe(422);
    expect((await report(app.operator, { declaration_number: "UA100000/2026/000777" })).status).toBe(200);

    const notices = await data(await truck.call("GET", "/notifications", undefined, { "X-Client-Locale": "en" }));
    expect(notices[0]).toMatchObject({ entry_id: entry.id, kind: "new-cargo", title: "New cargo detected" });
    expect(notices[0].body).toContain(truck.plate);
    const history = await data(await truck.call("GET", `/queues/${entry.id}/history`));
    expect(history.at(-1)).toMatchObject({ event: "cargo-detected", actor: "operator", after: { declaration_number: "UA100000/2026/000777" } });

    // Ended entries have no cargo to report.
    expect((await truck.call("POST", `/queues/${entry.id}/cancel`)).status).toBe(200);
    expect((await report(app.operator, { declaration_number: "UA100000/2026/000778" })).status).toBe(409);
  });
});

describe("new cargo detected by customs", () => {
  const declare = (plate: string, declaration_number: string) =>
    app.t.request("/api/v3/dev/customs-declarations", { method: "POST", headers: TEST_HEADERS, body: JSON.stringify({ plate, declaration_number }) });

  it("comes from a declaration registered for the entry's vehicle after booking, told once, on the next clock pass", async () => {
    const truck = await createBooker(app.t, app.smtp, 1);
    const other = await createBooker(app.t, app.smtp, 1);
    const draft = await truckDraft(truck, app.yahodyn);
    const entry = await data(await truck.call("POST", `/queue-drafts/${draft.id}/submit`));
    const newCargo = async () =>
      (await data(await truck.call("GET", "/notifications", undefined, { "X-Client-Locale": "en" }))).filter(
        (notice: { kind: string; entry_id: number }) => notice.kind === "new-cargo" && notice.entry_id === entry.id,
      );

    expect((await declare("!!", "UA100000/2026/000900")).status).toBe(422);
    // Another vehicle's declaration tells this user nothing.
    expect((await declare(other.plate, "UA100000/2026/000901")).status).toBe(201);
    await advance(app.t, 1);
    expect(await newCargo()).toHaveLength(0);

    // Written the way a person types it: spaces and lower case.
    expect((await declare(truck.plate.toLowerCase().replace(/^(..)/, "$1 "), "UA100000/2026/000902")).status).toBe(201);
    await advance(app.t, 1);
    await advance(app.t, 1);
    const notices = await newCargo();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: "New cargo detected" });
    const history = await data(await truck.call("GET", `/queues/${entry.id}/history`));
    expect(history.filter((item: { event: string }) => item.event === "cargo-detected")).toEqual([
      expect.objectContaining({ actor: "clock", after: { declaration_number: "UA100000/2026/000902" } }),
    ]);

    // The operator reporting the same declaration again changes nothing.
    expect((await app.operator.call("POST", `/operator/queues/${entry.id}/cargo-detected`, { declaration_number: "UA100000/2026/000902" })).status).toBe(200);
    expect(await newCargo()).toHaveLength(1);
  });

  it("is asked for since the last answered pass (less the lateness allowed), not since the earliest booking every pass", async () => {
    const truck = await createBooker(app.t, app.smtp, 1);
    const entry = await data(await truck.call("POST", `/queue-drafts/${(await truckDraft(truck, app.yahodyn)).id}/submit`));
    const booked = Date.parse(entry.registered_at);
    const asked: number[] = [];
    let declarations: CustomsDeclaration[] = [];
    let available = true;
    const detect = createNewCargoDetector(app.t.database.db, {
      registeredSince: (plates, since) => {
        asked.push(since.getTime());
        if (!available) return Promise.reject(new Error("customs is down"));
        return Promise.resolve(declarations.filter((d) => plates.includes(d.plate) && d.registeredAt >= since));
      },
    });
    const minutes = (n: number) => new Date(booked + n * 60_000);
    const cargoHistory = async () =>
      (await data(await truck.call("GET", `/queues/${entry.id}/history`))).filter((item: { event: string }) => item.event === "cargo-detected");

    // The first pass: since the earliest open booking (this one or another test's before it).
    expect(await detect(minutes(1))).toBe(0);
    expect(asked[0]).toBeLessThanOrEqual(booked);
    declarations = [{ number: "UA100000/2026/000950", plate: truck.plate, registeredAt: minutes(2) }];
    // Customs down: the next pass asks from the same time again.
    available = false;
    expect(await detect(minutes(3))).toBe(0);
    available = true;
    expect(await detect(minutes(4))).toBe(1);
    // No earlier than the earliest open booking, nor than the last answered pass less CUSTOMS_LATE_MS.
    const after = (pass: number) => Math.max(asked[0]!, minutes(pass - CUSTOMS_LATE_MS / 60_000).getTime());
    expect(asked.slice(1)).toEqual([after(1), after(1)]);
    // An hour on: from the last answered pass less CUSTOMS_LATE_MS (the declaration comes again and is
    // not recorded twice); then from this pass less CUSTOMS_LATE_MS, no longer from the booking.
    expect(await detect(minutes(60))).toBe(0);
    expect(await detect(minutes(61))).toBe(0);
    expect(asked.slice(3)).toEqual([after(4), after(60)]);
    expect(after(60)).toBeGreaterThan(booked);
    expect(await cargoHistory()).toEqual([expect.objectContaining({ actor: "clock", after: { declaration_number: "UA100000/2026/000950" } })]);
    // The clock set back (the test clock): from the earliest open booking again.
    expect(await detect(minutes(-30))).toBe(0);
    expect(asked.at(-1)).toBeLessThanOrEqual(booked);
  });
});

describe("waiting-area check-in", () => {
  it("calls up only checked-in vehicles on a lane that requires it", async () => {
    const truck = await createBooker(app.t, app.smtp, 1);
    const draft = await truckDraft(truck, app.yahodyn, { code: "8703", description: "Cars", empty: true });
    await app.t.database.db.update(laneSettings).set({ requiresCheckIn: true }).where(eq(laneSettings.laneId, draft.lane_id));
    const entry = await data(await truck.call("POST", `/queue-drafts/${draft.id}/submit`));
    const key = (await data(await app.t.request("/api/v3/dev/waiting-area-keys", { method: "POST", headers: TEST_HEADERS, body: JSON.stringify({ waiting_area_id: 1 }) }))).key;
    const area = caller(app.t, { Authorization: `Bearer ${key}` });
    expect((await caller(app.t, { Authorization: "Bearer wa_wrong" })("POST", "/waiting-area-api/check-ins", { plate: truck.plate })).status).toBe(401);

    await advance(app.t, 1);
    expect((await data(await truck.call("GET", `/queues/${entry.id}`))).status).toBe(30);
    const checkedIn = await area("POST", "/waiting-area-api/check-ins", { plate: truck.plate.toLowerCase() });
    expect(checkedIn.status).toBe(200);
    expect(await data(checkedIn)).toMatchObject({ plate: truck.plate, open_entry: { id: entry.id, status: 30 } });
    await advance(app.t, 1);
    expect((await data(await truck.call("GET", `/queues/${entry.id}`))).status).toBe(40);
    expect((await area("POST", "/waiting-area-api/check-outs", { plate: truck.plate })).status).toBe(200);
    expect((await area("POST", "/waiting-area-api/check-outs", { plate: truck.plate })).status).toBe(404);
    await app.t.database.db.update(laneSettings).set({ requiresCheckIn: false }).where(eq(laneSettings.laneId, draft.lane_id));
  });
});

describe("live events and notices", () => {
  it("streams the entry's changes and notices, and sends the call-up by e-mail and SMS even when those channels are off", async () => {
    const truck = await createBooker(app.t, app.smtp, 1);
    expect((await truck.call("PUT", "/notifications/preferences", { email: false, sms: false, push: false })).status).toBe(200);
    const draft = await truckDraft(truck, app.yahodyn);
    const entry = await data(await truck.call("POST", `/queue-drafts/${draft.id}/submit`));

    const stream = await truck.call("GET", `/queues/${entry.id}/events`);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    const readUntil = async (pattern: RegExp) => {
      const deadline = Date.now() + 10_000;
      while (!pattern.test(received) && Date.now() < deadline) {
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), 1_000))]);
        if (chunk && !chunk.done) received += decoder.decode(chunk.value);
      }
      return pattern.test(received);
    };
    expect(await readUntil(/event: entry\ndata: .*"status":30/)).toBe(true);
    await advance(app.t, 1);
    expect(await readUntil(/event: entry\ndata: .*"status":40/)).toBe(true);
    expect(await readUntil(/event: notice\ndata: .*"kind":"called-up"/)).toBe(true);
    await reader.cancel();

    // The joined notice followed the preferences (no mail); the call-up went everywhere.
    const mails = app.smtp.mailsTo(truck.email).map((m) => m.text);
    expect(mails.some((text) => text.includes("Queue joined"))).toBe(false);
    expect(mails.some((text) => text.includes(`${truck.plate}: confirm readiness by`))).toBe(true);
    const sms = await app.t.database.db.select().from(outbox).where(and(eq(outbox.channel, "sms")));
    expect(sms.some((row) => row.text.startsWith("Prepare for entry") && row.text.includes(truck.plate))).toBe(true);

    const notices = await (await truck.call("GET", "/notifications")).json();
    expect(notices.meta.unread).toBe(2);
    expect((await truck.call("POST", "/notifications/read", {})).status).toBe(204);
    expect((await (await truck.call("GET", "/notifications")).json()).meta.unread).toBe(0);
  });
});

describe("who may do what", () => {
  it("hides another user's drafts and entries, keeps operators to their checkpoints, and refuses guests", async () => {
    const owner = await createBooker(app.t, app.smtp, 1);
    const stranger = await createBooker(app.t, app.smtp, 1);
    const draft = await truckDraft(owner, app.yahodyn);
    for (const [method, path] of [
      ["GET", `/queue-drafts/${draft.id}`],
      ["PATCH", `/queue-drafts/${draft.id}`],
      ["POST", `/queue-drafts/${draft.id}/submit`],
      ["DELETE", `/queue-drafts/${draft.id}`],
    ] as const) {
      expect((await stranger.call(method, path, method === "PATCH" ? { vehicle_id: stranger.vehicleId } : undefined)).status, `${method} ${path}`).toBe(404);
    }
    const entry = await data(await owner.call("POST", `/queue-drafts/${draft.id}/submit`));
    for (const [method, path] of [
      ["GET", `/queues/${entry.id}`],
      ["GET", `/queues/${entry.id}/history`],
      ["GET", `/queues/${entry.id}/events`],
      ["POST", `/queues/${entry.id}/confirm`],
      ["POST", `/queues/${entry.id}/extend`],
      ["POST", `/queues/${entry.id}/cancel`],
      ["POST", `/queues/${entry.id}/change`],
    ] as const) {
      expect((await stranger.call(method, path)).status, `${method} ${path}`).toBe(404);
    }
    // Another user's vehicle cannot be put in one's draft.
    const own = await truckDraft(stranger, app.yahodyn);
    expect((await stranger.call("PATCH", `/queue-drafts/${own.id}`, { vehicle_id: owner.vehicleId })).status).toBe(422);

    expect((await stranger.call("GET", `/operator/lanes/${entry.lane_id}/board`)).status).toBe(403);
    expect((await stranger.call("POST", `/operator/queues/${entry.id}/annul`, { reason: "Test" })).status).toBe(403);
    const elsewhere = await createBooker(app.t, app.smtp, 1, "elsewhere");
    await app.t.request("/api/v3/dev/operators", { method: "POST", headers: TEST_HEADERS, body: JSON.stringify({ email: elsewhere.email, checkpoints: ["krakovets-korczowa"] }) });
    expect((await elsewhere.call("GET", `/operator/lanes/${entry.lane_id}/board`)).status).toBe(404);
    expect((await elsewhere.call("POST", `/operator/queues/${entry.id}/annul`, { reason: "Not mine" })).status).toBe(404);

    expect((await app.operator.call("POST", `/operator/queues/${entry.id}/annul`, { reason: "" })).status).toBe(422);
    const annulled = await app.operator.call("POST", `/operator/queues/${entry.id}/annul`, { reason: "Documents do not match the vehicle" });
    expect(annulled.status).toBe(200);
    expect((await data(await owner.call("GET", `/queues/${entry.id}`))).annul_reason).toBe("Documents do not match the vehicle");

    const guest = caller(app.t, {});
    expect((await guest("GET", "/queues")).status).toBe(401);
    expect((await guest("POST", "/queue-drafts", {})).status).toBe(401);
  });
});
