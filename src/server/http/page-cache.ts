/**
 * Pages kept for guests (docs/caching.md): a page that is the same for every visitor without a
 * session (its route says so: src/web/guest-pages.ts), asked for by one (GET or HEAD, no query
 * string, no cookie but the language choice, and on the root no redirect to the browser's
 * language), is rendered once and kept under its path for a few seconds and until what the public
 * sees changes; concurrent requests wait for the one render. It is kept with its brotli and gzip
 * encodings, so a hit costs neither a render nor a compression.
 *
 * Never kept: an answer other than 200 HTML, one that sets a cookie (a flash message's removal,
 * a form's token), a page whose route does not say it is shared (forms with a bot-check question,
 * personal pages), anything for a visitor with a session. The language cookie a first visit gets
 * is set outside this cache (web/web-handler.ts rememberLocale), so the kept page carries none.
 *
 * A kept page carries no nonce: the first render's nonce attributes are removed, and its CSP names
 * the page's inline scripts by their SHA-256 hashes instead (docs/security.md).
 */
import type { Context, MiddlewareHandler } from "hono";
import { decideRootLocale, hasLocaleCookie } from "../../domain/locale-routing.ts";
import type { RequestVariables } from "./context.ts";
import { answerEncoded, encodedBody, reuseUnchanged, type EncodedBody } from "./encoded-body.ts";
import { inlineScriptHashes, withoutNonce } from "./inline-scripts.ts";
import { carriesCredentials } from "./private-caching.ts";
import { createPublicCache } from "./public-cache.ts";

export interface PageCacheVariables extends RequestVariables {
  /** Set by the web handler when the rendered page's route says it is the same for every guest. */
  sharedWithGuests?: boolean;
  secureHeadersNonce?: string;
}

export interface PageCacheOptions {
  /** Grows when what the public sees changes (platform/public-changes.ts). */
  version: () => number;
  maxAgeMs: number;
  /** The CSP of a kept page, naming its inline scripts by these hash sources. */
  contentSecurityPolicy: (scriptHashes: readonly string[]) => string;
  /** Memory the kept pages may take, in bytes (with their encodings, estimated). */
  maxBytes?: number;
}

interface KeptPage {
  body: EncodedBody;
  headers: Array<[string, string]>;
}

/** Headers of the render that a kept page does not repeat: set per answer, or never kept. */
const NOT_KEPT = new Set(["set-cookie", "content-length", "content-encoding", "etag", "content-security-policy", "x-request-id"]);

type PageContext = Context<{ Variables: PageCacheVariables }>;

/** Whether this request may be answered with a page kept for guests. */
function asksAsGuest(c: PageContext): boolean {
  const method = c.req.method;
  if (method !== "GET" && method !== "HEAD") return false;
  const url = new URL(c.req.url);
  if (url.search !== "" || url.pathname.endsWith(".data")) return false;
  const headers = c.req.raw.headers;
  if (carriesCredentials(headers)) return false;
  // The root sends a first visit to its browser's language instead (routes/home.tsx).
  const redirect = decideRootLocale({
    pathname: url.pathname,
    hasLocaleCookie: hasLocaleCookie(headers.get("cookie")),
    acceptLanguage: headers.get("accept-language"),
  });
  return redirect === null;
}

export function pageCache(options: PageCacheOptions): MiddlewareHandler<{ Variables: PageCacheVariables }> {
  const pages = createPublicCache<KeptPage | null>({
    version: options.version,
    maxAgeMs: options.maxAgeMs,
    maxEntries: 2_000,
    // The page, and its encodings (about a fifth of it each).
    weigh: (page) => (page ? Math.round(page.body.bytes.byteLength * 1.5) : 0),
    maxBytes: options.maxBytes ?? 32 * 1024 * 1024,
  });
  const keep = async (c: PageContext, previous: KeptPage | null | undefined): Promise<KeptPage | null> => {
    const response = c.res;
    const shared =
      c.get("sharedWithGuests") === true &&
      response.status === 200 &&
      response.headers.get("content-type")?.startsWith("text/html") === true &&
      !response.headers.has("set-cookie") &&
      !response.headers.has("content-encoding");
    if (!shared) return null;
    const html = withoutNonce(await response.text(), c.get("secureHeadersNonce"));
    const headers = [...response.headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
    headers.push(["Content-Security-Policy", options.contentSecurityPolicy(inlineScriptHashes(html))]);
    return { body: reuseUnchanged(encodedBody(new TextEncoder().encode(html), 11), previous?.body), headers };
  };
  const answer = async (c: PageContext, page: KeptPage) => {
    const response = await answerEncoded(c.req.raw, page.body, page.headers);
    // Replaces the render's answer outright (Hono would copy its headers onto this one).
    c.res = undefined as unknown as Response;
    c.res = response;
  };

  return async (c, next) => {
    if (!asksAsGuest(c)) return next();
    const key = c.req.path;
    if (c.req.method === "HEAD") {
      const kept = pages.peek(key);
      return kept ? answer(c, kept) : next();
    }
    let rendered = false;
    const page = await pages
      .get(key, async (previous) => {
        rendered = true;
        await next();
        return keep(c, previous);
      })
      .catch(() => null);
    if (page) return answer(c, page);
    if (!rendered) await next();
  };
}
