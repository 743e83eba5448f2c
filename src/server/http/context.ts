/**
 * The request context every page and API handler reads: the values the middleware sets per request,
 * and the viewer (the session the request authenticates with). Below the API and the modules, so
 * that both depend on it and it on neither.
 */
import type { Logger } from "pino";
import type { Locale } from "../../domain/locales.ts";
import type { users } from "../db/schema.ts";
import type { Translate } from "../i18n.ts";

/** Set by the application's middleware for every request, page or API. */
export interface RequestVariables {
  requestId: string;
  logger: Logger;
  locale: Locale;
  t: Translate;
  /** The client's address (see http/client-address.ts). */
  clientAddress: string;
}

export type User = typeof users.$inferSelect;

/** A live session and its user: who a request comes from (set by modules/accounts/authenticate.ts). */
export interface ActiveSession {
  sessionId: number;
  user: User;
}

export type ApiEnv = { Variables: RequestVariables & { viewer: ActiveSession | null } };
