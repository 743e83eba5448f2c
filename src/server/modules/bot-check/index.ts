/**
 * GET /bot-check/challenge, and the check that register, login and recover run: the ALTCHA payload
 * in X-Bot-Check, good once. Without JavaScript, GET /bot-check/question asks a question instead,
 * answered in X-Bot-Question (its token) and X-Bot-Answer, also good once. In test mode
 * X-Skip-Bot-Check: 1 skips the check when neither is sent (what is sent is always checked, so the
 * web's widget and question are tested for real).
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem } from "../../http/errors.ts";

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

const QuestionSchema = z
  .object({
    a: z.number().int(),
    b: z.number().int(),
    token: z.string().openapi({ description: "Send it back as X-Bot-Question, with the sum of a and b as X-Bot-Answer" }),
  })
  .openapi("BotCheckQuestion");

const getQuestion = createRoute({
  method: "get",
  path: "/bot-check/question",
  tags: ["Auth"],
  summary: "The check for forms without JavaScript: what is a plus b? Good once, for 10 minutes",
  responses: { 200: { description: "The question", content: { "application/json": { schema: QuestionSchema } } } },
});

export function botCheckRoutes({ botCheck }: ApiDeps) {
  return new OpenAPIHono<ApiEnv>()
    .openapi(getChallenge, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await botCheck.challenge(new Date()), 200);
    })
    .openapi(getQuestion, (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(botCheck.question(new Date()), 200);
    });
}

/** Refuses a request without a fresh bot-check solution. */
export async function requireHuman(c: Context<ApiEnv>, { botCheck, config }: ApiDeps) {
  const payload = c.req.header("x-bot-check");
  const question = c.req.header("x-bot-question");
  if (!payload && question) {
    const answered = await botCheck.verifyAnswer(question, c.req.header("x-bot-answer") ?? "", new Date());
    if (answered === "ok") return;
    throw new ApiProblem(422, answered === "used" ? "botQuestion.used" : "botQuestion.wrong");
  }
  if (config.isTest && !payload && c.req.header("x-skip-bot-check") === "1") return;
  const result = await botCheck.verify(payload);
  if (result === "used") throw new ApiProblem(422, "errors.botCheckUsed", { extra: { recaptcha_wasted: true } });
  if (result !== "ok") throw new ApiProblem(422, "errors.botCheckFailed");
}
