/**
 * Browser-only duties of the page wrapper: keep the web-view flag, after each route change scroll
 * to the top and move focus to the new page's heading (or to the element the link's #hash names),
 * offer a reload when a new build is out, recover from a chunk that no longer exists.
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
  const { pathname, search, hash } = useLocation();
  const firstRender = useRef(true);
  const shownPath = useRef(pathname);

  useEffect(() => {
    rememberWebViewFlag(search, window.sessionStorage);
  }, [search]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A screen reader or keyboard user goes on from the new page's start, not from the body: focus
    // its h1 (or the target of the link's #hash, on this page too), as a full page load would.
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    const named = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!newPage && !named) return;
    const target = named ?? document.querySelector<HTMLElement>("main h1");
    if (!named) window.scrollTo({ top: 0 });
    if (!target) return;
    if (!target.matches("a[href], button, input, select, textarea, [tabindex]")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    named?.scrollIntoView();
  }, [pathname, hash]);

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
