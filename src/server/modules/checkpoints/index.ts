import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem } from "../../http/errors.ts";
import { idOrNotFound, parseId } from "../../http/schemas.ts";
import { findCheckpointsWithLanes, findCheckpointWithLanes, type CheckpointRow, type LaneRow } from "./checkpoints.queries.ts";
import { getCheckpoint, getSlots, listCheckpoints, WEEKDAY_KEYS } from "./checkpoints.routes.ts";
import { checkpointLoads, checkpointSlots, type CheckpointLoad } from "../queue/public-load.ts";
import type { VehicleType } from "../../../domain/codes.ts";
import { takesBookings } from "../../../domain/queue/lanes.ts";
import { answerJson, encodedJson, type EncodedJson } from "../../http/encoded-body.ts";
import { createPublicCache } from "../../http/public-cache.ts";
import { PUBLIC_CACHE_MS } from "../../platform/public-changes.ts";

const NO_LOAD: CheckpointLoad = {
  vehicles_in_queue: { trucks: 0, buses: 0, cars: 0 },
  waiting_minutes: { trucks: null, buses: null, cars: null },
  free_places_today: 0,
};

/** Opening hours keyed by the weekday's number as JSON writes it ("1" Monday … "7" Sunday). */
export function scheduleBody(schedule: NonNullable<LaneRow["schedule"]>) {
  const body: Partial<Record<(typeof WEEKDAY_KEYS)[number], Array<{ from: string; to: string }>>> = {};
  for (const key of WEEKDAY_KEYS) {
    const hours = schedule[Number(key) as 1 | 2 | 3 | 4 | 5 | 6 | 7];
    if (hours) body[key] = hours.map(({ from, to }) => ({ from, to }));
  }
  return body;
}

function toCheckpointBody(checkpoint: CheckpointRow, lanes: LaneRow[], bookingSlugs: readonly string[], load: CheckpointLoad = NO_LOAD) {
  return {
    id: checkpoint.id,
    slug: checkpoint.slug,
    name: checkpoint.name,
    foreign_name: checkpoint.foreignName,
    foreign_country: checkpoint.foreignCountry,
    address: checkpoint.address,
    highway: checkpoint.highway,
    lat: checkpoint.lat,
    lng: checkpoint.lng,
    time_zone: checkpoint.timeZone,
    is_open: checkpoint.isOpen,
    checkpoints_count: checkpoint.checkpointsCount,
    booking_enabled: takesBookings(checkpoint, bookingSlugs),
    lanes: lanes.map((lane) => ({
      id: lane.id,
      direction: lane.direction,
      vehicle_type: lane.vehicleType,
      flow_type: lane.flowType,
      category: lane.category,
      name: lane.name,
      capacity_per_hour: lane.capacityPerHour,
      is_open: lane.isOpen,
      schedule: lane.schedule && scheduleBody(lane.schedule),
    })),
    load,
  };
}

/**
 * Checkpoints with their load are the same for everyone: each list (per filter) and each checkpoint
 * is computed once per change of what the public sees, kept as its JSON bytes with an ETag, and
 * answered from them (docs/caching.md).
 */
export function checkpointRoutes({ config, database, engine, publicChanges }: ApiDeps) {
  const lists = createPublicCache<EncodedJson<Awaited<ReturnType<typeof list>>>>({ version: publicChanges.version, maxAgeMs: PUBLIC_CACHE_MS, maxEntries: 16 });
  const ones = createPublicCache<EncodedJson<Awaited<ReturnType<typeof one>>>>({ version: publicChanges.version, maxAgeMs: PUBLIC_CACHE_MS, maxEntries: 256 });
  const caching = { "Cache-Control": "public, max-age=30" };

  const list = async (vehicleType: number | undefined, flowType: number | undefined) => {
    const found = await findCheckpointsWithLanes(database.db);
    const data = found.filter(({ lanes }) =>
      lanes.some(
        (lane) => (vehicleType === undefined || lane.vehicleType === vehicleType) && (flowType === undefined || lane.flowType === flowType),
      ),
    );
    const loads = await checkpointLoads(database.db, await engine.clock.now());
    return { data: data.map(({ checkpoint, lanes }) => toCheckpointBody(checkpoint, lanes, config.bookingCheckpoints, loads.get(checkpoint.id))) };
  };
  const one = async (id: number) => {
    const found = await findCheckpointWithLanes(database.db, id);
    if (!found) throw new ApiProblem(404, "errors.notFound");
    const loads = await checkpointLoads(database.db, await engine.clock.now(), [found.checkpoint.id]);
    return { data: toCheckpointBody(found.checkpoint, found.lanes, config.bookingCheckpoints, loads.get(found.checkpoint.id)) };
  };

  return new OpenAPIHono<ApiEnv>()
    .openapi(listCheckpoints, async (c) => {
      const { vehicle_type, flow_type } = c.req.valid("query");
      const body = await lists.get(`${vehicle_type ?? ""}:${flow_type ?? ""}`, async (previous) => encodedJson(await list(vehicle_type, flow_type), previous));
      return answerJson(c.req.raw, body, caching);
    })
    .openapi(getCheckpoint, async (c) => {
      const id = idOrNotFound(c.req.valid("param").id);
      const body = await ones.get(String(id), async (previous) => encodedJson(await one(id), previous));
      return answerJson(c.req.raw, body, caching);
    })
    .openapi(getSlots, async (c) => {
      const id = parseId(c.req.valid("param").id);
      const found = id === null ? null : await findCheckpointWithLanes(database.db, id);
      if (!found) throw new ApiProblem(404, "errors.notFound");
      const { date, vehicle_type } = c.req.valid("query");
      const data = await checkpointSlots(database.db, found.checkpoint.id, date, vehicle_type as VehicleType | undefined, await engine.clock.now());
      c.header("Cache-Control", "public, max-age=15");
      return c.json({ data }, 200);
    });
}
