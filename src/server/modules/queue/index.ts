/**
 * The booking and queue API: drafts (with held timeslot places and idempotent submits), the user's
 * entries and their actions, history, live events and notices. Every read first applies deadlines
 * that fell due, so a late clock pass changes nothing the user sees.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { and, asc, count, desc, eq, inArray, isNull, lte, notInArray } from "drizzle-orm";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { streamSSE } from "hono/streaming";
import type { VehicleType } from "../../../domain/codes.ts";
import { checkUploads, uploadProblemKey } from "../../platform/file-store.ts";
import { DAY_MS } from "../../../domain/queue/policy.ts";
import type { QueueEvent } from "../../../domain/queue/transitions.ts";
import { wizardSteps } from "../../../domain/queue/wizard-steps.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem, validationProblem } from "../../http/errors.ts";
import { readForm } from "../../http/forms.ts";
import type { Database } from "../../db/client.ts";
import { checkpoints, files, idempotencyKeys, notifications, OPEN_QUEUE_STATUSES, queueDrafts, queueEntries, queueHistory, type users } from "../../db/schema.ts";
import { requireViewer } from "../accounts/authenticate.ts";
import { enforce } from "../accounts/limits.ts";

import { archiveFilter } from "./archive-query.ts";
import { blockedProblem, bookingFacts, entryById, submitBooking } from "./booking.ts";
import { refuseHeldElsewhereBooking } from "../ownership/squatters.ts";
import {
  createChangeDraft,
  createDraft,
  deleteDraft,
  findOwnDraft,
  missingOfDraft,
  openDrafts,
  submitChangeTx,
  updateDraft,
  type DraftContext,
  type DraftRow,
} from "./drafts.ts";
import { cargoBody, documentBody, documentsOfBookings, entryBodies, tripBody, type DocumentRow, type EntryCounts } from "./entry-body.ts";
import { applyDueDeadlines, type EntryRow } from "./entry-store.ts";
import { actAsUser } from "./user-actions.ts";
import type { QueueEventMessage } from "./events.ts";
import { liveQueueRoutes } from "./live.routes.ts";
import { latestNoticeId, noticesAfter } from "./notice-stream.ts";
import { noticePath, renderNotice } from "./notices.ts";
import type { Tx } from "./places.ts";
import {
  IdempotencyHeader,
  cancelRoute,
  changeRoute,
  confirmRoute,
  createDraftRoute,
  deleteDraftRoute,
  draftDocumentsRoute,
  eventsRoute,
  extendRoute,
  getDraftRoute,
  getEntryRoute,
  historyRoute,
  listArchiveRoute,
  listDraftsRoute,
  listNoticesRoute,
  listOpenRoute,
  patchDraftRoute,
  readNoticesRoute,
  submitDraftRoute,
} from "./queue.routes.ts";
import { idOrNotFound } from "../../http/schemas.ts";

type User = typeof users.$inferSelect;

export function draftBody(draft: DraftRow, now: Date, documents: readonly DocumentRow[] = []) {
  const secondsLeft = draft.holdExpiresAt ? Math.max(0, Math.floor((draft.holdExpiresAt.getTime() - now.getTime()) / 1000)) : null;
  return {
    id: draft.id,
    vehicle_type: draft.vehicleType,
    checkpoint_id: draft.checkpointId,
    lane_id: draft.laneId,
    kind: draft.kind,
    slot_start: draft.slotStart?.toISOString() ?? null,
    reservation_expires_at: secondsLeft ? draft.holdExpiresAt!.toISOString() : null,
    reservation_seconds_left: secondsLeft || null,
    driver_ids: draft.driverIds,
    vehicle_id: draft.vehicleId,
    permit_id: draft.permitId,
    cargo: cargoBody(draft.cargo),
    trip: tripBody(draft.trip),
    change_id: draft.changeId,
    change: { allow_change_drivers: draft.allowChangeDrivers, allow_change_vehicle: draft.allowChangeVehicle },
    steps: [
      ...wizardSteps({
        vehicleType: draft.vehicleType,
        checkpointChosen: draft.checkpointId !== null,
        change: draft.changeId === null ? undefined : { allowChangeDrivers: draft.allowChangeDrivers, allowChangeVehicle: draft.allowChangeVehicle },
      }),
    ],
    missing: missingOfDraft(draft),
    submitted_entry_id: draft.submittedEntryId,
    documents: documents.map(documentBody),
  };
}

async function draftAnswers(db: Database, drafts: readonly DraftRow[], now: Date) {
  const documents = await documentsOfBookings(db, drafts);
  return drafts.map((draft, index) => draftBody(draft, now, documents[index]));
}

const draftAnswer = async (db: Database, draft: DraftRow, now: Date) => (await draftAnswers(db, [draft], now))[0]!;

async function ownEntry(db: Database, userId: number, id: number): Promise<EntryRow> {
  const [row] = await db.select().from(queueEntries).where(and(eq(queueEntries.id, id), eq(queueEntries.userId, userId)));
  if (!row) throw new ApiProblem(404, "errors.notFound");
  return row;
}

/** When the entry's main driver last extended any entry (extension: once per driver in the policy's period). */
async function driverExtendedAt(tx: Tx, driverKey: string, now: Date): Promise<Date | null> {
  const [row] = await tx
    .select({ at: queueHistory.at })
    .from(queueHistory)
    .innerJoin(queueEntries, eq(queueEntries.id, queueHistory.entryId))
    .where(and(eq(queueEntries.driverKey, driverKey), eq(queueHistory.event, "extend"), lte(queueHistory.at, now)))
    .orderBy(desc(queueHistory.at))
    .limit(1);
  return row && now.getTime() - row.at.getTime() < 365 * DAY_MS ? row.at : null;
}

