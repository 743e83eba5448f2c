import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses } from "../../api/errors.ts";

export const ProfileSchema = z
  .object({
    id: z.number().int(),
    email: z.string().nullable(),
  })
  .openapi("Profile");

export const getProfile = createRoute({
  method: "get",
  path: "/account/profile",
  tags: ["Account"],
  summary: "The logged-in user's profile",
  security: [{ bearer: [] }, { session: [] }],
  responses: {
    200: { description: "The profile", content: { "application/json": { schema: z.object({ data: ProfileSchema }) } } },
    ...errorResponses(401),
  },
});
