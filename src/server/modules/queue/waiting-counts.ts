/**
 * The count of waiting dynamic entries per lane and priority (schema.ts laneWaitingCounts, kept by
 * triggers on queue_entries, migration 0017). A new entry's place is the sum of a few rows, where
 * counting the waiting entries themselves cost a millisecond and more in a lane of a few thousand.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/**
 * The waiting dynamic entries of a lane with at least a priority, as a scalar SQL expression, as
 * the statement's snapshot sees them (an entry inserted by the same statement is not among them).
 */
export function waitingAtLeast(laneId: SQL | number, priority: SQL | number): SQL {
  return sql`(select coalesce(sum(w.waiting), 0)::int from lane_waiting_counts w where w.lane_id = ${laneId} and w.priority >= ${priority})`;
}

/**
 * Folds the rows of backends that are no longer connected into backend 0's, so that a lane keeps
 * about one row per live connection (run by the clock pass). The sums stay what they were: each row
 * is moved as it is deleted (a backend that took over a gone one's process id waits, or adds anew).
 */
export async function foldWaitingCounts(db: Database): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from lane_waiting_counts w
      where w.backend <> 0 and w.backend <> pg_backend_pid() and not exists (select 1 from pg_stat_activity a where a.pid = w.backend)
      returning w.lane_id, w.priority, w.waiting
    )
    insert into lane_waiting_counts as w (lane_id, priority, backend, waiting)
    select lane_id, priority, 0, sum(waiting)::int from gone group by lane_id, priority
    on conflict (lane_id, priority, backend) do update set waiting = w.waiting + excluded.waiting`);
}
