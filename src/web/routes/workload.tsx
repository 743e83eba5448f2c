/**
 * /workload: every checkpoint queue of a vehicle type (tabs: links, ?type=1|2|3) with its load:
 * vehicles in the queue, expected wait, free places today, open, paused or closed, main or
 * additional, its flow: a table on a wide screen, a card per queue on a phone
 * (workload/queue-list.tsx). Sorted by a column's link (?sort=wait&dir=desc: the server sorts, so
 * it works without JavaScript). Each queue links to its board and, where the checkpoint takes
 * bookings, to 'Стати в чергу' with the checkpoint remembered (SPEC §4, decision point 3). The map
 * under it lists the checkpoints short: their load is in the table already.
 */
import { useTranslation } from "react-i18next";
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
import { QueueList } from "../workload/queue-list.tsx";
import { orderOf, sortQueues, workloadSearch } from "../workload/sort-queues.ts";
import { shownQueue, type WorkloadQueue } from "../workload/workload-types.ts";
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
                to={`${href("/workload")}${workloadSearch(code, order)}`}
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
        <QueueList type={type} order={order} queues={queues} />
      )}

      <BorderMap title={t("map.checkpointsTitle")} data={map} loadShownOnPage />
    </div>
  );
}
