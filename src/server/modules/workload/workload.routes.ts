/** The v3 workload routes: contracts (docs/workload-api.md). */
import { createRoute, z } from "@hono/zod-openapi";
import { BORDER_COUNTRIES, LANE_CATEGORIES } from "../../../domain/codes.ts";
import { errorResponses } from "../../http/errors.ts";
import { NOT_MODIFIED } from "../../http/schemas.ts";
import { pageParam, pathCode, plateParam } from "./workload.http.ts";

const TAGS = ["Workload"];
const RATE_LIMITED = errorResponses(429);

export const WorkloadQueueSchema = z
  .object({
    checkpoint_id: z.number().int(),
    checkpoint_slug: z.string(),
    title: z.string().openapi({ description: "The checkpoint and its foreign pair, in the reader's language" }),
    name: z.string(),
    foreign_name: z.string(),
    country: z.enum(BORDER_COUNTRIES),
    lat: z.number(),
    lng: z.number(),
    vehicle_type: z.number().int().openapi({ description: "Truck=1, Bus=2, Car=3" }),
    flow_type: z.number().int().openapi({ description: "Dynamic=1, Timeslot=2, Hybrid=3" }),
    is_main: z.boolean().openapi({ description: "The checkpoint's main queue for the vehicle type (else an additional one: empty trucks, goods of groups 1–24, irregular buses)" }),
    state: z.enum(["open", "paused", "closed"]).openapi({ description: "closed: the checkpoint is closed; paused: none of the queue's lanes admits now" }),
    lanes: z.array(z.object({ id: z.number().int(), category: z.enum(LANE_CATEGORIES), name: z.string(), is_open: z.boolean() })),
    vehicles: z
      .object({ awaiting: z.number().int(), be_ready: z.number().int(), on_control: z.number().int(), total: z.number().int() })
      .openapi({ description: "Vehicles in the queue's active statuses: 30, 40, 50, and their sum" }),
    wait_seconds: z.number().int().nullable().openapi({ description: "Expected wait in the dynamic queue (its longest lane), seconds; null for a timeslot queue" }),
    free_places_today: z.number().int().openapi({ description: "Free places in today's timeslots that have not begun" }),
    slots_left_today: z.number().int().openapi({ description: "Today's timeslots not begun with a free place" }),
  })
  .openapi("WorkloadQueue");

export const WorkloadRowSchema = z
  .object({
    queue_number: z.number().int().openapi({ description: "The vehicle's number on this status's board, in serving order (1 first)" }),
    plate: z.string().openapi({ description: "Masked (first two and last two characters kept), unless it is the plate searched for" }),
    searched: z.boolean().openapi({ description: "This is the plate searched for (shown in full)" }),
    status: z.number().int(),
    registered_at: z.string(),
    estimated_entry_at: z.string().nullable(),
    time_on_inspection: z.string().nullable().openapi({ description: "When control began (status 50); null before" }),
  })
  .openapi("WorkloadRow");

const PagingSchema = z
  .object({ current_page: z.number().int(), last_page: z.number().int(), per_page: z.number().int(), total: z.number().int() })
  .openapi("WorkloadPaging");

const vehicleTypeParam = pathCode("vehicle_type", "Truck=1, Bus=2, Car=3", "1");

export const searchPlate = createRoute({
  method: "get",
  path: "/workload/search",
  tags: TAGS,
  summary: "Find a vehicle in an open queue by its plate (spacing, case and Cyrillic look-alike letters do not matter)",
  request: { query: z.object({ plate: plateParam("The plate as typed") }) },
  responses: {
    200: {
      description: "The vehicle's queue and its row (the plate in full)",
      content: {
        "application/json": {
          schema: z.object({
            data: WorkloadRowSchema.extend({
              checkpoint_id: z.number().int(),
              vehicle_type: z.number().int(),
              flow_type: z.number().int(),
              page: z.number().int().openapi({ description: "The page of its board the row is on" }),
              queue: WorkloadQueueSchema,
            }),
          }),
        },
      },
    },
    ...NOT_MODIFIED,
    ...errorResponses(404, 422),
    ...RATE_LIMITED,
  },
});

export const listQueues = createRoute({
  method: "get",
  path: "/workload/{vehicle_type}",
  tags: TAGS,
  summary: "Every checkpoint queue for a vehicle type, with its load",
  request: { params: z.object({ vehicle_type: vehicleTypeParam }) },
  responses: {
    200: {
      description: "Checkpoint queues by checkpoint, then flow",
      content: {
        "application/json": {
          schema: z.object({ data: z.array(WorkloadQueueSchema), countries: z.array(z.object({ country: z.enum(BORDER_COUNTRIES), name: z.string() })) }),
        },
      },
    },
    ...NOT_MODIFIED,
    ...errorResponses(404),
    ...RATE_LIMITED,
  },
});

export const getBoard = createRoute({
  method: "get",
  path: "/workload/{vehicle_type}/checkpoints/{checkpoint_id}/{flow_type}/{status}",
  tags: TAGS,
  summary: "A checkpoint queue's public board of one status (30, 40, 50), paged",
  request: {
    params: z.object({
      vehicle_type: vehicleTypeParam,
      checkpoint_id: pathCode("checkpoint_id", "The checkpoint's id", "1"),
      flow_type: pathCode("flow_type", "Dynamic=1, Timeslot=2, Hybrid=3", "1"),
      status: pathCode("status", "Awaiting=30, BeReady=40, OnControl=50", "30"),
    }),
    query: z.object({ page: pageParam, plate: plateParam("Only this plate's row, shown in full").optional() }),
  },
  responses: {
    200: {
      description: "The page's rows",
      content: { "application/json": { schema: z.object({ data: z.array(WorkloadRowSchema), queue: WorkloadQueueSchema, paging: PagingSchema }) } },
    },
    ...NOT_MODIFIED,
    ...errorResponses(404, 422),
    ...RATE_LIMITED,
  },
});

const queryCode = (description: string, example: string) =>
  z.string().max(10, { error: "validation.invalid" }).openapi({ description, example });

export const followBoards = createRoute({
  method: "get",
  path: "/workload/events",
  tags: TAGS,
  summary: "Live changes of a checkpoint queue's boards (server-sent events)",
  description:
    "First a `ready` event (read the board on it too: changes before the stream opened are not sent), then a `change` event (data `{\"at\": …}`) whenever the queue's boards change: a vehicle booked, called up, " +
    "under control, gone, or the queue opened or paused (the estimates moving with the clock alone send none). Read the board again on it " +
    "(GET /workload/{vehicle_type}/checkpoints/{checkpoint_id}/{flow_type}/{status}). Changes are seen within a second or two of the " +
    "public summary's (at most PUBLIC_CACHE_MS). A comment every 25 s keeps the connection open. The stream ends with an `end` event " +
    "(`{\"reason\": \"age\"}` after STREAM_MAX_SECONDS, or `restart`): reconnect, as EventSource does by itself. " +
    "A client address holds at most 10 streams at a time and opens at most 30 a minute (429 with Retry-After past either).",
  request: {
    query: z.object({
      vehicle_type: queryCode("Truck=1, Bus=2, Car=3", "1"),
      checkpoint_id: queryCode("The checkpoint's id", "1"),
      flow_type: queryCode("Dynamic=1, Timeslot=2, Hybrid=3", "1"),
    }),
  },
  responses: {
    200: { description: "An event stream", content: { "text/event-stream": { schema: z.string() } } },
    ...errorResponses(404, 422),
    ...RATE_LIMITED,
  },
});
