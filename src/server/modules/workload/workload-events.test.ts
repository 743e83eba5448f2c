/**
 * The live boards' streams without HTTP: a change of the followed queue's boards is sent, the
 * estimates moving alone are not; idle streams get keep-alive comments; a stream ends with `age`
 * after its life and `restart` when the server stops; the per-address bound gives its place back.
 */
import type { SSEStreamingApi } from "hono/streaming";
import { afterEach, describe, expect, it } from "vitest";
import type { BoardRow } from "../../../domain/workload.ts";
import { createWorkloadEvents } from "./workload-events.ts";
import type { QueueBoards, WorkloadQueue } from "./workload.ts";

function fakeStream() {
  const written: string[] = [];
  const aborts: Array<() => void> = [];
  const stream = {
    aborted: false,
    closed: false,
    writeSSE: async ({ event, data }: { event?: string; data: string }) => {
      written.push(`${event}:${data}`);
    },
    write: async (text: string) => {
      written.push(text);
      return stream;
    },
    onAbort: (listener: () => void) => aborts.push(listener),
  };
  return {
    stream: stream as unknown as SSEStreamingApi,
    written,
    abort: () => {
      stream.aborted = true;
      for (const listener of aborts) listener();
    },
  };
}

const row = (entryId: number, estimate: number): BoardRow =>
  ({ entryId, queueNumber: entryId, plate: "AA1234BB", status: 30, registeredAtMs: 0, estimatedEntryAtMs: estimate, timeOnInspectionMs: null }) satisfies BoardRow;

function fakeWorkload() {
  let version = 0;
  let rows: BoardRow[] = [];
  const queue = { state: "open", lanes: [{ isOpen: true }] } as unknown as WorkloadQueue;
  return {
    workload: {
      version: () => version,
      boards: async () => ({ queue, boards: { 30: rows, 40: [], 50: [] }, at: new Date(), generation: version }) as QueueBoards,
    },
    set(next: BoardRow[]) {
      rows = next;
      version += 1;
    },
  };
}

const until = async (ready: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!ready() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return ready();
};

const QUEUE = { checkpointId: 1, vehicleType: 1, flowType: 1 } as const;
const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe("workload event streams", () => {
  it("send a change when the boards change, not when only the estimates move", async () => {
    const fake = fakeWorkload();
    const events = createWorkloadEvents(fake.workload, { perAddress: 2, maxMs: 60_000, pollMs: 10 });
    const { stream, written, abort } = fakeStream();
    cleanups.push(abort);
    const held = events.hold(stream, QUEUE, events.reserve("a")!);
    expect(await until(() => written.some((w) => w.startsWith("ready:")))).toBe(true);

    fake.set([row(1, 1000)]);
    expect(await until(() => written.filter((w) => w.startsWith("change:")).length === 1)).toBe(true);
    fake.set([row(1, 5000)]);
    await new Promise((r) => setTimeout(r, 100));
    expect(written.filter((w) => w.startsWith("change:"))).toHaveLength(1);
    fake.set([row(1, 5000), row(2, 6000)]);
    expect(await until(() => written.filter((w) => w.startsWith("change:")).length === 2)).toBe(true);

    abort();
    expect(await held).toBe("client");
    expect(events.count()).toBe(0);
  });

  it("keep an idle stream open with comments, and end it with `age`, then `restart` when the server stops", async () => {
    const fake = fakeWorkload();
    const events = createWorkloadEvents(fake.workload, { perAddress: 5, maxMs: 300, keepAliveMs: 50, pollMs: 10 });
    const aging = fakeStream();
    expect(await events.hold(aging.stream, QUEUE, events.reserve("a")!)).toBe("age");
    expect(aging.written.filter((w) => w === ": keep-alive\n\n").length).toBeGreaterThanOrEqual(2);
    expect(aging.written.at(-1)).toBe('end:{"reason":"age"}');

    const long = createWorkloadEvents(fake.workload, { perAddress: 5, maxMs: 60_000, pollMs: 10 });
    const stopping = fakeStream();
    const held = long.hold(stopping.stream, QUEUE, long.reserve("a")!);
    expect(await until(() => long.count() === 1)).toBe(true);
    long.endAll();
    expect(await held).toBe("restart");
    expect(stopping.written.at(-1)).toBe('end:{"reason":"restart"}');
  });

  it("hold at most `perAddress` streams per address, and give a place back when one ends", async () => {
    const fake = fakeWorkload();
    const events = createWorkloadEvents(fake.workload, { perAddress: 2, maxMs: 60_000, pollMs: 10 });
    const first = fakeStream();
    const second = fakeStream();
    cleanups.push(first.abort, second.abort);
    const held = events.hold(first.stream, QUEUE, events.reserve("a")!);
    void events.hold(second.stream, QUEUE, events.reserve("a")!);
    expect(events.reserve("a")).toBeNull();
    expect(events.reserve("b")).not.toBeNull();
    first.abort();
    await held;
    expect(events.reserve("a")).not.toBeNull();
  });
});
