/**
 * The workload paths and field names of the national service's public API (v4, v5), which
 * community clients read: contracts. Served under /api (docs/workload-api.md).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses } from "../../http/errors.ts";
import { NOT_MODIFIED } from "../../http/schemas.ts";
import { pageParam, pathCode, plateParam } from "./workload.http.ts";

const TAGS = ["Workload (national service compatible)"];

const CLIENT_HEADERS = z.object({
  "x-client-locale": z.string().optional().openapi({ description: "Language of titles, tooltips and messages: uk (default), en, pl, hu, ro, sk, tr" }),
  "x-user-agent": z.string().optional().openapi({ description: "The client's name: `<App>/<version> Web/<version> User/<id|guest>`" }),
  "x-device-id": z.string().optional(),
  "x-device-name": z.string().optional(),
});

export const CompatQueueSchema = z
  .object({
    id: z.number().int().openapi({ description: "The checkpoint's id (with for_vehicle_type and queue_flow it names the queue)" }),
    title: z.string(),
    country_id: z.number().int().openapi({ description: "Id in filters.countries" }),
    for_vehicle_type: z.number().int().openapi({ description: "Truck=1, Bus=2, Car=3" }),
    queue_flow: z.number().int().openapi({ description: "Dynamic=1, Timeslot=2, Hybrid=3" }),
    is_paused: z.boolean().openapi({ description: "The queue admits no one now (its checkpoint closed, or its lanes paused)" }),
    cancel_after: z.number().int().openapi({ description: "Seconds a called-up vehicle has to confirm before its place is cancelled" }),
    lat: z.number(),
    lng: z.number(),
    wait_time: z.number().int().openapi({ description: "Expected wait in the dynamic queue, seconds (0 for a timeslot queue)" }),
    vehicle_in_active_queues_counts: z.number().int().openapi({ description: "Vehicles with status 30, 40 or 50" }),
    free_slots_today: z.number().int().openapi({ description: "Free places in today's timeslots that have not begun" }),
    slots_units_left_today: z.number().int().openapi({ description: "Today's timeslots not begun with a free place" }),
    tooltip: z.string().openapi({ description: "The queue's lanes (sub-queues) by name" }),
    is_main: z.boolean().openapi({ description: "This portal's addition: the checkpoint's main queue (else additional)" }),
    status: z.enum(["open", "paused", "closed"]).openapi({ description: "This portal's addition" }),
    country_code: z.string().openapi({ description: "This portal's addition: ISO 3166 code of the neighbouring country" }),
  })
  .openapi("CompatWorkloadQueue");

const CountrySchema = z.object({ id: z.number().int(), name: z.string(), icon: z.string().openapi({ description: "The country's flag (emoji)" }), code: z.string() });

export const CompatRowSchema = z
  .object({
    queue_number: z.number().int(),
    plate_number: z.string().openapi({ description: "Masked (first two and last two characters kept) unless it is plate_number searched for" }),
    status: z.number().int(),
    registered_at: z.string(),
    estimated_entry_at: z.string().nullable(),
    time_on_inspection: z.string().nullable().openapi({ description: "When control began; null until status 50" }),
  })
  .openapi("CompatWorkloadRow");

const carrierType = pathCode("carrierType", "Truck=1, Bus=2, Car=3", "1");

const listResponses = {
  200: {
    description: "One item per checkpoint queue of the vehicle type",
    content: { "application/json": { schema: z.object({ data: z.array(CompatQueueSchema), filters: z.object({ countries: z.array(CountrySchema) }) }) } },
  },
  ...NOT_MODIFIED,
  ...errorResponses(404, 429),
};

/** The list of a vehicle type's checkpoint queues: the same under v4 and v5. */
const listRoute = (version: "v4" | "v5") =>
  createRoute({
    method: "get",
    path: `/${version}/workload/{carrierType}`,
    tags: TAGS,
    summary: `Checkpoint queues of a vehicle type (${version})`,
    request: { params: z.object({ carrierType }), headers: CLIENT_HEADERS },
    responses: listResponses,
  });

export const listV4 = listRoute("v4");
export const listV5 = listRoute("v5");

export const searchV5 = createRoute({
  method: "get",
  path: "/v5/workload/search",
  tags: TAGS,
  summary: "Find a vehicle in an open queue by plate (v5)",
  request: { query: z.object({ plate_number: plateParam("The plate as typed: spacing, case and Cyrillic look-alike letters do not matter") }), headers: CLIENT_HEADERS },
  responses: {
    200: {
      description: "The vehicle's queue and place (the plate in full)",
      content: {
        "application/json": {
          schema: z.object({
            data: z.array(
              CompatRowSchema.extend({
                checkpoint_id: z.number().int(),
                shared_type: z.number().int().openapi({ description: "The flow type of its queue" }),
                queue_status: z.number().int(),
                for_vehicle_type: z.number().int(),
                title: z.string(),
                page: z.number().int().openapi({ description: "The page of the details list the row is on" }),
              }),
            ),
          }),
        },
      },
    },
    ...NOT_MODIFIED,
    ...errorResponses(404, 422, 429),
  },
});

export const detailsV5 = createRoute({
  method: "get",
  path: "/v5/workload/{carrierType}/checkpoints/{checkpointId}/details/{sharedType}/{queueStatus}",
  tags: TAGS,
  summary: "A checkpoint queue's list of one status (30, 40, 50), paged (v5)",
  request: {
    params: z.object({
      carrierType,
      checkpointId: pathCode("checkpointId", "The checkpoint's id", "1"),
      sharedType: pathCode("sharedType", "The queue's flow: Dynamic=1, Timeslot=2, Hybrid=3", "1"),
      queueStatus: pathCode("queueStatus", "Awaiting=30, BeReady=40, OnControl=50", "30"),
    }),
    query: z.object({ page: pageParam, plate_number: plateParam("Only this plate's row, shown in full").optional() }),
    headers: CLIENT_HEADERS,
  },
  responses: {
    200: {
      description: "The page's rows, the queue, and the paging",
      content: {
        "application/json": {
          schema: z.object({
            data: z.array(CompatRowSchema),
            checkpoint: CompatQueueSchema,
            current_page: z.number().int(),
            last_page: z.number().int(),
            per_page: z.number().int(),
            total: z.number().int(),
          }),
        },
      },
    },
    ...NOT_MODIFIED,
    ...errorResponses(404, 422, 429),
  },
});
