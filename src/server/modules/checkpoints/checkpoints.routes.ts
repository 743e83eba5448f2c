import { createRoute, z } from "@hono/zod-openapi";
import { BORDER_COUNTRIES, FLOW_TYPES, LANE_CATEGORIES, VEHICLE_TYPES } from "../../../domain/codes.ts";
import { calendarDay, EARLIEST_DAY, LATEST_DAY } from "../../../domain/input-bounds.ts";
import { errorResponses } from "../../http/errors.ts";
import { IdParamSchema, LocalizedTextSchema, NOT_MODIFIED } from "../../http/schemas.ts";

export const WEEKDAY_KEYS = ["1", "2", "3", "4", "5", "6", "7"] as const;

const codeParam = (codes: readonly number[]) =>
  z
    .enum(codes.map(String) as [string, ...string[]])
    .transform(Number)
    .optional();

export const LaneSchema = z
  .object({
    id: z.number().int(),
    direction: z.enum(["exit", "entry"]),
    vehicle_type: z.number().int().openapi({ description: "Truck=1, Bus=2, Car=3" }),
    flow_type: z.number().int().openapi({ description: "Dynamic=1, Timeslot=2, Hybrid=3" }),
    category: z.enum(LANE_CATEGORIES),
    name: LocalizedTextSchema,
    capacity_per_hour: z.number().int(),
    is_open: z.boolean(),
    schedule: z
      .partialRecord(z.enum(WEEKDAY_KEYS), z.array(z.object({ from: z.string(), to: z.string() })))
      .nullable()
      .openapi({
        description:
          "Opening hours per ISO weekday (1 Monday … 7 Sunday) as local times (HH:mm, `to` up to 24:00) in the checkpoint's time_zone; a weekday left out is closed; null: open every day, all day",
        example: { "1": [{ from: "08:00", to: "20:00" }], "6": [{ from: "08:00", to: "14:00" }] },
      }),
  })
  .openapi("Lane");

export const CheckpointSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: LocalizedTextSchema,
    foreign_name: LocalizedTextSchema,
    foreign_country: z.enum(BORDER_COUNTRIES),
    address: LocalizedTextSchema,
    highway: z.string(),
    lat: z.number(),
    lng: z.number(),
    time_zone: z.string(),
    is_open: z.boolean(),
    checkpoints_count: z.number().int().openapi({ description: "Number of checkpoints (SPEC §3): the control points that check vehicles there" }),
    booking_enabled: z.boolean().openapi({ description: "Accepts bookings now (test period: one pair)" }),
    lanes: z.array(LaneSchema),
    load: z
      .object({
        vehicles_in_queue: z.object({ trucks: z.number().int(), buses: z.number().int(), cars: z.number().int() }),
        waiting_minutes: z
          .object({ trucks: z.number().int().nullable(), buses: z.number().int().nullable(), cars: z.number().int().nullable() })
          .openapi({ description: "Expected wait in the dynamic queue per vehicle type (null: no dynamic lane)" }),
        free_places_today: z.number().int().openapi({ description: "Free timeslot places left today" }),
      })
      .openapi("CheckpointLoad"),
  })
  .openapi("Checkpoint");

export const listCheckpoints = createRoute({
  method: "get",
  path: "/checkpoints",
  tags: ["Checkpoints"],
  summary: "Road checkpoints with their lanes",
  request: {
    query: z.object({
      vehicle_type: codeParam(VEHICLE_TYPES).openapi({ description: "Only checkpoints with a lane for this vehicle type" }),
      flow_type: codeParam(FLOW_TYPES).openapi({ description: "Only checkpoints with a lane of this queue flow" }),
    }),
  },
  responses: {
    200: {
      description: "Checkpoints, Yahodyn first, then by border",
      content: { "application/json": { schema: z.object({ data: z.array(CheckpointSchema) }) } },
    },
    ...NOT_MODIFIED,
    ...errorResponses(422),
  },
});

export const getCheckpoint = createRoute({
  method: "get",
  path: "/checkpoints/{id}",
  tags: ["Checkpoints"],
  summary: "One checkpoint with its lanes",
  request: { params: IdParamSchema },
  responses: {
    200: { description: "The checkpoint", content: { "application/json": { schema: z.object({ data: CheckpointSchema }) } } },
    ...NOT_MODIFIED,
    ...errorResponses(404),
  },
});

export const SlotsSchema = z
  .object({
    lane_id: z.number().int(),
    vehicle_type: z.number().int(),
    category: z.enum(LANE_CATEGORIES),
    is_open: z.boolean(),
    slots: z.array(z.object({ start: z.string(), end: z.string(), capacity: z.number().int(), free: z.number().int() })),
  })
  .openapi("LaneSlots");

export const getSlots = createRoute({
  method: "get",
  path: "/checkpoints/{id}/slots",
  tags: ["Checkpoints"],
  summary: "Timeslots of the checkpoint's timeslot and hybrid lanes on a date, with free places",
  request: {
    params: IdParamSchema,
    query: z.object({
      date: calendarDay("validation.invalid").openapi({ description: `Local date at the checkpoint (YYYY-MM-DD), ${EARLIEST_DAY} to ${LATEST_DAY}` }),
      vehicle_type: codeParam(VEHICLE_TYPES),
    }),
  },
  responses: {
    200: { description: "Lanes with their slots", content: { "application/json": { schema: z.object({ data: z.array(SlotsSchema) }) } } },
    ...errorResponses(404, 422),
  },
});
