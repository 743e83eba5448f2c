/**
 * The v4/v5 workload of the national service's public API, from the same snapshots as v3: a
 * bot written for that service works against this portal unchanged (docs/workload-api.md).
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { BOARD_PAGE_SIZE } from "../../../domain/workload.ts";
import type { ApiEnv } from "../../http/context.ts";
import { ApiProblem } from "../../http/errors.ts";
import { answerJson, encodedJson, type EncodedJson } from "../../http/encoded-body.ts";
import { createPublicCache } from "../../http/public-cache.ts";
import { PUBLIC_CACHE_MS } from "../../platform/public-changes.ts";
import type { ApiDeps } from "../deps.ts";
import { detailsV5, listV4, listV5, searchV5 } from "./compat.routes.ts";
import { searchedPlate } from "./index.ts";
import { boardAnswer, parseBoardPath, parseVehicleType, WORKLOAD_HEADERS, workloadCors, workloadLimit } from "./workload.http.ts";
import { compatCountries, compatQueueBody, compatRowBody, titleOf } from "./workload.views.ts";

export function compatWorkloadRoutes({ config, rateLimits, workload }: Pick<ApiDeps, "config" | "rateLimits" | "workload">) {
  const answers = createPublicCache<EncodedJson<unknown>>({ version: workload.version, maxAgeMs: PUBLIC_CACHE_MS, maxEntries: 1024 });

  const list = async (raw: string, locale: ApiEnv["Variables"]["locale"], t: ApiEnv["Variables"]["t"]) => {
    const vehicleType = parseVehicleType(raw);
    if (vehicleType === null) throw new ApiProblem(404, "errors.notFound");
    // v4 and v5 answer the same bytes: one kept answer for both.
    return answers.get(`list:${vehicleType}:${locale}`, async (previous) => {
      const queues = await workload.queues(vehicleType);
      return encodedJson({ data: queues.map((queue) => compatQueueBody(queue, locale)), filters: { countries: compatCountries(queues, t) } }, previous);
    });
  };

  const app = new OpenAPIHono<ApiEnv>();
  for (const path of ["/v4/workload/*", "/v5/workload/*"]) app.use(path, workloadCors(), workloadLimit(rateLimits, config.workloadRateLimit));
  return app
    .openapi(listV4, async (c) => answerJson(c.req.raw, (await list(c.req.valid("param").carrierType, c.get("locale"), c.get("t"))) as EncodedJson<never>, WORKLOAD_HEADERS))
    .openapi(searchV5, async (c) => {
      const plate = searchedPlate(c.get("t"), "plate_number", c.req.valid("query").plate_number);
      const found = await workload.findPlate(plate);
      if (!found) throw new ApiProblem(404, "errors.notFound");
      const { queue, row } = found;
      const data = [
        {
          ...compatRowBody(row, true),
          checkpoint_id: queue.checkpoint.id,
          shared_type: queue.flowType,
          queue_status: row.status,
          for_vehicle_type: queue.vehicleType,
          title: titleOf(queue, c.get("locale")),
          page: Math.ceil(row.queueNumber / BOARD_PAGE_SIZE),
        },
      ];
      return answerJson(c.req.raw, encodedJson({ data }), WORKLOAD_HEADERS);
    })
    .openapi(listV5, async (c) => answerJson(c.req.raw, (await list(c.req.valid("param").carrierType, c.get("locale"), c.get("t"))) as EncodedJson<never>, WORKLOAD_HEADERS))
    .openapi(detailsV5, async (c) => {
      const params = c.req.valid("param");
      const { vehicleType, checkpointId, flowType, status } = parseBoardPath({
        vehicleType: params.carrierType,
        checkpointId: params.checkpointId,
        flowType: params.sharedType,
        status: params.queueStatus,
      });
      const { page = 1, plate_number: typed } = c.req.valid("query");
      const plate = typed === undefined ? undefined : searchedPlate(c.get("t"), "plate_number", typed);
      const locale = c.get("locale");
      const body = await boardAnswer(workload, answers, { vehicleType, checkpointId, flowType, status, page, plate, locale, kind: "details" }, (found, rows, paging) => ({
        data: rows.map((row) => compatRowBody(row, row.plate === plate)),
        checkpoint: compatQueueBody(found.queue, locale),
        ...paging,
      }));
      return answerJson(c.req.raw, body as EncodedJson<never>, WORKLOAD_HEADERS);
    });
}
