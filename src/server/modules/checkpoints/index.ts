import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem } from "../../http/errors.ts";
import { parseId } from "../../http/schemas.ts";
import { findCheckpointsWithLanes, findCheckpointWithLanes, type CheckpointRow, type LaneRow } from "./checkpoints.queries.ts";
import { getCheckpoint, getSlots, listCheckpoints, WEEKDAY_KEYS } from "./checkpoints.routes.ts";
import { checkpointLoads, checkpointSlots, type CheckpointLoad } from "../queue/public-load.ts";
import type { VehicleType } from "../../../domain/codes.ts";
import { takesBookings } from "../../../domain/queue/lanes.ts";

const NO_LOAD: CheckpointLoad = {
  vehicles_in_queue: { trucks: 0, buses: 0, cars: 0 },
  waiting_minutes: { trucks: null, buses: null, cars: null },
  free_places_today: 0,
};

/** Opening hours keyed by the weekday's number as JSON writes it ("1" Monday … "7" Sunday). */
function scheduleBody(schedule: NonNullable<LaneRow["schedule"]>) {
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

export function checkpointRoutes({ config, database, engine }: ApiDeps) {
  return new OpenAPIHono<ApiEnv>()
    .openapi(listCheckpoints, async (c) => {
      const { vehicle_type, flow_type } = c.req.valid("query");
      const found = await findCheckpointsWithLanes(database.db);
      const data = found
        .filter(({ lanes }) =>
          lanes.some(
            (lane) =>
              (vehicle_type === undefined || lane.vehicleType === vehicle_type) &&
              (flow_type === undefined || lane.flowType === flow_type),
          ),
        );
      const loads = await checkpointLoads(database.db, await engine.clock.now());
      const body = data.map(({ checkpoint, lanes }) => toCheckpointBody(checkpoint, lanes, config.bookingCheckpoints, loads.get(checkpoint.id)));
      c.header("Cache-Control", "public, max-age=30");
      return c.json({ data: body }, 200);
    })
    .openapi(getCheckpoint, async (c) => {
      const id = parseId(c.req.valid("param").id);
      const found = id === null ? null : await findCheckpointWithLanes(database.db, id);
      if (!found) throw new ApiProblem(404, "errors.notFound");
      const loads = await checkpointLoads(database.db, await engine.clock.now(), [found.checkpoint.id]);
      c.header("Cache-Control", "public, max-age=30");
      return c.json({ data: toCheckpointBody(found.checkpoint, found.lanes, config.bookingCheckpoints, loads.get(found.checkpoint.id)) }, 200);
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
