/**
 * The read-only view of a shared entry (/s/{id}), for the driver's phone: the status first, then
 * the checkpoint, the plate, the place in the queue and the times in the checkpoint's time zone.
 * With JavaScript it reads the entry again every minute and when the phone wakes (in place, the
 * status announced politely: no reload that a screen reader would lose its place in); without,
 * a 'Refresh now' link does.
 */
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { QueueStatus } from "../../../domain/codes.ts";
import { useLocale } from "../../components/use-locale.ts";
import { formatDateTime, formatTime } from "../../format.ts";
import type { SharedEntry } from "./shared-entry.server.ts";

/** Milliseconds between two reads of the shared entry. */
export const SHARED_ENTRY_REFRESH_MS = 60_000;

function useRefreshEveryMinute() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === "visible") void revalidate();
    };
    const timer = window.setInterval(refresh, SHARED_ENTRY_REFRESH_MS);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [revalidate]);
}

export function SharedEntryView({ entry, readAt, refreshHref }: { entry: SharedEntry; readAt: string; refreshHref: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  useRefreshEveryMinute();
  const zone = entry.checkpoint.time_zone;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale, zone) : null);
  const rows: Array<[string, ReactNode]> = [
    ["checkpoint", `${entry.checkpoint.name[locale]} – ${entry.checkpoint.foreign_name[locale]}`],
    ["plate", entry.plate],
    ["position", entry.position],
    ["arrivalTime", when(entry.arrival_time)],
    // Once called up, the deadline and the time on control say more than an estimate.
    ["estimatedEntry", entry.status === QueueStatus.Awaiting ? when(entry.estimated_entry_at) : null],
    ["latestEntry", when(entry.latest_entry_at)],
    ["onControlAt", when(entry.on_control_at)],
    ["registeredAt", when(entry.registered_at)],
  ];
  return (
    <div className="mx-auto max-w-xl space-y-5 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("share.view.heading", { plate: entry.plate })}</h1>
      <p>{t("share.view.intro")}</p>
      <section aria-labelledby="shared-status" className="rounded border-l-4 border-brand-700 bg-white p-4">
        <h2 id="shared-status" className="text-sm font-semibold text-slate-700">
          {t("share.view.status")}
        </h2>
        <p className="text-2xl font-bold text-brand-900" aria-live="polite" data-testid="shared-status">
          {t(`queues.status.${entry.status}`)}
        </p>
      </section>
      <dl className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
        {rows
          .filter(([, value]) => value !== null && value !== undefined)
          .map(([key, value]) => (
            <div key={key} className="grid grid-cols-1 gap-1 p-3 sm:grid-cols-2">
              <dt className="text-slate-700">{t(`share.view.${key}`)}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
      </dl>
      <p className="text-sm text-slate-700">{t("share.view.timeZone", { zone })}</p>
      <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>{t("share.view.updatedAt", { time: formatTime(readAt, locale, zone) })}</span>
        {/* A plain link: a full reload reads the entry again, with or without JavaScript. */}
        <a href={refreshHref} className="font-semibold text-brand-800 underline">
          {t("share.view.refresh")}
        </a>
      </p>
    </div>
  );
}
