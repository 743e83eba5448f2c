import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses } from "../../http/errors.ts";
import { NOT_MODIFIED } from "../../http/schemas.ts";

/** The longest range asked at once (days, both ends included). */
export const MAX_RANGE_DAYS = 92;

const CountsSchema = z.object({
  registered: z.number().int().openapi({ description: "Entries registered (booked)" }),
  called: z.number().int().openapi({ description: "Call-ups" }),
  admitted: z.number().int().openapi({ description: "Admitted for control" }),
  passed: z.number().int().openapi({ description: "Crossed (control done)" }),
  no_shows: z.number().int().openapi({ description: "Expired: a call-up not confirmed in time, or a confirmed vehicle not at the gate in time" }),
  cancelled: z.number().int().openapi({ description: "Cancelled by the driver or carrier" }),
});

export const StatisticsSchema = z
  .object({
    checkpoint: z.object({ id: z.number().int(), name: z.string(), time_zone: z.string() }),
    vehicle_type: z.number().int().nullable().openapi({ description: "The vehicle type counted; null: all" }),
    from: z.iso.date(),
    to: z.iso.date(),
    totals: CountsSchema,
    wait_minutes: z.object({
      admitted: z.number().int().openapi({ description: "Entries admitted in the range, whose waits are measured" }),
      average: z.number().nullable().openapi({ description: "Average wait from registration to admission, minutes" }),
      p90: z.number().nullable().openapi({ description: "90th percentile of that wait, minutes" }),
    }),
    days: z.array(CountsSchema.extend({ date: z.iso.date() })).openapi({ description: "Per local day of the checkpoint" }),
    hours: z.array(CountsSchema.extend({ hour: z.number().int().min(0).max(23) })).openapi({ description: "Per local hour of day, over the range" }),
  })
  .openapi("Statistics");

export const StatisticsQuerySchema = z.object({
  checkpoint_id: z.string().regex(/^[1-9]\d{0,9}$/).openapi({ example: "1" }),
  vehicle_type: z.enum(["1", "2", "3"]).optional().openapi({ description: "1 truck, 2 bus, 3 car; all when left out" }),
  from: z.iso.date().optional().openapi({ description: "First local date (default: 13 days before `to`)", example: "2026-11-01" }),
  to: z.iso.date().optional().openapi({ description: `Last local date, included (default: today); at most ${MAX_RANGE_DAYS} days from \`from\``, example: "2026-11-14" }),
});

const description =
  "Counted from the queue's own records: registrations by their time, call-ups, admissions, crossings, no-shows (expiries) and " +
  "cancellations by the time they happened, per local day and per local hour of day of the checkpoint; waits from registration to " +
  "admission of the entries admitted in the range. Fresh within a few seconds of the clock.";

export const statisticsRoute = createRoute({
  method: "get",
  path: "/statistics",
  tags: ["Statistics"],
  summary: "A checkpoint's queue statistics for a date range",
  description,
  request: { query: StatisticsQuerySchema },
  responses: {
    200: { description: "The figures", content: { "application/json": { schema: z.object({ data: StatisticsSchema }) } } },
    ...NOT_MODIFIED,
    ...errorResponses(404, 422, 429),
  },
});

export const statisticsCsvRoute = createRoute({
  method: "get",
  path: "/statistics.csv",
  tags: ["Statistics"],
  summary: "The same figures as CSV (a row per day, a row per hour of day, totals and waits)",
  description,
  request: { query: StatisticsQuerySchema },
  responses: {
    200: { description: "CSV (UTF-8), as an attachment", content: { "text/csv": { schema: z.string() } } },
    ...errorResponses(404, 422, 429),
  },
});
