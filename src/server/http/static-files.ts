/**
 * The built client files (`build/client`) as the production server sends them: the brotli or gzip
 * variant written beside a file at build time (`x.js.br`, `x.js.gz`, scripts/precompress.ts) when
 * the client accepts it, brotli first, with its `Content-Encoding` and `Content-Length`, the type
 * of the original file and `Vary: Accept-Encoding`; the hashed files of `/assets/` cached for a
 * year (`immutable`), the others (`/favicon.svg`, `/sw.js`) revalidated on each use (`no-cache`)
 * and answered 304 while unchanged. HEAD answers with GET's headers; a Range applies to the bytes
 * sent (the variant's, as HTTP defines it for an encoded answer).
 */
import { serveStatic } from "@hono/node-server/serve-static";
import { statSync } from "node:fs";
import type { Context, MiddlewareHandler } from "hono";
import { isNegotiable, varyOnAcceptEncoding } from "./compression.ts";
import { matchesEtag } from "./encoded-body.ts";

/** Vite names every file of /assets/ by a hash of its content: a new content is a new URL. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Files under a fixed name: the browser may keep them but asks first (a 304 costs no body). */
export const REVALIDATE = "no-cache";

/** What a 304 keeps of the answer it stands for (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = ["cache-control", "content-location", "date", "etag", "expires", "vary"];

const CODING_OF_SUFFIX: ReadonlyArray<[suffix: string, coding: string]> = [
  [".br", "br"],
  [".gz", "gzip"],
  [".zst", "zstd"],
];

/** A validator of the file sent, one per variant: its size and modification time. */
function entityTag(path: string): string | undefined {
  try {
    const { size, mtimeMs } = statSync(path);
    const coding = CODING_OF_SUFFIX.find(([suffix]) => path.endsWith(suffix))?.[1];
    return `"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}${coding ? `-${coding}` : ""}"`;
  } catch {
    return undefined;
  }
}

/** The headers of a file sent for the request path `requestPath` from `filePath`. */
function describeFile(headers: Headers, requestPath: string, filePath: string) {
  headers.set("Cache-Control", requestPath.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
  const tag = entityTag(filePath);
  if (tag) headers.set("ETag", tag);
  // serveStatic says Vary only when it sends a variant; the plain file varies as much.
  if (headers.has("content-encoding") || isNegotiable(headers)) varyOnAcceptEncoding(headers);
}

/**
 * The middleware serving the files under `root` (main.ts; the tests give it a directory of their
 * own). A path with no file goes on to the next handler.
 */
export function staticFiles(root: string): MiddlewareHandler {
  const served = new WeakMap<Context, string>();
  const serve = serveStatic({ root, precompressed: true, onFound: (path, c) => void served.set(c, path) });
  return async (c, next) => {
    const response = await serve(c, next);
    const filePath = served.get(c);
    if (!(response instanceof Response) || filePath === undefined) return response;
    describeFile(response.headers, c.req.path, filePath);
    const tag = response.headers.get("etag");
    if (response.status !== 200 || tag === null || !matchesEtag(c.req.header("if-none-match"), tag)) return response;
    await response.body?.cancel();
    const kept = new Headers();
    for (const name of NOT_MODIFIED_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) kept.set(name, value);
    }
    return new Response(null, { status: 304, headers: kept });
  };
}
