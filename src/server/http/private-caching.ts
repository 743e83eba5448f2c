/**
 * Personal answers are kept by no cache: `Cache-Control: private, no-store`, failing closed.
 *
 * - The API: every answer, unless its route chose a `public` lifetime (checkpoints, news,
 *   settings: the same for everyone) or says `no-store` itself. So an answer that needs a user,
 *   or carries a token (login, refresh), is never stored, and a new route is private until it
 *   says otherwise.
 * - Pages and their `.data` requests: every answer to a request that carries credentials (a
 *   cookie other than the language choice, or `Authorization`), or that sets such a cookie
 *   (logging in, a flash message, a pending code's address). Every page shows the viewer in its
 *   header, so no route can make such a page public.
 */
import type { Context, MiddlewareHandler } from "hono";
import { LOCALE_COOKIE } from "../../domain/locale-routing.ts";
import { setAnswerHeader } from "./answer-headers.ts";
import { isWholeAnswer, planAnswerHeaders } from "./answer-plan.ts";

export const PRIVATE_NO_STORE = "private, no-store";

/** Cookies that say nothing about who the visitor is. */
const ANONYMOUS_COOKIES: ReadonlySet<string> = new Set([LOCALE_COOKIE]);

function directives(cacheControl: string | null): string[] {
  return (cacheControl ?? "").split(",").map((part) => part.trim().toLowerCase().split("=")[0] ?? "");
}

/** A `Cookie` header's names, or a `Set-Cookie` value's own. */
function cookieNames(header: string): string[] {
  return header
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => name !== "");
}

/** Whether a request says who is asking: a cookie other than the language choice, or Authorization. */
export function carriesCredentials(headers: Headers): boolean {
  if (headers.has("authorization")) return true;
  const cookie = headers.get("cookie");
  return cookie !== null && cookieNames(cookie).some((name) => !ANONYMOUS_COOKIES.has(name));
}

/** Whether a response sets a cookie other than the language choice. */
function setsPersonalCookie(headers: Headers): boolean {
  return headers.getSetCookie().some((cookie) => {
    const name = cookieNames(cookie)[0];
    return name !== undefined && !ANONYMOUS_COOKIES.has(name);
  });
}

function makePrivate(c: Context) {
  setAnswerHeader(c, "Cache-Control", PRIVATE_NO_STORE);
}

/** For /api: private, no-store unless the route chose `public` or `no-store` itself. */
export function apiCaching(): MiddlewareHandler {
  return async (c, next) => {
    planAnswerHeaders(c, { "cache-control": PRIVATE_NO_STORE });
    await next();
    if (isWholeAnswer(c.res)) return;
    const chosen = directives(c.res.headers.get("cache-control"));
    if (!chosen.includes("public") && !chosen.includes("no-store")) makePrivate(c);
  };
}

/** For pages and their `.data`: private, no-store whenever the request or the answer is someone's. */
export function pageCaching(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (carriesCredentials(c.req.raw.headers) || setsPersonalCookie(c.res.headers)) makePrivate(c);
  };
}
