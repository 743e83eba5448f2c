/**
 * /workload's checkpoint queues of one vehicle type, in one of two layouts by the screen's width:
 * from a landscape tablet's width (1024 px) up a table sorted by its column headers' links;
 * narrower, where the table's seven columns would not fit (a phone, a tablet held upright), a card
 * per queue (queue-card.tsx) with the same sorting links above the cards. The layout the width does not use is display: none, so neither assistive
 * technology nor the keyboard meets the queues twice. Both are plain links and markup: they work
 * as the server rendered them, without JavaScript.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { JoinQueueLink } from "../queue/join/join-queue-link.tsx";
import { NotApplicable, QueueFlow, QueueStateBadge, WaitTime } from "./queue-cells.tsx";
import { QueueCard } from "./queue-card.tsx";
import { nextOrder, workloadSearch, type QueueOrder, type SortKey } from "./sort-queues.ts";
import { useTakesBookings } from "./use-takes-bookings.ts";
import { boardPath, type WorkloadQueue } from "./workload-types.ts";

const COLUMNS: ReadonlyArray<{ key: SortKey; label: string; numeric?: boolean }> = [
  { key: "name", label: "workload.columns.checkpoint" },
  { key: "state", label: "workload.columns.state" },
  { key: "vehicles", label: "workload.columns.vehicles", numeric: true },
  { key: "wait", label: "workload.columns.wait", numeric: true },
  { key: "free", label: "workload.columns.free", numeric: true },
];

interface Props {
  type: number;
  order: QueueOrder | null;
  queues: WorkloadQueue[];
}

export function QueueList(props: Props) {
  return (
    <>
      <QueueTable {...props} />
      <QueueCards {...props} />
    </>
  );
}

/** "Checkpoint queues: Truck", and under it the order when the visitor chose one. */
function Caption({ type, order }: Omit<Props, "queues">) {
  const { t } = useTranslation();
  const column = order ? COLUMNS.find((c) => c.key === order.key) : undefined;
  return (
    <>
      {t("workload.caption", { type: t(`vehicleTypes.${type}`) })}
      {order && column ? <span className="block text-sm font-normal text-slate-700">{t(`workload.sortedBy.${order.dir}`, { column: t(column.label) })}</span> : null}
    </>
  );
}

/** The arrow of a sorting link: the way the list is sorted by it, or that it can be. */
const arrowOf = (sorted: QueueOrder["dir"] | null) => (sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕");

function QueueTable({ type, order, queues }: Props) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const takesBookings = useTakesBookings();
  const header = (key: SortKey, label: string, numeric = false) => {
    const sorted = order?.key === key ? order.dir : null;
    return (
      <th
        key={key}
        scope="col"
        aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
        className={`px-3 py-2 ${numeric ? "text-right" : "text-left"}`}
      >
        <AppLink to={`${href("/workload")}${workloadSearch(type, nextOrder(order, key))}`} className="inline-flex items-center gap-1 text-brand-800 underline underline-offset-2">
          {t(label)}
          <span aria-hidden="true">{arrowOf(sorted)}</span>
        </AppLink>
      </th>
    );
  };
  return (
    // relative: the table's screen-reader-only texts (absolutely placed) stay inside the scrolling
    // box instead of widening the page past the screen's edge.
    <div className="relative hidden overflow-x-auto lg:block">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left text-lg font-semibold text-brand-900">
          <Caption type={type} order={order} />
        </caption>
        <thead className="bg-slate-100">
          <tr>
            {COLUMNS.slice(0, 1).map((column) => header(column.key, column.label))}
            <th scope="col" className="px-3 py-2 text-left">
              {t("workload.columns.queue")}
            </th>
            {COLUMNS.slice(1).map((column) => header(column.key, column.label, column.numeric))}
            <th scope="col" className="px-3 py-2 text-left">
              <span className="sr-only">{t("workload.columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {queues.map((queue) => (
            <tr key={`${queue.checkpoint_id}-${queue.flow_type}`} className="border-b border-slate-200 align-top">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <AppLink to={href(boardPath(queue))} className="font-semibold text-brand-800 underline underline-offset-2">
                  {queue.title}
                </AppLink>
                <span className="block text-slate-700">{t(`countries.${queue.country}`)}</span>
              </th>
              <td className="px-3 py-2">
                <QueueFlow queue={queue} />
              </td>
              <td className="px-3 py-2">
                <QueueStateBadge state={queue.state} />
              </td>
              <td className="px-3 py-2 text-right font-semibold">{queue.vehicles.total}</td>
              <td className="px-3 py-2 text-right">
                <WaitTime seconds={queue.wait_seconds} />
              </td>
              <td className="px-3 py-2 text-right">{queue.flow_type === 1 ? <NotApplicable /> : queue.free_places_today}</td>
              <td className="px-3 py-2">
                {takesBookings(queue.checkpoint_id) ? (
                  <JoinQueueLink
                    checkpointId={queue.checkpoint_id}
                    className="inline-block rounded bg-brand-700 px-3 py-1.5 text-center font-semibold whitespace-nowrap text-white hover:bg-brand-800"
                  >
                    {t("home.joinQueue")}
                    <span className="sr-only">: {queue.title}</span>
                  </JoinQueueLink>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function QueueCards({ type, order, queues }: Props) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const takesBookings = useTakesBookings();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 lg:hidden">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        <Caption type={type} order={order} />
      </h2>
      <nav aria-labelledby={`${id}-sort`}>
        <p id={`${id}-sort`} className="text-sm font-semibold">
          {t("workload.sortBy")}
        </p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {COLUMNS.map(({ key, label }) => {
            const sorted = order?.key === key ? order.dir : null;
            return (
              <li key={key}>
                <AppLink
                  to={`${href("/workload")}${workloadSearch(type, nextOrder(order, key))}`}
                  aria-current={sorted ? "true" : undefined}
                  className={`inline-flex items-center gap-1 rounded border-2 border-brand-700 px-3 py-1 text-sm font-semibold ${sorted ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"}`}
                >
                  {t(label)}
                  <span aria-hidden="true">{arrowOf(sorted)}</span>
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <ul className="grid gap-3 sm:grid-cols-2">
        {queues.map((queue) => (
          <li key={`${queue.checkpoint_id}-${queue.flow_type}`}>
            <QueueCard queue={queue} heading="h3" bookable={takesBookings(queue.checkpoint_id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
