/**
 * A board kept live in the browser: one server-sent event stream (GET /workload/events) says when
 * the queue's boards changed, and the page reads its data again (React Router's revalidation), never
 * while a navigation is under way (that one reads it anyway). Answers when the data last arrived
 * after a change, for a polite announcement (the page does not move focus). EventSource reconnects
 * by itself when the server ends a stream; when the phone wakes or the network returns, a closed
 * stream opens again and the data is read again.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigation, useRevalidator, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";
import { whenBack } from "../platform/when-back.ts";

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
  const pending = useRef(false);
  const read = useRef(() => {});
  // A read started for a change: its data, when it comes, is announced.
  const [awaiting, setAwaiting] = useState(false);
  useEffect(() => {
    read.current = () => {
      if (!idle) {
        pending.current = true;
        return;
      }
      pending.current = false;
      setAwaiting(true);
      void revalidator.revalidate();
    };
    if (pending.current && idle) read.current();
  });

  // New data after a change was heard: say when (React's "adjust state on a prop change").
  const [seen, setSeen] = useState(data);
  if (seen !== data) {
    setSeen(data);
    if (awaiting) {
      setAwaiting(false);
      setUpdatedAt(new Date());
    }
  }

  useEffect(() => {
    const query = new URLSearchParams({ vehicle_type: String(vehicleType), checkpoint_id: String(checkpointId), flow_type: String(flowType) });
    const url = `${apiBase.replace(/\/+$/, "")}/workload/events?${query}`;
    let source: EventSource | null = null;
    const connect = () => {
      source?.close();
      source = new EventSource(url);
      source.addEventListener("change", () => read.current());
    };
    connect();
    const stop = whenBack(() => {
      if (!source || source.readyState === EventSource.CLOSED) {
        connect();
        read.current();
      }
    });
    return () => {
      source?.close();
      stop();
    };
  }, [apiBase, vehicleType, checkpointId, flowType]);

  return updatedAt;
}
