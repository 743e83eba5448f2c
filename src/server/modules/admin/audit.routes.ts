/** GET /admin/audit: the audit log, newest first, filtered; there is no endpoint that changes it. */
import { createRoute, z } from "@hono/zod-openapi";
import { BEARER_OR_SESSION } from "../../http/schemas.ts";
import { errorResponses } from "../../http/errors.ts";

const INT4 = 2_147_483_647;

export const AuditRowSchema = z
  .object({
    id: z.number().int(),
    at: z.string().openapi({ format: "date-time" }),
    actor: z.object({ id: z.number().int(), email: z.string().nullable() }).nullable().openapi({ description: "Null when the account was deleted" }),
    action: z.string().openapi({ example: "news.update" }),
    subject_type: z.string().openapi({ example: "news" }),
    subject_id: z.string().openapi({ example: "12" }),
    before: z.unknown().nullable().openapi({ description: "The item before (null when created)" }),
    after: z.unknown().nullable().openapi({ description: "The item after (null when deleted)" }),
  })
  .openapi("AdminAuditRow");

const day = z
  .string()
  .regex(/^20\d\d-\d\d-\d\d$/, "validation.date")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "validation.date");

export const AuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  actor_id: z.coerce.number().int().min(1).max(INT4).optional(),
  action: z
    .string()
    .max(64)
    .regex(/^[a-z-]+(\.[a-z-]+)?$/, "validation.invalid")
    .optional()
    .openapi({ description: "An action (`news.update`), or what it acts on for all of its actions (`news`)", example: "news" }),
  subject_type: z.string().max(32).regex(/^[a-z-]+$/, "validation.invalid").optional(),
  subject_id: z.string().max(64).regex(/^[\w-]+$/, "validation.invalid").optional(),
  from: day.optional().openapi({ description: "First day (UTC), YYYY-MM-DD" }),
  to: day.optional().openapi({ description: "Last day (UTC), YYYY-MM-DD, included; not before `from`" }),
}).refine((query) => !query.from || !query.to || query.from <= query.to, { path: ["to"], message: "validation.rangeReversed" });

export const auditRoute = createRoute({
  method: "get",
  path: "/admin/audit",
  tags: ["Administration"],
  summary: "The administrators' audit log, newest first (50 a page)",
  description: "Every administrator's action: who, what, on what, when, the item before and after. Read only: the portal never edits it.",
  security: BEARER_OR_SESSION,
  request: { query: AuditQuerySchema },
  responses: {
    200: {
      description: "A page of the log",
      content: {
        "application/json": {
          schema: z.object({
            data: z.array(AuditRowSchema),
            meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
          }),
        },
      },
    },
    ...errorResponses(401, 403, 422),
  },
});
