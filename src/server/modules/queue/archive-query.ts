/**
 * The archive's query (GET /queues/archive): a page, and filters by end status, checkpoint and the
 * day the entry ended (`from`..`to`, both included, days at the border: Europe/Kyiv).
 */
import { z } from "@hono/zod-openapi";
import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import { BORDER_TIME_ZONE } from "../../../domain/border-time-zone.ts";
import { calendarDay, dbId, EARLIEST_DAY, LATEST_DAY } from "../../../domain/input-bounds.ts";
import { zonedInstant } from "../../../domain/queue/slots.ts";
import { queueEntries } from "../../db/schema.ts";

export const ARCHIVE_STATUSES = [60, 70, 80, 90] as const;

const day = calendarDay("validation.invalid").optional();

export const ArchiveQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce.number().int().min(1).max(50).default(20),
    status: z
      .enum(ARCHIVE_STATUSES.map(String) as [string, ...string[]], { message: "validation.invalid" })
      .transform(Number)
      .optional()
      .openapi({ description: "60 Passed, 70 Cancelled, 80 Expired, 90 Annulled" }),
    checkpoint_id: z.coerce.number().pipe(dbId()).optional(),
    from: day.openapi({ description: `Ended on or after this day (YYYY-MM-DD, at the border; ${EARLIEST_DAY} to ${LATEST_DAY})` }),
    to: day.openapi({ description: `Ended on or before this day (YYYY-MM-DD, at the border; ${EARLIEST_DAY} to ${LATEST_DAY})` }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ["to"], message: "validation.invalid" });

export type ArchiveQuery = z.output<typeof ArchiveQuerySchema>;

/** The day after `date` (YYYY-MM-DD). */
function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The filters' conditions (undefined parts are left out by `and`). */
export function archiveFilter(query: ArchiveQuery): SQL | undefined {
  return and(
    query.status === undefined ? undefined : eq(queueEntries.status, query.status),
    query.checkpoint_id === undefined ? undefined : eq(queueEntries.checkpointId, query.checkpoint_id),
    query.from === undefined ? undefined : gte(queueEntries.endedAt, zonedInstant(query.from, "00:00", BORDER_TIME_ZONE)),
    query.to === undefined ? undefined : lt(queueEntries.endedAt, zonedInstant(nextDay(query.to), "00:00", BORDER_TIME_ZONE)),
  );
}
