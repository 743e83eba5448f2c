/**
 * Waiting-area operators' API: a key issued per waiting area (`Authorization: Bearer wa_…`; only
 * its SHA-256 is stored) checks vehicles in and out by plate. A lane that requires check-in calls
 * up only vehicles checked in at a waiting area. Keys are issued with `npm run admin -- waiting-area-key <id>`
 * (and, outside production, POST /api/v3/dev/waiting-area-keys for demos and tests).
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import { plateSchema } from "../../../domain/licence-plate.ts";
import { dbId } from "../../../domain/input-bounds.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem, errorResponses, validationFailed } from "../../http/errors.ts";
import type { Database } from "../../db/client.ts";
import { checkIns, OPEN_QUEUE_STATUSES, queueEntries, waitingAreaKeys, waitingAreas } from "../../db/schema.ts";
import { randomToken, sha256 } from "../../platform/secrets.ts";
import { announcePublicChange } from "../../platform/public-changes.ts";
import { enforce } from "../accounts/limits.ts";
import { bearerToken } from "../accounts/authenticate.ts";

/** How precisely a key's last use is kept: one write a minute per key at most. */
export const LAST_USED_PRECISION_MS = 60_000;

/** Issues a key for a waiting area; answers the key, shown once. */
export async function issueWaitingAreaKey(db: Database, waitingAreaId: number, label: string): Promise<string> {
  const key = `wa_${randomToken(24)}`;
  await db.insert(waitingAreaKeys).values({ waitingAreaId, keyHash: sha256(key), label });
  return key;
}

const CheckInSchema = z.object({ plate: plateSchema.openapi({ example: "AA1234BB" }) });
const CheckInAnswer = z
  .object({
    plate: z.string(),
    waiting_area_id: z.number().int(),
    checked_in_at: z.string().nullable(),
    checked_out_at: z.string().nullable(),
    open_entry: z.object({ id: z.number().int(), status: z.number().int(), lane_id: z.number().int() }).nullable(),
  })
  .openapi("CheckIn");

const security = [{ waitingAreaKey: [] }];
const checkInRoute = createRoute({
  method: "post",
  path: "/waiting-area-api/check-ins",
  tags: ["Waiting areas"],
  summary: "Check a vehicle in at the waiting area (by plate)",
  description: "Idempotent: a vehicle already checked in here stays checked in. A vehicle checked in at another area moves here.",
  security,
  request: { body: { required: true, content: { "application/json": { schema: CheckInSchema } } } },
  responses: { 200: { description: "Checked in", content: { "application/json": { schema: z.object({ data: CheckInAnswer }) } } }, ...errorResponses(401, 422, 429) },
});
const checkOutRoute = createRoute({
  method: "post",
  path: "/waiting-area-api/check-outs",
  tags: ["Waiting areas"],
  summary: "Check a vehicle out of the waiting area (by plate)",
  security,
  request: { body: { required: true, content: { "application/json": { schema: CheckInSchema } } } },
  responses: { 200: { description: "Checked out", content: { "application/json": { schema: z.object({ data: CheckInAnswer }) } } }, ...errorResponses(401, 404, 422, 429) },
});

const FreeSpacesSchema = z.object({
  free_spaces: z.number().int().min(0).max(100_000).openapi({ description: "Free parking spaces now", example: 37 }),
});
const freeSpacesRoute = createRoute({
  method: "put",
  path: "/waiting-area-api/free-spaces",
  tags: ["Waiting areas"],
  summary: "Report the waiting area's free parking spaces",
  description: "Shown on the public list and page of the area with the time reported, until the next report. At most the area's parking spaces.",
  security,
  request: { body: { required: true, content: { "application/json": { schema: FreeSpacesSchema } } } },
  responses: {
    200: {
      description: "Reported",
      content: {
        "application/json": {
          schema: z.object({ data: z.object({ waiting_area_id: z.number().int(), free_spaces: z.number().int(), reported_at: z.string() }) }),
        },
      },
    },
    ...errorResponses(401, 422, 429),
  },
});

/** The waiting-area API's requests carry the area their key names. */
type WaitingAreaEnv = { Variables: ApiEnv["Variables"] & { waitingAreaId: number } };

