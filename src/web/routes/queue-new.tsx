/**
 * /queue/new/{carrierId}: the booking wizard for one of the user's carriers (the route's param is
 * named queueType). The draft lives on the server: ?draft=&step= name it and the step.
 */
import { useTranslation } from "react-i18next";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { routeTitleMeta } from "../page-title.ts";
import { wizardAction } from "../queue/wizard/wizard-actions.server.ts";
import { carrierOf, loadNewBooking } from "../queue/wizard/wizard-loader.server.ts";
import { preloadStepOf, WizardPage } from "../queue/wizard/wizard-page.tsx";
import type { Route } from "./+types/queue-new";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  return loadNewBooking(getWeb(context), url, params.queueType);
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const carrier = await carrierOf(web, url, params.queueType);
  return wizardAction(web, request, url, { mode: "new", vehicleType: carrier.vehicle_type, basePath: `/queue/new/${carrier.id}` });
}

export const handle = { features: ["booking"] } satisfies FeatureHandle;

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  preloadStepOf(request);
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function QueueNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <WizardPage title={t("pages.queueNew")} wizard={loaderData} reply={actionData} />;
}
