import { createRoute, z } from "@hono/zod-openapi";
import { VIOLATION_KINDS } from "../../../domain/violations.ts";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION } from "../../http/schemas.ts";

export const VIOLATIONS_PAGE_SIZE_MAX = 50;

export const ViolationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(VIOLATION_KINDS),
    name: z.string().openapi({ description: "In the user's language" }),
    description: z.string().openapi({ description: "In the user's language" }),
    subject: z.string().openapi({ description: "What it concerns, e.g. the queue entry and the plate" }),
    note: z.string().nullable(),
    occurred_at: z.string(),
    ends_at: z.string().openapi({ description: "When a violation stops counting, or a blocking ends" }),
    term_days: z.number().int(),
    status: z.enum(["active", "archived"]),
    closed_at: z.string().nullable().openapi({ description: "When an administrator lifted (a blocking) or archived it early" }),
    closed_reason: z.string().nullable().openapi({ description: "Why, as the user was told" }),
  })
  .openapi("Violation");

export const listViolations = createRoute({
  method: "get",
  path: "/violations",
  tags: ["Account"],
  summary: "The user's violations and blockings, newest first",
  security: BEARER_OR_SESSION,
  request: {
    query: z.object({
      status: z.enum(["active", "archived"]).optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      per_page: z.coerce.number().int().min(1).max(VIOLATIONS_PAGE_SIZE_MAX).default(10),
    }),
  },
  responses: {
    200: {
      description: "One page of violations",
      content: {
        "application/json": {
          schema: z.object({
            data: z.array(ViolationSchema),
            meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), blocked_until: z.string().nullable() }),
          }),
        },
      },
    },
    ...errorResponses(401, 422),
  },
});

export const getViolation = createRoute({
  method: "get",
  path: "/violations/{id}",
  tags: ["Account"],
  summary: "One of the user's violations or blockings",
  security: BEARER_OR_SESSION,
  request: { params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" }, example: "1" }) }) },
  responses: {
    200: { description: "The violation", content: { "application/json": { schema: z.object({ data: ViolationSchema }) } } },
    ...errorResponses(401, 404),
  },
});
