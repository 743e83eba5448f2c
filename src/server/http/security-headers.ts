/**
 * Security headers for every response: a CSP whose only inline scripts carry this request's
 * nonce, no framing, a strict referrer policy, HSTS in production. A response that sets one of these
 * headers itself keeps its own (a shared entry's `Referrer-Policy: no-referrer`; a page kept for
 * every guest, whose CSP names its inline scripts by hash instead: `hashedContentSecurityPolicy`).
 */
import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { setAnswerHeader } from "./answer-headers.ts";

export interface SecurityOptions {
  production: boolean;
  dev: boolean;
  /** The map tile server's origin (TILE_URL), when one is configured: its images may load. */
  tileOrigin?: string | undefined;
}

type ScriptSource = string | typeof NONCE;

function contentSecurityPolicy(options: SecurityOptions, scripts: ScriptSource[]) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...scripts],
    // Toasts and Swagger UI set inline styles; styles cannot run code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...(options.tileOrigin ? [options.tileOrigin] : [])],
    fontSrc: ["'self'"],
    connectSrc: options.dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    workerSrc: ["'self'", "blob:"],
    ...(options.production ? { upgradeInsecureRequests: [] } : {}),
  };
}

export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const headers = (scripts: ScriptSource[]) =>
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(options, scripts),
      strictTransportSecurity: options.production ? "max-age=63072000; includeSubDomains" : false,
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: { camera: [], microphone: [], geolocation: ["self"] },
      overwrite: false,
    });
  const pages = headers([NONCE]);
  // The API answers JSON, and its documentation page loads its scripts from files: no inline
  // script to allow, so no nonce to make (random bytes and their Base64 on every booking submit).
  const api = headers([]);
  return (c, next) => (c.req.path.startsWith(API_PREFIX) ? api(c, next) : pages(c, next));
}

const API_PREFIX = "/api/";

/**
 * The headers of a built script or stylesheet under `/assets/`: only `nosniff`, which makes the
 * browser refuse it as a script or style unless its type says so. A CSP, framing and referrer
 * rules govern documents and workers, never a subresource; sent on each of the thirty-odd files a
 * page loads they cost a kilobyte apiece on a phone's first visit. (The service worker, `/sw.js`,
 * is a worker: it keeps every header.)
 */
export function assetHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    setAnswerHeader(c, "X-Content-Type-Options", "nosniff");
  };
}

/**
 * The same policy, written as the header above writes it, with these script sources (the `'sha256-…'`
 * hashes of a kept page's inline scripts) in place of the nonce: no nonce is ever shared by visitors.
 */
export function hashedContentSecurityPolicy(options: SecurityOptions, scriptHashes: readonly string[]): string {
  return Object.entries(contentSecurityPolicy(options, [...scriptHashes]))
    .map(([directive, values]) => [directive.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(" "))
    .join("; ");
}
