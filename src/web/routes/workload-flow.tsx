/**
 * /workload/{carrierType}/{flowType} (the workload boards' own layout): the checkpoints with a queue
 * of that vehicle type and flow, each a card (workload/queue-card.tsx) linking to its list of
 * vehicles. An address naming no vehicle type or flow is 404.
 */
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { FLOW_TYPES, VEHICLE_TYPES } from "../../domain/codes.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import type { GuestPageHandle } from "../guest-pages.ts";
import { pageMeta } from "../page-title.ts";
import { QueueCard } from "../workload/queue-card.tsx";
import { useTakesBookings } from "../workload/use-takes-bookings.ts";
import type { WorkloadFrameHandle } from "../workload/workload-frame.tsx";
import { shownQueue, type WorkloadQueue } from "../workload/workload-types.ts";
import type { Route } from "./+types/workload-flow";
import { layoutData } from "./layout-data.ts";

const codeOf = <T extends number>(raw: string | undefined, codes: readonly T[]) => codes.find((code) => String(code) === raw);

export async function loader({ params, context }: Route.LoaderArgs) {
  const vehicleType = codeOf(params.carrierType, VEHICLE_TYPES);
  const flowType = codeOf(params.flowType, FLOW_TYPES);
  if (vehicleType === undefined || flowType === undefined) throw data(null, { status: 404 });
  const { api, i18n } = getWeb(context);
  const body = await api.get<{ data: WorkloadQueue[] }>(`/workload/${vehicleType}`);
  const queues = (body?.data ?? []).filter((queue) => queue.flow_type === flowType).map(shownQueue);
  const title = i18n.t("workload.flowTitle", { type: i18n.t(`vehicleTypes.${vehicleType}`), flow: i18n.t(`workload.flows.${flowType}`) });
  return { vehicleType, flowType, queues, title };
}

/** The same for every guest: the server may keep the page for them (guest-pages.ts). */
export const handle = { sharedWithGuests: true, features: ["workload"], frame: "workload" } satisfies GuestPageHandle & FeatureHandle & WorkloadFrameHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export function meta({ loaderData: loaded, matches }: Route.MetaArgs) {
  return pageMeta(loaded?.title, layoutData(matches)?.app ?? { name: "" });
}

export default function WorkloadFlow({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const takesBookings = useTakesBookings();
  const { queues, title } = loaderData;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {queues.length === 0 ? (
        <p>{t("workload.noQueues")}</p>
      ) : (
        <>
          <p>{t("workload.flowIntro")}</p>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {queues.map((queue) => (
              <li key={queue.checkpoint_id}>
                <QueueCard queue={queue} heading="h2" bookable={takesBookings(queue.checkpoint_id)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
