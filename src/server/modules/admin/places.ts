/**
 * Checkpoints and lanes in the console (docs/administration.md): a checkpoint's names, address,
 * coordinates, opening, booths and whether it takes bookings in the trial; a lane's flow,
 * capacity, opening hours and queue settings. Each edit is checked against the version it started
 * from, recorded in the audit log and announced to every instance (their checkpoint answers at
 * once, their lanes within the lane cache's time); a lane that slows down tells its queue.
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { FlowType, type LaneCategory } from "../../../domain/codes.ts";
import { isMainQueue } from "../../../domain/workload.ts";
import { takesBookings } from "../../../domain/queue/lanes.ts";
import type { ApiEnv } from "../../http/context.ts";
import { ApiProblem, errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION, idOrNotFound, IdParamSchema } from "../../http/schemas.ts";
import { checkpoints, laneSettings, lanes, OPEN_QUEUE_STATUSES, queueEntries } from "../../db/schema.ts";
import { announcePublicChange } from "../../platform/public-changes.ts";
import { scheduleBody } from "../checkpoints/index.ts";
import { forgetCachedLanes } from "../queue/lane-store.ts";
import { tellDelayed } from "../queue/lane-changes.ts";
import type { ApiDeps } from "../deps.ts";
import { recordAdminAction } from "./audit.ts";
import { requireAdmin } from "./guard.ts";
import { checkVersion, versioned } from "./versions.ts";
import { AdminCheckpointSchema, AdminLaneSchema, CheckpointPatchSchema, LanePatchSchema } from "./places.schemas.ts";

const data = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema: z.object({ data: schema }) } },
});
const json = <T extends z.ZodType>(schema: T) => ({ required: true, content: { "application/json": { schema } } });

const listCheckpointsRoute = createRoute({
  method: "get",
  path: "/admin/checkpoints",
  tags: ["Administration"],
  summary: "Every checkpoint with its lanes, as the console edits them",
  security: BEARER_OR_SESSION,
  responses: { 200: data(z.array(AdminCheckpointSchema), "The checkpoints"), ...errorResponses(401, 403) },
});
const getCheckpointRoute = createRoute({
  method: "get",
  path: "/admin/checkpoints/{id}",
  tags: ["Administration"],
  summary: "A checkpoint with its lanes and its version",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema },
  responses: { 200: data(AdminCheckpointSchema, "The checkpoint"), ...errorResponses(401, 403, 404) },
});
const patchCheckpointRoute = createRoute({
  method: "patch",
  path: "/admin/checkpoints/{id}",
  tags: ["Administration"],
  summary: "Edit a checkpoint: names and address in 7 languages, coordinates, opening, booths, bookings in the trial",
  description: "`version` is the one the edit started from: 409 (`code` stale-edit, `current`) when the checkpoint changed meanwhile. Recorded in the audit log (`checkpoint.update`).",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema, body: json(CheckpointPatchSchema) },
  responses: { 200: data(AdminCheckpointSchema, "The checkpoint as saved"), ...errorResponses(401, 403, 404, 409, 422) },
});
const getLaneRoute = createRoute({
  method: "get",
  path: "/admin/lanes/{id}",
  tags: ["Administration"],
  summary: "A lane with its queue settings and its version",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema },
  responses: { 200: data(AdminLaneSchema, "The lane"), ...errorResponses(401, 403, 404) },
});
const patchLaneRoute = createRoute({
  method: "patch",
  path: "/admin/lanes/{id}",
  tags: ["Administration"],
  summary: "Edit a lane: flow, capacity, opening, opening hours, sub-queue weights, horizon, lead time, slot length, hybrid share, check-in",
  description:
    "`version` is the one the edit started from (409 stale-edit otherwise). A pause or a lower capacity gives the entries due soonest the " +
    "'queue is delayed' notice. A flow that would strand open entries (a timeslot lane with dynamic entries, or the reverse) is refused. " +
    "Every instance books with the change within the lane cache's time (5 s). Recorded in the audit log (`lane.update`).",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema, body: json(LanePatchSchema) },
  responses: { 200: data(AdminLaneSchema, "The lane as saved"), ...errorResponses(401, 403, 404, 409, 422) },
});

type CheckpointRow = typeof checkpoints.$inferSelect;
type LaneRow = typeof lanes.$inferSelect;
type SettingsRow = typeof laneSettings.$inferSelect;

/** The checkpoint's editable part (its version is of this), then its lanes. */
function checkpointItem(row: CheckpointRow, bookingSlugs: readonly string[]) {
  return versioned({
    id: row.id,
    slug: row.slug,
    name: row.name,
    foreign_name: row.foreignName,
    foreign_country: row.foreignCountry,
    address: row.address,
    highway: row.highway,
    lat: row.lat,
    lng: row.lng,
    time_zone: row.timeZone,
    is_open: row.isOpen,
    checkpoints_count: row.checkpointsCount,
    takes_bookings: row.takesBookings,
    booking_enabled: takesBookings(row, bookingSlugs),
  });
}

