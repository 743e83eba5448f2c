/**
 * Serves the React Router app (SSR pages and their data requests) from a server build: the
 * production bundle, or Vite's live one in development. Loaders reach the API through the load
 * context this builds, in-process.
 */
import type { Context } from "hono";
import type { createRequestHandler, ServerBuild } from "react-router";
import { hasLocaleCookie, LOCALE_COOKIE, localeCookie } from "../../domain/locale-routing.ts";
import type { PublicEnv, WebRequestInput } from "../../web/load-context.types.ts";
import type { RequestVariables } from "../api/context.ts";

/** What src/web/entry.server.tsx exports besides React Router's own entry functions. */
type WebEntryModule = {
  createLoadContext: (input: WebRequestInput) => unknown;
  createRequestHandler: typeof createRequestHandler;
};

export interface WebHandlerOptions {
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  publicEnv: PublicEnv;
  apiBaseUrl: string;
  apiFetch: (request: Request) => Promise<Response>;
  /** Sets the Secure flag on cookies (the portal's public address is https). */
  secureCookies: boolean;
}

type WebContext = Context<{ Variables: RequestVariables & { secureHeadersNonce?: string } }>;

export function createWebHandler(options: WebHandlerOptions) {
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();

  return async (c: WebContext) => {
    const build = await options.getBuild();
    const entry = build.entry.module as unknown as WebEntryModule;
    let handle = handlers.get(build);
    if (!handle) {
      handle = entry.createRequestHandler(build, options.mode);
      handlers.set(build, handle);
    }
    const loadContext = entry.createLoadContext({
      locale: c.get("locale"),
      nonce: c.get("secureHeadersNonce") ?? "",
      requestId: c.get("requestId"),
      publicEnv: options.publicEnv,
      apiBaseUrl: options.apiBaseUrl,
      apiFetch: options.apiFetch,
      cookie: c.req.header("cookie"),
      logError: (error, message) => c.get("logger").error({ err: error }, message),
    });
    const response = await handle(c.req.raw, loadContext as Parameters<typeof handle>[1]);
    rememberLocale(c, response, options.secureCookies);
    return response;
  };
}

/**
 * The first page a visitor opens records its language, so that a later visit to the root is not
 * redirected away from a language they chose (SPEC §9: i18n_redirected, 365 days).
 */
function rememberLocale(c: WebContext, response: Response, secure: boolean) {
  const isPage = response.headers.get("content-type")?.startsWith("text/html");
  if (!isPage || hasLocaleCookie(c.req.header("cookie"))) return;
  if (response.headers.get("set-cookie")?.includes(`${LOCALE_COOKIE}=`)) return;
  response.headers.append("Set-Cookie", localeCookie(c.get("locale"), secure));
}
