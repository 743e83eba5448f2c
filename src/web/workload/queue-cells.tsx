/** A checkpoint queue's facts as the /workload pages show them: its flow, its state, its expected wait. */
import { useTranslation } from "react-i18next";
import { DotSeparated } from "../components/dot-separated.tsx";
import type { QueueState, WorkloadQueue } from "./workload-types.ts";

/**
 * "Main queue · Live queue" (after `lead`, the vehicle type on a board's page), and under it the
 * queue's lanes by name; each row wraps between whole items (DotSeparated).
 */
export function QueueFlow({ queue, lead }: { queue: Pick<WorkloadQueue, "is_main" | "flow_type" | "lanes">; lead?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <DotSeparated items={[...(lead ? [lead] : []), t(queue.is_main ? "workload.main" : "workload.additional"), t(`workload.flows.${queue.flow_type}`)]} />
      <DotSeparated items={queue.lanes.map((lane) => lane.name)} className="text-xs text-slate-700" />
    </>
  );
}

const STATE_STYLES: Record<QueueState, string> = {
  open: "bg-green-100 text-green-900",
  paused: "bg-amber-100 text-amber-900",
  closed: "bg-slate-200 text-slate-900",
};

export function QueueStateBadge({ state }: { state: QueueState }) {
  const { t } = useTranslation();
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[state]}`}>{t(`workload.states.${state}`)}</span>;
}

/** A dash for a value the queue does not have (the expected wait of a timeslot queue), read out as such. */
export function NotApplicable() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t("workload.notApplicable")}</span>
    </>
  );
}

/** The expected wait: "2 h 15 min", "no wait", or a dash for a timeslot queue. */
export function WaitTime({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation();
  if (seconds === null) return <NotApplicable />;
  const minutes = Math.ceil(seconds / 60);
  if (minutes === 0) return <>{t("workload.wait.none")}</>;
  if (minutes < 60) return <>{t("workload.wait.minutes", { minutes })}</>;
  return <>{t("workload.wait.hoursMinutes", { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}</>;
}
