/**
 * Checkpoint operators (role operator, scoped to their checkpoints; administrators everywhere):
 * the lane board with unmasked plates and names, admitting, passing and annulling entries, and
 * pausing, opening or resizing a lane. Outside their checkpoints a lane or entry answers 404.
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { Hono } from "hono";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { QueueStatus } from "../../../domain/codes.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem, errorResponses, validationFailed } from "../../http/errors.ts";
import { BEARER_OR_SESSION, idOrNotFound, IdParamSchema, LocalizedTextSchema } from "../../http/schemas.ts";
import type { Database } from "../../db/client.ts";
import { checkIns, checkpoints, lanes, operatorCheckpoints, queueEntries, users } from "../../db/schema.ts";
import type { ActiveSession } from "../accounts/sessions.ts";
import { requireViewer } from "../accounts/authenticate.ts";
import { enforce } from "../accounts/limits.ts";

import { actOnEntries, applyDueDeadlines, lockEntry, type Actor, type EntryAction, type EntryRow } from "./entry-store.ts";
import { tellDelayed } from "./lane-changes.ts";
import { DeclarationNumberSchema, OPEN_STATUSES, recordNewCargo } from "./new-cargo.ts";
import { announcePublicChange } from "../../platform/public-changes.ts";
import type { QueueEvent } from "../../../domain/queue/transitions.ts";

const OperatorLaneSchema = z
  .object({
    id: z.number().int(),
    checkpoint: z.object({ id: z.number().int(), name: LocalizedTextSchema }),
    name: LocalizedTextSchema,
    vehicle_type: z.number().int(),
    flow_type: z.number().int(),
    capacity_per_hour: z.number().int(),
    is_open: z.boolean(),
  })
  .openapi("OperatorLane");

const BoardEntrySchema = z
  .object({
    id: z.number().int(),
    status: z.number().int(),
    kind: z.enum(["dynamic", "timeslot"]),
    plate: z.string(),
    semi_trailer_plate: z.string().nullable(),
    driver: z.string(),
    registered_at: z.string(),
    slot_start: z.string().nullable(),
    called_at: z.string().nullable(),
    ready_deadline: z.string().nullable(),
    confirmed_at: z.string().nullable(),
    entry_deadline: z.string().nullable(),
    on_control_at: z.string().nullable(),
    checked_in: z.boolean(),
  })
  .openapi("OperatorBoardEntry");

const BoardSchema = z
  .object({
    lane: OperatorLaneSchema,
    counts: z.object({ awaiting: z.number().int(), be_ready: z.number().int(), confirmed: z.number().int(), on_control: z.number().int() }),
    entries: z.array(BoardEntrySchema).openapi({ description: "On control, called up, then the next 50 waiting" }),
  })
  .openapi("OperatorBoard");

const data = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema: z.object({ data: schema }) } },
});

const listLanesRoute = createRoute({
  method: "get",
  path: "/operator/lanes",
  tags: ["Operator"],
  summary: "The lanes the operator works on",
  security: BEARER_OR_SESSION,
  responses: { 200: data(z.array(OperatorLaneSchema), "Lanes"), ...errorResponses(401, 403) },
});

const boardRoute = createRoute({
  method: "get",
  path: "/operator/lanes/{id}/board",
  tags: ["Operator"],
  summary: "A lane's board: called-up and on-control entries and the next ones waiting, with plates and drivers",
  security: BEARER_OR_SESSION,
  request: { params: IdParamSchema },
  responses: { 200: data(BoardSchema, "The board"), ...errorResponses(401, 403, 404) },
});

const patchLaneRoute = createRoute({
  method: "patch",
  path: "/operator/lanes/{id}",
  tags: ["Operator"],
  summary: "Pause or open a lane, or change its capacity",
  security: BEARER_OR_SESSION,
  request: {
    params: IdParamSchema,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z
            .object({ is_open: z.boolean().optional(), capacity_per_hour: z.number().int().min(1).max(1000).optional() })
            .refine((b) => b.is_open !== undefined || b.capacity_per_hour !== undefined, { message: "validation.required", path: ["is_open"] }),
        },
      },
    },
  },
  responses: { 200: data(OperatorLaneSchema, "The lane"), ...errorResponses(401, 403, 404, 422, 429) },
});

const entryActionRoute = (action: "admit" | "pass") =>
  createRoute({
    method: "post",
    path: `/operator/queues/{id}/${action}`,
    tags: ["Operator"],
    summary: action === "admit" ? "Admit a confirmed entry for control" : "Mark an entry on control as crossed",
    security: BEARER_OR_SESSION,
    request: { params: IdParamSchema },
    responses: { 200: data(BoardEntrySchema, "The entry"), ...errorResponses(401, 403, 404, 409, 429) },
  });

const annulRoute = createRoute({
  method: "post",
  path: "/operator/queues/{id}/annul",
  tags: ["Operator"],
  summary: "Annul an open entry, with a reason",
  security: BEARER_OR_SESSION,
  request: {
    params: IdParamSchema,
    body: { required: true, content: { "application/json": { schema: z.object({ reason: z.string().trim().min(3).max(500) }) } } },
  },
  responses: { 200: data(BoardEntrySchema, "The entry"), ...errorResponses(401, 403, 404, 409, 422, 429) },
});

const cargoDetectedRoute = createRoute({
  method: "post",
  path: "/operator/queues/{id}/cargo-detected",
  tags: ["Operator"],
  summary: "Report a new cargo detected for an open entry (customs registered a declaration for the vehicle)",
  description: "The entry's user gets the 'new cargo detected' notice (in the app, live, and by their channels); the entry's history records the declaration. A declaration already recorded for the entry (by this report or by the customs adapter's clock pass) changes nothing.",
  security: BEARER_OR_SESSION,
  request: {
    params: IdParamSchema,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({ declaration_number: DeclarationNumberSchema }),
        },
      },
    },
  },
  responses: { 200: data(BoardEntrySchema, "The entry"), ...errorResponses(401, 403, 404, 409, 422, 429) },
});

/** The checkpoints this operator may act on (null: all, for an administrator). */
async function scopeOf(db: Database, viewer: ActiveSession): Promise<number[] | null> {
  if (viewer.user.role === "admin") return null;
  if (viewer.user.role !== "operator") throw new ApiProblem(403, "operator.notOperator");
  const rows = await db.select({ id: operatorCheckpoints.checkpointId }).from(operatorCheckpoints).where(eq(operatorCheckpoints.userId, viewer.user.id));
  return rows.map((row) => row.id);
}

