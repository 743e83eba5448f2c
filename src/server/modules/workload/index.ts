/**
 * The v3 workload API: checkpoint queues per vehicle type, a queue's board per status, and the
 * plate search. Answers come from the workload's snapshots (workload.ts); those that are the same
 * for every reader of a language are kept as their JSON bytes with an ETag (docs/caching.md).
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { BOARD_PAGE_SIZE, plateQuery } from "../../../domain/workload.ts";
import type { ApiEnv } from "../../http/context.ts";
import { ApiProblem, fieldProblem } from "../../http/errors.ts";
import { answerJson, encodedJson, type EncodedJson } from "../../http/encoded-body.ts";
import { createPublicCache } from "../../http/public-cache.ts";
import { PUBLIC_CACHE_MS } from "../../platform/public-changes.ts";
import { FLOW_TYPES } from "../../../domain/codes.ts";
import { parseId } from "../../http/schemas.ts";
import type { ApiDeps } from "../deps.ts";
import { streamSSE } from "hono/streaming";
import { enforce } from "../accounts/limits.ts";
import { followBoards, getBoard, listQueues, searchPlate } from "./workload.routes.ts";
import { countriesOf, queueBody, rowBody } from "./workload.views.ts";
import { boardAnswer, parseBoardPath, parseVehicleType, WORKLOAD_HEADERS, workloadCors, workloadLimit } from "./workload.http.ts";

export { createWorkload, type Workload } from "./workload.ts";
export { createWorkloadEvents, type WorkloadEvents } from "./workload-events.ts";

/** A plate as typed, as the search reads it; 422 naming `field` when it cannot be a plate. */
export function searchedPlate(t: ApiEnv["Variables"]["t"], field: string, typed: string): string {
  const plate = plateQuery(typed);
  if (plate === null) throw fieldProblem(t, field, "validation.plateInvalid");
  return plate;
}

export function workloadRoutes({ config, rateLimits, workload, workloadEvents }: ApiDeps) {
  // Answers the same for every reader of a language, kept until the workload changes.
  const answers = createPublicCache<EncodedJson<unknown>>({ version: workload.version, maxAgeMs: PUBLIC_CACHE_MS, maxEntries: 1024 });

  const app = new OpenAPIHono<ApiEnv>();
  // Opening a live stream also counts against the client address's budget of streams a minute.
  const streamOpens = rateLimits.limiter("workload-event-streams", { points: 30, seconds: 60 });
  app.use("/workload/*", workloadCors(), workloadLimit(rateLimits, config.workloadRateLimit));
  return app
    .openapi(followBoards, async (c) => {
      const query = c.req.valid("query");
      const vehicleType = parseVehicleType(query.vehicle_type);
      const checkpointId = parseId(query.checkpoint_id);
      const flowType = FLOW_TYPES.find((code) => String(code) === query.flow_type);
      if (vehicleType === null || checkpointId === null || flowType === undefined) throw new ApiProblem(404, "errors.notFound");
      if (!(await workload.boards(checkpointId, vehicleType, flowType))) throw new ApiProblem(404, "errors.notFound");
      const address = c.get("clientAddress");
      await enforce(streamOpens, address);
      const ticket = workloadEvents.reserve(address);
      if (!ticket) throw new ApiProblem(429, "errors.tooManyRequests", { params: { minutes: 1 }, retryAfter: 60 });
      return streamSSE(c, async (stream) => {
        await workloadEvents.hold(stream, { checkpointId, vehicleType, flowType }, ticket);
      });
    })
    .openapi(searchPlate, async (c) => {
      const plate = searchedPlate(c.get("t"), "plate", c.req.valid("query").plate);
      const found = await workload.findPlate(plate);
      if (!found) throw new ApiProblem(404, "errors.notFound");
      const { queue, row } = found;
      const data = {
        ...rowBody(row, true),
        checkpoint_id: queue.checkpoint.id,
        vehicle_type: queue.vehicleType,
        flow_type: queue.flowType,
        page: Math.ceil(row.queueNumber / BOARD_PAGE_SIZE),
        queue: queueBody(queue, c.get("locale")),
      };
      return answerJson(c.req.raw, encodedJson({ data }), WORKLOAD_HEADERS);
    })
    .openapi(listQueues, async (c) => {
      const vehicleType = parseVehicleType(c.req.valid("param").vehicle_type);
      if (vehicleType === null) throw new ApiProblem(404, "errors.notFound");
      const locale = c.get("locale");
      const body = await answers.get(`list:${vehicleType}:${locale}`, async (previous) => {
        const queues = await workload.queues(vehicleType);
        return encodedJson({ data: queues.map((queue) => queueBody(queue, locale)), countries: countriesOf(queues, c.get("t")) }, previous);
      });
      return answerJson(c.req.raw, body as EncodedJson<never>, WORKLOAD_HEADERS);
    })
    .openapi(getBoard, async (c) => {
      const params = c.req.valid("param");
      const { vehicleType, checkpointId, flowType, status } = parseBoardPath({
        vehicleType: params.vehicle_type,
        checkpointId: params.checkpoint_id,
        flowType: params.flow_type,
        status: params.status,
      });
      const { page = 1, plate: typed } = c.req.valid("query");
      const plate = typed === undefined ? undefined : searchedPlate(c.get("t"), "plate", typed);
      const locale = c.get("locale");
      const body = await boardAnswer(workload, answers, { vehicleType, checkpointId, flowType, status, page, plate, locale, kind: "board" }, (found, rows, paging) => ({
        data: rows.map((row) => rowBody(row, row.plate === plate)),
        queue: queueBody(found.queue, locale),
        paging,
      }));
      return answerJson(c.req.raw, body as EncodedJson<never>, WORKLOAD_HEADERS);
    });
}
