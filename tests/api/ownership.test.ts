/**
 * Nobody books with a vehicle or driver that is not theirs (docs/ownership.md): the attack of
 * issue 13 (a second account registers a plate and books it, keeping its holder out of the
 * queue), refused additions of a held plate or passport, claims that move a holding, the state
 * registers for Ukrainian vehicles and drivers, and the holder's notices.
 */
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
// The app first: it loads the OpenAPI extension of zod before any schema is built.
import { caller, data, PNG, useQueueTestApp } from "../support/booking.ts";
import { insertBookers } from "../support/direct-bookers.ts";
import { loadConfig } from "../../src/server/config.ts";
import { drivers, notifications, ownershipReviews, queueEntries, violations } from "../../src/server/db/schema.ts";
import { decideReview, listReviews } from "../../src/server/modules/ownership/reviews.ts";

const app = useQueueTestApp();
const secret = loadConfig({ APP_ENV: "test", LOG_LEVEL: "silent" }).sessionSecret;

/** An account ready to book (written straight into the database: signing up many through the API meets its rate limits). */
interface Booker {
  userId: number;
  auth: Record<string, string>;
  call: ReturnType<typeof caller>;
  driverId: number;
  vehicleId: number;
  plate: string;
}

async function account(): Promise<Booker> {
  const [booker] = await insertBookers(app.t.database.db, 1, { vehicleType: 1, secret });
  return { ...booker!, driverId: booker!.driverIds[0]!, call: caller(app.t, booker!.auth) };
}

let serial = 0;
/** A plate no other test uses. */
const freshPlate = (prefix = "WX") => `${prefix}${String(process.pid % 1000).padStart(3, "0")}${String(++serial).padStart(3, "0")}Q`;

async function addVehicle(booker: Booker, plate: string, options: { country?: string; vehicleType?: number } = {}) {
  const form = new FormData();
  form.append("vehicle_type", String(options.vehicleType ?? 1));
  form.append("plate", plate);
  form.append("make", "DAF");
  form.append("country", options.country ?? "PL");
  form.append("certificate", new File([PNG], "certificate.png"));
  return app.t.request("/api/v3/profile/vehicles", { method: "POST", headers: { ...booker.auth, "X-Client-Locale": "en" }, body: form });
}

/** An account whose vehicle was added through the API with its certificate: a foreign one waits for a review. */
async function withVehicle(): Promise<Booker> {
  const booker = await account();
  const added = await addVehicle(booker, freshPlate());
  expect(added.status).toBe(201);
  const vehicle = (await added.json()).data;
  return { ...booker, vehicleId: vehicle.id, plate: vehicle.plate };
}

async function pendingReviewOf(subject: "vehicle" | "driver", id: number) {
  const [review] = await app.t.database.db
    .select()
    .from(ownershipReviews)
    .where(and(eq(ownershipReviews.status, "pending"), subject === "vehicle" ? eq(ownershipReviews.vehicleId, id) : eq(ownershipReviews.driverId, id)));
  expect(review).toBeDefined();
  return review!;
}

const approve = async (reviewId: number) => decideReview(app.t.database.db, reviewId, { approve: true }, "test-admin", new Date());

async function noticesOf(booker: Booker) {
  return (await data(await booker.call("GET", "/notifications"))) as Array<{ kind: string; title: string; body: string; entry_id: number | null }>;
}

async function bookTruck(booker: Booker, vehicleId: number, checkpoint = app.yahodyn) {
  const created = await data(await booker.call("POST", "/queue-drafts", { checkpoint_id: checkpoint }));
  const patched = await booker.call("PATCH", `/queue-drafts/${created.id}`, {
    driver_ids: [booker.driverId],
    vehicle_id: vehicleId,
    cargo: { code: "8703", description: "Cars" },
  });
  expect(patched.status).toBe(200);
  return booker.call("POST", `/queue-drafts/${created.id}/submit`);
}

