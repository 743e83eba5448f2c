/**
 * Who may use /api/v3/admin/*: administrators only. A guest is asked to sign in (401), anyone else
 * is refused (403), before any input is read (docs/administration.md).
 */
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../../http/context.ts";
import { ApiProblem } from "../../http/errors.ts";
import { requireViewer } from "../accounts/authenticate.ts";
import type { ActiveSession } from "../accounts/sessions.ts";

/** The signed-in administrator, or the refusal: 401 for a guest, 403 for any other role. */
export function requireAdmin(c: { get(key: "viewer"): ActiveSession | null }): ActiveSession {
  const viewer = requireViewer(c);
  if (viewer.user.role !== "admin") throw new ApiProblem(403, "admin.notAdmin");
  return viewer;
}

/** The guard in front of every administration endpoint. */
export const adminOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};
