/**
 * The statistics of a checkpoint (and vehicle type) over local dates, counted by SQL from the
 * engine's own records (docs/statistics.md): registrations from queue_entries.registered_at; call-ups,
 * admissions, crossings, no-shows (expiries) and cancellations from queue_history, each at the time
 * it happened, by the checkpoint's local day and hour; waits from registration to admission of the
 * entries admitted in the range (average and 90th percentile, minutes).
 */
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client.ts";

export const FIGURES = ["registered", "called", "admitted", "passed", "no_shows", "cancelled"] as const;
export type Figure = (typeof FIGURES)[number];
export type Counts = Record<Figure, number>;

const EVENT_FIGURE: Record<string, Figure> = {
  submit: "registered",
  "call-up": "called",
  admit: "admitted",
  pass: "passed",
  expire: "no_shows",
  cancel: "cancelled",
};

export interface Statistics {
  totals: Counts;
  wait_minutes: { admitted: number; average: number | null; p90: number | null };
  days: Array<{ date: string } & Counts>;
  hours: Array<{ hour: number } & Counts>;
}

const zero = (): Counts => ({ registered: 0, called: 0, admitted: 0, passed: 0, no_shows: 0, cancelled: 0 });

/** Local dates from `from` to `to`, both included (YYYY-MM-DD). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) dates.push(new Date(at).toISOString().slice(0, 10));
  return dates;
}

export async function checkpointStatistics(
  db: Database,
  query: { checkpointId: number; timeZone: string; vehicleType: number | undefined; from: string; to: string },
): Promise<Statistics> {
  const { checkpointId, timeZone, vehicleType, from, to } = query;
  const start = sql`(${from}::date)::timestamp at time zone ${timeZone}`;
  const end = sql`(${to}::date + 1)::timestamp at time zone ${timeZone}`;
  const ofType = vehicleType === undefined ? sql`true` : sql`e.vehicle_type = ${vehicleType}`;
  const counted = await queryRows<{ day: string; hour: number; event: string; n: number }>(
    db,
    sql`with ev as (
        select 'submit' as event, e.registered_at as at from queue_entries e
        where e.checkpoint_id = ${checkpointId} and ${ofType} and e.registered_at >= ${start} and e.registered_at < ${end}
        union all
        select h.event, h.at from queue_history h join queue_entries e on e.id = h.entry_id
        where e.checkpoint_id = ${checkpointId} and ${ofType} and h.event in ('call-up', 'admit', 'pass', 'expire', 'cancel')
          and h.at >= ${start} and h.at < ${end}
      )
      select to_char(at at time zone ${timeZone}, 'YYYY-MM-DD') as day, extract(hour from at at time zone ${timeZone})::int as hour, event, count(*)::int as n
      from ev group by 1, 2, 3`,
  );
  const [wait] = await queryRows<{ n: number; average: number | null; p90: number | null }>(
    db,
    sql`select count(*)::int as n,
        avg(extract(epoch from e.admitted_at - e.registered_at)) / 60 as average,
        percentile_cont(0.9) within group (order by extract(epoch from e.admitted_at - e.registered_at)) / 60 as p90
      from queue_entries e
      where e.checkpoint_id = ${checkpointId} and ${ofType} and e.admitted_at >= ${start} and e.admitted_at < ${end}`,
  );
  const totals = zero();
  const days = new Map(datesBetween(from, to).map((date) => [date, zero()]));
  const hours = Array.from({ length: 24 }, zero);
  for (const row of counted) {
    const figure = EVENT_FIGURE[row.event];
    if (!figure) continue;
    totals[figure] += row.n;
    const day = days.get(row.day);
    if (day) day[figure] += row.n;
    hours[row.hour]![figure] += row.n;
  }
  const minutes = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);
  return {
    totals,
    wait_minutes: { admitted: wait?.n ?? 0, average: minutes(wait?.average ?? null), p90: minutes(wait?.p90 ?? null) },
    days: [...days].map(([date, counts]) => ({ date, ...counts })),
    hours: hours.map((counts, hour) => ({ hour, ...counts })),
  };
}

/** The same figures as CSV: a row per day, then a row per hour of day (RFC 4180, CRLF). */
export function statisticsCsv(statistics: Statistics): string {
  const header = ["period", "value", ...FIGURES].join(",");
  const rows = [
    ...statistics.days.map((day) => ["day", day.date, ...FIGURES.map((f) => day[f])].join(",")),
    ...statistics.hours.map((hour) => ["hour", String(hour.hour).padStart(2, "0"), ...FIGURES.map((f) => hour[f])].join(",")),
    ["total", "", ...FIGURES.map((f) => statistics.totals[f])].join(","),
    ["wait_minutes", "average", statistics.wait_minutes.average ?? ""].join(","),
    ["wait_minutes", "p90", statistics.wait_minutes.p90 ?? ""].join(","),
  ];
  return [header, ...rows].join("\r\n") + "\r\n";
}