export function queueRoutes(deps: ApiDeps) {
  const { database, config, registry, rateLimits, engine, fileStore, sessionStreams } = deps;
  const { db } = database;
  const ctx: DraftContext = { db, registry, bookingCheckpoints: config.bookingCheckpoints, hotlines: config.hotlines, maxFiles: config.maxFiles };
  const uploadLimits = { maxUploadMb: config.maxUploadMb, maxFiles: config.maxFiles };
  const fileProblem = (c: Context<ApiEnv>, key: string) =>
    new ApiProblem(422, "errors.invalidInput", {
      extra: { errors: { documents: [c.get("t")(key, { size: `${uploadLimits.maxUploadMb} MB`, maxFiles: uploadLimits.maxFiles })] } },
    });
  const documentsBody = bodyLimit({
    maxSize: (uploadLimits.maxUploadMb * uploadLimits.maxFiles + 1) * 1024 * 1024,
    onError: (c) => {
      throw fileProblem(c as Context<ApiEnv>, "validation.fileLimits");
    },
  });
  const writes = rateLimits.limiter("queue-writes", { points: 120, seconds: 60 });
  const submits = rateLimits.limiter("queue-submits", { points: 20, seconds: 600 });
  const streams = rateLimits.limiter("queue-event-streams", { points: 30, seconds: 60 });
  const now = () => engine.clock.now();

  const entryAnswer = async (row: EntryRow, at: Date) => (await entryBodies(db, [row], at))[0]!;

  const act = async (user: User, id: number, event: (tx: Tx, row: EntryRow, at: Date) => QueueEvent | Promise<QueueEvent>) => {
    await enforce(writes, `user:${user.id}`);
    const at = await now();
    const row = await actAsUser(db, user.id, id, (tx, entry) => event(tx, entry, at), at);
    return entryAnswer(row, at);
  };

  const routes = new OpenAPIHono<ApiEnv>()
    .route("/", liveQueueRoutes(deps)) // before /queues/{id}
    .openapi(createDraftRoute, async (c) => {
      const { user } = requireViewer(c);
      await enforce(writes, `user:${user.id}`);
      const input = c.req.valid("json") ?? {};
      const vehicleType = (input.vehicle_type ?? user.carrierType) as VehicleType | null;
      if (!vehicleType) throw new ApiProblem(403, "queue.missingInfo", { extra: { code: "missing-info" } });
      const at = await now();
      let draft = await createDraft(ctx, user, vehicleType);
      if (input.checkpoint_id !== undefined) draft = await updateDraft(ctx, user.id, draft.id, { checkpoint_id: input.checkpoint_id }, at);
      return c.json({ data: await draftAnswer(db, draft, at) }, 201);
    })
    .openapi(getDraftRoute, async (c) => {
      const { user } = requireViewer(c);
      const draft = await findOwnDraft(db, user.id, idOrNotFound(c.req.valid("param").id));
      return c.json({ data: await draftAnswer(db, draft, await now()) }, 200);
    })
    .openapi(patchDraftRoute, async (c) => {
      const { user } = requireViewer(c);
      await enforce(writes, `user:${user.id}`);
      const at = await now();
      const draft = await updateDraft(ctx, user.id, idOrNotFound(c.req.valid("param").id), c.req.valid("json"), at);
      return c.json({ data: await draftAnswer(db, draft, at) }, 200);
    })
    .openapi(deleteDraftRoute, async (c) => {
      const { user } = requireViewer(c);
      await deleteDraft(ctx, user.id, idOrNotFound(c.req.valid("param").id));
      return c.body(null, 204);
    })
    .openapi(listDraftsRoute, async (c) => {
      const { user } = requireViewer(c);
      const { vehicle_type } = c.req.valid("query");
      const rows = await openDrafts(db, user.id, vehicle_type as VehicleType | undefined);
      return c.json({ data: await draftAnswers(db, rows, await now()) }, 200);
    })
    .openapi(submitDraftRoute, async (c) => {
      const { user } = requireViewer(c);
      const draftId = idOrNotFound(c.req.valid("param").id);
      // The one header the route reads, by itself (queue.routes.ts, IdempotencyHeader).
      const header = IdempotencyHeader.safeParse({ "idempotency-key": c.req.header("idempotency-key") });
      if (!header.success) throw validationProblem(header.error.issues, c.get("t"));
      const key = header.data["idempotency-key"];
      await enforce(submits, `user:${user.id}`);
      const at = await now();
      const facts = await bookingFacts(db, user.id, draftId, at);
      if (!facts) throw new ApiProblem(404, "errors.notFound");
      let entry: EntryRow;
      let counts: EntryCounts | undefined;
      if (facts.draft.submittedEntryId !== null) entry = await entryById(db, facts.draft.submittedEntryId);
      else if (facts.draft.changeId === null) ({ entry, counts } = await submitBooking(ctx, facts, key, at));
      else {
        if (facts.blockedUntil) throw blockedProblem(facts.blockedUntil, config.hotlines);
        // A change may not bring in a vehicle or driver another account holds verified (docs/ownership.md).
        await refuseHeldElsewhereBooking(db, user.id, facts.holdings, at);
        entry = await db.transaction(async (tx) => {
          const changed = await submitChangeTx(tx, facts.draft, facts.snapshot, user.id, at);
          if (key) await tx.insert(idempotencyKeys).values({ userId: user.id, key, status: 201, body: { entry_id: changed.id } }).onConflictDoNothing();
          return changed;
        });
      }
      const [data] = await entryBodies(db, [entry], at, counts && new Map([[entry.id, counts]]));
      return c.json({ data: data! }, 201);
    })
    .openapi(listOpenRoute, async (c) => {
      const { user } = requireViewer(c);
      const at = await now();
      await applyDueDeadlines(db, at, { userId: user.id });
      const rows = await db
        .select()
        .from(queueEntries)
        .where(and(eq(queueEntries.userId, user.id), inArray(queueEntries.status, [...OPEN_QUEUE_STATUSES])))
        .orderBy(desc(queueEntries.registeredAt), desc(queueEntries.id));
      return c.json({ data: await entryBodies(db, rows, at) }, 200);
    })
    .openapi(listArchiveRoute, async (c) => {
      const { user } = requireViewer(c);
      const query = c.req.valid("query");
      const { page, per_page } = query;
      const at = await now();
      await applyDueDeadlines(db, at, { userId: user.id });
      const where = and(eq(queueEntries.userId, user.id), notInArray(queueEntries.status, [...OPEN_QUEUE_STATUSES]), archiveFilter(query));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(queueEntries)
          .where(where)
          .orderBy(desc(queueEntries.endedAt), desc(queueEntries.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(queueEntries).where(where),
      ]);
      return c.json({ data: await entryBodies(db, rows, at), meta: { page, per_page, total: total?.n ?? 0 } }, 200);
    })
    .openapi(getEntryRoute, async (c) => {
      const { user } = requireViewer(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const at = await now();
      await applyDueDeadlines(db, at, { ids: [id] });
      return c.json({ data: await entryAnswer(await ownEntry(db, user.id, id), at) }, 200);
    })
    .openapi(historyRoute, async (c) => {
      const { user } = requireViewer(c);
      const entry = await ownEntry(db, user.id, idOrNotFound(c.req.valid("param").id));
      const rows = await db.select().from(queueHistory).where(eq(queueHistory.entryId, entry.id)).orderBy(asc(queueHistory.id));
      return c.json(
        { data: rows.map((row) => ({ id: row.id, event: row.event, actor: row.actor, at: row.at.toISOString(), before: row.before, after: row.after })) },
        200,
      );
    })
    .openapi(confirmRoute, async (c) => {
      const { user } = requireViewer(c);
      return c.json({ data: await act(user, idOrNotFound(c.req.valid("param").id), async () => ({ type: "confirm" })) }, 200);
    })
    .openapi(extendRoute, async (c) => {
      const { user } = requireViewer(c);
      const data = await act(user, idOrNotFound(c.req.valid("param").id), async (tx, row, at) => ({
        type: "extend",
        driverExtendedAt: await driverExtendedAt(tx, row.driverKey, at),
      }));
      return c.json({ data }, 200);
    })
    .openapi(cancelRoute, async (c) => {
      const { user } = requireViewer(c);
      return c.json({ data: await act(user, idOrNotFound(c.req.valid("param").id), async () => ({ type: "cancel" })) }, 200);
    })
    .openapi(changeRoute, async (c) => {
      const { user } = requireViewer(c);
      await enforce(writes, `user:${user.id}`);
      const at = await now();
      const entry = await ownEntry(db, user.id, idOrNotFound(c.req.valid("param").id));
      return c.json({ data: await draftAnswer(db, await createChangeDraft(db, entry), at) }, 201);
    })
    .openapi(eventsRoute, async (c) => {
      const viewer = requireViewer(c);
      const { user } = viewer;
      await enforce(streams, `user:${user.id}`);
      const entry = await ownEntry(db, user.id, idOrNotFound(c.req.valid("param").id));
      const locale = c.get("locale");
      return streamSSE(c, async (stream) => {
        // Notices from now on: the earlier ones are in GET /notifications.
        const ofEntry = eq(notifications.entryId, entry.id);
        let lastNotice = await latestNoticeId(db, ofEntry);
        const sendEntry = async () => {
          const at = await now();
          const [row] = await db.select().from(queueEntries).where(eq(queueEntries.id, entry.id));
          if (row) await stream.writeSSE({ event: "entry", id: String(row.version), data: JSON.stringify(await entryAnswer(row, at)) });
        };
        const sendNotices = async () => {
          for (const notice of await noticesAfter(db, ofEntry, lastNotice, locale)) {
            await stream.writeSSE({ event: "notice", id: `n${notice.id}`, data: JSON.stringify(notice) });
            lastNotice = notice.id;
          }
        };
        let chain = Promise.resolve();
        const unsubscribe = await engine.events.subscribe((event: QueueEventMessage) => {
          if (event.entry !== entry.id) return;
          chain = chain.then(async () => {
            await sendEntry();
            await sendNotices();
          }).catch(() => {});
        });
        stream.onAbort(unsubscribe);
        try {
          await sendEntry();
          // Open until the client leaves, the session ends, or the stream's time is up (then `end`).
          await sessionStreams.hold(stream, viewer);
        } finally {
          unsubscribe();
        }
      });
    })
    .openapi(listNoticesRoute, async (c) => {
      const { user } = requireViewer(c);
      const { page, per_page } = c.req.valid("query");
      const locale = c.get("locale");
      const [rows, [unread]] = await Promise.all([
        db
          .select({ notice: notifications, entry: queueEntries, checkpointName: checkpoints.name, timeZone: checkpoints.timeZone })
          .from(notifications)
          .leftJoin(queueEntries, eq(queueEntries.id, notifications.entryId))
          .leftJoin(checkpoints, eq(checkpoints.id, queueEntries.checkpointId))
          .where(eq(notifications.userId, user.id))
          .orderBy(desc(notifications.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt))),
      ]);
      const data = rows.map(({ notice, entry, checkpointName, timeZone }) => ({
        id: notice.id,
        entry_id: notice.entryId,
        kind: notice.kind,
        urgent: notice.urgent,
        ...renderNotice(notice.kind, locale, entry, { name: checkpointName, timeZone }, notice.details),
        path: noticePath(notice.entryId, notice.details),
        created_at: notice.createdAt.toISOString(),
        read: notice.readAt !== null,
      }));
      return c.json({ data, meta: { unread: unread?.n ?? 0 } }, 200);
    })
    .openapi(readNoticesRoute, async (c) => {
      const { user } = requireViewer(c);
      const input = c.req.valid("json") ?? {};
      const at = await now();
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, user.id),
            isNull(notifications.readAt),
            input.up_to_id ? lte(notifications.id, input.up_to_id) : undefined,
          ),
        );
      return c.body(null, 204);
    });
  // Multipart: read by the handler itself (as the vehicle uploads are); documented by its route.
  routes.openAPIRegistry.registerPath(draftDocumentsRoute);
  routes.post("/queue-drafts/:id/documents", documentsBody, async (c) => {
    const { user } = requireViewer(c);
    await enforce(writes, `user:${user.id}`);
    const draftId = idOrNotFound(c.req.param("id") ?? "");
    const current = await findOwnDraft(db, user.id, draftId);
    if (current.submittedEntryId !== null) throw new ApiProblem(409, "queue.draftSubmitted");
    if (current.changeId !== null) throw new ApiProblem(422, "errors.invalidInput", { fieldKeys: { documents: ["queue.fields.notChangeable"] } });
    const body = await readForm(c);
    const uploads = [body.documents].flat().filter((value): value is File => value instanceof File && value.size > 0);
    if (uploads.length === 0) throw new ApiProblem(422, "errors.invalidInput", { fieldKeys: { documents: ["validation.required"] } });
    // The count counts the files kept already: when the count is the problem, say the count limit.
    if ((current.cargo?.documentIds?.length ?? 0) + uploads.length > uploadLimits.maxFiles) throw fileProblem(c, "validation.tooManyFiles");
    const checked = await checkUploads(uploads, uploadLimits);
    if ("problem" in checked) throw fileProblem(c, uploadProblemKey(checked.problem));
    const saved: string[] = [];
    const at = await now();
    try {
      for (const upload of checked.files) saved.push(await fileStore.save(upload.bytes, upload.extension));
      const draft = await db.transaction(async (tx) => {
        const locked = await findOwnDraft(tx, user.id, draftId, true);
        const kept = locked.cargo?.documentIds ?? [];
        if (kept.length + saved.length > uploadLimits.maxFiles) throw fileProblem(c, "validation.tooManyFiles");
        const rows = await tx
          .insert(files)
          .values(checked.files.map((upload, i) => ({ userId: user.id, vehicleId: null, mime: upload.mime, size: upload.bytes.byteLength, storageKey: saved[i]!, name: upload.name })))
          .returning({ id: files.id });
        const cargo = locked.cargo ?? { code: null, description: null, perishable: false, empty: false, declarationNumber: null, waybillNumber: null, otherDocuments: null };
        const [row] = await tx
          .update(queueDrafts)
          .set({ cargo: { ...cargo, documentIds: [...kept, ...rows.map((r) => r.id)] }, updatedAt: at })
          .where(eq(queueDrafts.id, locked.id))
          .returning();
        return row!;
      });
      return c.json({ data: await draftAnswer(db, draft, at) }, 201);
    } catch (error) {
      await Promise.all(saved.map((key) => fileStore.remove(key)));
      throw error;
    }
  });
  return routes;
}
