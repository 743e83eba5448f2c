import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiDeps, ApiEnv } from "../../api/context.ts";
import { ApiProblem } from "../../api/errors.ts";
import { parseId } from "../../api/schemas.ts";
import { findCheckpointsWithLanes, findCheckpointWithLanes, type CheckpointRow, type LaneRow } from "./checkpoints.queries.ts";
import { getCheckpoint, listCheckpoints } from "./checkpoints.routes.ts";

function toCheckpointBody(checkpoint: CheckpointRow, lanes: LaneRow[], bookingSlugs: readonly string[]) {
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
    booking_enabled: checkpoint.isOpen && bookingSlugs.includes(checkpoint.slug),
    lanes: lanes.map((lane) => ({
      id: lane.id,
      direction: lane.direction,
      vehicle_type: lane.vehicleType,
      flow_type: lane.flowType,
      category: lane.category,
      name: lane.name,
      capacity_per_hour: lane.capacityPerHour,
      is_open: lane.isOpen,
    })),
  };
}

export function checkpointRoutes({ config, database }: ApiDeps) {
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
        )
        .map(({ checkpoint, lanes }) => toCheckpointBody(checkpoint, lanes, config.bookingCheckpoints));
      c.header("Cache-Control", "public, max-age=60");
      return c.json({ data }, 200);
    })
    .openapi(getCheckpoint, async (c) => {
      const id = parseId(c.req.valid("param").id);
      const found = id === null ? null : await findCheckpointWithLanes(database.db, id);
      if (!found) throw new ApiProblem(404, "errors.notFound");
      c.header("Cache-Control", "public, max-age=60");
      return c.json({ data: toCheckpointBody(found.checkpoint, found.lanes, config.bookingCheckpoints) }, 200);
    });
}
