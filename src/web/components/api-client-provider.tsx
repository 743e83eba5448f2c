/** The browser's API client: same rules as the server's, errors without field messages as toasts. */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../domain/locales.ts";
import { createPortalApiClient } from "../api-config.ts";
import type { PublicEnv } from "../load-context.types.ts";
import type { ApiClient } from "../platform/api-client.ts";
import { showToast, TOAST_DURATION_MS } from "./toasts.tsx";

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ env, locale, children }: { env: PublicEnv; locale: Locale; children: ReactNode }) {
  const { t } = useTranslation();
  const client = useMemo(
    () =>
      createPortalApiClient(env, {
        baseUrl: env.apiBaseUrl,
        fetch: (url, init) => globalThis.fetch(url, { ...init, credentials: "same-origin" }),
        locale: () => locale,
        // The API answers in the user's language already; keys (from the client itself) are translated.
        onErrorMessage: (message) =>
          showToast("error", message.startsWith("errors.") ? t(message) : message, { duration: TOAST_DURATION_MS }),
      }),
    [env, locale, t],
  );
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error("useApi must be used inside ApiClientProvider");
  return client;
}
