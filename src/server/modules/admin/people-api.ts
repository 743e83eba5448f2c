/** The handlers of people.routes.ts: users, blockings, carriers' AEO mark, the feedback inbox. */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "../../http/context.ts";
import { ApiProblem } from "../../http/errors.ts";
import { translatorFor } from "../../i18n.ts";
import { escapeHtml, type MailMessage } from "../../platform/mailer.ts";
import { revokeUserSessions } from "../accounts/sessions.ts";
import type { ApiDeps } from "../deps.ts";
import { requireAdmin } from "./guard.ts";
import {
  adminViolationBody,
  changeFeedback,
  closeViolation,
  feedbackPage,
  feedbackBody,
  searchUsers,
  setAeo,
  setOperatorCheckpoints,
  userPage,
} from "./people.ts";
import {
  answerFeedbackRoute,
  closeFeedbackRoute,
  closeViolationRoute,
  endSessionsRoute,
  FEEDBACK_PAGE_SIZE,
  getFeedbackRoute,
  getUserRoute,
  listFeedbackRoute,
  searchUsersRoute,
  setAeoRoute,
  setOperatorCheckpointsRoute,
  USERS_PAGE_SIZE,
} from "./people.routes.ts";
import { feedbackMessages, sessions, users } from "../../db/schema.ts";
import { and, eq, isNull } from "drizzle-orm";
import { recordAdminAction } from "./audit.ts";
import { idOrNotFound } from "../../http/schemas.ts";

const paragraphs = (text: string) => text.split("\n").map(escapeHtml).join("<br>");

export function peopleRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  const { mailer, logger } = deps;
  return new OpenAPIHono<ApiEnv>()
    .openapi(searchUsersRoute, async (c) => {
      const { q, page } = c.req.valid("query");
      const { rows, total } = await searchUsers(db, q, page);
      return c.json({ data: rows, meta: { page, per_page: USERS_PAGE_SIZE, total } }, 200);
    })
    .openapi(getUserRoute, async (c) => {
      const page = await userPage(db, idOrNotFound(c.req.valid("param").id), c.get("locale"), new Date());
      if (!page) throw new ApiProblem(404, "errors.notFound");
      return c.json({ data: page }, 200);
    })
    .openapi(closeViolationRoute, async (c) => {
      const admin = requireAdmin(c);
      const params = c.req.valid("param");
      const userId = idOrNotFound(params.id);
      const violationId = idOrNotFound(params.violation_id);
      const { reason } = c.req.valid("json");
      const now = new Date();
      const violation = await closeViolation(db, admin.user.id, userId, violationId, reason, now);
      return c.json({ data: adminViolationBody(violation, now) }, 200);
    })
    .openapi(setOperatorCheckpointsRoute, async (c) => {
      const admin = requireAdmin(c);
      const userId = idOrNotFound(c.req.valid("param").id);
      const slugs = await setOperatorCheckpoints(db, admin.user.id, userId, c.req.valid("json").checkpoints);
      return c.json({ data: { user_id: userId, checkpoints: slugs } }, 200);
    })
    .openapi(endSessionsRoute, async (c) => {
      const admin = requireAdmin(c);
      const userId = idOrNotFound(c.req.valid("param").id);
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw new ApiProblem(404, "errors.notFound");
      const now = new Date();
      // The sessions end and the audit row is kept together (the instances hear of it on commit).
      const ended = await db.transaction(async (tx) => {
        const live = await tx.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))).for("update");
        await revokeUserSessions(tx, userId, now);
        await recordAdminAction(tx, { actorId: admin.user.id, action: "user.end-sessions", subjectType: "user", subjectId: userId, before: { sessions: live.length }, after: { sessions: 0 } });
        return live.length;
      });
      return c.json({ data: { ended } }, 200);
    })
    .openapi(setAeoRoute, async (c) => {
      const admin = requireAdmin(c);
      const carrier = await setAeo(db, admin.user.id, idOrNotFound(c.req.valid("param").id), c.req.valid("json"), new Date());
      return c.json({ data: carrier }, 200);
    })
    .openapi(listFeedbackRoute, async (c) => {
      const { status, page } = c.req.valid("query");
      const { rows, total } = await feedbackPage(db, status, page);
      return c.json({ data: rows, meta: { page, per_page: FEEDBACK_PAGE_SIZE, total } }, 200);
    })
    .openapi(getFeedbackRoute, async (c) => {
      const [row] = await db.select().from(feedbackMessages).where(eq(feedbackMessages.id, idOrNotFound(c.req.valid("param").id)));
      if (!row) throw new ApiProblem(404, "errors.notFound");
      return c.json({ data: feedbackBody(row) }, 200);
    })
    .openapi(answerFeedbackRoute, async (c) => {
      const admin = requireAdmin(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const { answer, version } = c.req.valid("json");
      const now = new Date();
      const data = await changeFeedback(db, admin.user.id, id, version, () => ({ answer, answeredAt: now, answeredBy: admin.user.id, status: "answered" }), "feedback.answer");
      // Mailed once the answer is kept: a mail that cannot go does not undo it, and an answer not kept is never mailed.
      try {
        await mailer.send(answerMail(data.id, data.email, data.locale, data.subject, data.question, answer, now));
      } catch (error) {
        logger.error({ err: error, feedbackId: data.id }, "the answer to a feedback message was saved but not mailed");
        throw new ApiProblem(503, "adminFeedback.errors.mailFailed", { extra: { code: "mail-failed", current: data } });
      }
      return c.json({ data }, 200);
    })
    .openapi(closeFeedbackRoute, async (c) => {
      const admin = requireAdmin(c);
      const id = idOrNotFound(c.req.valid("param").id);
      const data = await changeFeedback(db, admin.user.id, id, c.req.valid("json").version, () => ({ status: "closed" }), "feedback.close");
      return c.json({ data }, 200);
    });
}

/** The answer to a feedback message, in the sender's language, with their question quoted. */
export function answerMail(id: number, to: string, locale: Parameters<typeof translatorFor>[0], subject: string, question: string, answer: string, at: Date): MailMessage {
  const t = translatorFor(locale);
  const title = t("adminFeedback.mail.subject", { id, subject });
  const quoted = t("adminFeedback.mail.yourQuestion");
  return {
    to,
    subject: title,
    text: `${answer}\n\n${quoted}\n${subject}\n\n${question}\n`,
    html: `<p>${paragraphs(answer)}</p><p>${escapeHtml(quoted)}</p><p><strong>${escapeHtml(subject)}</strong></p><p>${paragraphs(question)}</p>`,
    idempotencyKey: `feedback-${id}-answer-${at.getTime()}`,
  };
}
