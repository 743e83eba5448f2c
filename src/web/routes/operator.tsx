/** /operator: the checkpoint operator's lanes, grouped by checkpoint, each opening its board. */
import { useTranslation } from "react-i18next";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { useMessage } from "../forms/form-fields.tsx";
import type { OperatorLane } from "../operator/lane-board.ts";
import { readAsOperator } from "../operator/operator-api.server.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/operator";

export async function loader({ context, url }: Route.LoaderArgs) {
  const lanes = await readAsOperator<OperatorLane[]>(getWeb(context), url, "/operator/lanes");
  return lanes.ok ? { lanes: lanes.value, refused: null } : { lanes: [], refused: lanes.message };
}

export const handle = { features: ["operator"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

/** The lanes in the API's order, under their checkpoints in order of first appearance. */
function byCheckpoint(lanes: OperatorLane[]) {
  const groups = new Map<number, { checkpoint: OperatorLane["checkpoint"]; lanes: OperatorLane[] }>();
  for (const lane of lanes) {
    const group = groups.get(lane.checkpoint.id) ?? { checkpoint: lane.checkpoint, lanes: [] };
    group.lanes.push(lane);
    groups.set(lane.checkpoint.id, group);
  }
  return [...groups.values()];
}

export default function Operator({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const { href, locale } = useLocale();
  const { lanes, refused } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.operator")}</h1>
      {refused ? (
        <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">
          {message(refused)}
        </p>
      ) : lanes.length === 0 ? (
        <p>{t("operator.noLanes")}</p>
      ) : (
        byCheckpoint(lanes).map(({ checkpoint, lanes: own }) => (
          <section key={checkpoint.id} aria-labelledby={`checkpoint-${checkpoint.id}`} className="space-y-2">
            <h2 id={`checkpoint-${checkpoint.id}`} className="text-xl font-semibold">
              {checkpoint.name[locale]}
            </h2>
            <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
              {own.map((lane) => (
                <li key={lane.id} className="p-3">
                  <AppLink to={href(`/operator/lanes/${lane.id}`)} className="font-medium text-brand-800 underline">
                    {lane.name[locale]}
                  </AppLink>
                  <span className="block text-sm text-slate-700">
                    {t(lane.is_open ? "operator.laneOpen" : "operator.lanePaused")} ·{" "}
                    {t("operator.capacityLine", { capacity: lane.capacity_per_hour })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
