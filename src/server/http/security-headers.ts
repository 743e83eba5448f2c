/**
 * Security headers for every response: a CSP whose only inline scripts carry this request's
 * nonce, no framing, a strict referrer policy, HSTS in production. A response that sets one of these
 * headers itself keeps its own (a shared entry's `Referrer-Policy: no-referrer`; a page kept for
 * every guest, whose CSP names its inline scripts by hash instead: `hashedContentSecurityPolicy`).
 */
import { Hono, type MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { setAnswerHeader } from "./answer-headers.ts";
import { isWholeAnswer, planAnswerHeaders } from "./answer-plan.ts";

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
  // Its headers are the same for every answer: read once off the middleware, they are planned for
  // the answer (answer-plan.ts), and added after the handler only to an answer not made whole.
  let apiHeaders: Promise<Record<string, string>> | undefined;
  return async (c, next) => {
    if (!c.req.path.startsWith(API_PREFIX)) return pages(c, next);
    const planned = await (apiHeaders ??= headersOf(headers([])));
    planAnswerHeaders(c, planned);
    await next();
    if (isWholeAnswer(c.res)) return;
    for (const name in planned) if (!c.res.headers.has(name)) setAnswerHeader(c, name, planned[name]!);
  };
}

/** The headers a middleware adds to an answer that has none (its answer to a request of its own), names in lower case. */
async function headersOf(middleware: MiddlewareHandler): Promise<Record<string, string>> {
  const probe = new Hono().use(middleware).all("*", (c) => c.body(null));
  const answer = await probe.request(`http://probe${API_PREFIX}`);
  return Object.fromEntries(answer.headers);
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
