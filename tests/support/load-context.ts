/**
 * The load context of a server-rendered request, for tests of loaders and actions: English, web
 * version 1.2.3, the API reached through `apiFetch`, with the request headers passed on to it.
 */
import { createLoadContext } from "../../src/web/entry.server.tsx";

type ContextInput = Parameters<typeof createLoadContext>[0];

export function testLoadContext(apiFetch: ContextInput["apiFetch"], forwardedHeaders: Record<string, string> = {}) {
  return createLoadContext({
    locale: "en",
    nonce: "nonce",
    requestId: "request-1",
    publicEnv: { appVersion: "1.2.3", apiBaseUrl: "/api/v3", testMode: false, appUrl: "http://localhost", tiles: null },
    apiBaseUrl: "http://internal/api/v3",
    apiFetch,
    forwardedHeaders,
    logError: () => {},
    sharedWithGuests: () => {},
  });
}
