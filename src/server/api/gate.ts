/**
 * The API's gate: what every request meets before its route's validators, ruled by the operation
 * the OpenAPI document describes for it (docs/api-errors.md).
 *
 * - An operation secured by a user's bearer token or session cookie refuses a guest with 401,
 *   whatever the body (and before reading it); one secured by a waiting area's key refuses a
 *   request without such a key. An operation marked `x-expired-token-accepted` (the refresh) lets
 *   any presented credentials through, for its handler to judge.
 * - A body over 64 KB is refused with 413 before it is read; operations that take files
 *   (multipart) keep their own, larger limits.
 * - A NUL character, which PostgreSQL's text cannot hold, in a JSON body (a value or a key) or in
 *   the query string of an operation that reads them is refused with 422 naming the field; in the
 *   path, the path names nothing (404).
 *
 * `documentGate` adds the statuses these rules answer to every operation of the document, so that
 * the document lists everything an operation can answer.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { matchedRoutes } from "hono/route";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { bearerToken } from "../modules/accounts/authenticate.ts";
import { SESSION_COOKIE } from "../modules/accounts/sessions.ts";
import type { ApiEnv } from "../http/context.ts";
import { ApiProblem, errorResponses } from "../http/errors.ts";
import { nulPaths, nulProblem } from "../http/forms.ts";

/** The largest body of a request that carries no files. */
export const JSON_BODY_LIMIT = 64 * 1024;

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const NUL = "\u0000";
const WRITES = ["post", "put", "patch", "delete"];

type Method = "get" | "post" | "put" | "patch" | "delete";

interface DocumentOperation {
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string }>;
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, unknown>;
  "x-expired-token-accepted"?: boolean;
}

type Paths = Record<string, Partial<Record<Method, DocumentOperation>>>;

/** The API's OpenAPI document, as far as the gate reads it. */
export interface ApiDocument {
  paths?: object;
}

/** What the gate asks of a request to one operation. */
interface Rule {
  /** Who must be calling: a user (bearer or session), a waiting area's key, or anyone. */
  caller: "user" | "renewal" | "waiting-area" | "anyone";
  /** The operation takes files: its own body limit applies. */
  takesFiles: boolean;
  /** The operation reads the query string. */
  readsQuery: boolean;
  /** The operation reads a JSON body. */
  readsJson: boolean;
}

function ruleOf(operation: DocumentOperation): Rule {
  const schemes = new Set((operation.security ?? []).flatMap((requirement) => Object.keys(requirement)));
  const caller = schemes.has("waitingAreaKey")
    ? "waiting-area"
    : schemes.has("bearer") || schemes.has("session")
      ? operation["x-expired-token-accepted"]
        ? "renewal"
        : "user"
      : "anyone";
  return {
    caller,
    takesFiles: Object.keys(operation.requestBody?.content ?? {}).some((type) => type.startsWith("multipart/")),
    readsQuery: (operation.parameters ?? []).some((parameter) => parameter.in === "query"),
    readsJson: Object.keys(operation.requestBody?.content ?? {}).some((type) => JSON_MEDIA_TYPE.test(type)),
  };
}

/** A documented path as the router registers it under `basePath`: "/queues/{id}" → "/api/v3/queues/:id". */
export const routePathOf = (basePath: string, documentPath: string) => `${basePath}${documentPath.replaceAll(/\{(\w+)\}/g, ":$1")}`;

/**
 * The rule of each documented operation, found by the route the app's router matched for the
 * request (its method and path as registered: "/api/v3/queues/:id"), so that the path is routed
 * once, not again here. The first matched route the document names is the one that answers. The
 * document's paths are the routes' (tests/api/openapi.test.ts holds it): an operation registered
 * under another path would have no rule here, and a guest would meet its validators.
 */
function ruleIndex(document: ApiDocument, basePath: string) {
  // By path, then method: the matched routes' own strings are the keys, with no key built per request.
  const rules = new Map<string, Partial<Record<string, Rule>>>();
  for (const [path, item] of Object.entries((document.paths ?? {}) as Paths)) {
    const byMethod: Partial<Record<string, Rule>> = {};
    for (const [method, operation] of Object.entries(item)) byMethod[method.toUpperCase()] = ruleOf(operation as DocumentOperation);
    rules.set(routePathOf(basePath, path), byMethod);
  }
  return (c: Context<ApiEnv>): Rule | undefined => {
    for (const route of matchedRoutes(c)) {
      const rule = rules.get(route.path)?.[route.method];
      if (rule) return rule;
    }
    return undefined;
  };
}

