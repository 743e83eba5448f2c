/**
 * The browser's API client for the page's components (`useApi()`): made on first use, with its
 * module loaded then (browser-api-client.ts), since most pages read and write through their route's
 * loader and action and never call the API from the browser.
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Locale } from "../../domain/locales.ts";
import type { PublicEnv } from "../load-context.types.ts";
import type { ApiClient } from "../platform/api-client.ts";

type GetApiClient = () => Promise<ApiClient>;

const ApiClientContext = createContext<GetApiClient | null>(null);

export function ApiClientProvider({
  env,
  locale,
  userId,
  children,
}: {
  env: PublicEnv;
  locale: Locale;
  /** The logged-in user's id (sent in the client identifier), null for a guest. */
  userId: number | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const getClient = useMemo<GetApiClient>(() => {
    let client: Promise<ApiClient> | null = null;
    return () =>
      (client ??= import("./browser-api-client.ts").then(({ createBrowserApiClient }) =>
        createBrowserApiClient({ env, locale, userId, t, navigate: (to, options) => void navigate(to, options) }),
      ));
  }, [env, locale, userId, t, navigate]);
  return <ApiClientContext.Provider value={getClient}>{children}</ApiClientContext.Provider>;
}

/** The browser's API client, loaded on the first call. */
export function useApi(): GetApiClient {
  const getClient = useContext(ApiClientContext);
  if (!getClient) throw new Error("useApi must be used inside ApiClientProvider");
  return getClient;
}
