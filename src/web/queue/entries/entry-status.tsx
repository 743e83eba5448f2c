/**
 * What an entry's status means for the driver now, in a sentence with the time that matters (in
 * the checkpoint's time zone), and the running deadline as a live countdown.
 */
import { useTranslation } from "react-i18next";
import { useLocale } from "../../components/use-locale.ts";
import { formatDateTime, formatTime } from "../../format.ts";
import { Countdown } from "../countdown.tsx";
import { awaitsConfirmation, isOpen, type QueueEntry } from "./entry-types.ts";

/** Formats the entry's instants in the checkpoint's time zone ("—" for none). */
export function useEntryTimes(timeZone: string | undefined) {
  const { locale } = useLocale();
  return {
    dateTime: (iso: string | null) => (iso ? formatDateTime(iso, locale, timeZone) : "—"),
    time: (iso: string | null) => (iso ? formatTime(iso, locale, timeZone) : "—"),
  };
}

export function StatusLine({ entry, timeZone }: { entry: QueueEntry; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const { time } = useEntryTimes(timeZone);
  let text: string;
  if (!isOpen(entry)) text = t("queues.statusLine.ended");
  else if (entry.status === 50) text = t("queues.statusLine.onControl");
  else if (awaitsConfirmation(entry)) text = t("queues.statusLine.calledUp", { time: time(entry.ready_deadline) });
  else if (entry.status === 40) text = t("queues.statusLine.confirmed", { time: time(entry.entry_deadline) });
  else if (entry.extended && entry.not_before) text = t("queues.statusLine.extended", { time: time(entry.not_before) });
  else text = t("queues.statusLine.awaiting");
  const urgent = entry.status === 40;
  return <p className={urgent ? "font-semibold text-amber-950" : "text-slate-800"}>{text}</p>;
}

/** Time left to confirm (called up) or to enter (confirmed), counting down live. */
export function DeadlineCountdown({ entry, onExpire }: { entry: QueueEntry; onExpire?: () => void }) {
  const { t } = useTranslation();
  if (entry.status !== 40 || entry.reservation_seconds_left === null) return null;
  const label = t(awaitsConfirmation(entry) ? "queues.fields.timeToConfirm" : "queues.fields.timeToEnter");
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 rounded bg-amber-50 px-3 py-2">
      <span className="font-semibold">{label}</span>
      <Countdown
        seconds={entry.reservation_seconds_left}
        resetKey={entry.version}
        label={label}
        onExpire={onExpire}
        className="text-2xl font-bold tabular-nums text-amber-950"
      />
    </p>
  );
}
