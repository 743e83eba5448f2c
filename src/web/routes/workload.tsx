/**
 * /workload: every checkpoint queue of a vehicle type (tabs: links, ?type=1|2|3) with its load:
 * vehicles in the queue, expected wait, free places today, open, paused or closed, main or
 * additional, its flow. Sorted by a column's header link (?sort=wait&dir=desc: the server sorts,
 * so it works without JavaScript). Each row links to the queue's board and, where the checkpoint
 * takes bookings, to 'Стати в чергу' with the checkpoint remembered (SPEC §4, decision point 3).
 */
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { VEHICLE_TYPES } from "../../domain/codes.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import type { GuestPageHandle } from "../guest-pages.ts";
import { routeTitleMeta } from "../page-title.ts";
import { BorderMap } from "../map/border-map.tsx";
import { loadMapCheckpoints } from "../map/map-data.server.ts";
import { mapWaitingArea } from "../map/map-points.ts";
import { JoinQueueLink } from "../queue/join/join-queue-link.tsx";
import type { loader as rootLoader } from "../root.tsx";
import { nextOrder, orderOf, sortQueues, type QueueOrder, type SortKey } from "../workload/sort-queues.ts";
import { NotApplicable, QueueFlow, QueueStateBadge, WaitTime } from "../workload/queue-cells.tsx";
import { boardPath, shownQueue, type WorkloadQueue } from "../workload/workload-types.ts";
import type { WaitingArea } from "../waiting-areas/area-types.ts";
import type { Route } from "./+types/workload";

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const type = VEHICLE_TYPES.find((code) => String(code) === url.searchParams.get("type")) ?? VEHICLE_TYPES[0]!;
  const order = orderOf(url.searchParams);
  const [body, checkpoints, areas] = await Promise.all([
    web.api.get<{ data: WorkloadQueue[] }>(`/workload/${type}`),
    loadMapCheckpoints(web),
    web.api.get<{ data: WaitingArea[] }>("/waiting-areas", { toastErrors: false }),
  ]);
  return {
    type,
    order,
    queues: sortQueues((body?.data ?? []).map(shownQueue), order, web.locale),
    map: { checkpoints, waitingAreas: (areas?.data ?? []).map(mapWaitingArea), highlight: null },
  };
}

/** The same for every guest (guest-pages.ts): a sorted or other type's table has a query string, which is never kept. */
export const handle = { sharedWithGuests: true, features: ["workload", "map"] } satisfies GuestPageHandle & FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

/** The query of a tab or a header link: the type, and the order when there is one. */
function searchOf(type: number, order: QueueOrder | null) {
  const query = new URLSearchParams({ type: String(type) });
  if (order) {
    query.set("sort", order.key);
    query.set("dir", order.dir);
  }
  return `?${query}`;
}

export default function Workload({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { type, order, queues, map } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-brand-900">{t("pages.workload")}</h1>
      <p className="max-w-3xl">{t("workload.intro")}</p>

      <nav aria-label={t("workload.vehicleTypes")}>
        <ul className="flex flex-wrap gap-2">
          {VEHICLE_TYPES.map((code) => (
            <li key={code}>
              <AppLink
                to={`${href("/workload")}${searchOf(code, order)}`}
                aria-current={code === type ? "page" : undefined}
                className={
                  code === type
                    ? "block rounded bg-brand-700 px-4 py-2 font-semibold text-white"
                    : "block rounded border-2 border-brand-700 px-4 py-1.5 font-semibold text-brand-800 hover:bg-brand-50"
                }
              >
                {t(`vehicleTypes.${code}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>

      {queues.length === 0 ? (
        <p>{t("workload.empty")}</p>
      ) : (
        <QueueTable type={type} order={order} queues={queues} />
      )}

      <BorderMap title={t("map.checkpointsTitle")} data={map} />
    </div>
  );
}

const COLUMNS: ReadonlyArray<{ key: SortKey; label: string; numeric?: boolean }> = [
  { key: "name", label: "workload.columns.checkpoint" },
  { key: "state", label: "workload.columns.state" },
  { key: "vehicles", label: "workload.columns.vehicles", numeric: true },
  { key: "wait", label: "workload.columns.wait", numeric: true },
  { key: "free", label: "workload.columns.free", numeric: true },
];

function QueueTable({ type, order, queues }: { type: number; order: QueueOrder | null; queues: WorkloadQueue[] }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.settings;
  const bookable = new Set((settings?.booking_checkpoints ?? []).map((checkpoint) => checkpoint.id));
  const header = (key: SortKey, label: string, numeric = false) => {
    const sorted = order?.key === key ? order.dir : null;
    return (
      <th
        key={key}
        scope="col"
        aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
        className={`px-3 py-2 ${numeric ? "text-right" : "text-left"}`}
      >
        <AppLink to={`${href("/workload")}${searchOf(type, nextOrder(order, key))}`} className="inline-flex items-center gap-1 text-brand-800 underline underline-offset-2">
          {t(label)}
          <span aria-hidden="true">{sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}</span>
        </AppLink>
      </th>
    );
  };
  return (
    // relative: the table's screen-reader-only texts (absolutely placed) stay inside the scrolling
    // box instead of widening the page past a phone's edge.
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[48rem] border-collapse text-sm">
        <caption className="mb-2 text-left text-lg font-semibold text-brand-900">
          {t("workload.caption", { type: t(`vehicleTypes.${type}`) })}
          {order ? <span className="block text-sm font-normal text-slate-700">{t(`workload.sortedBy.${order.dir}`, { column: t(COLUMNS.find((c) => c.key === order.key)!.label) })}</span> : null}
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
                {bookable.has(queue.checkpoint_id) ? (
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
