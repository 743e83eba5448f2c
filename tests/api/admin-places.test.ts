import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { waitingAreaKeys } from "../../src/server/db/schema.ts";
import { TEST_HEADERS } from "../support/accounts.ts";
import { createAdminTestApp, expectAdminOnly, type AdminTestApp } from "../support/admin.ts";
import { checkpointId, createBooker, data, truckDraft } from "../support/booking.ts";

let app: AdminTestApp;
let yahodyn: number;
let other: number;
beforeAll(async () => {
  app = await createAdminTestApp();
  yahodyn = await checkpointId(app.t);
  other = await checkpointId(app.t, "rava-ruska-hrebenne");
}, 60_000);
afterAll(() => app.close());

const audit = async (subjectType: string, subjectId: number) =>
  (await data(await app.admin.call("GET", `/admin/audit?subject_type=${subjectType}&subject_id=${subjectId}`))) as Array<{ action: string; before: unknown; after: unknown; actor: { id: number } }>;
const publicCheckpoint = async (id: number) => data(await app.t.request(`/api/v3/checkpoints/${id}`, { headers: TEST_HEADERS }));
const laneOf = async (checkpoint: number, category = "truck-general") => {
  const cp = await data(await app.admin.call("GET", `/admin/checkpoints/${checkpoint}`));
  return cp.lanes.find((lane: { category: string; direction: string }) => lane.category === category && lane.direction === "exit") as { id: number };
};

