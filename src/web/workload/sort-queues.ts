/**
 * The /workload table's order, chosen by its column headers' links (?sort=wait&dir=desc), so that
 * it works without JavaScript: by checkpoint name, state, vehicles in the queue, expected wait or
 * free places today; ties keep the API's order (by checkpoint, then flow). A queue without a value
 * in the column (no expected wait in a timeslot queue) goes last whichever the direction.
 */
import type { QueueState, WorkloadQueue } from "./workload-types.ts";

export const SORT_KEYS = ["name", "state", "vehicles", "wait", "free"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";

export interface QueueOrder {
  key: SortKey;
  dir: SortDirection;
}

/** The order the query asks for; null (the API's order) when it names none or a wrong one. */
export function orderOf(search: URLSearchParams): QueueOrder | null {
  const key = SORT_KEYS.find((k) => k === search.get("sort"));
  if (!key) return null;
  return { key, dir: search.get("dir") === "desc" ? "desc" : "asc" };
}

/** The direction a column's header link asks for: the other one when the table is sorted by it, else its natural one. */
export function nextOrder(current: QueueOrder | null, key: SortKey): QueueOrder {
  if (current?.key === key) return { key, dir: current.dir === "asc" ? "desc" : "asc" };
  // Numbers read best largest first; names from A.
  return { key, dir: key === "name" || key === "state" ? "asc" : "desc" };
}

const STATE_RANK: Record<QueueState, number> = { open: 0, paused: 1, closed: 2 };

function valueOf(queue: WorkloadQueue, key: SortKey): string | number | null {
  switch (key) {
    case "name":
      return queue.title;
    case "state":
      return STATE_RANK[queue.state];
    case "vehicles":
      return queue.vehicles.total;
    case "wait":
      return queue.wait_seconds;
    case "free":
      return queue.flow_type === 1 ? null : queue.free_places_today;
  }
}

export function sortQueues(queues: readonly WorkloadQueue[], order: QueueOrder | null, locale: string): WorkloadQueue[] {
  if (!order) return [...queues];
  const collator = new Intl.Collator(locale);
  const sign = order.dir === "asc" ? 1 : -1;
  return queues
    .map((queue, index) => ({ queue, index, value: valueOf(queue, order.key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      const compared = typeof a.value === "string" ? collator.compare(a.value, String(b.value)) : a.value - Number(b.value);
      return compared === 0 ? a.index - b.index : sign * compared;
    })
    .map(({ queue }) => queue);
}

/** The query of /workload's vehicle-type tabs and sorting links: the type, and the order when there is one. */
export function workloadSearch(type: number, order: QueueOrder | null): string {
  const query = new URLSearchParams({ type: String(type) });
  if (order) {
    query.set("sort", order.key);
    query.set("dir", order.dir);
  }
  return `?${query}`;
}
