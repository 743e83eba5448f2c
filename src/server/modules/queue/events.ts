/**
 * Live changes of queue entries, for server-sent events. Every change is announced with
 * pg_notify on the `queue_events` channel inside its transaction, so listeners hear it only once
 * it is committed, on every instance sharing the database. Each process listens once and fans the
 * events out to its subscribers.
 */
import type { DatabaseHandle } from "../../db/client.ts";
import { QUEUE_EVENTS_CHANNEL } from "./entry-store.ts";

export interface QueueEventMessage {
  entry: number;
  user: number;
  lane: number;
  kind: string;
}

export interface QueueEvents {
  /** Calls `onEvent` for every committed change until the returned function is called. */
  subscribe(onEvent: (event: QueueEventMessage) => void): Promise<() => void>;
}

export function createQueueEvents(database: DatabaseHandle): QueueEvents {
  const subscribers = new Set<(event: QueueEventMessage) => void>();
  let listening: Promise<unknown> | null = null;
  const deliver = (payload: string) => {
    let event: QueueEventMessage;
    try {
      event = JSON.parse(payload) as QueueEventMessage;
    } catch {
      return;
    }
    for (const subscriber of subscribers) subscriber(event);
  };
  return {
    subscribe: async (onEvent) => {
      listening ??= database.listen(QUEUE_EVENTS_CHANNEL, deliver).catch((error: unknown) => {
        listening = null;
        throw error;
      });
      await listening;
      subscribers.add(onEvent);
      return () => void subscribers.delete(onEvent);
    },
  };
}
