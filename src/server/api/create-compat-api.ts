/**
 * The national service's public paths this portal also serves (/api/v4, /api/v5: the workload), so
 * that its community clients work unchanged (docs/decisions/0016). A second OpenAPIHono mounted at
 * /api, under the same rules as /api/v3: its own gate ruled by its own document, the same error
 * answers and validation; its operations are listed in the one OpenAPI document at
 * /api/v3/openapi.json, each operation with its own server (`/api`).
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "../http/context.ts";
import { validationFailed } from "../http/errors.ts";
import type { ApiDeps } from "../modules/deps.ts";
import { compatWorkloadRoutes } from "../modules/workload/compat.ts";
import { apiGate, documentGate } from "./gate.ts";

export const COMPAT_BASE_PATH = "/api";
const COMPAT_SERVERS = [{ url: COMPAT_BASE_PATH, description: "The national service's compatible paths, outside /api/v3" }];

/** What the compatible paths add to the API's document: their path items, each naming its server. */
export type CompatPaths = Record<string, object>;

export function createCompatApi(deps: Pick<ApiDeps, "config" | "rateLimits" | "workload">) {
  const api = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationFailed(c, result.error.issues);
    },
  });
  // Only under the versions served here: mounted at /api, a middleware for "*" would meet /api/v3 too.
  for (const path of ["/v4/*", "/v5/*"]) {
    api.use(path, async (c, next) => {
      c.set("viewer", null);
      await next();
    });
    api.use(path, apiGate(COMPAT_BASE_PATH, () => document()));
  }
  api.route("/", compatWorkloadRoutes(deps));
  // Its errors are answered by the application's handler (app.ts: handleApiError for every /api path).

  let paths: CompatPaths | undefined;
  const document = () =>
    documentGate(api.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "Compatible paths", version: "5" } }));
  /** The path items, keyed as served under /api ("/v5/workload/{carrierType}"), each operation with `servers: [{url: "/api"}]`. */
  const documentPaths = (): CompatPaths =>
    (paths ??= Object.fromEntries(
      Object.entries(document().paths ?? {}).map(([path, item]) => [
        path,
        Object.fromEntries(Object.entries(item as Record<string, object>).map(([method, operation]) => [method, { servers: COMPAT_SERVERS, ...operation }])),
      ]),
    ));
  return { api, documentPaths };
}
