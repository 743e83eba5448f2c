/**
 * POST /feedback: a question from the feedback form of /contacts. Bot check and rate limits first
 * (per client address and per e-mail), then the message is stored and mailed to support, and the
 * sender gets a confirmation in their language. The message is kept even if a mail cannot go (the
 * administrator's inbox reads the table); the failure is logged.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { FEEDBACK_LIMITS } from "../../../domain/feedback.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { feedbackMessages } from "../../db/schema.ts";
import { addressKey } from "../../platform/ip-addresses.ts";
import { enforce } from "../accounts/limits.ts";
import { requireHuman } from "../bot-check/index.ts";
import { confirmationMail, supportMail } from "./feedback-mail.ts";
import { sendFeedback } from "./feedback.routes.ts";

export function feedbackRoutes(deps: ApiDeps) {
  const { config, database, mailer, rateLimits } = deps;
  const perIp = rateLimits.limiter("feedbackPerIp", FEEDBACK_LIMITS.feedbackPerIp);
  const perEmail = rateLimits.limiter("feedbackPerEmail", FEEDBACK_LIMITS.feedbackPerEmail);

  return new OpenAPIHono<ApiEnv>().openapi(sendFeedback, async (c) => {
    await requireHuman(c, deps);
    const input = c.req.valid("json");
    await enforce(perIp, addressKey(c.get("clientAddress")));
    await enforce(perEmail, input.email);
    const locale = c.get("locale");
    const t = c.get("t");
    const [row] = await database.db
      .insert(feedbackMessages)
      .values({
        subject: input.subject,
        question: input.question,
        contactMethod: input.contact_method ?? null,
        email: input.email,
        locale,
        userId: c.get("viewer")?.user.id ?? null,
      })
      .returning({ id: feedbackMessages.id });
    if (!row) throw new Error("saving the feedback returned no row");
    for (const mail of [supportMail(config.support.email, row.id, input, locale), confirmationMail(t, row.id, input)]) {
      try {
        await mailer.send(mail);
      } catch (error) {
        c.get("logger").error({ err: error, feedbackId: row.id, to: mail.to === input.email ? "sender" : "support" }, "feedback mail not sent");
      }
    }
    return c.json({ message: t("feedback.received"), data: { id: row.id } }, 202);
  });
}