const inScope = (scope: readonly number[] | null, checkpointId: number) => scope === null || scope.includes(checkpointId);

/** An operator (or an administrator) as the console acts: who, and the checkpoints they may act on (null: all). */
export interface OperatorActor {
  actor: Actor;
  scope: readonly number[] | null;
}

async function operatorOf(db: Database, viewer: ActiveSession): Promise<OperatorActor> {
  const scope = await scopeOf(db, viewer);
  return { actor: { kind: viewer.user.role === "admin" ? "admin" : "operator", id: viewer.user.id }, scope };
}

/**
 * Operators' actions on entries (admit, pass, annul), each on a different entry, in one transaction,
 * as the console makes them one at a time (and the simulation many at once, docs/statistics.md): an
 * entry outside the operator's checkpoints answers 404.
 */
export function actAsOperators(
  db: Database,
  operator: OperatorActor,
  actions: ReadonlyArray<{ entryId: number; event: QueueEvent; at: Date }>,
): Promise<Array<EntryRow | ApiProblem>> {
  return actOnEntries(db, actions.map((action) => operatorAction(operator, action)), (row) => operatorMayAct(operator, row));
}

/** An operator's action as `actOnEntries` takes it. */
export const operatorAction = (operator: OperatorActor, { entryId, event, at }: { entryId: number; event: QueueEvent; at: Date }): EntryAction => ({
  id: entryId,
  actor: operator.actor,
  at,
  event,
});

/** Whom an operator's action finds: the entries at their checkpoints. */
export const operatorMayAct = (operator: OperatorActor, row: EntryRow) => inScope(operator.scope, row.checkpointId);

/** An operator's action on an entry: the changed entry, or throws the 404/409 problem. */
export async function actAsOperator(db: Database, operator: OperatorActor, entryId: number, event: QueueEvent, now: Date): Promise<EntryRow> {
  const [answer] = await actAsOperators(db, operator, [{ entryId, event, at: now }]);
  if (answer instanceof Error) throw answer;
  return answer!;
}

function laneBody(lane: typeof lanes.$inferSelect, checkpointName: Record<string, string>) {
  return {
    id: lane.id,
    checkpoint: { id: lane.checkpointId, name: checkpointName as z.infer<typeof LocalizedTextSchema> },
    name: lane.name,
    vehicle_type: lane.vehicleType,
    flow_type: lane.flowType,
    capacity_per_hour: lane.capacityPerHour,
    is_open: lane.isOpen,
  };
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function boardEntry(row: EntryRow, checkedIn: boolean) {
  const main = row.snapshot.drivers[0];
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    plate: row.plate,
    semi_trailer_plate: row.snapshot.vehicle.semiTrailerPlate,
    driver: main ? `${main.firstName} ${main.lastName}` : "",
    registered_at: row.registeredAt.toISOString(),
    slot_start: iso(row.slotStart),
    called_at: iso(row.calledAt),
    ready_deadline: iso(row.readyDeadline),
    confirmed_at: iso(row.confirmedAt),
    entry_deadline: iso(row.entryDeadline),
    on_control_at: iso(row.admittedAt),
    checked_in: checkedIn,
  };
}

