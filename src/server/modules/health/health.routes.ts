import { createRoute, z } from "@hono/zod-openapi";

export const HealthSchema = z
  .object({
    status: z.enum(["ok", "unavailable"]),
    database: z.enum(["ok", "unavailable"]),
  })
  .openapi("Health");

export const getHealth = createRoute({
  method: "get",
  path: "/health",
  tags: ["Service"],
  summary: "Whether the service and its database answer",
  responses: {
    200: { description: "Healthy", content: { "application/json": { schema: HealthSchema } } },
    503: { description: "The database does not answer", content: { "application/json": { schema: HealthSchema } } },
  },
});
