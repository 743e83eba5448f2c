import { describe, expect, it } from "vitest";
import { FlowType, VehicleType } from "../../src/domain/codes.ts";
import { laneConfig } from "../../tests/support/lane-config.ts";
import { planLanes } from "./clock-pass-workload.ts";
import { parsePgbenchTps } from "./pgbench.ts";
import { soakRequests } from "./portal-traffic.ts";
import { median, quantile, ratio, table } from "./stats.ts";

describe("pgbench's output", () => {
  it("gives the tps without the initial connection time", () => {
    const output = [
      "transaction type: <builtin: TPC-B (sort of)>",
      "number of transactions actually processed: 35210",
      "initial connection time = 12.345 ms",
      "tps = 1760.512345 (without initial connection time)",
    ].join("\n");
    expect(parsePgbenchTps(output)).toBeCloseTo(1760.512345);
  });

  it("gives nothing when the line is missing (a failed run)", () => {
    expect(parsePgbenchTps("pgbench: error: connection to server failed")).toBeNull();
  });
});

describe("statistics", () => {
  it("takes the middle value of an odd count and the upper middle of an even one", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(Number.isNaN(median([]))).toBe(true);
  });

  it("takes quantiles by nearest rank", () => {
    const values = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(quantile(values, 0.9)).toBe(10);
    expect(quantile(values, 0.5)).toBe(6);
  });

  it("refuses a ratio over a missing or zero baseline", () => {
    expect(ratio(10, 4)).toBe(2.5);
    expect(ratio(10, 0)).toBeNull();
    expect(ratio(null, 4)).toBeNull();
    expect(ratio(10, Number.NaN)).toBeNull();
  });

  it("lays a table out in padded columns", () => {
    expect(table(["a", "bb"], [["long", "1"]])).toBe(["a     bb", "----  --", "long   1"].join("\n"));
    expect(table(["a", "bb", "c"], [["long", "1", "x"]], [0, 2])).toBe(["a     bb  c", "----  --  -", "long   1  x"].join("\n"));
  });
});

describe("the clock pass's workload", () => {
  const lane = (id: number, flowType: FlowType, capacityPerHour: number) =>
    laneConfig({ id, flowType, capacityPerHour, isOpen: false, category: "truck-general", vehicleType: flowType === FlowType.Timeslot ? VehicleType.Bus : VehicleType.Truck });

  it("fills a dynamic lane and lets an equal share of it expire in each run, closed lanes too (the benchmark opens them)", () => {
    const [plan] = planLanes([lane(1, FlowType.Dynamic, 25)], 6);
    expect(plan).toMatchObject({ called: 25, expiringPerRun: 4, timeslotsPerRun: 0 });
  });

  it("gives timeslot lanes slots falling due in each run and no called-up dynamic entries", () => {
    const [plan] = planLanes([lane(2, FlowType.Timeslot, 10)], 6);
    expect(plan!.called).toBe(0);
    expect(plan!.timeslotsPerRun).toBeGreaterThan(0);
  });

  it("gives a hybrid lane both, its dynamic part from its share of the capacity", () => {
    const [plan] = planLanes([lane(3, FlowType.Hybrid, 40)], 5);
    expect(plan).toMatchObject({ called: 20, expiringPerRun: 4 });
    expect(plan!.timeslotsPerRun).toBeGreaterThan(0);
  });

  it("lets none expire on a lane with less room than runs, rather than expire some runs only", () => {
    const [plan] = planLanes([lane(4, FlowType.Dynamic, 3)], 6);
    expect(plan).toMatchObject({ called: 3, expiringPerRun: 0 });
  });
});

describe("the memory soak's traffic", () => {
  it("asks for every answer as a browser does, compressed, and signs in only the carrier's requests", () => {
    const requests = soakRequests("/assets/entry.client-x.js", { cookieHeader: "__session=s", token: "t" });
    expect(requests.map((request) => request.path)).toEqual([
      "/",
      "/en",
      "/en/news",
      "/api/v3/checkpoints",
      "/assets/entry.client-x.js",
      "/en/queues",
      "/en/profile/details",
      "/api/v3/account/profile",
      "/api/v3/queues",
    ]);
    for (const request of requests) expect(request.headers?.["accept-encoding"]).toContain("br");
    expect(requests.filter((request) => request.headers?.cookie === "__session=s").map((request) => request.path)).toEqual(["/en/queues", "/en/profile/details"]);
    expect(requests.filter((request) => request.headers?.Authorization === "Bearer t")).toHaveLength(2);
  });
});
