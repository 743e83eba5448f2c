/**
 * The administration of people (issue 17): users found and shown, blockings lifted and violations
 * archived (the user told, and able to book again), operators' checkpoints, sessions ended, the
 * carriers' trusted-operator (AEO) mark, the feedback inbox answered over SMTP and closed. Every
 * endpoint's authorisation matrix, its validation, the stale edits and the audit rows.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carriers, feedbackMessages, ownershipReviews, queueEntries } from "../../src/server/db/schema.ts";
import { TEST_HEADERS } from "../support/accounts.ts";
import { createAdminTestApp, expectAdminOnly, type AdminTestApp } from "../support/admin.ts";
import { caller, checkpointId, createBooker, PNG, truckDraft } from "../support/booking.ts";
import { createTestAppOn } from "../support/test-app.ts";

let app: AdminTestApp;
let yahodyn: number;
beforeAll(async () => {
  app = await createAdminTestApp();
  yahodyn = await checkpointId(app.t);
}, 60_000);
afterAll(() => app.close());

async function block(email: string, kind = "blocking") {
  const res = await app.t.request("/api/v3/dev/violations", {
    method: "POST",
    headers: TEST_HEADERS,
    body: JSON.stringify({ email, kind, subject: kind === "blocking" ? "Account" : "Queue #7", blocking_days: 14 }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).data as { id: number };
}

async function auditOf(subjectType: string, subjectId: number) {
  const res = await app.admin.call("GET", `/admin/audit?subject_type=${subjectType}&subject_id=${subjectId}`);
  return ((await res.json()).data as Array<{ action: string; before: unknown; after: unknown; actor: { id: number } }>).map((row) => ({
    action: row.action,
    before: row.before,
    after: row.after,
    actor: row.actor.id,
  }));
}

describe("users", () => {
  it("are found by e-mail (or its beginning), phone, plate and passport, for administrators only", async () => {
    const booker = await createBooker(app.t, app.smtp, 1, "searched");
    const res = await expectAdminOnly(app, "GET", `/admin/users?q=${encodeURIComponent(booker.email)}`);
    const found = await res.json();
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({ email: booker.email, role: "user", locale: "en", activated: true });
    const id = found.data[0].id as number;
    const ids = async (q: string) => ((await (await app.admin.call("GET", `/admin/users?q=${encodeURIComponent(q)}`)).json()).data as Array<{ id: number }>).map((u) => u.id);
    expect(await ids(booker.email.slice(0, booker.email.indexOf("@") + 1).toUpperCase())).toEqual([id]);
    expect(await ids(booker.plate.toLowerCase())).toEqual([id]);
    const passport = (await (await booker.call("GET", `/profile/drivers/${booker.driverId}`)).json()).data;
    expect(await ids(`${passport.passport_series ?? ""}${passport.passport_number}`)).toEqual([id]);
    expect(await ids("nobody-at-all@example.com")).toEqual([]);
    // A wildcard is taken literally.
    expect(await ids("%@")).toEqual([]);
    const all = await (await app.admin.call("GET", "/admin/users?page=1")).json();
    expect(all.meta).toMatchObject({ page: 1, per_page: 50 });
    expect(all.meta.total).toBeGreaterThanOrEqual(4);
  });

  it("refuses a search that is too long or holds control characters (422 with the field's message)", async () => {
    await expectAdminOnly(app, "GET", `/admin/users?q=${"a".repeat(101)}`, undefined, 422);
    const res = await app.admin.call("GET", "/admin/users?q=a%00b");
    expect(res.status).toBe(422);
    expect((await res.json()).errors.q).toBeDefined();
    expect((await app.admin.call("GET", "/admin/users?page=0")).status).toBe(422);
  });

  it("shows a user's page: carriers, entries, violations and blockings, sessions", async () => {
    const booker = await createBooker(app.t, app.smtp, 1, "shown");
    const draft = await truckDraft(booker, yahodyn);
    expect((await booker.call("POST", `/queue-drafts/${draft.id}/submit`)).status).toBe(201);
    const violation = await block(booker.email, "late-cancellation");
    const id = (await (await app.admin.call("GET", `/admin/users?q=${encodeURIComponent(booker.email)}`)).json()).data[0].id;
    const res = await expectAdminOnly(app, "GET", `/admin/users/${id}`);
    const { data } = await res.json();
    expect(data).toMatchObject({ id, email: booker.email, role: "user", live_sessions: 1, blocked_until: null, operator_checkpoints: [] });
    expect(data.carriers).toEqual([expect.objectContaining({ vehicle_type: 1, aeo_certificate: null, trusted: false, version: expect.any(String) })]);
    expect(data.entries.open).toEqual([expect.objectContaining({ status: 30, status_name: "awaiting", plate: booker.plate, checkpoint: expect.objectContaining({ slug: "yahodyn-dorohusk" }) })]);
    expect(data.violations).toEqual([expect.objectContaining({ id: violation.id, kind: "late-cancellation", status: "active", closed_at: null })]);
    expect((await app.admin.call("GET", "/admin/users/2147483647")).status).toBe(404);
    expect((await app.admin.call("GET", "/admin/users/abc")).status).toBe(404);
  });

  it("lifts a blocking with a reason: the user can book again, is told in the app and by mail in their language, and the audit has it", async () => {
    const booker = await createBooker(app.t, app.smtp, 1, "blocked");
    const blocking = await block(booker.email);
    const id = (await (await app.admin.call("GET", `/admin/users?q=${encodeURIComponent(booker.email)}`)).json()).data[0].id;
    const refused = await booker.call("POST", `/queue-drafts/${(await truckDraft(booker, yahodyn)).id}/submit`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "blocked" });
    expect((await (await app.admin.call("GET", `/admin/users/${id}`)).json()).data.blocked_until).not.toBeNull();

    const path = `/admin/users/${id}/violations/${blocking.id}/close`;
    // Validation: a reason is required, bounded, without control characters.
    const empty = await expectAdminOnly(app, "POST", path, { reason: "  " }, 422);
    expect((await empty.json()).errors).toEqual({ reason: ["This field is required"] });
    expect((await app.admin.call("POST", path, { reason: "x".repeat(1001) })).status).toBe(422);
    expect((await app.admin.call("POST", path, { reason: "a\u0000b" })).status).toBe(422);
    expect((await app.admin.call("POST", path, {})).status).toBe(422);
    // Another user's violation is not found under this user.
    expect((await app.admin.call("POST", `/admin/users/${app.user.userId}/violations/${blocking.id}/close`, { reason: "Appeal granted" })).status).toBe(404);

    const mailsBefore = app.smtp.mailsTo(booker.email).length;
    const lifted = await app.admin.call("POST", path, { reason: "Appeal granted" });
    expect(lifted.status).toBe(200);
    expect((await lifted.json()).data).toMatchObject({ id: blocking.id, status: "archived", closed_reason: "Appeal granted", closed_by: app.admin.userId });
    const again = await app.admin.call("POST", path, { reason: "Twice" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "already-closed" });

    // An in-app notice with the reason, linking to the violation, in the language the user reads in.
    const [notice] = (await (await booker.call("GET", "/notifications")).json()).data;
    expect(notice).toMatchObject({
      kind: "violation-lifted",
      entry_id: null,
      title: "Your account's blocking has been lifted",
      body: "An administrator has lifted the blocking of your account (Account). You can book places in the queue again. Reason: Appeal granted",
      path: `/account/violations/${blocking.id}/1`,
      read: false,
    });
    const uk = (await (await booker.call("GET", "/notifications", undefined, { "X-Client-Locale": "uk" })).json()).data[0];
    expect(uk).toMatchObject({ title: "Блокування вашого акаунта знято", body: expect.stringContaining("Причина: Appeal granted") });
    expect((await booker.call("GET", `/violations/${blocking.id}`)).status).toBe(200);

    // The notice outbox mails it, in the account's language (English here).
    expect(app.smtp.mailsTo(booker.email).slice(mailsBefore)).toEqual([]);
    await app.t.app.engine.pass();
    const mails = app.smtp.mailsTo(booker.email).slice(mailsBefore).filter((mail) => mail.subject === "Your account's blocking has been lifted");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.plainText).toContain("Reason: Appeal granted");
    expect(mails[0]!.plainText).toContain(`/en/account/violations/${blocking.id}/1`);

    const booked = await booker.call("POST", `/queue-drafts/${(await truckDraft(booker, yahodyn)).id}/submit`);
    expect(booked.status).toBe(201);
    const own = await (await booker.call("GET", "/violations")).json();
    expect(own.meta.blocked_until).toBeNull();
    expect(own.data[0]).toMatchObject({ status: "archived", closed_reason: "Appeal granted" });
    expect((await (await booker.call("GET", "/violations?status=active")).json()).data).toEqual([]);

    expect(await auditOf("violation", blocking.id)).toEqual([
      { action: "violation.lift", before: expect.objectContaining({ status: "active", closed_at: null }), after: expect.objectContaining({ status: "archived", closed_reason: "Appeal granted" }), actor: app.admin.userId },
    ]);
  });

  it("archives a violation, telling the user why", async () => {
    const booker = await createBooker(app.t, app.smtp, 1, "archived");
    const id = (await (await app.admin.call("GET", `/admin/users?q=${encodeURIComponent(booker.email)}`)).json()).data[0].id;
    const violation = await block(booker.email, "late-cancellation");
    const res = await app.admin.call("POST", `/admin/users/${id}/violations/${violation.id}/close`, { reason: "Road closed that day" });
    expect(res.status).toBe(200);
    expect((await auditOf("violation", violation.id)).map((row) => row.action)).toEqual(["violation.archive"]);
    expect((await (await booker.call("GET", "/notifications")).json()).data[0]).toMatchObject({
      kind: "violation-archived",
      title: "A violation has been archived",
      body: 'An administrator has archived the violation "Queue #7": it no longer counts towards a blocking. Reason: Road closed that day',
      path: `/account/violations/${violation.id}/1`,
    });
    await app.t.app.engine.pass();
    const mail = app.smtp.mailsTo(booker.email).find((sent) => sent.subject === "A violation has been archived");
    expect(mail?.plainText).toContain("Road closed that day");
    expect((await (await booker.call("GET", "/violations?status=active")).json()).data).toEqual([]);
  });

  it("sets an operator's checkpoints: only an operator, only known checkpoints; audited", async () => {
    const booker = await createBooker(app.t, app.smtp, 1, "to-operate");
    const id = (await (await app.admin.call("GET", `/admin/users?q=${encodeURIComponent(booker.email)}`)).json()).data[0].id;
    const path = `/admin/users/${id}/operator-checkpoints`;
    const notOperator = await expectAdminOnly(app, "PUT", path, { checkpoints: ["yahodyn-dorohusk"] }, 409);
    expect(await notOperator.json()).toMatchObject({ code: "not-operator" });
    expect((await app.admin.call("PUT", `/admin/users/${id}/role`, { role: "operator" })).status).toBe(200);
    const unknown = await app.admin.call("PUT", path, { checkpoints: ["nowhere"] });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors.checkpoints).toEqual(["Unknown checkpoint"]);
    expect((await app.admin.call("PUT", path, { checkpoints: ["Bad Slug"] })).status).toBe(422);
    const set = await app.admin.call("PUT", path, { checkpoints: ["yahodyn-dorohusk", "yahodyn-dorohusk"] });
    expect(set.status).toBe(200);
    expect((await set.json()).data).toEqual({ user_id: id, checkpoints: ["yahodyn-dorohusk"] });
    // The operator's console answers for that checkpoint now.
    expect((await (await booker.call("GET", "/operator/lanes")).json()).data.length).toBeGreaterThan(0);
    expect((await (await app.admin.call("GET", `/admin/users/${id}`)).json()).data.operator_checkpoints).toEqual([expect.objectContaining({ slug: "yahodyn-dorohusk" })]);
    expect((await app.admin.call("PUT", path, { checkpoints: [] })).status).toBe(200);
    expect((await (await booker.call("GET", "/operator/lanes")).json()).data).toEqual([]);
    expect((await auditOf("user", id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ["user.checkpoints", { checkpoints: ["yahodyn-dorohusk"] }, { checkpoints: [] }],
      ["user.checkpoints", { checkpoints: [] }, { checkpoints: ["yahodyn-dorohusk"] }],
      ["user.role", { role: "user" }, { role: "operator" }],
    ]);
  });

  it("ends all of a user's sessions: their tokens stop working at once", async () => {
    const booker = await createBooker(app.t, app.smtp, 1, "signed-out");
    const id = (await (await app.admin.call("GET", `/admin/users?q=${encodeURIComponent(booker.email)}`)).json()).data[0].id;
    expect((await booker.call("GET", "/account/profile")).status).toBe(200);
    const res = await expectAdminOnly(app, "POST", `/admin/users/${id}/sessions/end`);
    expect((await res.json()).data).toEqual({ ended: 1 });
    expect((await booker.call("GET", "/account/profile")).status).toBe(401);
    expect((await app.admin.call("POST", "/admin/users/2147483647/sessions/end")).status).toBe(404);
    expect(await auditOf("user", id)).toEqual([{ action: "user.end-sessions", before: { sessions: 1 }, after: { sessions: 0 }, actor: app.admin.userId }]);
  });
});

describe("carriers' trusted-operator (AEO) mark", () => {
  it("sends the carrier's trucks to the trusted sub-queue while the certificate is valid; stale edits are refused", async () => {
    const booker = await createBooker(app.t, app.smtp, 1, "aeo");
    const id = (await (await app.admin.call("GET", `/admin/users?q=${encodeURIComponent(booker.email)}`)).json()).data[0].id;
    const [carrier] = (await (await app.admin.call("GET", `/admin/users/${id}`)).json()).data.carriers;
    const path = `/admin/carriers/${carrier.id}/aeo`;
    const missing = await expectAdminOnly(app, "PUT", path, { certificate: "UA AEO 123", expires_on: null, version: carrier.version }, 422);
    expect((await missing.json()).errors).toEqual({ expires_on: ["This field is required"] });
    expect((await app.admin.call("PUT", path, { certificate: "UA AEO 123", expires_on: "1999-12-31", version: carrier.version })).status).toBe(422);
    expect((await app.admin.call("PUT", path, { certificate: "UA AEO 123", expires_on: "2030-02-30", version: carrier.version })).status).toBe(422);
    expect((await app.admin.call("PUT", path, { certificate: "<b>", expires_on: "2030-01-01", version: carrier.version })).status).toBe(422);
    expect((await app.admin.call("PUT", "/admin/carriers/2147483647/aeo", { certificate: null, expires_on: null, version: "x" })).status).toBe(404);

    const marked = await app.admin.call("PUT", path, { certificate: "UA AEO 123", expires_on: "2099-12-31", version: carrier.version });
    expect(marked.status).toBe(200);
    const after = (await marked.json()).data;
    expect(after).toMatchObject({ aeo_certificate: "UA AEO 123", aeo_expires_on: "2099-12-31", trusted: true });
    // The version the edit started from is gone: another edit from it is refused with the current item.
    const stale = await app.admin.call("PUT", path, { certificate: null, expires_on: null, version: carrier.version });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "stale-edit", current: { aeo_certificate: "UA AEO 123", version: after.version } });

    const booked = await booker.call("POST", `/queue-drafts/${(await truckDraft(booker, yahodyn)).id}/submit`);
    expect(booked.status).toBe(201);
    const entryId = (await booked.json()).data.id as number;
    const [entry] = await app.t.database.db.select({ subQueue: queueEntries.subQueue }).from(queueEntries).where(eq(queueEntries.id, entryId));
    expect(entry!.subQueue).toBe("trusted");
    expect((await booker.call("POST", `/queues/${entryId}/cancel`)).status).toBeLessThan(300);

    // The mark lapses at its expiry: a certificate that expired yesterday no longer counts.
    await app.t.database.db.update(carriers).set({ aeoExpiresOn: "2001-01-01" }).where(eq(carriers.id, carrier.id));
    const lapsed = await booker.call("POST", `/queue-drafts/${(await truckDraft(booker, yahodyn)).id}/submit`);
    expect(lapsed.status).toBe(201);
    const [general] = await app.t.database.db.select({ subQueue: queueEntries.subQueue }).from(queueEntries).where(eq(queueEntries.id, (await lapsed.json()).data.id));
    expect(general!.subQueue).toBe("general");

    expect(await auditOf("carrier", carrier.id)).toEqual([
      { action: "carrier.aeo", before: expect.objectContaining({ aeo_certificate: null, trusted: false }), after: expect.objectContaining({ aeo_certificate: "UA AEO 123", trusted: true }), actor: app.admin.userId },
    ]);
  });
});

describe("the feedback inbox", () => {
  async function message(locale: "uk" | "en" | "pl", subject: string) {
    const [row] = await app.t.database.db
      .insert(feedbackMessages)
      .values({ subject, question: "How do I book?\nOn Mondays.", email: `asker-${subject.length}-${Date.now()}@example.com`, locale })
      .returning();
    return row!;
  }

  it("lists the new messages first, filters by status, shows one", async () => {
    const one = await message("en", "First question");
    const two = await message("pl", "Second question");
    const res = await expectAdminOnly(app, "GET", "/admin/feedback");
    const list = await res.json();
    expect(list.data.slice(0, 2).map((m: { id: number }) => m.id)).toEqual([two.id, one.id]);
    expect(list.meta).toMatchObject({ page: 1, per_page: 50 });
    expect((await expectAdminOnly(app, "GET", "/admin/feedback?status=unknown", undefined, 422)).status).toBe(422);
    const shown = await expectAdminOnly(app, "GET", `/admin/feedback/${one.id}`);
    expect((await shown.json()).data).toMatchObject({ id: one.id, subject: "First question", status: "new", locale: "en", answer: null, version: expect.any(String) });
    expect((await app.admin.call("GET", "/admin/feedback/2147483647")).status).toBe(404);
  });

  it("mails an answer in the sender's language over SMTP, marks it answered, refuses a stale edit, closes it; audited", async () => {
    const asked = await message("pl", "Bus booking");
    const { data: current } = await (await app.admin.call("GET", `/admin/feedback/${asked.id}`)).json();
    const path = `/admin/feedback/${asked.id}/answer`;
    const empty = await expectAdminOnly(app, "POST", path, { answer: " ", version: current.version }, 422);
    expect((await empty.json()).errors).toEqual({ answer: ["This field is required"] });
    expect((await app.admin.call("POST", path, { answer: "x".repeat(5001), version: current.version })).status).toBe(422);
    expect((await app.admin.call("POST", path, { answer: "Hi" })).status).toBe(422);

    const answered = await app.admin.call("POST", path, { answer: "Choose the bus in the wizard.\nThank you.", version: current.version });
    expect(answered.status).toBe(200);
    const after = (await answered.json()).data;
    expect(after).toMatchObject({ status: "answered", answer: "Choose the bus in the wizard.\nThank you.", answered_by: app.admin.userId });
    const mails = app.smtp.mailsTo(asked.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Odpowiedź na Twoje zgłoszenie nr ${asked.id}: Bus booking`);
    expect(mails[0]!.plainText).toContain("Choose the bus in the wizard.\nThank you.");
    expect(mails[0]!.plainText).toContain("How do I book?");

    const stale = await app.admin.call("POST", `/admin/feedback/${asked.id}/close`, { version: current.version });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "stale-edit", current: { status: "answered", version: after.version } });
    const closed = await expectAdminOnly(app, "POST", `/admin/feedback/${asked.id}/close`, { version: after.version });
    expect((await closed.json()).data.status).toBe("closed");
    expect((await (await app.admin.call("GET", "/admin/feedback?status=closed")).json()).data.map((m: { id: number }) => m.id)).toContain(asked.id);
    expect((await (await app.admin.call("GET", "/admin/feedback?status=new")).json()).data.map((m: { id: number }) => m.id)).not.toContain(asked.id);

    expect((await auditOf("feedback", asked.id)).map((row) => [row.action, (row.before as { status: string }).status, (row.after as { status: string }).status])).toEqual([
      ["feedback.close", "answered", "closed"],
      ["feedback.answer", "new", "answered"],
    ]);
  });

  it("mails an answer only once it is saved: a mail that cannot go keeps the answer (503 mail-failed), a refused answer mails nothing", async () => {
    const asked = await message("en", "Mail server down");
    const { data: current } = await (await app.admin.call("GET", `/admin/feedback/${asked.id}`)).json();
    // Another instance of the portal, on the same database, whose mail server does not answer.
    const cut = await createTestAppOn(app.t, { SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const failed = await caller(cut, app.admin.auth)("POST", `/admin/feedback/${asked.id}/answer`, { answer: "Saved, not mailed.", version: current.version });
      expect(failed.status).toBe(503);
      const problem = await failed.json();
      expect(problem).toMatchObject({ code: "mail-failed", message: "The answer is saved, but it could not be mailed. Reload the page and send the answer again later." });
      expect(problem.current).toMatchObject({ status: "answered", answer: "Saved, not mailed.", version: expect.any(String) });
    } finally {
      await cut.close();
    }
    const { data: kept } = await (await app.admin.call("GET", `/admin/feedback/${asked.id}`)).json();
    expect(kept).toMatchObject({ status: "answered", answer: "Saved, not mailed.", answered_by: app.admin.userId });
    expect((await auditOf("feedback", asked.id)).map((row) => row.action)).toEqual(["feedback.answer"]);
    expect(app.smtp.mailsTo(asked.email)).toEqual([]);

    // An answer refused for its stale version is neither saved nor mailed.
    const stale = await app.admin.call("POST", `/admin/feedback/${asked.id}/answer`, { answer: "From an old page.", version: current.version });
    expect(stale.status).toBe(409);
    expect((await (await app.admin.call("GET", `/admin/feedback/${asked.id}`)).json()).data.answer).toBe("Saved, not mailed.");
    expect(app.smtp.mailsTo(asked.email)).toEqual([]);

    // Answered again from the saved version, it is mailed.
    const again = await app.admin.call("POST", `/admin/feedback/${asked.id}/answer`, { answer: "Mailed this time.", version: kept.version });
    expect(again.status).toBe(200);
    expect(app.smtp.mailsTo(asked.email).map((mail) => mail.plainText)).toEqual([expect.stringContaining("Mailed this time.")]);
  });
});

describe("reviews of vehicles and drivers", () => {
  async function pendingReview(vehicleId: number) {
    const [review] = await app.t.database.db
      .select()
      .from(ownershipReviews)
      .where(and(eq(ownershipReviews.status, "pending"), eq(ownershipReviews.vehicleId, vehicleId)));
    expect(review).toBeDefined();
    return review!;
  }

  it("lists the pending reviews, shows one with its documents (served to administrators only), approves one", async () => {
    const booker = await createBooker(app.t, app.smtp, 1, "reviewed");
    const review = await pendingReview(booker.vehicleId);
    const list = await (await expectAdminOnly(app, "GET", "/admin/reviews")).json();
    expect(list.data.map((r: { id: number }) => r.id)).toContain(review.id);
    await expectAdminOnly(app, "GET", "/admin/reviews?status=unknown", undefined, 422);
    const { data } = await (await expectAdminOnly(app, "GET", `/admin/reviews/${review.id}`)).json();
    expect(data).toMatchObject({ id: review.id, kind: "verification", subject: "vehicle", key: booker.plate, status: "pending", record: expect.objectContaining({ plate: booker.plate }) });
    expect(data.documents).toHaveLength(1);
    const document = await expectAdminOnly(app, "GET", data.documents[0].url.replace("/api/v3", ""));
    expect(document.headers.get("content-type")).toBe("image/png");
    expect(document.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await document.arrayBuffer())).toEqual(PNG);
    // Another review's file is not served under this one.
    expect((await app.admin.call("GET", `/admin/reviews/${review.id}/documents/2147483647`)).status).toBe(404);
    expect((await app.admin.call("GET", "/admin/reviews/2147483647")).status).toBe(404);

    const approved = await expectAdminOnly(app, "POST", `/admin/reviews/${review.id}/decision`, { approve: true });
    expect((await approved.json()).data).toMatchObject({ status: "approved", decided_by: app.admin.email });
    expect((await (await booker.call("GET", `/profile/vehicles/${booker.vehicleId}`)).json()).data.verification).toMatchObject({ state: "verified", verified_by: "review" });
    const twice = await app.admin.call("POST", `/admin/reviews/${review.id}/decision`, { approve: true });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: "decided" });
    expect((await auditOf("review", review.id)).map((row) => [row.action, (row.before as { status: string }).status, (row.after as { status: string }).status])).toEqual([
      ["review.approve", "pending", "approved"],
    ]);
  });

  it("rejects with a reason that the user is told; a rejection without one is refused", async () => {
    const booker = await createBooker(app.t, app.smtp, 1, "rejected");
    const review = await pendingReview(booker.vehicleId);
    const path = `/admin/reviews/${review.id}/decision`;
    const bare = await expectAdminOnly(app, "POST", path, { approve: false }, 422);
    expect((await bare.json()).errors).toEqual({ reason: ["This field is required"] });
    const short = await app.admin.call("POST", path, { approve: false, reason: " no " });
    expect((await short.json()).errors).toEqual({ reason: ["At least 3 characters"] });
    expect((await app.admin.call("POST", path, { approve: "no" })).status).toBe(422);
    const rejected = await app.admin.call("POST", path, { approve: false, reason: "The certificate is unreadable" });
    expect(rejected.status).toBe(200);
    expect((await rejected.json()).data).toMatchObject({ status: "rejected", reason: "The certificate is unreadable" });
    const notices = (await (await booker.call("GET", "/notifications")).json()).data as Array<{ kind: string; body?: string; text?: string }>;
    expect(JSON.stringify(notices)).toContain("The certificate is unreadable");
    expect((await auditOf("review", review.id)).map((row) => row.action)).toEqual(["review.reject"]);
  });
});
