/**
 * Live boards: public server-sent event streams, one per open board page, each following one
 * checkpoint queue (GET /workload/events). The work is per instance, not per connection: one
 * timer (running only while a stream is open) looks at the public-changes version every
 * `pollMs`; when it has moved (a booking here, a clock pass, another instance's change), or
 * PUBLIC_CACHE_MS has passed, it reads each followed queue's boards once (the workload's shared
 * snapshot, which the pages and the API read too) and sends `change` to that queue's streams when
 * the boards are not the same as before: other vehicles, another order, another status, the
 * queue opened or paused. The estimates moving with the clock alone send nothing.
 *
 * Each stream sends a comment every `keepAliveMs` (proxies keep it open) and ends after `maxMs`
 * with `event: end` `{reason: "age"}` (EventSource reconnects), or `restart` when the server stops.
 * A client address holds at most `perAddress` streams on an instance (more answer 429).
 */
import type { SSEStreamingApi } from "hono/streaming";
import type { FlowType, VehicleType } from "../../../domain/codes.ts";
import { BOARD_STATUSES } from "../../../domain/workload.ts";
import { PUBLIC_CACHE_MS } from "../../platform/public-changes.ts";
import { queueKey } from "./workload.queries.ts";
import type { QueueBoards, Workload } from "./workload.ts";

export interface FollowedQueue {
  checkpointId: number;
  vehicleType: VehicleType;
  flowType: FlowType;
}

export type WorkloadStreamEnd = "client" | "age" | "restart";

export interface WorkloadEventLimits {
  /** Streams one client address may hold open on this instance. */
  perAddress: number;
  /** A stream's longest life (ms). */
  maxMs: number;
  /** How often an idle stream sends a comment (ms). */
  keepAliveMs?: number;
  /** How often the shared timer looks at the public-changes version (ms). */
  pollMs?: number;
}

export interface WorkloadEvents {
  /** Takes one of the address's streams (given back when the stream ends); null when it holds `perAddress` already. */
  reserve(address: string): StreamTicket | null;
  /** Holds `stream` open, following `queue`, until the client leaves, its time is up or the server stops; answers why. */
  hold(stream: SSEStreamingApi, queue: FollowedQueue, ticket: StreamTicket): Promise<WorkloadStreamEnd>;
  /** How many streams this instance holds (tests, logs). */
  count(): number;
  /** Ends every held stream (shutting down): their clients reconnect to another instance. */
  endAll(): void;
}

export interface StreamTicket {
  address: string;
}

interface Held {
  key: string;
  queue: FollowedQueue;
  changed(): void;
  end(reason: WorkloadStreamEnd): void;
}

const KEEP_ALIVE_MS = 25_000;
const POLL_MS = 1_000;

/** What a board page shows of a queue, as a string that differs whenever the pages would. */
export function boardsSignature(found: QueueBoards | null): string {
  if (!found) return "none";
  const { queue, boards } = found;
  const rows = BOARD_STATUSES.map((status) => boards[status].map((row) => `${row.entryId}`).join(","));
  return `${queue.state}|${queue.lanes.map((lane) => Number(lane.isOpen)).join("")}|${rows.join("|")}`;
}

export function createWorkloadEvents(workload: Pick<Workload, "boards" | "version">, limits: WorkloadEventLimits): WorkloadEvents {
  const keepAliveMs = limits.keepAliveMs ?? KEEP_ALIVE_MS;
  const pollMs = limits.pollMs ?? POLL_MS;
  const held = new Set<Held>();
  /** Streams per client address, counted from their reservation. */
  const perAddress = new Map<string, number>();
  /** The last signature sent (or found at the first stream) per followed queue. */
  const signatures = new Map<string, string>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let checkedVersion = -1;
  let checkedAt = 0;
  let checking = false;

  const signatureOf = async ({ checkpointId, vehicleType, flowType }: FollowedQueue) =>
    boardsSignature(await workload.boards(checkpointId, vehicleType, flowType));

  async function check() {
    const version = workload.version();
    if (checking || (version === checkedVersion && Date.now() - checkedAt < PUBLIC_CACHE_MS)) return;
    checking = true;
    checkedVersion = version;
    checkedAt = Date.now();
    try {
      const followed = new Map<string, FollowedQueue>();
      for (const stream of held) followed.set(stream.key, stream.queue);
      for (const key of signatures.keys()) if (!followed.has(key)) signatures.delete(key);
      for (const [key, queue] of followed) {
        const signature = await signatureOf(queue).catch(() => signatures.get(key));
        if (signature === undefined || signature === signatures.get(key)) continue;
        signatures.set(key, signature);
        for (const stream of held) if (stream.key === key) stream.changed();
      }
    } finally {
      checking = false;
    }
  }

  async function register(stream: Held) {
    // The queue's boards as they are now: a change is told relative to them.
    if (!signatures.has(stream.key)) signatures.set(stream.key, await signatureOf(stream.queue));
    held.add(stream);
    timer ??= setInterval(() => void check(), pollMs);
    timer.unref?.();
  }

  function unregister(stream: Held) {
    held.delete(stream);
    if (held.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
      signatures.clear();
    }
  }

  return {
    reserve(address) {
      const holding = perAddress.get(address) ?? 0;
      if (holding >= limits.perAddress) return null;
      perAddress.set(address, holding + 1);
      return { address };
    },
    async hold(stream, queue, { address }) {
      const state: { ended: WorkloadStreamEnd | null; pending: boolean; wake: () => void } = { ended: null, pending: false, wake: () => {} };
      const entry: Held = {
        key: queueKey(queue.checkpointId, queue.vehicleType, queue.flowType),
        queue,
        changed: () => {
          state.pending = true;
          state.wake();
        },
        end: (reason) => {
          state.ended ??= reason;
          state.wake();
        },
      };
      stream.onAbort(() => entry.end("client"));
      const deadline = Date.now() + limits.maxMs;
      try {
        await register(entry);
        await stream.writeSSE({ event: "ready", data: JSON.stringify({ keep_alive_seconds: Math.round(keepAliveMs / 1000) }) });
        for (;;) {
          if (stream.aborted || stream.closed) entry.end("client");
          const left = deadline - Date.now();
          if (left <= 0) entry.end("age");
          if (state.ended !== null) break;
          if (state.pending) {
            state.pending = false;
            await stream.writeSSE({ event: "change", data: JSON.stringify({ at: new Date().toISOString() }) });
            continue;
          }
          const woken = await new Promise<boolean>((resolve) => {
            const wait = setTimeout(() => resolve(false), Math.min(left, keepAliveMs));
            state.wake = () => {
              clearTimeout(wait);
              resolve(true);
            };
          });
          state.wake = () => {};
          if (!woken && Date.now() < deadline && !stream.aborted) await stream.write(": keep-alive\n\n");
        }
        const reason = state.ended;
        if (reason !== "client" && !stream.aborted) await stream.writeSSE({ event: "end", data: JSON.stringify({ reason }) });
        return reason;
      } finally {
        unregister(entry);
        const holding = (perAddress.get(address) ?? 1) - 1;
        if (holding > 0) perAddress.set(address, holding);
        else perAddress.delete(address);
      }
    },
    count: () => held.size,
    endAll: () => {
      for (const stream of held) stream.end("restart");
    },
  };
}
