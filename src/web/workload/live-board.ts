/**
 * A board kept live in the browser: one server-sent event stream (GET /workload/events) says when
 * the queue's boards changed, and the page reads its data again (React Router's revalidation), never
 * while a navigation is under way (that one reads it anyway). Answers when the data last arrived
 * after a change, for a polite announcement (the page does not move focus). The stream tells only
 * the changes after it opened, and the page's data was read before: so whenever the stream opens
 * (`ready`: the first time, after EventSource reconnected by itself when the server ended a stream,
 * or after the phone woke or the network returned and a closed stream was opened again) the data is
 * read again too, and announced only if the board is not the same.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigation, useRevalidator, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";
import { whenBack } from "../platform/when-back.ts";

/** Why the page reads its data again: a change was told, or the stream (re)opened (changes before it are not told). */
type ReadReason = "change" | "opened";

/** Two reads asked for as one: a told change is announced whatever the other was. */
const together = (before: ReadReason | null, reason: ReadReason): ReadReason => (before === "change" ? before : reason);

export interface LiveQueue {
  vehicleType: number;
  checkpointId: number;
  flowType: number;
}

/** `data`: the page's loader data (a new object after every read); answers when a change was last shown, or null. */
export function useLiveBoard({ vehicleType, checkpointId, flowType }: LiveQueue, data: unknown): Date | null {
  const apiBase = useRouteLoaderData<typeof rootLoader>("root")?.publicEnv.apiBaseUrl ?? "/api/v3";
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);

  // Never while a navigation is under way: that one reads the page again anyway, and
  // interrupting it would lose its answer. A change heard meanwhile is read once idle.
  const idle = navigation.state === "idle" && revalidator.state === "idle";
  const pending = useRef<ReadReason | null>(null);
  const read = useRef((_reason: ReadReason) => {});
  // A read started: its data, when it comes, is announced (after `opened`, only if the board differs).
  const [awaiting, setAwaiting] = useState<ReadReason | null>(null);
  useEffect(() => {
    read.current = (reason) => {
      if (!idle) {
        pending.current = together(pending.current, reason);
        return;
      }
      pending.current = null;
      setAwaiting((before) => together(before, reason));
      void revalidator.revalidate();
    };
    if (pending.current && idle) read.current(pending.current);
  });

  // New data after a read of ours: say when (React's "adjust state on a prop change").
  const [seen, setSeen] = useState(data);
  if (seen !== data) {
    setSeen(data);
    if (awaiting) {
      setAwaiting(null);
      if (awaiting === "change" || JSON.stringify(seen) !== JSON.stringify(data)) setUpdatedAt(new Date());
    }
  }

  useEffect(() => {
    const query = new URLSearchParams({ vehicle_type: String(vehicleType), checkpoint_id: String(checkpointId), flow_type: String(flowType) });
    const url = `${apiBase.replace(/\/+$/, "")}/workload/events?${query}`;
    let source: EventSource | null = null;
    const connect = () => {
      source?.close();
      source = new EventSource(url);
      source.addEventListener("ready", () => read.current("opened"));
      source.addEventListener("change", () => read.current("change"));
    };
    connect();
    const stop = whenBack(() => {
      if (!source || source.readyState === EventSource.CLOSED) connect();
    });
    return () => {
      source?.close();
      stop();
    };
  }, [apiBase, vehicleType, checkpointId, flowType]);

  return updatedAt;
}
