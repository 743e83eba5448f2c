import { describe, expect, it } from "vitest";
import { buildBoards, isMainQueue, maskPlate, pageOf, plateQuery, queueState, type BoardEntry } from "./workload.ts";

describe("plateQuery", () => {
  it.each([
    ["AA 1234 BB", "AA1234BB"],
    ["aa-1234-bb", "AA1234BB"],
    [" Aa 12 34 bB ", "AA1234BB"],
    // Cyrillic look-alikes, each of С Е А І О Р Т Х В Н К М
    ["ВС 1234 НК", "BC1234HK"],
    ["АЕ 0000 ІО", "AE0000IO"],
    ["РТ 5555 ХМ", "PT5555XM"],
    ["ве1234кр", "BE1234KP"],
    ["AА 1234 ВB", "AA1234BB"],
  ])("finds %j as %s", (typed, plate) => {
    expect(plateQuery(typed)).toBe(plate);
  });

  it.each(["", " ", "-", "A", "!!", "A".repeat(13), "A".repeat(41)])("refuses %j", (typed) => {
    expect(plateQuery(typed)).toBeNull();
  });
});

describe("maskPlate", () => {
  it.each([
    ["AA1234BB", "AA****BB"],
    ["BC123456", "BC****56"],
    ["ABC123", "AB**23"],
    ["AB123", "A***3"],
    ["AB12", "A**2"],
    ["AB1", "***"],
    ["AB", "**"],
  ])("%s is shown as %s", (plate, masked) => {
    expect(maskPlate(plate)).toBe(masked);
  });

  it("always hides at least two characters", () => {
    for (let length = 2; length <= 12; length += 1) {
      const masked = maskPlate("X".repeat(length));
      expect(masked).toHaveLength(length);
      expect(masked.split("*").length - 1).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("checkpoint queues", () => {
  it("is main when it serves the vehicle type's general traffic", () => {
    expect(isMainQueue(["truck-general", "truck-empty"])).toBe(true);
    expect(isMainQueue(["truck-empty"])).toBe(false);
    expect(isMainQueue(["bus-irregular"])).toBe(false);
    expect(isMainQueue(["bus-regular", "bus-irregular"])).toBe(true);
  });

  it("is closed with its checkpoint, paused with all its lanes", () => {
    expect(queueState(false, [{ isOpen: true }])).toBe("closed");
    expect(queueState(true, [{ isOpen: false }, { isOpen: false }])).toBe("paused");
    expect(queueState(true, [{ isOpen: false }, { isOpen: true }])).toBe("open");
  });
});

describe("buildBoards", () => {
  const now = new Date("2026-05-04T10:00:00Z");
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const entry = (id: number, over: Partial<BoardEntry>): BoardEntry => ({
    id,
    laneId: 1,
    kind: "dynamic",
    status: 30,
    priority: 0,
    plate: `AA${1000 + id}BB`,
    registeredAt: at(-100 + id),
    notBefore: null,
    slotStart: null,
    calledAt: null,
    confirmedAt: null,
    readyDeadline: null,
    admittedAt: null,
    ...over,
  });
  const rates = new Map([[1, { capacityPerHour: 10, observedAdmissions: 0, observedHours: 3 }]]);

  it("numbers waiting vehicles in the call-up order, with the lane's rate", () => {
    const boards = buildBoards([entry(1, {}), entry(2, { priority: 1 }), entry(3, {})], rates, now);
    expect(boards[30].map((row) => [row.entryId, row.queueNumber])).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
    ]);
    expect(boards[30][0]!.estimatedEntryAtMs).toBe(at(6).getTime());
    expect(boards[30][2]!.estimatedEntryAtMs).toBe(at(18).getTime());
    expect(boards[30].every((row) => row.timeOnInspectionMs === null)).toBe(true);
  });

  it("puts timeslot entries at their slot and shows when control began only under control", () => {
    const boards = buildBoards(
      [
        entry(1, { kind: "timeslot", slotStart: at(30) }),
        entry(2, {}),
        entry(3, { status: 40, readyDeadline: at(8), calledAt: at(-2) }),
        entry(4, { status: 50, admittedAt: at(-5) }),
      ],
      rates,
      now,
    );
    expect(boards[30].map((row) => row.entryId)).toEqual([2, 1]);
    expect(boards[30][1]!.estimatedEntryAtMs).toBe(at(30).getTime());
    expect(boards[40]).toMatchObject([{ entryId: 3, queueNumber: 1, estimatedEntryAtMs: at(8).getTime(), timeOnInspectionMs: null }]);
    expect(boards[50]).toMatchObject([{ entryId: 4, queueNumber: 1, timeOnInspectionMs: at(-5).getTime() }]);
  });

  it("pages rows", () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({ rows: [3, 4], paging: { current_page: 2, last_page: 3, per_page: 2, total: 5 } });
    expect(pageOf([], 1, 2).paging.last_page).toBe(1);
  });
});
