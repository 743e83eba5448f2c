/**
 * GET /bot-check/challenge, and the check that register, login (and later recover, feedback) run:
 * the ALTCHA payload in X-Bot-Check, good once; in test mode X-Skip-Bot-Check: 1 skips it when no
 * payload is sent (a payload that is sent is always checked, so the web's widget is tested for real).
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ApiDeps, ApiEnv } from "../../api/context.ts";
import { ApiProblem } from "../../api/errors.ts";

const ChallengeSchema = z
  .object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().optional(),
  })
  .openapi("BotCheckChallenge", { description: "An ALTCHA v2 challenge; solve it with the altcha widget or altcha-lib" });

const getChallenge = createRoute({
  method: "get",
  path: "/bot-check/challenge",
  tags: ["Auth"],
  summary: "A proof-of-work challenge; send its solution as the X-Bot-Check header",
  responses: { 200: { description: "The challenge", content: { "application/json": { schema: ChallengeSchema } } } },
});

export function botCheckRoutes({ botCheck }: ApiDeps) {
  return new OpenAPIHono<ApiEnv>().openapi(getChallenge, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await botCheck.challenge(new Date()), 200);
  });
}

/** Refuses a request without a fresh bot-check solution. */
export async function requireHuman(c: Context<ApiEnv>, { botCheck, config }: ApiDeps) {
  const payload = c.req.header("x-bot-check");
  if (config.isTest && !payload && c.req.header("x-skip-bot-check") === "1") return;
  const result = await botCheck.verify(payload);
  if (result === "used") throw new ApiProblem(422, "errors.botCheckUsed", { extra: { recaptcha_wasted: true } });
  if (result !== "ok") throw new ApiProblem(422, "errors.botCheckFailed");
}
