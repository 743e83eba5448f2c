/**
 * CSRF protection for cookie-authenticated writes (with SameSite=Lax on the cookie): a browser
 * always names the page's origin on a cross-site write, so a write carrying the session cookie
 * from another origin is refused, whatever else it carries (an `Authorization` header of any kind
 * does not exempt it: the cookie may be what authenticates it). Bearer-token clients send no
 * cookie, and server-side calls no foreign Origin, so neither is affected.
 */
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { ApiEnv } from "./context.ts";
import { ApiProblem } from "./errors.ts";
import { SESSION_COOKIE } from "../../domain/accounts.ts";

const READING = new Set(["GET", "HEAD", "OPTIONS"]);

export function sameOriginWrites(appUrl: string): MiddlewareHandler<ApiEnv> {
  const portalOrigin = new URL(appUrl).origin;
  return async (c, next) => {
    const cookieWrite = !READING.has(c.req.method) && getCookie(c, SESSION_COOKIE) !== undefined;
    if (cookieWrite) {
      const origin = c.req.header("origin");
      const crossSite = c.req.header("sec-fetch-site") === "cross-site";
      if (crossSite || (origin !== undefined && origin !== portalOrigin)) {
        throw new ApiProblem(403, "errors.crossSiteRefused");
      }
    }
    await next();
  };
}
