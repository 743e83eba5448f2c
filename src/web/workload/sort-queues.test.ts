import { describe, expect, it } from "vitest";
import { nextOrder, orderOf, sortQueues } from "./sort-queues.ts";
import type { WorkloadQueue } from "./workload-types.ts";

const queue = (id: number, title: string, fields: Partial<WorkloadQueue> & { total?: number } = {}): WorkloadQueue => ({
  checkpoint_id: id,
  title,
  name: title,
  foreign_name: "",
  country: "PL",
  vehicle_type: 1,
  flow_type: 1,
  is_main: true,
  state: "open",
  lanes: [],
  vehicles: { awaiting: 0, be_ready: 0, on_control: 0, total: fields.total ?? 0 },
  wait_seconds: 0,
  free_places_today: 0,
  slots_left_today: 0,
  ...fields,
});

const ids = (queues: WorkloadQueue[]) => queues.map((q) => q.checkpoint_id);

describe("the /workload table's order", () => {
  const queues = [
    queue(1, "Ягодин", { total: 5, wait_seconds: 3600, state: "paused" }),
    queue(2, "Краковець", { total: 12, wait_seconds: 7200 }),
    queue(3, "Шегині", { total: 0, wait_seconds: null, flow_type: 2, free_places_today: 40 }),
    queue(4, "Рава-Руська", { total: 5, wait_seconds: 600, state: "closed", flow_type: 3, free_places_today: 3 }),
  ];

  it("reads the column and direction from the query, ignoring what it does not know", () => {
    expect(orderOf(new URLSearchParams("sort=wait&dir=desc"))).toEqual({ key: "wait", dir: "desc" });
    expect(orderOf(new URLSearchParams("sort=wait"))).toEqual({ key: "wait", dir: "asc" });
    expect(orderOf(new URLSearchParams("sort=plate&dir=desc"))).toBeNull();
    expect(orderOf(new URLSearchParams(""))).toBeNull();
  });

  it("keeps the API's order unless asked", () => {
    expect(ids(sortQueues(queues, null, "uk"))).toEqual([1, 2, 3, 4]);
  });

  it("sorts numbers both ways, ties in the API's order, a queue without the value last", () => {
    expect(ids(sortQueues(queues, { key: "vehicles", dir: "desc" }, "uk"))).toEqual([2, 1, 4, 3]);
    expect(ids(sortQueues(queues, { key: "vehicles", dir: "asc" }, "uk"))).toEqual([3, 1, 4, 2]);
    expect(ids(sortQueues(queues, { key: "wait", dir: "desc" }, "uk"))).toEqual([2, 1, 4, 3]);
    expect(ids(sortQueues(queues, { key: "wait", dir: "asc" }, "uk"))).toEqual([4, 1, 2, 3]);
    expect(ids(sortQueues(queues, { key: "free", dir: "desc" }, "uk"))).toEqual([3, 4, 1, 2]);
  });

  it("sorts names in the language's alphabet and states open first", () => {
    expect(ids(sortQueues(queues, { key: "name", dir: "asc" }, "uk"))).toEqual([2, 4, 3, 1]);
    expect(ids(sortQueues(queues, { key: "state", dir: "asc" }, "uk"))).toEqual([2, 3, 1, 4]);
  });

  it("turns a sorted column's direction over, and starts numbers largest first", () => {
    expect(nextOrder(null, "wait")).toEqual({ key: "wait", dir: "desc" });
    expect(nextOrder({ key: "wait", dir: "desc" }, "wait")).toEqual({ key: "wait", dir: "asc" });
    expect(nextOrder({ key: "wait", dir: "desc" }, "name")).toEqual({ key: "name", dir: "asc" });
  });
});
