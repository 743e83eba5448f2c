/**
 * What the server hands the web app for each request. Types only: the server imports this file
 * for its types, and the web bundle creates the context objects itself (see entry.server.tsx).
 */
import type { Locale } from "../domain/locales.ts";

/** Values safe to send to the browser (they are serialised into the page). */
export interface PublicEnv {
  appVersion: string;
  /** Where the browser sends API calls. */
  apiBaseUrl: string;
  /** Test mode: the client sends the bot-check skip flag. */
  testMode: boolean;
  appUrl: string;
  /** The maps' raster tile server (TILE_URL, TILE_ATTRIBUTION); null: the packaged borders only. */
  tiles: { url: string; attribution: string } | null;
}

export interface WebRequestInput {
  locale: Locale;
  nonce: string;
  requestId: string;
  publicEnv: PublicEnv;
  /** Where loaders and actions send API calls on the server. */
  apiBaseUrl: string;
  /** Answers an API request in-process (no network hop), or over HTTP when the API is elsewhere. */
  apiFetch: (request: Request) => Promise<Response>;
  /** Headers of the visitor's request the loaders' API calls carry (cookie, origin, user agent). */
  forwardedHeaders: Record<string, string>;
  /** Writes an error to the server's structured log, under this request's id. */
  logError: (error: unknown, message: string) => void;
  /** Tells the server that the page rendered is the same for every guest (src/web/guest-pages.ts). */
  sharedWithGuests: () => void;
}
