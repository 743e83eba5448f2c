/**
 * What the booking wizard adds to the drafts API: the user's open drafts (newest first), a truck's
 * customs documents (uploaded within the configured limits, kept in the cargo), the cargo's other
 * documents and the bus trip's fields, and a double submit with the same Idempotency-Key booking once.
 */
import { describe, expect, it } from "vitest";
import { advance, caller, createBooker, data, useQueueTestApp, PNG } from "../support/booking.ts";

const app = useQueueTestApp();

function upload(auth: Record<string, string>, draftId: number, files: Array<{ name: string; bytes: Uint8Array }>) {
  const form = new FormData();
  for (const file of files) form.append("documents", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  return app.t.request(`/api/v3/queue-drafts/${draftId}/documents`, { method: "POST", headers: { "X-Client-Locale": "en", ...auth }, body: form });
}

describe("GET /queue-drafts", () => {
  it("lists the user's open booking drafts, newest first, by vehicle type, and not another user's", async () => {
    const truck = await createBooker(app.t, app.smtp, 1);
    const other = await createBooker(app.t, app.smtp, 1);
    const first = await data(await truck.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    const second = await data(await truck.call("POST", "/queue-drafts", {}));
    await other.call("POST", "/queue-drafts", {});
    const listed = await truck.call("GET", "/queue-drafts?vehicle_type=1");
    expect(listed.status).toBe(200);
    expect((await data(listed)).map((draft: { id: number }) => draft.id)).toEqual([second.id, first.id]);
    expect(await data(await truck.call("GET", "/queue-drafts?vehicle_type=3"))).toEqual([]);

    // A submitted draft is no longer open.
    await truck.call("PATCH", `/queue-drafts/${first.id}`, { driver_ids: [truck.driverId], vehicle_id: truck.vehicleId, cargo: { code: "8703" } });
    expect((await truck.call("POST", `/queue-drafts/${first.id}/submit`)).status).toBe(201);
    expect((await data(await truck.call("GET", "/queue-drafts"))).map((draft: { id: number }) => draft.id)).toEqual([second.id]);
  });

  it("refuses a guest and a vehicle type that is not one", async () => {
    expect((await app.t.request("/api/v3/queue-drafts")).status).toBe(401);
    const truck = await createBooker(app.t, app.smtp, 1);
    expect((await truck.call("GET", "/queue-drafts?vehicle_type=7")).status).toBe(422);
  });
});

describe("a truck's customs documents", () => {
  it("uploads documents into the draft's cargo, keeps the other fields, and refuses more than the limit with the SPEC's message", async () => {
    const truck = await createBooker(app.t, app.smtp, 1);
    const draft = await data(await truck.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    const patched = await truck.call("PATCH", `/queue-drafts/${draft.id}`, {
      cargo: { code: "0805", description: "Oranges", perishable: true, declaration_number: "MD2-1", other_documents: "Phytosanitary certificate 12" },
    });
    expect(patched.status).toBe(200);
    const uploaded = await upload(truck.auth, draft.id, [
      { name: "cmr.png", bytes: PNG },
      { name: "invoice.png", bytes: PNG },
    ]);
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const withDocuments = await data(uploaded);
    expect(withDocuments.cargo).toMatchObject({ code: "0805", other_documents: "Phytosanitary certificate 12", perishable: true });
    expect(withDocuments.cargo.document_ids).toHaveLength(2);
    expect(withDocuments.documents.map((file: { name: string }) => file.name)).toEqual(["cmr.png", "invoice.png"]);
    // The owner may read them back.
    expect((await truck.call("GET", withDocuments.documents[0].url.replace("/api/v3", ""))).status).toBe(200);

    // Two more would make four: the limit is three per booking.
    const refused = await upload(truck.auth, draft.id, [
      { name: "a.png", bytes: PNG },
      { name: "b.png", bytes: PNG },
    ]);
    expect(refused.status).toBe(422);
    // The count is the problem, so the answer says the count limit (not the size).
    expect((await refused.json()).errors.documents).toEqual(["Too many files. Max files count: 3."]);
    const refusedPl = await upload({ ...truck.auth, "X-Client-Locale": "pl" }, draft.id, [
      { name: "a.png", bytes: PNG },
      { name: "b.png", bytes: PNG },
    ]);
    expect((await refusedPl.json()).errors.documents).toEqual(["Za dużo plików. Maksymalna liczba plików: 3."]);
    // A file over the size limit says the size limit.
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooLarge = await upload(truck.auth, draft.id, [{ name: "big.png", bytes: big }]);
    expect(tooLarge.status).toBe(422);
    expect((await tooLarge.json()).errors.documents).toEqual(["File size exceeded 5 MB."]);

    // Not a picture or a PDF.
    const wrong = await upload(truck.auth, draft.id, [{ name: "notes.txt", bytes: new TextEncoder().encode("hello") }]);
    expect(wrong.status).toBe(422);

    // The booking keeps the documents.
    await truck.call("PATCH", `/queue-drafts/${draft.id}`, { driver_ids: [truck.driverId], vehicle_id: truck.vehicleId });
    expect((await truck.call("POST", `/queue-drafts/${draft.id}/submit`)).status).toBe(201);
  });

  it("takes only the user's own uploaded documents in the cargo", async () => {
    const truck = await createBooker(app.t, app.smtp, 1);
    const other = await createBooker(app.t, app.smtp, 1);
    const otherDraft = await data(await other.call("POST", "/queue-drafts", {}));
    const theirs = await data(await upload(other.auth, otherDraft.id, [{ name: "x.png", bytes: PNG }]));
    const draft = await data(await truck.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    const refused = await truck.call("PATCH", `/queue-drafts/${draft.id}`, { cargo: { code: "8703", document_ids: theirs.cargo.document_ids } });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors["cargo.document_ids"]).toBeDefined();
    expect((await upload(truck.auth, otherDraft.id, [{ name: "x.png", bytes: PNG }])).status).toBe(404);
  });

  it("refuses other_documents longer than 500 characters", async () => {
    const truck = await createBooker(app.t, app.smtp, 1);
    const draft = await data(await truck.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    const refused = await truck.call("PATCH", `/queue-drafts/${draft.id}`, { cargo: { other_documents: "x".repeat(501) } });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors["cargo.other_documents"]).toBeDefined();
  });
});

describe("a bus trip's fields", () => {
  it("keeps the number of trips, the day and the week number, and checks them", async () => {
    const bus = await createBooker(app.t, app.smtp, 2);
    const draft = await data(await bus.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    const trip = { route: "Lutsk – Lublin", trip_number: "7", regular: false, trips_count: 2, day: "2030-05-06", week_number: 19 };
    const saved = await data(await bus.call("PATCH", `/queue-drafts/${draft.id}`, { trip }));
    expect(saved.trip).toEqual(trip);
    const refused = await bus.call("PATCH", `/queue-drafts/${draft.id}`, { trip: { ...trip, week_number: 54, day: "2030-02-30" } });
    expect(refused.status).toBe(422);
    const { errors } = await refused.json();
    expect(Object.keys(errors).sort()).toEqual(["trip.day", "trip.week_number"]);
    // Without them (older clients) a trip is still a trip.
    expect((await data(await bus.call("PATCH", `/queue-drafts/${draft.id}`, { trip: { route: "Lutsk – Lublin", regular: true } }))).trip).toMatchObject({
      trips_count: null,
      day: null,
      week_number: null,
    });
  });
});

describe("the booked entry (GET /queues/{id})", () => {
  it("answers the cargo's other and uploaded documents, to the owner only", async () => {
    const truck = await createBooker(app.t, app.smtp, 1);
    const draft = await data(await truck.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    await truck.call("PATCH", `/queue-drafts/${draft.id}`, {
      driver_ids: [truck.driverId],
      vehicle_id: truck.vehicleId,
      cargo: { code: "0805", other_documents: "Phytosanitary certificate 12" },
    });
    const uploaded = await data(await upload(truck.auth, draft.id, [{ name: "cmr.png", bytes: PNG }]));
    const booked = await data(await truck.call("POST", `/queue-drafts/${draft.id}/submit`));
    const entry = await data(await truck.call("GET", `/queues/${booked.id}`));
    expect(entry.cargo).toMatchObject({ other_documents: "Phytosanitary certificate 12", document_ids: uploaded.cargo.document_ids });
    expect(entry.documents).toEqual([{ id: uploaded.cargo.document_ids[0], name: "cmr.png", mime: "image/png", size: PNG.length, url: expect.any(String) }]);
    expect((await truck.call("GET", entry.documents[0].url.replace("/api/v3", ""))).status).toBe(200);
    // Another user reads neither the entry nor its file;.
    const other = await createBooker(app.t, app.smtp, 1);
    expect((await other.call("GET", `/queues/${booked.id}`)).status).toBe(404);
    expect((await other.call("GET", entry.documents[0].url.replace("/api/v3", ""))).status).toBe(404);
  });

  it("answers the bus trip's number of trips, day and week number", async () => {
    const bus = await createBooker(app.t, app.smtp, 2);
    const draft = await data(await bus.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    const now = Date.parse((await advance(app.t, 0)).now);
    const slot = new Date(Math.ceil(now / 3_600_000) * 3_600_000 + 3 * 3_600_000).toISOString();
    const trip = { route: "Lutsk – Lublin", trip_number: "7", regular: false, trips_count: 2, day: "2030-05-06", week_number: 19 };
    await bus.call("PATCH", `/queue-drafts/${draft.id}`, { driver_ids: [bus.driverId], vehicle_id: bus.vehicleId, trip, slot_start: slot });
    const booked = await bus.call("POST", `/queue-drafts/${draft.id}/submit`);
    expect(booked.status, await booked.clone().text()).toBe(201);
    const entry = await data(await bus.call("GET", `/queues/${(await data(booked)).id}`));
    expect(entry.trip).toEqual(trip);
    expect(entry.cargo).toBeNull();
    expect(entry.documents).toEqual([]);
  });
});

describe("a held timeslot", () => {
  it("keeps the draft a timeslot booking while other steps are saved", async () => {
    const car = await createBooker(app.t, app.smtp, 3);
    const draft = await data(await car.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    const now = Date.parse((await advance(app.t, 0)).now);
    const slot = new Date(Math.ceil(now / 3_600_000) * 3_600_000 + 26 * 3_600_000).toISOString();
    const held = await data(await car.call("PATCH", `/queue-drafts/${draft.id}`, { slot_start: slot }));
    expect(held).toMatchObject({ kind: "timeslot", slot_start: slot });
    const filled = await data(await car.call("PATCH", `/queue-drafts/${draft.id}`, { driver_ids: [car.driverId], vehicle_id: car.vehicleId }));
    expect(filled).toMatchObject({ kind: "timeslot", slot_start: slot, missing: [] });
    expect(filled.reservation_seconds_left).toBeGreaterThan(0);
  });
});

describe("a double submit", () => {
  it("books once: the same Idempotency-Key, at once and again later, answers the same entry", async () => {
    const truck = await createBooker(app.t, app.smtp, 1);
    const draft = await data(await truck.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    await truck.call("PATCH", `/queue-drafts/${draft.id}`, { driver_ids: [truck.driverId], vehicle_id: truck.vehicleId, cargo: { code: "8703" } });
    const submit = caller(app.t, { ...truck.auth, "Idempotency-Key": `wizard-draft-${draft.id}` });
    const answers = await Promise.all([submit("POST", `/queue-drafts/${draft.id}/submit`), submit("POST", `/queue-drafts/${draft.id}/submit`)]);
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    const [a, b] = await Promise.all(answers.map(data));
    expect(a.id).toBe(b.id);
    const again = await data(await submit("POST", `/queue-drafts/${draft.id}/submit`));
    expect(again.id).toBe(a.id);
    expect((await data(await truck.call("GET", "/queues"))).map((entry: { id: number }) => entry.id)).toEqual([a.id]);
  });

  it("refuses a malformed Idempotency-Key before booking, with the reason in the user's language, and the document lists the header", async () => {
    const truck = await createBooker(app.t, app.smtp, 1);
    const draft = await data(await truck.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    await truck.call("PATCH", `/queue-drafts/${draft.id}`, { driver_ids: [truck.driverId], vehicle_id: truck.vehicleId, cargo: { code: "8703" } });
    for (const [key, locale] of [["short", "en"], ["spaces are not allowed", "uk"], ["k".repeat(101), "pl"]] as const) {
      const refused = await caller(app.t, { ...truck.auth, "Idempotency-Key": key, "X-Client-Locale": locale })("POST", `/queue-drafts/${draft.id}/submit`);
      expect(refused.status).toBe(422);
      const body = (await refused.json()) as { message: string; errors: Record<string, string[]> };
      expect(Object.keys(body.errors)).toEqual(["idempotency-key"]);
      expect(body.errors["idempotency-key"]![0]).not.toMatch(/^(Too small|Too big|Invalid)/);
      if (locale !== "en") expect(body.message).not.toBe("Invalid input");
    }
    // Nothing was booked; a good key books.
    expect(await data(await truck.call("GET", "/queues"))).toEqual([]);
    expect((await caller(app.t, { ...truck.auth, "Idempotency-Key": `good-key-${draft.id}` })("POST", `/queue-drafts/${draft.id}/submit`)).status).toBe(201);

    const document = (await (await app.t.request("/api/v3/openapi.json")).json()) as { paths: Record<string, { post: { parameters: Array<Record<string, unknown>> } }> };
    expect(document.paths["/queue-drafts/{id}/submit"]!.post.parameters).toContainEqual({
      name: "idempotency-key",
      in: "header",
      required: false,
      description: "Repeating a submit with the same key answers the first result",
      schema: { type: "string", minLength: 8, maxLength: 100, pattern: "^[\\w.:-]+$", description: "Repeating a submit with the same key answers the first result" },
    });
  });
});
