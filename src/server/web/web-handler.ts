/**
 * Serves the React Router app (SSR pages and their data requests) from a server build: the
 * production bundle, or Vite's live one in development. Loaders reach the API through the load
 * context this builds, in-process.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { createRequestHandler, ServerBuild } from "react-router";
import { hasLocaleCookie, LOCALE_COOKIE, localeCookie } from "../../domain/locale-routing.ts";
import type { PublicEnv, WebRequestInput } from "../../web/load-context.types.ts";
import type { PageCacheVariables } from "../http/page-cache.ts";

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
  /** Answers a loader's or action's API call, on behalf of the visitor at `clientAddress`. */
  apiFetch: (request: Request, clientAddress: string) => Promise<Response>;
  /** Sets the Secure flag on cookies (the portal's public address is https). */
  secureCookies: boolean;
}

type WebContext = Context<{ Variables: PageCacheVariables }>;

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
    // What the API sets (the session cookie on login, its removal on logout) reaches the browser.
    const apiCookies: string[] = [];
    const apiFetch = async (request: Request) => {
      const response = await options.apiFetch(request, c.get("clientAddress"));
      apiCookies.push(...response.headers.getSetCookie());
      return response;
    };
    const loadContext = entry.createLoadContext({
      locale: c.get("locale"),
      nonce: c.get("secureHeadersNonce") ?? "",
      requestId: c.get("requestId"),
      publicEnv: options.publicEnv,
      apiBaseUrl: options.apiBaseUrl,
      apiFetch,
      forwardedHeaders: forwardedHeaders(c),
      logError: (error, message) => c.get("logger").error({ err: error }, message),
      sharedWithGuests: () => c.set("sharedWithGuests", true),
    });
    const response = await handle(c.req.raw, loadContext as Parameters<typeof handle>[1]);
    for (const cookie of apiCookies) response.headers.append("Set-Cookie", cookie);
    return response;
  };
}

/**
 * What the loaders' and actions' API calls carry of the visitor's request: the session cookie and
 * user agent, and what marks a form post as cross-site (Sec-Fetch-Site, or an Origin other than the
 * page's own), so that the API's cross-site check applies to page forms too.
 */
function forwardedHeaders(c: WebContext): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ["cookie", "sec-fetch-site", "user-agent"]) {
    const value = c.req.header(name);
    if (value !== undefined) headers[name] = value;
  }
  const origin = c.req.header("origin");
  if (origin !== undefined && origin !== new URL(c.req.url).origin) headers.origin = origin;
  return headers;
}

/**
 * The first page a visitor opens records its language, so that a later visit to the root is not
 * redirected away from a language they chose (SPEC §9: i18n_redirected, 365 days). Outside the
 * page cache (app.ts), so that a page kept for guests carries no cookie and a first visit still
 * gets its own.
 */
export function rememberLocale(secure: boolean): MiddlewareHandler<{ Variables: PageCacheVariables }> {
  return async (c, next) => {
    await next();
    const isPage = c.res.headers.get("content-type")?.startsWith("text/html");
    if (!isPage || hasLocaleCookie(c.req.header("cookie"))) return;
    if (c.res.headers.get("set-cookie")?.includes(`${LOCALE_COOKIE}=`)) return;
    c.res.headers.append("Set-Cookie", localeCookie(c.get("locale"), secure));
  };
}
