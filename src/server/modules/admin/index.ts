/**
 * The administration API, /api/v3/admin/* (docs/administration.md): administrators only (401 for
 * a guest, 403 for anyone else, before any input is read), every action recorded in the audit log
 * (audit.ts), edits checked against the version they started from (versions.ts: 409 when stale).
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { Hono } from "hono";
import { ApiProblem, validationFailed } from "../../http/errors.ts";
import { idOrNotFound } from "../../http/schemas.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { adminContentRoutes } from "./content.ts";
import { adminFaqTopicRoutes } from "./faq-topics.ts";
import { AUDIT_PAGE_SIZE, auditPage } from "./audit.ts";
import { auditRoute } from "./audit.routes.ts";
import { adminOnly, requireAdmin } from "./guard.ts";
import { grantAdminByEmail, setRole } from "./roles.ts";
import { setRoleRoute } from "./roles.routes.ts";
import { peopleRoutes } from "./people-api.ts";
import { reviewRoutes } from "./reviews-api.ts";
import { adminPlaceRoutes } from "./places.ts";
import { adminWaitingAreaRoutes } from "./waiting-areas.ts";

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const DAY_MS = 86_400_000;

export function adminRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  const routes = new OpenAPIHono<ApiEnv>();
  routes.use("/admin/*", adminOnly);
  routes.use("/admin", adminOnly);
  return routes
    .route("/", adminPlaceRoutes(deps))
    .route("/", adminWaitingAreaRoutes(deps))
    .openapi(setRoleRoute, async (c) => {
      const admin = requireAdmin(c);
      const userId = idOrNotFound(c.req.valid("param").id);
      const { role } = c.req.valid("json");
      const previous = await setRole(db, admin.user.id, userId, role);
      return c.json({ data: { user_id: userId, role, previous } }, 200);
    })
    .openapi(auditRoute, async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await auditPage(
      db,
      {
        actorId: query.actor_id,
        action: query.action,
        subjectType: query.subject_type,
        subjectId: query.subject_id,
        from: query.from ? dayStart(query.from) : undefined,
        to: query.to ? new Date(dayStart(query.to).getTime() + DAY_MS) : undefined,
      },
      query.page,
    );
    return c.json(
      {
        data: rows.map(({ row, actorEmail }) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: row.actorId === null ? null : { id: row.actorId, email: actorEmail },
          action: row.action,
          subject_type: row.subjectType,
          subject_id: row.subjectId,
          before: row.before ?? null,
          after: row.after ?? null,
        })),
        meta: { page: query.page, per_page: AUDIT_PAGE_SIZE, total },
      },
      200,
    );
  })
    .route("/", adminContentRoutes(deps))
    .route("/", adminFaqTopicRoutes(deps))
    .route("/", peopleRoutes(deps))
    .route("/", reviewRoutes(deps));
}

const devAdmin = z.object({ email: z.email() });

/** Outside production: makes an account an administrator (demo and tests), as `npm run admin -- grant-admin` does. */
export function devAdminRoutes({ database: { db } }: ApiDeps) {
  return new Hono<ApiEnv>().post("/dev/admins", async (c) => {
    const parsed = devAdmin.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationFailed(c, parsed.error.issues);
    const userId = await grantAdminByEmail(db, parsed.data.email);
    if (userId === null) throw new ApiProblem(404, "errors.notFound");
    return c.json({ data: { user_id: userId } }, 201);
  });
}
