/**
 * Accounts. Registration, login and sessions arrive with the accounts issue; until then no request
 * carries a session, so every caller is a guest and the profile answers 401.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "../../api/context.ts";
import { ApiProblem } from "../../api/errors.ts";
import { getProfile } from "./accounts.routes.ts";

export function accountRoutes() {
  return new OpenAPIHono<ApiEnv>().openapi(getProfile, () => {
    throw new ApiProblem(401, "errors.unauthenticated");
  });
}
