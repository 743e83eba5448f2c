/**
 * A checkpoint queue as a card, for a phone's width and the lists of checkpoints: its name (a link
 * to its board) as a heading, its country, flow and lanes, its load as a definition list, and
 * 'Стати в чергу' where the checkpoint takes bookings.
 */
import { useTranslation } from "react-i18next";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { JoinQueueLink } from "../queue/join/join-queue-link.tsx";
import { NotApplicable, QueueFlow, QueueStateBadge, WaitTime } from "./queue-cells.tsx";
import { boardPath, type WorkloadQueue } from "./workload-types.ts";

export function QueueCard({ queue, heading: Heading, bookable }: { queue: WorkloadQueue; heading: "h2" | "h3"; bookable: boolean }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <div className="flex h-full flex-col gap-2 rounded-lg border border-slate-300 bg-white p-4">
      <div>
        <Heading className="text-base font-semibold">
          <AppLink to={href(boardPath(queue))} className="text-brand-800 underline underline-offset-2">
            {queue.title}
          </AppLink>
        </Heading>
        <p className="text-sm text-slate-700">{t(`countries.${queue.country}`)}</p>
      </div>
      <div className="text-sm">
        <QueueFlow queue={queue} />
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        <dt>{t("workload.columns.state")}</dt>
        <dd className="text-right">
          <QueueStateBadge state={queue.state} />
        </dd>
        <dt>{t("workload.columns.vehicles")}</dt>
        <dd className="text-right font-semibold">{queue.vehicles.total}</dd>
        <dt>{t("workload.columns.wait")}</dt>
        <dd className="text-right">
          <WaitTime seconds={queue.wait_seconds} />
        </dd>
        <dt>{t("workload.columns.free")}</dt>
        <dd className="text-right">{queue.flow_type === 1 ? <NotApplicable /> : queue.free_places_today}</dd>
      </dl>
      {bookable ? (
        <JoinQueueLink
          checkpointId={queue.checkpoint_id}
          className="mt-auto self-start rounded bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("home.joinQueue")}
          <span className="sr-only">: {queue.title}</span>
        </JoinQueueLink>
      ) : null}
    </div>
  );
}
