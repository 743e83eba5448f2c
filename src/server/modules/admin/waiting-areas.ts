/**
 * Waiting areas in the console (docs/administration.md): the list, creating and editing an area,
 * its API keys (issued and shown once, listed with their last use, revoked), and the applications
 * to connect one: approving makes the area and its first key, declining mails the applicant the
 * reason in their language. Every action is in the audit log; the public list changes at once.
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import { LOCALES, type LocalizedText } from "../../../domain/locales.ts";
import type { ApiEnv } from "../../http/context.ts";
import { ApiProblem, errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION, idOrNotFound, IdParamSchema } from "../../http/schemas.ts";
import { translatorFor } from "../../i18n.ts";
import { checkpoints, waitingAreaApplications, waitingAreaKeys, waitingAreas } from "../../db/schema.ts";
import { escapeHtml, type MailMessage } from "../../platform/mailer.ts";
import { announcePublicChange } from "../../platform/public-changes.ts";
import { randomToken, sha256 } from "../../platform/secrets.ts";
import { scheduleBody } from "../checkpoints/index.ts";
import type { ApiDeps } from "../deps.ts";
import { recordAdminAction } from "./audit.ts";
import { requireAdmin } from "./guard.ts";
import { checkVersion, versioned } from "./versions.ts";
import {
  AdminApplicationSchema,
  AdminWaitingAreaSchema,
  ApproveSchema,
  KeyLabelSchema,
  RejectSchema,
  WaitingAreaCreateSchema,
  WaitingAreaKeySchema,
  WaitingAreaPatchSchema,
} from "./places.schemas.ts";
import type { Database } from "../../db/client.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const data = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema: z.object({ data: schema }) } },
});
const json = <T extends z.ZodType>(schema: T) => ({ required: true, content: { "application/json": { schema } } });
const tags = ["Administration"];
const security = BEARER_OR_SESSION;
const KeyParams = z.object({ id: IdParamSchema.shape.id, keyId: z.string().openapi({ param: { name: "keyId", in: "path" }, example: "1" }) });
const AreaWithKeys = AdminWaitingAreaSchema.extend({ keys: z.array(WaitingAreaKeySchema) });
const IssuedKey = WaitingAreaKeySchema.extend({ key: z.string().openapi({ description: "The key itself: shown this once, only its hash is kept" }) });
export const APPLICATIONS_PAGE_SIZE = 50;

const listRoute = createRoute({ method: "get", path: "/admin/waiting-areas", tags, security, summary: "Every waiting area, published or not", responses: { 200: data(z.array(AdminWaitingAreaSchema), "The areas"), ...errorResponses(401, 403) } });
const getRoute = createRoute({ method: "get", path: "/admin/waiting-areas/{id}", tags, security, summary: "A waiting area with its keys", request: { params: IdParamSchema }, responses: { 200: data(AreaWithKeys, "The area"), ...errorResponses(401, 403, 404) } });
const createAreaRoute = createRoute({
  method: "post",
  path: "/admin/waiting-areas",
  tags,
  security,
  summary: "Create a waiting area",
  description: "Recorded in the audit log (`waiting-area.create`).",
  request: { body: json(WaitingAreaCreateSchema) },
  responses: { 201: data(AreaWithKeys, "The area"), ...errorResponses(401, 403, 422) },
});
const patchAreaRoute = createRoute({
  method: "patch",
  path: "/admin/waiting-areas/{id}",
  tags,
  security,
  summary: "Edit a waiting area: names and addresses in 7 languages, services, parking spaces, contacts, coordinates, hours, published",
  description: "`version` is the one the edit started from: 409 stale-edit otherwise. Recorded in the audit log (`waiting-area.update`).",
  request: { params: IdParamSchema, body: json(WaitingAreaPatchSchema) },
  responses: { 200: data(AreaWithKeys, "The area as saved"), ...errorResponses(401, 403, 404, 409, 422) },
});
const issueKeyRoute = createRoute({
  method: "post",
  path: "/admin/waiting-areas/{id}/keys",
  tags,
  security,
  summary: "Issue an API key for the area's operator (shown once)",
  description: "Recorded in the audit log (`waiting-area-key.issue`), without the key.",
  request: { params: IdParamSchema, body: json(KeyLabelSchema) },
  responses: { 201: data(IssuedKey, "The key, shown once"), ...errorResponses(401, 403, 404, 422) },
});
const revokeKeyRoute = createRoute({
  method: "post",
  path: "/admin/waiting-areas/{id}/keys/{keyId}/revoke",
  tags,
  security,
  summary: "Revoke an API key: its requests are refused (401) from now on",
  description: "Revoking a revoked key changes nothing. Recorded in the audit log (`waiting-area-key.revoke`).",
  request: { params: KeyParams },
  responses: { 200: data(WaitingAreaKeySchema, "The key"), ...errorResponses(401, 403, 404) },
});
const listApplicationsRoute = createRoute({
  method: "get",
  path: "/admin/waiting-area-applications",
  tags,
  security,
  summary: "Applications to connect a waiting area, newest first (50 a page)",
  request: { query: z.object({ status: z.enum(["new", "accepted", "declined"]).optional(), page: z.coerce.number().int().min(1).max(100_000).default(1) }) },
  responses: {
    200: {
      description: "A page of applications",
      content: { "application/json": { schema: z.object({ data: z.array(AdminApplicationSchema), meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }) }) } },
    },
    ...errorResponses(401, 403, 422),
  },
});
const getApplicationRoute = createRoute({ method: "get", path: "/admin/waiting-area-applications/{id}", tags, security, summary: "An application", request: { params: IdParamSchema }, responses: { 200: data(AdminApplicationSchema, "The application"), ...errorResponses(401, 403, 404) } });
const approveRoute = createRoute({
  method: "post",
  path: "/admin/waiting-area-applications/{id}/approve",
  tags,
  security,
  summary: "Approve an application: makes the waiting area (its name and address in every language as applied) and its first API key (shown once)",
  description: "409 (`code` already-decided) when the application was decided already. Recorded in the audit log (`waiting-area-application.approve`).",
  request: { params: IdParamSchema, body: json(ApproveSchema) },
  responses: {
    201: data(z.object({ application: AdminApplicationSchema, waiting_area_id: z.number().int(), key: IssuedKey }), "The area made and its key"),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});
const rejectRoute = createRoute({
  method: "post",
  path: "/admin/waiting-area-applications/{id}/reject",
  tags,
  security,
  summary: "Decline an application with a reason, mailed to the applicant in their language",
  description: "409 (`code` already-decided) when the application was decided already. Recorded in the audit log (`waiting-area-application.reject`).",
  request: { params: IdParamSchema, body: json(RejectSchema) },
  responses: { 200: data(AdminApplicationSchema, "The application"), ...errorResponses(401, 403, 404, 409, 422) },
});

type AreaRow = typeof waitingAreas.$inferSelect;
type KeyRow = typeof waitingAreaKeys.$inferSelect;
type ApplicationRow = typeof waitingAreaApplications.$inferSelect;

const iso = (at: Date | null) => at?.toISOString() ?? null;

function areaItem(row: AreaRow) {
  return versioned({
    id: row.id,
    checkpoint_id: row.checkpointId,
    name: row.name,
    address: row.address,
    highway: row.highway,
    phone: row.phone,
    parking_spaces: row.parkingSpaces,
    lat: row.lat,
    lng: row.lng,
    services: [...row.services],
    schedule: row.schedule ? scheduleBody(row.schedule) : null,
    published: row.published,
    free_spaces: row.freeSpaces,
  });
}
const withoutVersion = <T extends { version: string }>({ version: _version, ...rest }: T) => rest;

const keyItem = (row: KeyRow) => ({ id: row.id, label: row.label, created_at: row.createdAt.toISOString(), last_used_at: iso(row.lastUsedAt), revoked_at: iso(row.revokedAt) });

function applicationItem(row: ApplicationRow, checkpoint: { id: number; name: LocalizedText; lat: number; lng: number } | null) {
  return {
    id: row.id,
    status: row.status,
    company: row.company,
    contact_person: row.contactPerson,
    email: row.email,
    phone: row.phone,
    area_name: row.areaName,
    address: row.address,
    highway: row.highway,
    checkpoint,
    parking_spaces: row.parkingSpaces,
    services: [...row.services],
    comment: row.comment,
    locale: row.locale,
    created_at: row.createdAt.toISOString(),
    decision_reason: row.decisionReason,
    decided_at: iso(row.decidedAt),
    decided_by: row.decidedBy,
    waiting_area_id: row.waitingAreaId,
  };
}

/** The schedule as stored: ISO weekday numbers. */
function toSchedule(input: Partial<Record<string, Array<{ from: string; to: string }>>> | null | undefined): AreaRow["schedule"] {
  if (!input) return null;
  const schedule: NonNullable<AreaRow["schedule"]> = {};
  for (const [day, hours] of Object.entries(input)) if (hours) schedule[Number(day) as 1 | 2 | 3 | 4 | 5 | 6 | 7] = hours;
  return schedule;
}

