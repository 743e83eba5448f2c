/**
 * Server rendering: streams the page with this request's CSP nonce and i18next instance (telling
 * the server when its route shares the page with every guest), and builds the load context the
 * server hands every request (createLoadContext).
 */
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough } from "node:stream";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { isRouteErrorResponse, RouterContextProvider, ServerRouter, type EntryContext } from "react-router";
import { SESSION_COOKIE } from "../domain/accounts.ts";
import { hasCookie } from "../domain/cookie-header.ts";
import { MESSAGES } from "../locales/index.ts";
import { StylesheetProvider } from "./components/inline-stylesheet.tsx";
import { NonceProvider } from "./components/nonce.tsx";
import { ScriptsLoaderProvider, START_AFTER_FIRST_PAINT } from "./components/scripts-after-first-paint.tsx";
import stylesheet from "./app.css?inline";
import { createPortalApiClient } from "./api-config.ts";
import { getWeb, webContext, type WebContext } from "./context.ts";
import { sharedWithGuests } from "./guest-pages.ts";
import { createI18n } from "./i18n.ts";
import type { WebRequestInput } from "./load-context.types.ts";
import { STREAM_OPTIONS } from "./stream-options.ts";
import { getViewer } from "./viewer.server.ts";

export const streamTimeout = 5_000;

/**
 * The server builds its request handler from this module's copy of React Router, so that the
 * context below is an instance of the same RouterContextProvider (in development Vite loads its
 * own copy of the package).
 */
export { createRequestHandler } from "react-router";

export function createLoadContext(input: WebRequestInput): RouterContextProvider {
  const context = new RouterContextProvider();
  const forwarded: Record<string, string> = { ...input.forwardedHeaders, "x-request-id": input.requestId };
  const web: WebContext = {
    locale: input.locale,
    nonce: input.nonce,
    requestId: input.requestId,
    publicEnv: input.publicEnv,
    logError: input.logError,
    sharedWithGuests: input.sharedWithGuests,
    hasSession: hasCookie(input.forwardedHeaders.cookie, SESSION_COOKIE),
    secureCookies: input.publicEnv.appUrl.startsWith("https:"),
    i18n: createI18n(input.locale, MESSAGES[input.locale]),
    api: createPortalApiClient(input.publicEnv, {
      baseUrl: input.apiBaseUrl,
      fetch: (url, init) => input.apiFetch(new Request(url, init)),
      locale: () => input.locale,
      headers: () => forwarded,
      // The client identifier names the logged-in user (SPEC §7), read once per request with the viewer.
      userId: () => (web.hasSession ? getViewer(web).then((viewer) => viewer?.id ?? null, () => null) : null),
    }),
  };
  context.set(webContext, web);
  return context;
}

/** Errors of loaders, actions and rendering, in the server's log (aborted requests are not errors). */
export function handleError(error: unknown, { request, context }: { request: Request; context: RouterContextProvider }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  getWeb(context).logError(error, "error while rendering a page");
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { i18n, nonce, logError, sharedWithGuests: share } = getWeb(loadContext);
  if (sharedWithGuests(routerContext)) share();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetProvider value={stylesheet}>
          <ScriptsLoaderProvider value={START_AFTER_FIRST_PAINT}>
            <I18nextProvider i18n={i18n}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </I18nextProvider>
          </ScriptsLoaderProvider>
        </StylesheetProvider>
      </NonceProvider>,
      {
        ...STREAM_OPTIONS,
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logError(error, "error while streaming a page");
        },
      },
    );
  });
}
