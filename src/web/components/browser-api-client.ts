/**
 * The browser's API client: same rules as the server's, errors without field messages as toasts,
 * the session renewed on a 401 (or ended, back to the login page) and the bot check re-run when
 * the API says its solution was used (SPEC §8). Loaded when a page first calls the API from the
 * browser (api-client-provider.tsx), not with every page.
 */
import type { TFunction } from "i18next";
import { localizePath } from "../../domain/locale-routing.ts";
import type { Locale } from "../../domain/locales.ts";
import { createPortalApiClient } from "../api-config.ts";
import type { PublicEnv } from "../load-context.types.ts";
import { buildUrl, type ApiClient } from "../platform/api-client.ts";
import { botCheckStore } from "../platform/bot-check-store.ts";
import { showToast, TOAST_DURATION_MS } from "./toasts.tsx";

export interface BrowserApiOptions {
  env: PublicEnv;
  locale: Locale;
  /** The logged-in user's id, null for a guest. */
  userId: number | null;
  t: TFunction;
  navigate: (to: string, options: { replace: boolean }) => void;
}

export function createBrowserApiClient({ env, locale, userId, t, navigate }: BrowserApiOptions): ApiClient {
  return createPortalApiClient(env, {
    baseUrl: env.apiBaseUrl,
    fetch: (url, init) => globalThis.fetch(url, { ...init, credentials: "same-origin" }),
    locale: () => locale,
    userId: () => userId,
    // The API answers in the user's language already; keys (from the client itself) are translated.
    onErrorMessage: (message) => showToast("error", message.startsWith("errors.") ? t(message) : message, { duration: TOAST_DURATION_MS }),
    botCheckToken: () => botCheckStore.token(),
    rerunBotCheck: () => botCheckStore.rerun(),
    session: {
      isLoggedIn: () => userId !== null,
      // The web's session is its cookie: a refresh tells whether it still lives.
      refresh: async () => {
        const response = await globalThis.fetch(buildUrl(env.apiBaseUrl, "/auth/refresh"), {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/json", Accept: "application/json", "X-Client-Locale": locale },
          body: JSON.stringify({ device: { name: "Web", fcm_token: null } }),
        });
        return response.ok;
      },
      onEnded: () => {
        const back = `${window.location.pathname}${window.location.search}`;
        navigate(`${localizePath("/login", locale)}?redirectTo=${encodeURIComponent(back)}`, { replace: true });
      },
    },
  });
}