/** Issues a key in the action's transaction; answers the key (shown once) and its row. */
async function issueKey(tx: Tx, waitingAreaId: number, label: string) {
  const key = `wa_${randomToken(24)}`;
  const [row] = await tx.insert(waitingAreaKeys).values({ waitingAreaId, keyHash: sha256(key), label }).returning();
  return { ...keyItem(row!), key };
}

/** The applicant's answer, in the language they applied in. */
function declineMail(row: ApplicationRow, reason: string): MailMessage {
  const t = translatorFor(row.locale);
  const intro = t("adminWaitingAreas.mail.declinedIntro", { area: row.areaName });
  const reasonTerm = t("adminWaitingAreas.mail.reason");
  return {
    to: row.email,
    subject: t("adminWaitingAreas.mail.declinedSubject"),
    text: `${intro}\n\n${reasonTerm}:\n${reason}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><strong>${escapeHtml(reasonTerm)}:</strong></p><p>${escapeHtml(reason).replace(/\r?\n/g, "<br>")}</p>`,
  };
}

export function adminWaitingAreaRoutes({ database: { db }, mailer, publicChanges, engine }: ApiDeps) {
  const checkpointExists = async (tx: Tx, id: number) => {
    const [found] = await tx.select({ id: checkpoints.id }).from(checkpoints).where(eq(checkpoints.id, id));
    if (!found) throw new ApiProblem(422, "errors.invalidInput", { fieldKeys: { checkpoint_id: ["validation.invalid"] } });
  };
  const readArea = async (id: number) => {
    const [row] = await db.select().from(waitingAreas).where(eq(waitingAreas.id, id));
    if (!row) throw new ApiProblem(404, "errors.notFound");
    const keys = await db.select().from(waitingAreaKeys).where(eq(waitingAreaKeys.waitingAreaId, id)).orderBy(desc(waitingAreaKeys.id));
    return { ...areaItem(row), keys: keys.map(keyItem) };
  };
  const readApplication = async (id: number) => {
    const [row] = await db
      .select({ application: waitingAreaApplications, checkpoint: { id: checkpoints.id, name: checkpoints.name, lat: checkpoints.lat, lng: checkpoints.lng } })
      .from(waitingAreaApplications)
      .leftJoin(checkpoints, eq(checkpoints.id, waitingAreaApplications.checkpointId))
      .where(eq(waitingAreaApplications.id, id));
    if (!row) throw new ApiProblem(404, "errors.notFound");
    return applicationItem(row.application, row.checkpoint);
  };
  const lockApplication = async (tx: Tx, id: number) => {
    const [row] = await tx.select().from(waitingAreaApplications).where(eq(waitingAreaApplications.id, id)).for("update");
    if (!row) throw new ApiProblem(404, "errors.notFound");
    if (row.status !== "new") throw new ApiProblem(409, "adminWaitingAreas.alreadyDecided", { extra: { code: "already-decided" } });
    return row;
  };
  /** The public list and pages show the change: this instance at once, the others on the NOTIFY. */
  const publicChange = async (tx: Tx) => announcePublicChange(tx);

  return new OpenAPIHono<ApiEnv>()
    .openapi(listRoute, async (c) => {
      const rows = await db.select().from(waitingAreas).orderBy(asc(waitingAreas.checkpointId), asc(waitingAreas.id));
      return c.json({ data: rows.map(areaItem) }, 200);
    })
    .openapi(getRoute, async (c) => c.json({ data: await readArea(idOrNotFound(c.req.valid("param").id)) }, 200))
    .openapi(createAreaRoute, async (c) => {
      const admin = requireAdmin(c);
      const input = c.req.valid("json");
      const id = await db.transaction(async (tx) => {
        await checkpointExists(tx, input.checkpoint_id);
        const [row] = await tx
          .insert(waitingAreas)
          .values({
            checkpointId: input.checkpoint_id,
            name: input.name,
            address: input.address,
            highway: input.highway,
            phone: input.phone || null,
            parkingSpaces: input.parking_spaces,
            lat: input.lat,
            lng: input.lng,
            services: input.services,
            schedule: toSchedule(input.schedule),
            published: input.published,
          })
          .returning();
        await recordAdminAction(tx, { actorId: admin.user.id, action: "waiting-area.create", subjectType: "waiting-area", subjectId: row!.id, after: withoutVersion(areaItem(row!)) });
        await publicChange(tx);
        return row!.id;
      });
      publicChanges.changed();
      return c.json({ data: await readArea(id) }, 201);
    })
    .openapi(patchAreaRoute, async (c) => {
      const admin = requireAdmin(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const input = c.req.valid("json");
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(waitingAreas).where(eq(waitingAreas.id, id)).for("update");
        if (!row) throw new ApiProblem(404, "errors.notFound");
        const before = withoutVersion(areaItem(row));
        checkVersion(before, input.version);
        if (input.checkpoint_id !== undefined) await checkpointExists(tx, input.checkpoint_id);
        const [updated] = await tx
          .update(waitingAreas)
          .set({
            checkpointId: input.checkpoint_id ?? row.checkpointId,
            name: input.name ?? row.name,
            address: input.address ?? row.address,
            highway: input.highway ?? row.highway,
            phone: input.phone === undefined ? row.phone : input.phone || null,
            parkingSpaces: input.parking_spaces ?? row.parkingSpaces,
            lat: input.lat ?? row.lat,
            lng: input.lng ?? row.lng,
            services: input.services ?? row.services,
            schedule: input.schedule === undefined ? row.schedule : toSchedule(input.schedule),
            published: input.published ?? row.published,
          })
          .where(eq(waitingAreas.id, id))
          .returning();
        await recordAdminAction(tx, { actorId: admin.user.id, action: "waiting-area.update", subjectType: "waiting-area", subjectId: id, before, after: withoutVersion(areaItem(updated!)) });
        await publicChange(tx);
      });
      publicChanges.changed();
      return c.json({ data: await readArea(id) }, 200);
    })
    .openapi(issueKeyRoute, async (c) => {
      const admin = requireAdmin(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const { label } = c.req.valid("json");
      const issued = await db.transaction(async (tx) => {
        const [area] = await tx.select({ id: waitingAreas.id }).from(waitingAreas).where(eq(waitingAreas.id, id));
        if (!area) throw new ApiProblem(404, "errors.notFound");
        const key = await issueKey(tx, id, label);
        await recordAdminAction(tx, { actorId: admin.user.id, action: "waiting-area-key.issue", subjectType: "waiting-area", subjectId: id, after: { key_id: key.id, label } });
        return key;
      });
      return c.json({ data: issued }, 201);
    })
    .openapi(revokeKeyRoute, async (c) => {
      const admin = requireAdmin(c);
      const params = c.req.valid("param");
      const id = idOrNotFound(params.id);
      const keyId = idOrNotFound(params.keyId);
      const now = await engine.clock.now();
      const row = await db.transaction(async (tx) => {
        const [key] = await tx
          .select()
          .from(waitingAreaKeys)
          .where(and(eq(waitingAreaKeys.id, keyId), eq(waitingAreaKeys.waitingAreaId, id)))
          .for("update");
        if (!key) throw new ApiProblem(404, "errors.notFound");
        if (key.revokedAt) return key;
        const [revoked] = await tx.update(waitingAreaKeys).set({ revokedAt: now }).where(and(eq(waitingAreaKeys.id, keyId), isNull(waitingAreaKeys.revokedAt))).returning();
        await recordAdminAction(tx, { actorId: admin.user.id, action: "waiting-area-key.revoke", subjectType: "waiting-area", subjectId: id, before: { key_id: keyId, label: key.label, revoked_at: null }, after: { key_id: keyId, label: key.label, revoked_at: now.toISOString() } });
        return revoked!;
      });
      return c.json({ data: keyItem(row) }, 200);
    })
    .openapi(listApplicationsRoute, async (c) => {
      const { status, page } = c.req.valid("query");
      const where = status ? eq(waitingAreaApplications.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ application: waitingAreaApplications, checkpoint: { id: checkpoints.id, name: checkpoints.name, lat: checkpoints.lat, lng: checkpoints.lng } })
          .from(waitingAreaApplications)
          .leftJoin(checkpoints, eq(checkpoints.id, waitingAreaApplications.checkpointId))
          .where(where)
          .orderBy(desc(waitingAreaApplications.createdAt), desc(waitingAreaApplications.id))
          .limit(APPLICATIONS_PAGE_SIZE)
          .offset((page - 1) * APPLICATIONS_PAGE_SIZE),
        db.select({ n: count() }).from(waitingAreaApplications).where(where),
      ]);
      return c.json(
        { data: rows.map((row) => applicationItem(row.application, row.checkpoint)), meta: { page, per_page: APPLICATIONS_PAGE_SIZE, total: total?.n ?? 0 } },
        200,
      );
    })
    .openapi(getApplicationRoute, async (c) => c.json({ data: await readApplication(idOrNotFound(c.req.valid("param").id)) }, 200))
    .openapi(approveRoute, async (c) => {
      const admin = requireAdmin(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const input = c.req.valid("json");
      const now = await engine.clock.now();
      const { areaId, key } = await db.transaction(async (tx) => {
        const application = await lockApplication(tx, id);
        if (application.checkpointId === null) throw new ApiProblem(422, "errors.invalidInput", { fieldKeys: { checkpoint_id: ["validation.invalid"] } });
        const everyLanguage = (text: string) => Object.fromEntries(LOCALES.map((l) => [l, text])) as LocalizedText;
        const [area] = await tx
          .insert(waitingAreas)
          .values({
            checkpointId: application.checkpointId,
            name: everyLanguage(application.areaName),
            address: everyLanguage(application.address),
            highway: application.highway,
            phone: application.phone,
            parkingSpaces: application.parkingSpaces,
            lat: input.lat,
            lng: input.lng,
            services: application.services,
            published: input.published,
          })
          .returning();
        const issued = await issueKey(tx, area!.id, application.company.slice(0, 100));
        await tx
          .update(waitingAreaApplications)
          .set({ status: "accepted", decidedAt: now, decidedBy: admin.user.id, waitingAreaId: area!.id })
          .where(eq(waitingAreaApplications.id, id));
        await recordAdminAction(tx, {
          actorId: admin.user.id,
          action: "waiting-area-application.approve",
          subjectType: "waiting-area-application",
          subjectId: id,
          before: { status: "new" },
          after: { status: "accepted", waiting_area_id: area!.id, key_id: issued.id },
        });
        await publicChange(tx);
        return { areaId: area!.id, key: issued };
      });
      publicChanges.changed();
      return c.json({ data: { application: await readApplication(id), waiting_area_id: areaId, key } }, 201);
    })
    .openapi(rejectRoute, async (c) => {
      const admin = requireAdmin(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const { reason } = c.req.valid("json");
      const now = await engine.clock.now();
      const application = await db.transaction(async (tx) => {
        const row = await lockApplication(tx, id);
        const [updated] = await tx
          .update(waitingAreaApplications)
          .set({ status: "declined", decisionReason: reason, decidedAt: now, decidedBy: admin.user.id })
          .where(eq(waitingAreaApplications.id, id))
          .returning();
        await recordAdminAction(tx, {
          actorId: admin.user.id,
          action: "waiting-area-application.reject",
          subjectType: "waiting-area-application",
          subjectId: id,
          before: { status: "new" },
          after: { status: "declined", reason },
        });
        return updated ?? row;
      });
      // Mailed once the decision is kept: the applicant hears it in the language they applied in.
      await mailer.send(declineMail(application, reason));
      return c.json({ data: await readApplication(id) }, 200);
    });
}
