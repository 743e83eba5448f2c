/**
 * /queues/{id}/share: the share panel's action (create or revoke the entry's short link), which
 * redirects back to the entry's page with a toast. It has no page of its own: a visit goes to the
 * entry's page; a refusal (an ended entry, too many requests) is shown by the error boundary, with
 * the way back; an unknown or another user's entry is the 404 page.
 */
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, redirect } from "react-router";
import { AppLink } from "../components/app-link.tsx";
import { ErrorPage } from "../components/status-pages.tsx";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { pageMeta } from "../page-title.ts";
import { entryIdOf, entryPagePath, shareAction, type ShareRefusal } from "../queue/share/share-action.server.ts";
import type { Route } from "./+types/queue-share";
import { layoutData } from "./layout-data.ts";

export function loader({ context, params }: Route.LoaderArgs) {
  return redirect(entryPagePath(getWeb(context), entryIdOf(params.id)));
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  return shareAction(getWeb(context), entryIdOf(params.id), await request.formData(), url);
}

export const handle = { features: ["share"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutData(matches);
  return pageMeta(layout?.pageTitles.queue, layout?.app ?? { name: "" });
}

export default function QueueShare() {
  return null;
}

const isRefusal = (value: unknown): value is ShareRefusal =>
  typeof value === "object" && value !== null && "message" in value && "entryPath" in value;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  // Unknown and other users' entries (404), and anything unexpected: the portal's error page.
  if (!isRouteErrorResponse(error)) return <ErrorPage status={500} />;
  if (!isRefusal(error.data)) return <ErrorPage status={error.status} />;
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900">{t("share.action.refused")}</h1>
      <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">
        {error.data.message}
      </p>
      <AppLink to={error.data.entryPath} className="text-brand-800 underline">
        {t("share.action.back")}
      </AppLink>
    </div>
  );
}
