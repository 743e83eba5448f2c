/** PUT /admin/users/{id}/role: grant or take the operator's and the administrator's roles. */
import { createRoute, z } from "@hono/zod-openapi";
import { USER_ROLES } from "../../../domain/admin/user-actions-form.ts";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION, IdParamSchema } from "../../http/schemas.ts";

export const RoleSchema = z.enum(USER_ROLES).openapi({ description: "user; operator: the checkpoint console at its checkpoints; admin: everything" });

export const setRoleRoute = createRoute({
  method: "put",
  path: "/admin/users/{id}/role",
  tags: ["Administration"],
  summary: "Give a user a role",
  description: "Recorded in the audit log. Refused with 409 (`code` last-admin) when it would leave the portal without an administrator.",
  security: BEARER_OR_SESSION,
  request: {
    params: IdParamSchema,
    body: { required: true, content: { "application/json": { schema: z.object({ role: RoleSchema }).strict() } } },
  },
  responses: {
    200: {
      description: "The role given, and the one it replaced",
      content: { "application/json": { schema: z.object({ data: z.object({ user_id: z.number().int(), role: RoleSchema, previous: RoleSchema }) }) } },
    },
    ...errorResponses(401, 403, 404, 409, 422),
  },
});
