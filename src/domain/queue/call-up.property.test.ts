/**
 * Properties of the call-up (fast-check): over many random queues and passes, no entry is called
 * twice, each sub-queue is served in registration order, the weights share the calls out exactly,
 * and the queue's positions are a permutation of the waiting entries in queue order.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { callUp, queuePositions, type DynamicLane, type RoundRobinState, type WaitingEntry } from "./call-up.ts";

const SUB_QUEUES = ["perishable-trusted", "perishable", "trusted", "general"] as const;
const WEIGHTS = { "perishable-trusted": 1, perishable: 1, trusted: 1, general: 5 };
const now = new Date("2026-11-22T12:00:00Z");

const entries = fc
  .array(fc.record({ subQueue: fc.constantFrom(...SUB_QUEUES), minute: fc.integer({ min: 0, max: 10_000 }) }), { maxLength: 200 })
  .map((rows) =>
    rows.map(
      (row, index): WaitingEntry => ({
        id: index + 1,
        subQueue: row.subQueue,
        registeredAt: new Date(now.getTime() - row.minute * 60_000),
        priority: 0,
        notBefore: null,
        checkedIn: true,
      }),
    ),
  );

const lane = (capacityPerHour: number): DynamicLane => ({ open: true, capacityPerHour, callHorizonHours: 1, weights: WEIGHTS, requiresCheckIn: false });

/** Runs passes until everyone is called; each pass admits everyone called before it. */
function drain(waiting: WaitingEntry[], capacity: number) {
  let left = [...waiting];
  let state: RoundRobinState = {};
  const order: number[] = [];
  for (let pass = 0; left.length > 0 && pass < 1000; pass += 1) {
    const result = callUp(lane(capacity), left, 0, now, state);
    state = result.state;
    order.push(...result.call);
    left = left.filter((entry) => !result.call.includes(entry.id));
  }
  return order;
}

describe("call-up properties", () => {
  it("calls every waiting entry exactly once, however the passes fall", () => {
    fc.assert(
      fc.property(entries, fc.integer({ min: 1, max: 30 }), (waiting, capacity) => {
        const order = drain(waiting, capacity);
        expect(new Set(order).size).toBe(order.length);
        expect([...order].sort((a, b) => a - b)).toEqual(waiting.map((e) => e.id).sort((a, b) => a - b));
      }),
    );
  });

  it("serves each sub-queue in registration order", () => {
    fc.assert(
      fc.property(entries, fc.integer({ min: 1, max: 30 }), (waiting, capacity) => {
        const byId = new Map(waiting.map((e) => [e.id, e]));
        const order = drain(waiting, capacity).map((id) => byId.get(id)!);
        for (const subQueue of SUB_QUEUES) {
          const times = order.filter((e) => e.subQueue === subQueue).map((e) => [e.registeredAt.getTime(), e.id] as const);
          const sorted = [...times].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
          expect(times).toEqual(sorted);
        }
      }),
    );
  });

  it("shares calls by the weights while every sub-queue has entries waiting", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 5 }), (rounds, passes) => {
        // Plenty waiting in every sub-queue: after whole rounds of 8 calls the shares are exactly 1:1:1:5.
        const waiting = SUB_QUEUES.flatMap((subQueue, q) =>
          Array.from({ length: 200 }, (_, i): WaitingEntry => ({
            id: q * 1000 + i + 1,
            subQueue,
            registeredAt: new Date(now.getTime() - (1000 - i) * 60_000),
            priority: 0,
            notBefore: null,
            checkedIn: true,
          })),
        );
        let state: RoundRobinState = {};
        let left = waiting;
        const calls: WaitingEntry[] = [];
        const perPass = Math.ceil((rounds * 8) / passes);
        while (calls.length < rounds * 8) {
          const room = Math.min(perPass, rounds * 8 - calls.length);
          const result = callUp(lane(room), left, 0, now, state);
          state = result.state;
          calls.push(...waiting.filter((e) => result.call.includes(e.id)));
          left = left.filter((e) => !result.call.includes(e.id));
        }
        const count = (subQueue: string) => calls.filter((e) => e.subQueue === subQueue).length;
        expect([count("perishable-trusted"), count("perishable"), count("trusted"), count("general")]).toEqual([rounds, rounds, rounds, 5 * rounds]);
      }),
    );
  });

  it("gives positions that are a permutation of 1..n, in priority and registration order", () => {
    fc.assert(
      fc.property(entries, fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 200 }), (waiting, priorities) => {
        const withPriority = waiting.map((entry, i) => ({ ...entry, priority: priorities[i] ?? 0 }));
        const positions = queuePositions(withPriority);
        expect([...positions.values()].sort((a, b) => a - b)).toEqual(Array.from({ length: waiting.length }, (_, i) => i + 1));
        for (const a of withPriority) {
          for (const b of withPriority) {
            const aFirst = a.priority > b.priority || (a.priority === b.priority && (a.registeredAt < b.registeredAt || (a.registeredAt.getTime() === b.registeredAt.getTime() && a.id < b.id)));
            if (aFirst) expect(positions.get(a.id)!).toBeLessThan(positions.get(b.id)!);
          }
        }
      }),
      { numRuns: 50 },
    );
  });
});
