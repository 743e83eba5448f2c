/**
 * Who is calling: a bearer token (API clients) or the session cookie (the web), each bound to a
 * live session row. Sets `viewer` (or null) for every API request.
 */
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem } from "../../http/errors.ts";
import { readAccessToken, SESSION_COOKIE, sessionByCookie, sessionByToken, type ActiveSession } from "./sessions.ts";

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

export function authenticate({ config, database }: ApiDeps): MiddlewareHandler<ApiEnv> {
  /**
   * A bearer token wins over the cookie; either must name a live session, and a token must be
   * unexpired and of the session's current generation (a rotated one is dead).
   */
  async function resolveViewer(authorization: string | undefined, cookie: string | undefined): Promise<ActiveSession | null> {
    const now = new Date();
    const token = bearerToken(authorization);
    if (token) {
      const claims = readAccessToken(token, config.sessionSecret, now);
      return claims === null ? null : sessionByToken(database.db, claims, now);
    }
    return cookie ? sessionByCookie(database.db, cookie, now) : null;
  }

  return async (c, next) => {
    c.set("viewer", await resolveViewer(c.req.header("authorization"), getCookie(c, SESSION_COOKIE)));
    await next();
  };
}

export function requireViewer(c: { get(key: "viewer"): ActiveSession | null }): ActiveSession {
  const viewer = c.get("viewer");
  if (!viewer) throw new ApiProblem(401, "errors.unauthenticated");
  return viewer;
}