function laneSummary(lane: LaneRow) {
  return {
    id: lane.id,
    name: lane.name,
    direction: lane.direction,
    vehicle_type: lane.vehicleType,
    category: lane.category,
    main: isMainQueue([lane.category as LaneCategory]),
    flow_type: lane.flowType,
    capacity_per_hour: lane.capacityPerHour,
    is_open: lane.isOpen,
  };
}

const DEFAULT_SETTINGS = { weights: {}, callHorizonHours: 1, leadMinutes: 60, slotMinutes: 60, timeslotShare: 0.5, schedule: null, requiresCheckIn: false };

function laneItem(lane: LaneRow, settings: Pick<SettingsRow, keyof typeof DEFAULT_SETTINGS> | null, checkpointName: CheckpointRow["name"]) {
  const s = settings ?? DEFAULT_SETTINGS;
  return versioned({
    ...laneSummary(lane),
    checkpoint: { id: lane.checkpointId, name: checkpointName },
    schedule: s.schedule ? scheduleBody(s.schedule) : null,
    weights: { ...s.weights },
    call_horizon_hours: s.callHorizonHours,
    lead_minutes: s.leadMinutes,
    slot_minutes: s.slotMinutes,
    timeslot_share: s.timeslotShare,
    requires_check_in: s.requiresCheckIn,
  });
}

/** The flows that keep the lane's open entries: a dynamic lane takes no timeslot entry, a timeslot lane no dynamic one. */
const kindRefused = (flow: FlowType) => (flow === FlowType.Dynamic ? "timeslot" : flow === FlowType.Timeslot ? "dynamic" : null);