describe("the attack: a second account registers someone else's plate and books it", () => {
  it("no longer keeps the holder out: the holder's booking wins, the squatter's entry is annulled with a violation", async () => {
    const owner = await withVehicle();
    const squatter = await withVehicle();
    // The owner's foreign vehicle waits for an administrator's review of its certificate.
    const ownVehicle = await data(await owner.call("GET", `/profile/vehicles/${owner.vehicleId}`));
    expect(ownVehicle.verification).toMatchObject({ state: "pending", verified_by: null });

    // Nobody holds the plate verified yet: the squatter adds it (any PNG as its certificate) and books it.
    const copy = await addVehicle(squatter, owner.plate);
    expect(copy.status).toBe(201);
    const squatterVehicle = (await copy.json()).data;
    expect(squatterVehicle.verification.state).toBe("pending");
    const squatted = await bookTruck(squatter, squatterVehicle.id);
    expect(squatted.status).toBe(201);
    const squattedEntry = (await squatted.json()).data;
    // Before the holder is verified, the plate is simply busy.
    expect(await (await bookTruck(owner, owner.vehicleId)).json()).toMatchObject({ code: "vehicle-busy" });

    // The administrator approves the owner's certificate: the owner holds the plate, and is told that it is in another account's entry.
    await approve((await pendingReviewOf("vehicle", owner.vehicleId)).id);
    expect((await data(await owner.call("GET", `/profile/vehicles/${owner.vehicleId}`))).verification).toMatchObject({ state: "verified", verified_by: "review" });
    const told = await noticesOf(owner);
    expect(told.map((n) => n.kind)).toEqual(expect.arrayContaining(["ownership-verified", "ownership-used"]));
    expect(told.find((n) => n.kind === "ownership-used")!.body).toContain(owner.plate);

    // The owner books: the squatter's entry is annulled, and the owner's booking goes through.
    const booked = await bookTruck(owner, owner.vehicleId);
    expect(booked.status).toBe(201);
    const annulled = await data(await squatter.call("GET", `/queues/${squattedEntry.id}`));
    expect(annulled).toMatchObject({ status: 90 });
    expect(annulled.annul_reason).toMatch(/verified for another account/);
    const squatterViolations = await data(await squatter.call("GET", "/violations"));
    expect(squatterViolations.map((v: { kind: string }) => v.kind)).toEqual(["held-by-another"]);
    const squatterNotices = await noticesOf(squatter);
    expect(squatterNotices.find((n) => n.kind === "ownership-annulled")).toMatchObject({ entry_id: squattedEntry.id });
    const history = await data(await squatter.call("GET", `/queues/${squattedEntry.id}/history`));
    expect(history.at(-1)).toMatchObject({ event: "annul", actor: "clock" });

    // Again after each cancellation: the squatter's copy can no longer be booked at all.
    const again = await bookTruck(squatter, squatterVehicle.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "held-elsewhere" });
    expect((await owner.call("POST", `/queues/${(await booked.json()).data.id}/cancel`)).status).toBe(200);
  });
});

describe("adding a plate or passport another account holds verified", () => {
  it("is refused with a clear message and a way to claim, and the holder is told (once a day)", async () => {
    const owner = await withVehicle();
    await approve((await pendingReviewOf("vehicle", owner.vehicleId)).id);
    const other = await withVehicle();
    const before = (await noticesOf(owner)).filter((n) => n.kind === "ownership-used").length;

    for (const plate of [owner.plate, owner.plate.toLowerCase().replace(/(\d+)/, " $1 ")]) {
      const refused = await addVehicle(other, plate);
      expect(refused.status).toBe(409);
      const body = await refused.json();
      expect(body).toMatchObject({ code: "held-elsewhere" });
      expect(body.message).toMatch(/verified for another account.*open a claim/);
    }
    // Changing one's own vehicle to the plate is refused the same way.
    const changed = new FormData();
    for (const [key, value] of Object.entries({ vehicle_type: "1", plate: owner.plate, make: "Volvo", country: "PL" })) changed.append(key, value);
    const put = await app.t.request(`/api/v3/profile/vehicles/${other.vehicleId}`, { method: "PUT", headers: other.auth, body: changed });
    expect(await put.json()).toMatchObject({ code: "held-elsewhere" });

    const used = (await noticesOf(owner)).filter((n) => n.kind === "ownership-used");
    expect(used).toHaveLength(before + 1);
    expect(used[0]!.body).toMatch(/tried to add vehicle/);
  });
});