function refuseUnauthenticated(c: Context<ApiEnv>, rule: Rule) {
  if (rule.caller === "user" && !c.get("viewer")) throw new ApiProblem(401, "errors.unauthenticated");
  // Nothing to renew: the refusal the refresh itself gives for a session that has ended.
  if (rule.caller === "renewal" && !c.get("viewer") && !bearerToken(c.req.header("authorization")) && getCookie(c, SESSION_COOKIE) === undefined) {
    throw new ApiProblem(401, "errors.sessionExpired", { extra: { expired: true } });
  }
  if (rule.caller === "waiting-area" && !bearerToken(c.req.header("authorization"))?.startsWith("wa_")) {
    throw new ApiProblem(401, "errors.unauthenticated");
  }
}

async function refuseNul(c: Context<ApiEnv>, rule: Rule | undefined) {
  if (rule?.readsQuery) {
    const fields = [...new URL(c.req.url).searchParams].filter(([name, value]) => name.includes(NUL) || value.includes(NUL)).map(([name]) => name);
    if (fields.length > 0) throw nulProblem(fields);
  }
  // A body the operation does not read is not looked at (routes outside the document read theirs).
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim();
  if ((rule && !rule.readsJson) || !carriesBody(c) || !JSON_MEDIA_TYPE.test(mediaType)) return;
  // Parsed once here; the route's validator reads the same parsed body. A body that does not parse
  // is left to the validator (400).
  const body: unknown = await c.req.json().catch(() => undefined);
  const fields = nulPaths(body);
  if (fields.length > 0) throw nulProblem(fields);
}

/** The gate's middleware; `document` gives the API's document once every route is registered. */
export function apiGate(basePath: string, document: () => ApiDocument): MiddlewareHandler<ApiEnv> {
  let rules: ReturnType<typeof ruleIndex> | undefined;
  const limitBody = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiProblem(413, "errors.bodyTooLarge");
    },
  });
  return async (c, next) => {
    const path = c.req.path.startsWith(basePath) ? c.req.path.slice(basePath.length) || "/" : c.req.path;
    if (path.includes(NUL) || safeDecode(path).includes(NUL)) throw new ApiProblem(404, "errors.notFound");
    rules ??= ruleIndex(document(), basePath);
    const rule = rules(c);
    if (rule) refuseUnauthenticated(c, rule);
    if (rule?.takesFiles) return next();
    if (!carriesBody(c)) {
      await refuseNul(c, rule);
      return next();
    }
    return limitBody(c, async () => {
      await refuseNul(c, rule);
      await next();
    });
  };
}

/**
 * Whether the request has a body. A request that came over HTTP/1.1 has one only when it says
 * so in Content-Length or Transfer-Encoding: its headers tell without `body`, which builds the
 * whole web Request (a tenth of a GET's time on the server). Requests made in the process (pages'
 * calls, tests) are web Requests already.
 */
function carriesBody(c: Context<ApiEnv>): boolean {
  const incoming = (c.env as { incoming?: { httpVersionMajor?: number } } | undefined)?.incoming;
  if (incoming?.httpVersionMajor !== 1) return c.req.raw.body !== null;
  const length = c.req.header("content-length");
  return c.req.header("transfer-encoding") !== undefined || (length !== undefined && length !== "0");
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The document with the statuses the gate (and the API's common middleware) can answer added to
 * each operation: 401 when secured; 403 (a cookie-authenticated write from another site) and 413
 * for writes; 400, 415 and 422 for a JSON body; 400 and 422 for a form; 422 for a query string;
 * 404 for a path with parameters.
 */
export function documentGate<T extends ApiDocument>(document: T): T {
  for (const item of Object.values((document.paths ?? {}) as Paths)) {
    for (const [method, operation] of Object.entries(item) as Array<[Method, DocumentOperation]>) {
      const rule = ruleOf(operation);
      const content = Object.keys(operation.requestBody?.content ?? {});
      const statuses = new Set<ContentfulStatusCode>();
      if (rule.caller !== "anyone") statuses.add(401);
      if (WRITES.includes(method)) [403, 413].forEach((status) => statuses.add(status as ContentfulStatusCode));
      if (content.some((type) => JSON_MEDIA_TYPE.test(type))) [400, 415, 422].forEach((status) => statuses.add(status as ContentfulStatusCode));
      if (rule.takesFiles) [400, 422].forEach((status) => statuses.add(status as ContentfulStatusCode));
      if (rule.readsQuery) statuses.add(422);
      if ((operation.parameters ?? []).some((parameter) => parameter.in === "path")) statuses.add(404);
      const missing = [...statuses].filter((status) => !operation.responses?.[String(status)]);
      operation.responses = sortedResponses({ ...operation.responses, ...errorResponses(...missing) });
    }
  }
  return document;
}

function sortedResponses(responses: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}
