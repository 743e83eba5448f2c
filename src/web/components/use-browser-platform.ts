/**
 * Browser-only duties of the page wrapper: keep the web-view flag, scroll to the top after each
 * route change, offer a reload when a new build is out, recover from a chunk that no longer exists.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { PublicEnv } from "../load-context.types.ts";
import { watchBuildVersion } from "../platform/build-update.ts";
import { reloadOnceForChunkError } from "../platform/chunk-reload.ts";
import { rememberWebViewFlag } from "../platform/webview-flag.ts";
import { showToast } from "./toasts.tsx";

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

async function fetchLatestBuildVersion(): Promise<string | null> {
  const response = await fetch("/build-info.json", { cache: "no-store" });
  if (!response.ok) return null;
  const body = (await response.json()) as { version?: string };
  return body.version ?? null;
}

export function useBrowserPlatform(_env: PublicEnv) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    rememberWebViewFlag(search, window.sessionStorage);
  }, [search]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [pathname]);

  useEffect(() => {
    const currentVersion = window.__reactRouterManifest?.version;
    if (!currentVersion) return;
    return watchBuildVersion({
      currentVersion,
      fetchLatestVersion: fetchLatestBuildVersion,
      onNewVersion: () =>
        showToast("message", t("common.newVersion"), {
          duration: Number.POSITIVE_INFINITY,
          action: { label: t("common.reload"), onClick: () => window.location.reload() },
        }),
    });
  }, [t]);

  useEffect(() => {
    const onPreloadError = (event: Event & { payload?: unknown }) => {
      const reloaded = reloadOnceForChunkError({
        error: event.payload ?? new Error("Unable to preload CSS"),
        path: window.location.pathname,
        now: Date.now(),
        storage: window.sessionStorage,
        reload: () => window.location.reload(),
      });
      if (reloaded) event.preventDefault();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
}