describe("a claim", () => {
  it("opens an administrator's review with documents; approved, it moves the holding and the previous holder is told", async () => {
    const first = await withVehicle();
    await approve((await pendingReviewOf("vehicle", first.vehicleId)).id);
    const claimant = await withVehicle();

    const form = new FormData();
    for (const [key, value] of Object.entries({ subject: "vehicle", vehicle_type: "1", plate: first.plate, make: "DAF", country: "PL", note: "Leased to us since March" })) {
      form.append(key, value);
    }
    form.append("documents", new File([PNG], "lease.png"));
    const opened = await app.t.request("/api/v3/profile/ownership-claims", { method: "POST", headers: { ...claimant.auth, "X-Client-Locale": "en" }, body: form });
    expect(opened.status).toBe(201);
    const claim = await opened.json();
    expect(claim.message).toMatch(/Claim received/);
    expect(claim.data).toMatchObject({ kind: "claim", subject: "vehicle", status: "pending", key: first.plate, note: "Leased to us since March" });
    expect((await data(await claimant.call("GET", "/profile/ownership-reviews")))[0]).toMatchObject({ id: claim.data.id, status: "pending" });
    // The claimant's vehicle waits for the review; it may not be booked while another account holds the plate.
    expect((await data(await claimant.call("GET", `/profile/vehicles/${claim.data.record_id}`))).verification.state).toBe("pending");
    expect(await (await bookTruck(claimant, claim.data.record_id)).json()).toMatchObject({ code: "held-elsewhere" });

    // The console's list shows what, whose, the documents and who holds the plate now.
    const [listed] = (await listReviews(app.t.database.db, "pending")).filter((r) => r.id === claim.data.id);
    expect(listed).toMatchObject({ kind: "claim", heldBy: { id: first.userId }, user: { id: claimant.userId } });
    expect(listed!.documents.map((d) => d.name)).toEqual(["lease.png"]);

    await approve(claim.data.id);
    expect((await data(await claimant.call("GET", `/profile/vehicles/${claim.data.record_id}`))).verification).toMatchObject({ state: "verified" });
    expect((await data(await first.call("GET", `/profile/vehicles/${first.vehicleId}`))).verification).toMatchObject({ state: "unverified", note: "holding-moved" });
    expect((await noticesOf(first)).map((n) => n.kind)).toEqual(expect.arrayContaining(["ownership-used", "ownership-lost"]));
    expect((await noticesOf(claimant)).map((n) => n.kind)).toContain("ownership-verified");
    // A decided review is not decided twice.
    await expect(approve(claim.data.id)).rejects.toThrow(/approved already/);
  });

  it("rejected, tells the claimant the administrator's reason", async () => {
    const claimant = await withVehicle();
    const review = await pendingReviewOf("vehicle", claimant.vehicleId);
    await decideReview(app.t.database.db, review.id, { approve: false, reason: "The certificate is unreadable" }, "test-admin", new Date());
    expect((await data(await claimant.call("GET", `/profile/vehicles/${claimant.vehicleId}`))).verification).toMatchObject({ state: "rejected", note: "review-rejected" });
    const notice = (await noticesOf(claimant)).find((n) => n.kind === "ownership-rejected");
    expect(notice?.body).toContain("The certificate is unreadable");
  });
});