const application = (email: string, extra: Record<string, unknown> = {}) => ({
  company: "TOV Zakhid-Parking",
  contact_person: "Olena Kovalchuk",
  email,
  phone: "+380 33 123 45 67",
  area_name: "Zakhid truck stop",
  address: "Luboml, Volyn Oblast",
  highway: "M-07",
  checkpoint_id: 1,
  parking_spaces: 120,
  services: ["wifi", "shower"],
  comment: "",
  ...extra,
});
const apply = async (body: unknown, locale = "en") => {
  const res = await app.t.request("/api/v3/waiting-area-applications", { method: "POST", headers: { ...TEST_HEADERS, "X-Client-Locale": locale }, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  const list = await data(await app.admin.call("GET", "/admin/waiting-area-applications?status=new"));
  return list[0] as { id: number; status: string };
};
const checkIn = (key: string, plate: string) =>
  app.t.request("/api/v3/waiting-area-api/check-ins", { method: "POST", headers: { ...TEST_HEADERS, Authorization: `Bearer ${key}` }, body: JSON.stringify({ plate }) });

const area = {
  checkpoint_id: 1,
  name: { uk: "Стоянка", en: "Truck stop", pl: "Parking", ro: "Parcare", tr: "Otopark", sk: "Parkovisko", hu: "Parkoló" },
  address: { uk: "Любомль", en: "Luboml", pl: "Luboml", ro: "Luboml", tr: "Luboml", sk: "Luboml", hu: "Luboml" },
  highway: "M-07",
  phone: "+380 33 000 00 00",
  parking_spaces: 80,
  lat: 51.2,
  lng: 23.9,
  services: ["wifi"],
  schedule: null,
  published: true,
};

describe("the administration of checkpoints, lanes and waiting areas", () => {
  it("answers administrators only on every endpoint, before reading any input", async () => {
    const lane = await laneOf(yahodyn);
    await expectAdminOnly(app, "GET", "/admin/checkpoints");
    await expectAdminOnly(app, "GET", `/admin/checkpoints/${yahodyn}`);
    await expectAdminOnly(app, "PATCH", `/admin/checkpoints/${yahodyn}`, { version: "x", lat: 999 }, 422);
    await expectAdminOnly(app, "GET", `/admin/lanes/${lane.id}`);
    await expectAdminOnly(app, "PATCH", `/admin/lanes/${lane.id}`, { version: "x", capacity_per_hour: 0 }, 422);
    await expectAdminOnly(app, "GET", "/admin/waiting-areas");
    await expectAdminOnly(app, "POST", "/admin/waiting-areas", { name: 1 }, 422);
    await expectAdminOnly(app, "GET", "/admin/waiting-areas/2147483647", undefined, 404);
    await expectAdminOnly(app, "PATCH", "/admin/waiting-areas/1", { version: "x", parking_spaces: -1 }, 422);
    await expectAdminOnly(app, "POST", "/admin/waiting-areas/2147483647/keys", { label: "k" }, 404);
    await expectAdminOnly(app, "POST", "/admin/waiting-areas/2147483647/keys/1/revoke", undefined, 404);
    await expectAdminOnly(app, "GET", "/admin/waiting-area-applications");
    await expectAdminOnly(app, "GET", "/admin/waiting-area-applications/2147483647", undefined, 404);
    await expectAdminOnly(app, "POST", "/admin/waiting-area-applications/2147483647/approve", { lat: 50, lng: 24 }, 404);
    await expectAdminOnly(app, "POST", "/admin/waiting-area-applications/2147483647/reject", { reason: "No" }, 422);
  });

  it("edits a checkpoint's names, coordinates and bookings in the trial; the public answers and the booking rule follow at once; recorded", async () => {
    const booker = await createBooker(app.t, app.smtp, 1, "cp-booker");
    const before = await data(await app.admin.call("GET", `/admin/checkpoints/${other}`));
    expect(before).toMatchObject({ id: other, takes_bookings: null, booking_enabled: false, is_open: true });
    expect(before.lanes.some((lane: { main: boolean }) => lane.main)).toBe(true);
    expect((await booker.call("POST", "/queue-drafts", { checkpoint_id: other })).status).toBe(422);

    const name = { ...before.name, en: "Rava-Ruska (edited)" };
    const saved = await app.admin.call("PATCH", `/admin/checkpoints/${other}`, { version: before.version, name, lat: 50.25, takes_bookings: true });
    expect(saved.status).toBe(200);
    const after = await data(saved);
    expect(after).toMatchObject({ name, lat: 50.25, takes_bookings: true, booking_enabled: true });
    expect(after.version).not.toBe(before.version);
    expect(await publicCheckpoint(other)).toMatchObject({ booking_enabled: true, lat: 50.25, name: { en: "Rava-Ruska (edited)" } });
    expect((await (await app.t.request("/api/v3/settings", { headers: TEST_HEADERS })).json()).booking_checkpoints.map((c: { id: number }) => c.id)).toContain(other);
    expect((await booker.call("POST", "/queue-drafts", { checkpoint_id: other })).status).toBe(201);

    // The configured pair can be taken out of the trial too (false overrides BOOKING_CHECKPOINTS), and put back to the configuration (null).
    const y = await data(await app.admin.call("GET", `/admin/checkpoints/${yahodyn}`));
    const off = await data(await app.admin.call("PATCH", `/admin/checkpoints/${yahodyn}`, { version: y.version, takes_bookings: false }));
    expect(off.booking_enabled).toBe(false);
    expect((await booker.call("POST", "/queue-drafts", { checkpoint_id: yahodyn })).status).toBe(422);
    expect((await app.admin.call("PATCH", `/admin/checkpoints/${yahodyn}`, { version: off.version, takes_bookings: null })).status).toBe(200);
    expect((await booker.call("POST", "/queue-drafts", { checkpoint_id: yahodyn })).status).toBe(201);

    const [row] = await audit("checkpoint", other);
    expect(row).toMatchObject({ action: "checkpoint.update", actor: { id: app.admin.userId }, before: { takes_bookings: null, lat: before.lat }, after: { takes_bookings: true, lat: 50.25 } });
  });

  it("refuses a stale checkpoint edit with 409 and the current item, and bad input field by field", async () => {
    const current = await data(await app.admin.call("GET", `/admin/checkpoints/${other}`));
    const stale = await app.admin.call("PATCH", `/admin/checkpoints/${other}`, { version: "not-the-version", is_open: false });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "stale-edit", current: { version: current.version, is_open: true } });
    expect((await publicCheckpoint(other)).is_open).toBe(true);

    const bad = await app.admin.call("PATCH", `/admin/checkpoints/${other}`, {
      version: current.version,
      lat: 91,
      lng: "x",
      checkpoints_count: 0,
      name: { ...current.name, en: " " },
    });
    expect(bad.status).toBe(422);
    const { errors } = await bad.json();
    expect(errors).toMatchObject({
      lat: ["Latitude is a number from −90 to 90"],
      lng: ["Longitude is a number from −180 to 180"],
      checkpoints_count: ["The number of control points is a whole number from 1 to 100"],
    });
    expect(Object.keys(errors)).toContain("name.en");
    const control = await app.admin.call("PATCH", `/admin/checkpoints/${other}`, { version: current.version, name: { ...current.name, pl: "a\u0000b" } });
    expect(control.status).toBe(422);
    expect(Object.keys((await control.json()).errors)).toEqual(["name.pl"]);
    expect((await app.admin.call("PATCH", `/admin/checkpoints/${other}`, { version: current.version, slug: "x" })).status).toBe(422);
    expect((await app.admin.call("PATCH", "/admin/checkpoints/2147483648", { version: current.version })).status).toBe(404);
  });

  it("edits a lane's capacity and settings: validated, stale edits refused, the queue told it is delayed, the public board changed, recorded", async () => {
    const lane = await laneOf(yahodyn);
    const booker = await createBooker(app.t, app.smtp, 1, "lane-booker");
    const entry = await data(await booker.call("POST", `/queue-drafts/${(await truckDraft(booker, yahodyn)).id}/submit`));
    expect(entry.lane_id ?? lane.id).toBe(lane.id);

    const before = await data(await app.admin.call("GET", `/admin/lanes/${lane.id}`));
    const refused = await app.admin.call("PATCH", `/admin/lanes/${lane.id}`, {
      version: before.version,
      capacity_per_hour: 0,
      weights: { general: -1 },
      slot_minutes: 1,
      timeslot_share: 2,
      schedule: { "1": [{ from: "22:00", to: "06:00" }] },
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toMatchObject({
      capacity_per_hour: ["Capacity is a whole number from 1 to 1000 vehicles an hour"],
      "weights.general": ["A sub-queue's weight is a whole number from 0 to 100"],
      slot_minutes: ["A slot lasts from 5 to 240 minutes"],
      timeslot_share: ["The timeslot share is from 0 to 100 %"],
    });
    // A flow that would strand the open dynamic entry is refused.
    const flow = await app.admin.call("PATCH", `/admin/lanes/${lane.id}`, { version: before.version, flow_type: 2 });
    expect(flow.status).toBe(422);
    expect((await flow.json()).errors.flow_type[0]).toContain("1 open entries");

    const capacity = Math.max(1, before.capacity_per_hour - 1);
    const saved = await app.admin.call("PATCH", `/admin/lanes/${lane.id}`, {
      version: before.version,
      capacity_per_hour: capacity,
      weights: { "perishable-trusted": 1, perishable: 1, trusted: 2, general: 5 },
      schedule: { "1": [{ from: "06:00", to: "22:00" }], "2": [{ from: "00:00", to: "24:00" }] },
      requires_check_in: true,
    });
    expect(saved.status).toBe(200);
    const after = await data(saved);
    expect(after).toMatchObject({ capacity_per_hour: capacity, weights: { general: 5, trusted: 2 }, requires_check_in: true, schedule: { "1": [{ from: "06:00", to: "22:00" }] } });
    const board = await publicCheckpoint(yahodyn);
    expect(board.lanes.find((l: { id: number }) => l.id === lane.id)).toMatchObject({ capacity_per_hour: capacity, schedule: { "1": [{ from: "06:00", to: "22:00" }] } });

    const notices = await data(await booker.call("GET", "/notifications"));
    expect(notices.some((n: { kind: string; entry_id?: number }) => n.kind === "delayed")).toBe(true);

    const stale = await app.admin.call("PATCH", `/admin/lanes/${lane.id}`, { version: before.version, capacity_per_hour: 500 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "stale-edit", current: { version: after.version, capacity_per_hour: capacity } });

    const [row] = await audit("lane", lane.id);
    expect(row).toMatchObject({ action: "lane.update", before: { capacity_per_hour: before.capacity_per_hour, requires_check_in: false }, after: { capacity_per_hour: capacity, requires_check_in: true } });
    // Back as it was, for the other tests.
    expect((await app.admin.call("PATCH", `/admin/lanes/${lane.id}`, { version: after.version, capacity_per_hour: before.capacity_per_hour, requires_check_in: false, schedule: null })).status).toBe(200);
  });

  it("creates and edits a waiting area, issues keys that work (their last use listed) and revokes them; recorded", async () => {
    const invalid = await app.admin.call("POST", "/admin/waiting-areas", { ...area, parking_spaces: -1, lat: 100, name: { ...area.name, hu: "" }, services: ["sauna"] });
    expect(invalid.status).toBe(422);
    expect(Object.keys((await invalid.json()).errors).sort()).toEqual(["lat", "name.hu", "parking_spaces", "services.0"]);

    const created = await app.admin.call("POST", "/admin/waiting-areas", area);
    expect(created.status).toBe(201);
    const made = await data(created);
    expect(made).toMatchObject({ name: area.name, parking_spaces: 80, published: true, keys: [] });
    const publicList = await data(await app.t.request("/api/v3/waiting-areas", { headers: TEST_HEADERS }));
    expect(publicList.map((a: { id: number }) => a.id)).toContain(made.id);

    const edited = await data(await app.admin.call("PATCH", `/admin/waiting-areas/${made.id}`, { version: made.version, parking_spaces: 90, published: false, services: ["wifi", "shower"] }));
    expect(edited).toMatchObject({ parking_spaces: 90, published: false, services: ["wifi", "shower"] });
    expect((await app.t.request(`/api/v3/waiting-areas/${made.id}`, { headers: TEST_HEADERS })).status).toBe(404);
    const stale = await app.admin.call("PATCH", `/admin/waiting-areas/${made.id}`, { version: made.version, parking_spaces: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "stale-edit", current: { version: edited.version, parking_spaces: 90 } });

    const issued = await app.admin.call("POST", `/admin/waiting-areas/${made.id}/keys`, { label: "Gate PC" });
    expect(issued.status).toBe(201);
    const key = await data(issued);
    expect(key).toMatchObject({ label: "Gate PC", last_used_at: null, revoked_at: null });
    expect(key.key).toMatch(/^wa_/);
    expect((await checkIn(key.key, "AA1234BB")).status).toBe(200);
    const listed = await data(await app.admin.call("GET", `/admin/waiting-areas/${made.id}`));
    expect(listed.keys).toHaveLength(1);
    expect(listed.keys[0]).not.toHaveProperty("key");
    expect(listed.keys[0].last_used_at).not.toBeNull();

    const revoked = await data(await app.admin.call("POST", `/admin/waiting-areas/${made.id}/keys/${key.id}/revoke`));
    expect(revoked.revoked_at).not.toBeNull();
    expect((await checkIn(key.key, "AA1234BB")).status).toBe(401);
    expect((await app.admin.call("POST", `/admin/waiting-areas/${made.id + 1000}/keys/${key.id}/revoke`)).status).toBe(404);

    expect((await audit("waiting-area", made.id)).map((row) => row.action)).toEqual(["waiting-area-key.revoke", "waiting-area-key.issue", "waiting-area.update", "waiting-area.create"]);
    const [hash] = await app.t.database.db.select({ hash: waitingAreaKeys.keyHash }).from(waitingAreaKeys).where(eq(waitingAreaKeys.id, key.id));
    expect(hash!.hash).not.toContain(key.key);
  });

  it("approves an application into a waiting area and its first key that checks vehicles in; once only", async () => {
    const submitted = await apply(application("approve@zakhid.example"));
    const shown = await data(await app.admin.call("GET", `/admin/waiting-area-applications/${submitted.id}`));
    expect(shown).toMatchObject({ status: "new", company: "TOV Zakhid-Parking", checkpoint: { id: 1 } });
    expect((await app.admin.call("POST", `/admin/waiting-area-applications/${submitted.id}/approve`, { lat: 95, lng: 24 })).status).toBe(422);

    const approved = await app.admin.call("POST", `/admin/waiting-area-applications/${submitted.id}/approve`, { lat: 51.22, lng: 23.85 });
    expect(approved.status).toBe(201);
    const result = await data(approved);
    expect(result.application).toMatchObject({ status: "accepted", waiting_area_id: result.waiting_area_id, decided_by: app.admin.userId });
    const made = await data(await app.admin.call("GET", `/admin/waiting-areas/${result.waiting_area_id}`));
    expect(made).toMatchObject({ name: { uk: "Zakhid truck stop", en: "Zakhid truck stop" }, parking_spaces: 120, services: ["wifi", "shower"], lat: 51.22 });
    const answer = await checkIn(result.key.key, "BC5678AA");
    expect(answer.status).toBe(200);
    expect((await data(answer)).waiting_area_id).toBe(result.waiting_area_id);

    const again = await app.admin.call("POST", `/admin/waiting-area-applications/${submitted.id}/approve`, { lat: 51.22, lng: 23.85 });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("already-decided");
    const [row] = await audit("waiting-area-application", submitted.id);
    expect(row).toMatchObject({ action: "waiting-area-application.approve", after: { status: "accepted", waiting_area_id: result.waiting_area_id } });
  });

  it("declines an application with a reason mailed in the applicant's language", async () => {
    const submitted = await apply(application("decline@zakhid.example"), "pl");
    expect((await app.admin.call("POST", `/admin/waiting-area-applications/${submitted.id}/reject`, { reason: " " })).status).toBe(422);
    const declined = await app.admin.call("POST", `/admin/waiting-area-applications/${submitted.id}/reject`, { reason: "No parking <b>licence</b>\nyet." });
    expect(declined.status).toBe(200);
    expect(await data(declined)).toMatchObject({ status: "declined", decision_reason: "No parking <b>licence</b>\nyet." });
    await expect.poll(() => app.smtp.mailsTo("decline@zakhid.example").length).toBe(2);
    const mail = app.smtp.mailsTo("decline@zakhid.example").find((m) => m.subject.includes("odrzucony"))!;
    expect(mail.text).toContain("Powód");
    expect(mail.text).toContain("No parking <b>licence</b>");
    expect(mail.text).toContain("No parking &lt;b&gt;licence&lt;/b&gt;<br>yet.");
    expect((await app.admin.call("POST", `/admin/waiting-area-applications/${submitted.id}/reject`, { reason: "Again" })).status).toBe(409);
    const list = await data(await app.admin.call("GET", "/admin/waiting-area-applications?status=declined"));
    expect(list.map((a: { id: number }) => a.id)).toContain(submitted.id);
    expect((await app.admin.call("GET", "/admin/waiting-area-applications?status=other")).status).toBe(422);
  });
});