async function presentPlates(db: Database, plates: string[]): Promise<Set<string>> {
  if (plates.length === 0) return new Set();
  const rows = await db
    .select({ plate: checkIns.plate })
    .from(checkIns)
    .where(and(inArray(checkIns.plate, plates), sql`${checkIns.checkedOutAt} is null`));
  return new Set(rows.map((row) => row.plate));
}

export function operatorRoutes({ database: { db }, engine, rateLimits }: ApiDeps) {
  const writes = rateLimits.limiter("operator-writes", { points: 600, seconds: 60 });

  const laneInScope = async (viewer: ActiveSession, id: number) => {
    const scope = await scopeOf(db, viewer);
    const [found] = await db
      .select({ lane: lanes, checkpointName: checkpoints.name })
      .from(lanes)
      .innerJoin(checkpoints, eq(checkpoints.id, lanes.checkpointId))
      .where(eq(lanes.id, id));
    if (!found || !inScope(scope, found.lane.checkpointId)) throw new ApiProblem(404, "errors.notFound");
    return found;
  };

  const act = async (viewer: ActiveSession, id: number, event: QueueEvent) => {
    const operator = await operatorOf(db, viewer);
    await enforce(writes, `user:${viewer.user.id}`);
    const row = await actAsOperator(db, operator, id, event, await engine.clock.now());
    return boardEntry(row, (await presentPlates(db, [row.plate])).has(row.plate));
  };

  const routes = new OpenAPIHono<ApiEnv>();
  // The role is checked before anything the request carries (the gate has made sure of a user).
  routes.use("/operator/*", async (c, next) => {
    const role = c.get("viewer")?.user.role;
    if (role !== "operator" && role !== "admin") throw new ApiProblem(403, "operator.notOperator");
    await next();
  });
  return routes
    .openapi(listLanesRoute, async (c) => {
      const scope = await scopeOf(db, requireViewer(c));
      const rows = await db
        .select({ lane: lanes, checkpointName: checkpoints.name })
        .from(lanes)
        .innerJoin(checkpoints, eq(checkpoints.id, lanes.checkpointId))
        .where(scope === null ? undefined : inArray(lanes.checkpointId, scope.length > 0 ? scope : [-1]))
        .orderBy(asc(lanes.checkpointId), asc(lanes.vehicleType), asc(lanes.id));
      return c.json({ data: rows.map(({ lane, checkpointName }) => laneBody(lane, checkpointName)) }, 200);
    })
    .openapi(boardRoute, async (c) => {
      const { lane, checkpointName } = await laneInScope(requireViewer(c), idOrNotFound(c.req.valid("param").id));
      const now = await engine.clock.now();
      await applyDueDeadlines(db, now, { laneId: lane.id });
      const [active, waiting, counts] = await Promise.all([
        db
          .select()
          .from(queueEntries)
          .where(and(eq(queueEntries.laneId, lane.id), inArray(queueEntries.status, [QueueStatus.OnControl, QueueStatus.BeReady])))
          .orderBy(sql`${queueEntries.status} desc`, asc(queueEntries.calledAt), asc(queueEntries.id)),
        db
          .select()
          .from(queueEntries)
          .where(and(eq(queueEntries.laneId, lane.id), eq(queueEntries.status, QueueStatus.Awaiting)))
          .orderBy(sql`coalesce(${queueEntries.slotStart}, ${queueEntries.registeredAt})`, asc(queueEntries.id))
          .limit(50),
        db
          .select({
            status: queueEntries.status,
            confirmed: sql<boolean>`${queueEntries.confirmedAt} is not null`,
            n: count(),
          })
          .from(queueEntries)
          .where(and(eq(queueEntries.laneId, lane.id), inArray(queueEntries.status, [QueueStatus.Awaiting, QueueStatus.BeReady, QueueStatus.OnControl])))
          .groupBy(queueEntries.status, sql`${queueEntries.confirmedAt} is not null`),
      ]);
      const sum = (status: number, confirmed?: boolean) =>
        counts.filter((r) => r.status === status && (confirmed === undefined || r.confirmed === confirmed)).reduce((total, r) => total + r.n, 0);
      const present = await presentPlates(db, [...active, ...waiting].map((row) => row.plate));
      c.header("Cache-Control", "no-store");
      return c.json(
        {
          data: {
            lane: laneBody(lane, checkpointName),
            counts: {
              awaiting: sum(QueueStatus.Awaiting),
              be_ready: sum(QueueStatus.BeReady, false),
              confirmed: sum(QueueStatus.BeReady, true),
              on_control: sum(QueueStatus.OnControl),
            },
            entries: [...active, ...waiting].map((row) => boardEntry(row, present.has(row.plate))),
          },
        },
        200,
      );
    })
    .openapi(patchLaneRoute, async (c) => {
      const viewer = requireViewer(c);
      const { lane, checkpointName } = await laneInScope(viewer, idOrNotFound(c.req.valid("param").id));
      await enforce(writes, `user:${viewer.user.id}`);
      const input = c.req.valid("json");
      const now = await engine.clock.now();
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(lanes)
          .set({ isOpen: input.is_open ?? lane.isOpen, capacityPerHour: input.capacity_per_hour ?? lane.capacityPerHour })
          .where(eq(lanes.id, lane.id))
          .returning();
        // Every instance's checkpoint answers show the lane's new opening and capacity (on commit).
        await announcePublicChange(tx);
        // 'Queue is delayed' to the entries due soonest when the lane slows down.
        await tellDelayed(tx, lane.id, lane, row!, now);
        return row!;
      });
      return c.json({ data: laneBody(updated, checkpointName) }, 200);
    })
    .openapi(entryActionRoute("admit"), async (c) =>
      c.json({ data: await act(requireViewer(c), idOrNotFound(c.req.valid("param").id), { type: "admit" }) }, 200),
    )
    .openapi(entryActionRoute("pass"), async (c) => c.json({ data: await act(requireViewer(c), idOrNotFound(c.req.valid("param").id), { type: "pass" }) }, 200))
    .openapi(annulRoute, async (c) =>
      c.json({ data: await act(requireViewer(c), idOrNotFound(c.req.valid("param").id), { type: "annul", reason: c.req.valid("json").reason }) }, 200),
    )
    .openapi(cargoDetectedRoute, async (c) => {
      const viewer = requireViewer(c);
      const scope = await scopeOf(db, viewer);
      await enforce(writes, `user:${viewer.user.id}`);
      const id = idOrNotFound(c.req.valid("param").id);
      const { declaration_number } = c.req.valid("json");
      const actor = { kind: viewer.user.role === "admin" ? "admin" : "operator", id: viewer.user.id } as const;
      const now = await engine.clock.now();
      const row = await db.transaction(async (tx) => {
        const entry = await lockEntry(tx, id);
        if (!entry || !inScope(scope, entry.checkpointId)) throw new ApiProblem(404, "errors.notFound");
        if (!OPEN_STATUSES.includes(entry.status)) throw new ApiProblem(409, "queue.refusals.not-allowed", { extra: { code: "not-allowed" } });
        // A declaration already recorded (by customs or another report) changes nothing.
        return (await recordNewCargo(tx, entry, declaration_number, actor, now)) ?? entry;
      });
      return c.json({ data: boardEntry(row, (await presentPlates(db, [row.plate])).has(row.plate)) }, 200);
    });
}

