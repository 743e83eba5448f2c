import { describe, expect, it } from "vitest";
import { callUp, callUpRoom, type DynamicLane, type WaitingEntry } from "./call-up.ts";

const now = new Date("2026-11-22T10:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const lane: DynamicLane = { open: true, capacityPerHour: 6, callHorizonHours: 1, weights: { perishable: 1, general: 3 }, requiresCheckIn: false };
let nextId = 1;
const entry = (subQueue: string, registeredMinutesAgo: number, extra: Partial<WaitingEntry> = {}): WaitingEntry => ({
  id: nextId++,
  subQueue,
  registeredAt: minutesAgo(registeredMinutesAgo),
  priority: 0,
  notBefore: null,
  checkedIn: true,
  ...extra,
});

describe("call-up on a dynamic lane", () => {
  it("calls while fewer than capacity × horizon are called and not admitted", () => {
    expect(callUpRoom(lane, 0)).toBe(6);
    expect(callUpRoom(lane, 4)).toBe(2);
    expect(callUpRoom(lane, 9)).toBe(0);
    expect(callUpRoom({ ...lane, open: false }, 0)).toBe(0);
    expect(callUpRoom({ ...lane, capacityPerHour: 5, callHorizonHours: 0.5 }, 0)).toBe(2);
  });

  it("takes each sub-queue by registration time, and sub-queues by their weights (1:3)", () => {
    const perishable = [entry("perishable", 50), entry("perishable", 40), entry("perishable", 30)];
    const general = [entry("general", 60), entry("general", 45), entry("general", 35), entry("general", 25), entry("general", 15), entry("general", 5)];
    const { call } = callUp({ ...lane, capacityPerHour: 8 }, [...general, ...perishable], 0, now);
    const order = call.map((id) => [...perishable, ...general].find((e) => e.id === id)!);
    expect(order.filter((e) => e.subQueue === "general").map((e) => e.id)).toEqual(general.map((e) => e.id));
    expect(order.filter((e) => e.subQueue === "perishable").map((e) => e.id)).toEqual(perishable.slice(0, 2).map((e) => e.id));
    // In every 4 calls, 1 perishable and 3 general, while both wait.
    expect(order.slice(0, 4).filter((e) => e.subQueue === "perishable")).toHaveLength(1);
    expect(order.slice(4, 8).filter((e) => e.subQueue === "perishable")).toHaveLength(1);
  });

  it("stays fair across passes that call one entry each, through the round robin's state", () => {
    const waiting = [...Array.from({ length: 8 }, (_, i) => entry("general", 100 - i)), ...Array.from({ length: 8 }, (_, i) => entry("perishable", 100 - i))];
    let state = {};
    const subQueues: string[] = [];
    let remaining = waiting;
    for (let pass = 0; pass < 8; pass++) {
      const result = callUp(lane, remaining, 5, now, state);
      state = result.state;
      subQueues.push(...result.call.map((id) => waiting.find((e) => e.id === id)!.subQueue));
      remaining = remaining.filter((e) => !result.call.includes(e.id));
    }
    expect(subQueues.filter((s) => s === "perishable")).toHaveLength(2);
    expect(subQueues.filter((s) => s === "general")).toHaveLength(6);
  });

  it("puts higher priority first within a sub-queue", () => {
    const early = entry("general", 60);
    const urgent = entry("general", 10, { priority: 1 });
    expect(callUp({ ...lane, capacityPerHour: 1 }, [early, urgent], 0, now).call).toEqual([urgent.id]);
  });

  it("never calls before an entry's notBefore, nor an entry not checked in on a lane that requires it", () => {
    const extended = entry("general", 90, { notBefore: new Date(now.getTime() + 60_000) });
    const notCheckedIn = entry("general", 80, { checkedIn: false });
    const ready = entry("general", 10);
    expect(callUp({ ...lane, requiresCheckIn: true }, [extended, notCheckedIn, ready], 0, now).call).toEqual([ready.id]);
    expect(callUp(lane, [extended, notCheckedIn, ready], 0, now).call).toEqual([notCheckedIn.id, ready.id]);
  });
});
