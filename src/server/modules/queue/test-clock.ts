/**
 * The test clock (test and demo only, TEST_CLOCK; the route does not exist in production, and
 * answers only the server's own machine: http/loopback.ts): moves the engine's time forward and
 * runs a clock pass at once, so a whole day at the border can be simulated.
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { errorResponses } from "../../http/errors.ts";

const advanceRoute = createRoute({
  method: "post",
  path: "/test-clock/advance",
  tags: ["Test clock"],
  summary: "Move the queue engine's time forward (test and demo only, from the server's own machine)",
  request: {
    body: { required: true, content: { "application/json": { schema: z.object({ minutes: z.number().min(0).max(7 * 24 * 60) }) } } },
  },
  responses: {
    200: {
      description: "The engine's new time and what the clock pass that followed applied",
      content: {
        "application/json": {
          schema: z.object({
            data: z.object({
              now: z.string(),
              pass: z.object({ holdsReleased: z.number(), expired: z.number(), reminders: z.number(), calledUp: z.number(), delivered: z.number() }),
            }),
          }),
        },
      },
    },
    ...errorResponses(422),
  },
});

export function testClockRoutes({ engine }: ApiDeps) {
  return new OpenAPIHono<ApiEnv>().openapi(advanceRoute, async (c) => {
    const now = await engine.clock.advance(c.req.valid("json").minutes);
    const pass = await engine.pass();
    return c.json({ data: { now: now.toISOString(), pass } }, 200);
  });
}
