/**
 * The browser's API client: same rules as the server's, errors without field messages as toasts,
 * the session renewed on a 401 (or ended, back to the login page) and the bot check re-run when
 * the API says its solution was used (SPEC §8).
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { localizePath } from "../../domain/locale-routing.ts";
import type { Locale } from "../../domain/locales.ts";
import { createPortalApiClient } from "../api-config.ts";
import type { PublicEnv } from "../load-context.types.ts";
import { buildUrl, type ApiClient } from "../platform/api-client.ts";
import { botCheckStore } from "../platform/bot-check-store.ts";
import { showToast, TOAST_DURATION_MS } from "./toasts.tsx";

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({
  env,
  locale,
  loggedIn,
  children,
}: {
  env: PublicEnv;
  locale: Locale;
  loggedIn: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useMemo(
    () =>
      createPortalApiClient(env, {
        baseUrl: env.apiBaseUrl,
        fetch: (url, init) => globalThis.fetch(url, { ...init, credentials: "same-origin" }),
        locale: () => locale,
        // The API answers in the user's language already; keys (from the client itself) are translated.
        onErrorMessage: (message) =>
          showToast("error", message.startsWith("errors.") ? t(message) : message, { duration: TOAST_DURATION_MS }),
        botCheckToken: () => botCheckStore.token(),
        rerunBotCheck: () => botCheckStore.rerun(),
        session: {
          isLoggedIn: () => loggedIn,
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
            void navigate(`${localizePath("/login", locale)}?redirectTo=${encodeURIComponent(back)}`, { replace: true });
          },
        },
      }),
    [env, locale, loggedIn, t, navigate],
  );
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error("useApi must be used inside ApiClientProvider");
  return client;
}
