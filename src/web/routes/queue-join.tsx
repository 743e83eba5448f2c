/**
 * /queue/join: every 'Стати в чергу' leads here. The loader runs the join-queue decision (SPEC §4)
 * and redirects to the new-queue page or the carrier profile; when the user must choose a vehicle
 * type, the page asks (the modal's form, for browsers without JavaScript).
 */
import { useTranslation } from "react-i18next";
import { getWeb } from "../context.ts";
import { routeTitleMeta } from "../page-title.ts";
import { decideJoin } from "../queue/join/join-decision.server.ts";
import { VehicleTypeForm } from "../queue/join/vehicle-type-form.tsx";
import type { Route } from "./+types/queue-join";

export async function loader({ context, url }: Route.LoaderArgs) {
  return decideJoin(getWeb(context), url);
}

export const meta = routeTitleMeta;

export default function QueueJoin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { carriers, checkpointId, invalidChoice } = loaderData;
  return (
    <div className="mx-auto max-w-xl space-y-5 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.queueJoin")}</h1>
      <p className="text-slate-800">{t("join.chooseIntro")}</p>
      <div className="rounded border border-slate-200 bg-white p-5">
        <VehicleTypeForm carriers={carriers} checkpointId={checkpointId} error={invalidChoice ? t("join.chooseRequired") : undefined} />
      </div>
    </div>
  );
}