export function waitingAreaRoutes({ database: { db }, engine, rateLimits, publicChanges }: ApiDeps) {
  const limiter = rateLimits.limiter("waiting-area-api", { points: 1200, seconds: 60 });
  /** The key's waiting area, before the request's body is looked at; a missing or revoked key answers 401. */
  const keyOfArea: MiddlewareHandler<WaitingAreaEnv> = async (c, next) => {
    const key = bearerToken(c.req.header("Authorization"));
    if (!key?.startsWith("wa_")) throw new ApiProblem(401, "errors.unauthenticated");
    const [found] = await db
      .select({ id: waitingAreaKeys.waitingAreaId, keyId: waitingAreaKeys.id, lastUsedAt: waitingAreaKeys.lastUsedAt })
      .from(waitingAreaKeys)
      .where(and(eq(waitingAreaKeys.keyHash, sha256(key)), isNull(waitingAreaKeys.revokedAt)));
    if (!found) throw new ApiProblem(401, "errors.unauthenticated");
    // The key's last use, to the minute: written at most once a minute per key, not on every request.
    const now = Date.now();
    if (!found.lastUsedAt || now - found.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
      await db.update(waitingAreaKeys).set({ lastUsedAt: new Date(now) }).where(eq(waitingAreaKeys.id, found.keyId));
    }
    await enforce(limiter, `area:${found.id}`);
    c.set("waitingAreaId", found.id);
    await next();
  };
  const openEntry = async (plate: string) => {
    const [entry] = await db
      .select({ id: queueEntries.id, status: queueEntries.status, lane_id: queueEntries.laneId })
      .from(queueEntries)
      .where(and(eq(queueEntries.plate, plate), inArray(queueEntries.status, [...OPEN_QUEUE_STATUSES])));
    return entry ?? null;
  };
  const answer = async (row: typeof checkIns.$inferSelect) => ({
    plate: row.plate,
    waiting_area_id: row.waitingAreaId,
    checked_in_at: row.checkedInAt.toISOString(),
    checked_out_at: row.checkedOutAt?.toISOString() ?? null,
    open_entry: await openEntry(row.plate),
  });

  const routes = new OpenAPIHono<WaitingAreaEnv>();
  routes.use("/waiting-area-api/*", keyOfArea);
  return routes
    .openapi(checkInRoute, async (c) => {
      const areaId = c.get("waitingAreaId");
      const { plate } = c.req.valid("json");
      const now = await engine.clock.now();
      const row = await db.transaction(async (tx) => {
        const [present] = await tx
          .select()
          .from(checkIns)
          .where(and(eq(checkIns.plate, plate), isNull(checkIns.checkedOutAt)))
          .for("update");
        if (present?.waitingAreaId === areaId) return present;
        if (present) await tx.update(checkIns).set({ checkedOutAt: now }).where(eq(checkIns.id, present.id));
        const [inserted] = await tx.insert(checkIns).values({ waitingAreaId: areaId, plate, checkedInAt: now }).returning();
        return inserted!;
      });
      return c.json({ data: await answer(row) }, 200);
    })
    .openapi(checkOutRoute, async (c) => {
      const areaId = c.get("waitingAreaId");
      const { plate } = c.req.valid("json");
      const now = await engine.clock.now();
      const [row] = await db
        .update(checkIns)
        .set({ checkedOutAt: now })
        .where(and(eq(checkIns.plate, plate), eq(checkIns.waitingAreaId, areaId), isNull(checkIns.checkedOutAt)))
        .returning();
      if (!row) throw new ApiProblem(404, "errors.notFound");
      return c.json({ data: await answer(row) }, 200);
    })
    .openapi(freeSpacesRoute, async (c) => {
      const areaId = c.get("waitingAreaId");
      const { free_spaces } = c.req.valid("json");
      const now = await engine.clock.now();
      const [row] = await db
        .update(waitingAreas)
        .set({ freeSpaces: free_spaces, freeSpacesReportedAt: now })
        .where(and(eq(waitingAreas.id, areaId), lte(sql`${free_spaces}`, waitingAreas.parkingSpaces)))
        .returning({ id: waitingAreas.id });
      if (!row) throw new ApiProblem(422, "errors.invalidInput", { fieldKeys: { free_spaces: ["validation.invalid"] } });
      // The public list and page show it: this instance's kept answers go stale now, the others' on hearing it.
      publicChanges.changed();
      await announcePublicChange(db);
      return c.json({ data: { waiting_area_id: areaId, free_spaces, reported_at: now.toISOString() } }, 200);
    });
}

const devKey = z.object({ waiting_area_id: dbId(), label: z.string().trim().min(1).max(100).default("demo") });

/** Outside production: issues a waiting-area key (demo and tests). */
export function devWaitingAreaRoutes({ database: { db } }: ApiDeps) {
  return new Hono<ApiEnv>().post("/dev/waiting-area-keys", async (c) => {
    const parsed = devKey.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationFailed(c, parsed.error.issues);
    const [area] = await db.select({ id: waitingAreas.id }).from(waitingAreas).where(eq(waitingAreas.id, parsed.data.waiting_area_id));
    if (!area) throw new ApiProblem(404, "errors.notFound");
    return c.json({ data: { key: await issueWaitingAreaKey(db, area.id, parsed.data.label) } }, 201);
  });
}