export function adminPlaceRoutes({ config, database: { db }, engine, publicChanges }: ApiDeps) {
  const bookingSlugs = config.bookingCheckpoints;

  const readCheckpoint = async (id: number) => {
    const [row] = await db.select().from(checkpoints).where(eq(checkpoints.id, id));
    if (!row) throw new ApiProblem(404, "errors.notFound");
    const laneRows = await db.select().from(lanes).where(eq(lanes.checkpointId, id)).orderBy(asc(lanes.vehicleType), asc(lanes.id));
    return { ...checkpointItem(row, bookingSlugs), lanes: laneRows.map(laneSummary) };
  };

  const readLane = async (id: number) => {
    const [row] = await db
      .select({ lane: lanes, settings: laneSettings, checkpointName: checkpoints.name })
      .from(lanes)
      .innerJoin(checkpoints, eq(checkpoints.id, lanes.checkpointId))
      .leftJoin(laneSettings, eq(laneSettings.laneId, lanes.id))
      .where(eq(lanes.id, id));
    if (!row) throw new ApiProblem(404, "errors.notFound");
    return laneItem(row.lane, row.settings, row.checkpointName);
  };

  /** After a committed change: this instance's answers go stale now (the others heard the NOTIFY). */
  const changed = (checkpointId: number) => {
    publicChanges.changed();
    forgetCachedLanes(db, checkpointId);
  };

  return new OpenAPIHono<ApiEnv>()
    .openapi(listCheckpointsRoute, async (c) => {
      const [rows, laneRows] = await Promise.all([
        db.select().from(checkpoints).orderBy(asc(checkpoints.id)),
        db.select().from(lanes).orderBy(asc(lanes.vehicleType), asc(lanes.id)),
      ]);
      const body = rows.map((row) => ({ ...checkpointItem(row, bookingSlugs), lanes: laneRows.filter((l) => l.checkpointId === row.id).map(laneSummary) }));
      return c.json({ data: body }, 200);
    })
    .openapi(getCheckpointRoute, async (c) => c.json({ data: await readCheckpoint(idOrNotFound(c.req.valid("param").id)) }, 200))
    .openapi(patchCheckpointRoute, async (c) => {
      const admin = requireAdmin(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const input = c.req.valid("json");
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(checkpoints).where(eq(checkpoints.id, id)).for("update");
        if (!row) throw new ApiProblem(404, "errors.notFound");
        const before = checkpointItem(row, bookingSlugs);
        const { version: _version, ...current } = before;
        checkVersion(current, input.version);
        const [updated] = await tx
          .update(checkpoints)
          .set({
            name: input.name ?? row.name,
            foreignName: input.foreign_name ?? row.foreignName,
            address: input.address ?? row.address,
            highway: input.highway ?? row.highway,
            lat: input.lat ?? row.lat,
            lng: input.lng ?? row.lng,
            isOpen: input.is_open ?? row.isOpen,
            checkpointsCount: input.checkpoints_count ?? row.checkpointsCount,
            takesBookings: input.takes_bookings === undefined ? row.takesBookings : input.takes_bookings,
          })
          .where(eq(checkpoints.id, id))
          .returning();
        const after = checkpointItem(updated!, bookingSlugs);
        await recordAdminAction(tx, { actorId: admin.user.id, action: "checkpoint.update", subjectType: "checkpoint", subjectId: id, before: current, after: { ...after, version: undefined } });
        await announcePublicChange(tx);
      });
      changed(id);
      return c.json({ data: await readCheckpoint(id) }, 200);
    })
    .openapi(getLaneRoute, async (c) => c.json({ data: await readLane(idOrNotFound(c.req.valid("param").id)) }, 200))
    .openapi(patchLaneRoute, async (c) => {
      const admin = requireAdmin(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const input = c.req.valid("json");
      const now = await engine.clock.now();
      const checkpointId = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ lane: lanes, checkpointName: checkpoints.name })
          .from(lanes)
          .innerJoin(checkpoints, eq(checkpoints.id, lanes.checkpointId))
          .where(eq(lanes.id, id))
          .for("update", { of: lanes });
        if (!row) throw new ApiProblem(404, "errors.notFound");
        const [settings] = await tx.select().from(laneSettings).where(eq(laneSettings.laneId, id)).for("update");
        const { version: _version, ...current } = laneItem(row.lane, settings ?? null, row.checkpointName);
        checkVersion(current, input.version);

        const flowType = (input.flow_type ?? row.lane.flowType) as FlowType;
        const refusedKind = flowType === row.lane.flowType ? null : kindRefused(flowType);
        if (refusedKind) {
          const [stranded] = await tx
            .select({ n: count() })
            .from(queueEntries)
            .where(and(eq(queueEntries.laneId, id), eq(queueEntries.kind, refusedKind), inArray(queueEntries.status, [...OPEN_QUEUE_STATUSES])));
          if ((stranded?.n ?? 0) > 0) {
            throw new ApiProblem(422, "errors.invalidInput", { fieldKeys: { flow_type: [`adminCheckpoints.validation.flowHasEntries?count=${stranded!.n}`] } });
          }
        }

        const [lane] = await tx
          .update(lanes)
          .set({ flowType, capacityPerHour: input.capacity_per_hour ?? row.lane.capacityPerHour, isOpen: input.is_open ?? row.lane.isOpen })
          .where(eq(lanes.id, id))
          .returning();
        const s = settings ?? DEFAULT_SETTINGS;
        const next = {
          weights: input.weights ? (input.weights as Record<string, number>) : s.weights,
          callHorizonHours: input.call_horizon_hours ?? s.callHorizonHours,
          leadMinutes: input.lead_minutes ?? s.leadMinutes,
          slotMinutes: input.slot_minutes ?? s.slotMinutes,
          timeslotShare: input.timeslot_share ?? s.timeslotShare,
          schedule: input.schedule === undefined ? s.schedule : input.schedule === null ? null : toSchedule(input.schedule),
          requiresCheckIn: input.requires_check_in ?? s.requiresCheckIn,
          updatedAt: now,
        };
        const [saved] = await tx
          .insert(laneSettings)
          .values({ laneId: id, ...next })
          .onConflictDoUpdate({ target: laneSettings.laneId, set: next })
          .returning();
        // 'Queue is delayed' to the entries due soonest when the lane slows down (as the operator's pause does).
        await tellDelayed(tx, id, row.lane, lane!, now);
        const { version: _v, ...after } = laneItem(lane!, saved!, row.checkpointName);
        await recordAdminAction(tx, { actorId: admin.user.id, action: "lane.update", subjectType: "lane", subjectId: id, before: current, after });
        await announcePublicChange(tx);
        return row.lane.checkpointId;
      });
      changed(checkpointId);
      return c.json({ data: await readLane(id) }, 200);
    });
}

/** The schedule as stored: ISO weekday numbers. */
function toSchedule(input: Partial<Record<string, Array<{ from: string; to: string }>>>): NonNullable<SettingsRow["schedule"]> {
  const schedule: NonNullable<SettingsRow["schedule"]> = {};
  for (const [day, hours] of Object.entries(input)) if (hours) schedule[Number(day) as 1 | 2 | 3 | 4 | 5 | 6 | 7] = hours;
  return schedule;
}
