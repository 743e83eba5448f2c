/**
 * Queue entries kept live in the browser: one server-sent event stream (GET /queues/events, all
 * the user's entries, or one with `entryId`) brings every change and notice without a reload.
 * EventSource reconnects by itself (also when the server ends a stream whose hour is up), and the
 * server then resends the entries as they are and the notices missed (Last-Event-ID); when the
 * phone wakes or the network returns, the page's data is read again and a closed stream opened
 * again. A stream ended with its session, or replaced by the user's newer ones, is not reopened.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigation, useRevalidator, useRouteLoaderData } from "react-router";
import { useLocale } from "../../components/use-locale.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { LiveNotice, QueueEntry } from "./entry-types.ts";
import { whenBack } from "../../platform/when-back.ts";

/** How many of the latest notices the page shows. */
const NOTICES_SHOWN = 5;

export function useLiveEntries(loaded: readonly QueueEntry[], options: { entryId?: number; enabled?: boolean } = {}) {
  const { entryId, enabled = true } = options;
  const apiBase = useRouteLoaderData<typeof rootLoader>("root")?.publicEnv.apiBaseUrl ?? "/api/v3";
  const { locale } = useLocale();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [live, setLive] = useState<Record<number, QueueEntry>>({});
  const [notices, setNotices] = useState<LiveNotice[]>([]);

  // The stream outlives renders: it reads the latest of these through refs.
  const known = useRef(new Set<number>());
  // Never while a navigation or a form is under way: that one reads the page again anyway, and
  // interrupting it would lose its answer (the toast of an action).
  const idle = navigation.state === "idle" && revalidator.state === "idle";
  const revalidate = useRef(() => {});
  useEffect(() => {
    known.current = new Set(loaded.map((entry) => entry.id));
    revalidate.current = idle ? () => void revalidator.revalidate() : () => {};
  });

  useEffect(() => {
    if (!enabled) return;
    const query = new URLSearchParams({ locale });
    if (entryId !== undefined) query.set("entry", String(entryId));
    const url = `${apiBase.replace(/\/+$/, "")}/queues/events?${query}`;
    let source: EventSource | null = null;
    const connect = () => {
      source?.close();
      source = new EventSource(url);
      source.addEventListener("entry", (event) => {
        const entry = JSON.parse(event.data) as QueueEntry;
        setLive((current) => (current[entry.id] && current[entry.id]!.version > entry.version ? current : { ...current, [entry.id]: entry }));
        // An entry booked elsewhere meanwhile: the page reads its list again.
        if (!known.current.has(entry.id)) revalidate.current();
      });
      source.addEventListener("notice", (event) => {
        const notice = JSON.parse(event.data) as LiveNotice;
        setNotices((current) => (current.some((n) => n.id === notice.id) ? current : [notice, ...current].slice(0, NOTICES_SHOWN)));
      });
      // The server ends a stream when its time is up or the server restarts (EventSource reconnects
      // by itself), when the session has ended (the page's data, read again, goes to the login
      // page), or when the user opened more streams elsewhere (it opens again when the page is next
      // shown).
      source.addEventListener("end", (event) => {
        const { reason } = JSON.parse(event.data) as { reason: string };
        if (reason === "age" || reason === "restart") return;
        source?.close();
        if (reason === "session") revalidate.current();
      });
    };
    connect();
    const stop = whenBack(() => {
      if (!source || source.readyState === EventSource.CLOSED) connect();
      revalidate.current();
    });
    return () => {
      source?.close();
      stop();
    };
  }, [apiBase, locale, entryId, enabled]);

  // The page's data wins unless the stream has seen a later version of the entry.
  const entries = loaded.map((entry) => {
    const seen = live[entry.id];
    return seen && seen.version > entry.version ? seen : entry;
  });
  const revalidateNow = useCallback(() => revalidate.current(), []);
  return { entries, notices, revalidate: revalidateNow };
}