describe("Ukrainian vehicles and drivers: the state registers", () => {
  async function ukrainianCarrier(code: string) {
    const booker = await account();
    const saved = await booker.call("PUT", "/profile/carriers", { vehicle_type: 1, name: "Volyn Trans", country: "UA", registration_code: code, contact_person: "Olena Koval" });
    expect(saved.status).toBe(200);
    return booker;
  }

  it("verifies a vehicle whose register holder is the carrier, refuses it to another account, and rejects another holder's", async () => {
    const holder = await ukrainianCarrier("32855961");
    const added = await addVehicle(holder, "АА1234ВВ", { country: "UA" });
    expect(added.status).toBe(201);
    expect((await added.json()).data).toMatchObject({ plate: "AA1234BB", verification: { state: "verified", verified_by: "registry" } });

    const rival = await ukrainianCarrier("14360570");
    expect(await (await addVehicle(rival, "AA1234BB", { country: "UA" })).json()).toMatchObject({ code: "held-elsewhere" });
    // The register names 14360570 for BC1001AK: not the holder's vehicle.
    const foreign = await addVehicle(holder, "BC1001AK", { country: "UA" });
    expect((await foreign.json()).data.verification).toMatchObject({ state: "rejected", note: "holder-mismatch" });
  });

  it("verifies a Ukrainian driver whose passport the register knows under that name, and refuses it elsewhere", async () => {
    const first = await account();
    const driver = { origin: "ukrainian", first_name: "Ivan", last_name: "Petrenko", birth_date: "1980-05-12", citizenship: "UA", passport_series: "FA", passport_number: "123456" };
    const added = await first.call("POST", "/profile/drivers", driver);
    expect(added.status).toBe(201);
    expect((await added.json()).data.verification).toMatchObject({ state: "verified", verified_by: "registry" });
    const second = await account();
    const refused = await second.call("POST", "/profile/drivers", { ...driver, passport_series: "fa" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "held-elsewhere", message: expect.stringMatching(/driver's passport is verified for another account/) });
    // A driver of the register under another date of birth is not verified.
    const mismatch = await second.call("POST", "/profile/drivers", { ...driver, first_name: "Olena", last_name: "Koval", passport_series: "FB", passport_number: "654321" });
    expect((await mismatch.json()).data.verification).toMatchObject({ state: "rejected", note: "passport-mismatch" });
  });

  it("leaves a vehicle unverified while the register does not answer, never an error for the user", async () => {
    const carrier = await ukrainianCarrier("32855961");
    const added = await addVehicle(carrier, "000AA77", { country: "UA" });
    expect(added.status).toBe(201);
    expect((await added.json()).data.verification).toMatchObject({ state: "unverified", note: "registry-retry" });
  });
});

describe("a foreign driver", () => {
  it("goes to an administrator's review with a passport scan, and a verified holder's booking annuls another account's entry with that passport", async () => {
    const owner = await account();
    const added = await owner.call("POST", "/profile/drivers", {
      origin: "foreign",
      first_name: "Janusz",
      last_name: "Wolny",
      birth_date: "1977-07-07",
      citizenship: "PL",
      passport_number: `JW${String(process.pid % 10000).padStart(4, "0")}01`,
    });
    expect((await added.json()).data.verification).toMatchObject({ state: "unverified", note: "documents-missing" });
    const [driverRow] = await app.t.database.db.select().from(drivers).where(eq(drivers.passportNumber, `JW${String(process.pid % 10000).padStart(4, "0")}01`));
    owner.driverId = driverRow!.id;
    const scan = new FormData();
    scan.append("documents", new File([PNG], "passport.png"));
    const uploaded = await app.t.request(`/api/v3/profile/drivers/${owner.driverId}/documents`, { method: "POST", headers: owner.auth, body: scan });
    expect(uploaded.status).toBe(201);
    expect((await uploaded.json()).data).toMatchObject({ verification: { state: "pending" }, passport_scan: [{ name: "passport.png" }] });

    // Another account books with the owner's driver passport (its own copy of the driver).
    const squatter = await account();
    const copy = await squatter.call("POST", "/profile/drivers", {
      origin: "foreign",
      first_name: driverRow!.firstName,
      last_name: driverRow!.lastName,
      birth_date: driverRow!.birthDate,
      citizenship: "SK", // another citizenship does not dodge the passport key
      passport_number: driverRow!.passportNumber,
    });
    expect(copy.status).toBe(201);
    const squatterDriver = (await copy.json()).data;
    const draft = await data(await squatter.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    await squatter.call("PATCH", `/queue-drafts/${draft.id}`, { driver_ids: [squatterDriver.id], vehicle_id: squatter.vehicleId, cargo: { code: "8703", description: "Cars" } });
    const squatted = await data(await squatter.call("POST", `/queue-drafts/${draft.id}/submit`));

    await approve((await pendingReviewOf("driver", owner.driverId)).id);
    const booked = await bookTruck(owner, owner.vehicleId);
    expect(booked.status).toBe(201);
    expect((await data(await squatter.call("GET", `/queues/${squatted.id}`))).status).toBe(90);
    expect((await owner.call("POST", `/queues/${(await booked.json()).data.id}/cancel`)).status).toBe(200);
  });
});

describe("a verified holder booking twice at once over a squatter's entry", () => {
  it("annuls the squatter's entry once, with one violation, and books exactly one of the two", async () => {
    const owner = await withVehicle();
    const squatter = await withVehicle();
    const copy = (await (await addVehicle(squatter, owner.plate)).json()).data;
    const squatted = await data(await bookTruck(squatter, copy.id));
    await approve((await pendingReviewOf("vehicle", owner.vehicleId)).id);
    // A second driver, so that only the vehicle is shared by the owner's two bookings.
    const second = await owner.call("POST", "/profile/drivers", {
      origin: "foreign",
      first_name: "Piotr",
      last_name: "Nowak",
      birth_date: "1979-02-02",
      citizenship: "PL",
      passport_number: `PN${String(process.pid % 10000).padStart(4, "0")}77`,
    });
    const secondDriver = (await second.json()).data.id;
    const one = await data(await owner.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    await owner.call("PATCH", `/queue-drafts/${one.id}`, { driver_ids: [owner.driverId], vehicle_id: owner.vehicleId, cargo: { code: "8703", description: "Cars" } });
    const created = await data(await owner.call("POST", "/queue-drafts", { checkpoint_id: app.yahodyn }));
    await owner.call("PATCH", `/queue-drafts/${created.id}`, { driver_ids: [secondDriver], vehicle_id: owner.vehicleId, cargo: { code: "8703", description: "Cars" } });
    const answers = await Promise.all([one.id, created.id].map((id) => owner.call("POST", `/queue-drafts/${id}/submit`)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await answers.find((res) => res.status === 409)!.json()).toMatchObject({ code: "vehicle-busy" });
    const [entry] = await app.t.database.db.select().from(queueEntries).where(eq(queueEntries.id, squatted.id));
    expect(entry?.status).toBe(90);
    const recorded = await app.t.database.db
      .select()
      .from(violations)
      .where(and(inArray(violations.kind, ["held-by-another"]), eq(violations.subject, `#${squatted.id} ${owner.plate}`)));
    expect(recorded).toHaveLength(1);
    const open = await app.t.database.db
      .select({ id: queueEntries.id })
      .from(queueEntries)
      .where(and(eq(queueEntries.plate, owner.plate), inArray(queueEntries.status, [30, 40, 50])));
    expect(open).toHaveLength(1);
    await owner.call("POST", `/queues/${open[0]!.id}/cancel`);
  });
});

describe("notices of ownership", () => {
  it("are written for the record's user with no entry, in their language", async () => {
    const booker = await withVehicle();
    await approve((await pendingReviewOf("vehicle", booker.vehicleId)).id);
    const [row] = await app.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, "ownership-verified"), eq(notifications.userId, booker.userId)));
    expect(row).toMatchObject({ entryId: null, details: { subject: "vehicle", label: booker.plate } });
    const uk = await (await caller(app.t, booker.auth)("GET", "/notifications", undefined, { "X-Client-Locale": "uk" })).json();
    expect(uk.data.find((n: { kind: string }) => n.kind === "ownership-verified").body).toContain("підтверджено");
  });
});