/** Makes an account an operator of the checkpoints with these slugs (the CLI and the dev endpoint use it). */
export async function grantOperator(db: Database, email: string, checkpointSlugs: string[]): Promise<{ userId: number; checkpoints: number[] } | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) return null;
  const found = checkpointSlugs.length === 0 ? [] : await db.select({ id: checkpoints.id }).from(checkpoints).where(inArray(checkpoints.slug, checkpointSlugs));
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role: "operator" }).where(eq(users.id, user.id));
    if (found.length > 0) await tx.insert(operatorCheckpoints).values(found.map((c) => ({ userId: user.id, checkpointId: c.id }))).onConflictDoNothing();
  });
  return { userId: user.id, checkpoints: found.map((c) => c.id) };
}

const devOperator = z.object({ email: z.email(), checkpoints: z.array(z.string().min(1)).min(1).max(20) });

/** Outside production: makes an account an operator (demo and tests). */
export function devOperatorRoutes({ database: { db } }: ApiDeps) {
  return new Hono<ApiEnv>().post("/dev/operators", async (c) => {
    const parsed = devOperator.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationFailed(c, parsed.error.issues);
    const granted = await grantOperator(db, parsed.data.email, parsed.data.checkpoints);
    if (!granted) throw new ApiProblem(404, "errors.notFound");
    return c.json({ data: { user_id: granted.userId, checkpoint_ids: granted.checkpoints } }, 201);
  });
}
