/**
 * The language segment: uk has no prefix (/uk/... answers 301 to it), the six others have theirs,
 * anything else is 404. Renders the site chrome (or the workload boards' own frame, for the routes
 * that ask for it) and shows errors of the pages inside it.
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Outlet, redirect, useMatches } from "react-router";
import { splitLocalePath } from "../../domain/locale-routing.ts";
import { DEFAULT_LOCALE, isLocale } from "../../domain/locales.ts";
import { SiteChrome } from "../components/site-chrome.tsx";
import { ErrorPage } from "../components/status-pages.tsx";
import { getWeb } from "../context.ts";
import { errorPageContent } from "../error-page.ts";
import { isChunkLoadError, reloadOnceForChunkError } from "../platform/chunk-reload.ts";
import { wantsWorkloadFrame, WorkloadFrame } from "../workload/workload-frame.tsx";
import type { Route } from "./+types/locale-layout";

export function loader({ params, url, context }: Route.LoaderArgs) {
  if (params.lang === DEFAULT_LOCALE) {
    throw redirect(`${splitLocalePath(url.pathname).rest}${url.search}`, 301);
  }
  if (params.lang !== undefined && !isLocale(params.lang)) {
    throw data(null, { status: 404 });
  }
  const { i18n } = getWeb(context);
  return {
    app: { name: i18n.t("app.name"), description: i18n.t("app.description") },
    pageTitles: i18n.t("pages", { returnObjects: true }) as Record<string, string>,
  };
}

export default function LocaleLayout() {
  // The workload boards have a lighter frame of their own (SPEC §2).
  if (wantsWorkloadFrame(useMatches())) {
    return (
      <WorkloadFrame>
        <Outlet />
      </WorkloadFrame>
    );
  }
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  // 404 keeps its text; any other status shows the error's own message (SPEC §2).
  const { status, message } = errorPageContent(isRouteErrorResponse(error) ? error : null);
  useEffect(() => {
    if (isRouteErrorResponse(error)) return;
    if (
      isChunkLoadError(error) &&
      reloadOnceForChunkError({
        error,
        path: window.location.pathname,
        now: Date.now(),
        storage: window.sessionStorage,
        reload: () => window.location.reload(),
      })
    ) {
      return;
    }
    console.error(error);
  }, [error]);
  return (
    <SiteChrome>
      <title>{`${status === 404 ? t("notFound.title") : (message ?? t("errors.somethingWentWrong"))} — ${t("app.name")}`}</title>
      <ErrorPage status={status} message={message ?? undefined} />
    </SiteChrome>
  );
}
