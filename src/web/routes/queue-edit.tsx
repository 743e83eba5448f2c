/**
 * /queue/{id}/edit: change the drivers and/or the vehicle of an open entry, as its change draft's
 * flags allow (SPEC §4), with the wizard's steps on ?draft=&step=; the place is kept.
 */
import { useTranslation } from "react-i18next";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { routeTitleMeta } from "../page-title.ts";
import { EditStart } from "../queue/wizard/edit-start.tsx";
import { startChange, wizardAction } from "../queue/wizard/wizard-actions.server.ts";
import { loadEdit } from "../queue/wizard/wizard-loader.server.ts";
import { preloadStepOf, WizardPage } from "../queue/wizard/wizard-page.tsx";
import type { Route } from "./+types/queue-edit";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  return loadEdit(getWeb(context), url, params.id);
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const { entry } = await loadEdit(web, new URL(url.pathname, url), params.id);
  const scope = { mode: "edit" as const, vehicleType: entry.vehicle_type, basePath: `/queue/${entry.id}/edit`, entryId: entry.id };
  if (request.headers.get("content-type")?.includes("application/x-www-form-urlencoded")) {
    const formData = await request.clone().formData();
    if (formData.get("intent") === "start-change") return startChange(web, url, scope);
  }
  return wizardAction(web, request, url, scope);
}

export const handle = { features: ["booking"] } satisfies FeatureHandle;

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  preloadStepOf(request);
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function QueueEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!loaderData.draft) return <EditStart title={t("pages.queueEdit")} entry={loaderData.entry} refusal={actionData?.refusal} />;
  return <WizardPage title={t("pages.queueEdit")} wizard={loaderData} reply={actionData} />;
}
