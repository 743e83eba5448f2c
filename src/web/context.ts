/** The per-request values loaders and actions read from React Router's context. */
import type { i18n } from "i18next";
import { createContext, type RouterContextProvider } from "react-router";
import type { Locale } from "../domain/locales.ts";
import type { ApiClient } from "./platform/api-client.ts";
import type { PublicEnv } from "./load-context.types.ts";

export interface WebContext {
  locale: Locale;
  nonce: string;
  requestId: string;
  publicEnv: PublicEnv;
  i18n: i18n;
  /** The API, reached in-process from loaders and actions. */
  api: ApiClient;
  logError: (error: unknown, message: string) => void;
  /** Tells the server that the page rendered is the same for every guest (guest-pages.ts). */
  sharedWithGuests: () => void;
  /** The request carries a session cookie (it may still have ended). */
  hasSession: boolean;
  /** The cookies' Secure flag (the portal is served over https). */
  secureCookies: boolean;
}

export const webContext = createContext<WebContext>();

export function getWeb(context: Readonly<RouterContextProvider>): WebContext {
  return context.get(webContext);
}
