/**
 * Applications to connect a waiting area (/service-by-countries/create): checked with the form's
 * schema, a bot check and rate limits, stored for an administrator, acknowledged by mail in the
 * applicant's language. Stored text is the applicant's plain text; the mail escapes it.
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { waitingAreaApplicationSchema, type WaitingAreaApplication } from "../../../domain/waiting-area-application.ts";
import type { ApiEnv } from "../../http/context.ts";
import { ApiProblem, errorResponses } from "../../http/errors.ts";
import type { Translate } from "../../i18n.ts";
import { checkpoints, waitingAreaApplications } from "../../db/schema.ts";
import { escapeHtml, type MailMessage } from "../../platform/mailer.ts";
import { enforce } from "../accounts/limits.ts";
import { requireHuman } from "../bot-check/index.ts";
import type { ApiDeps } from "../deps.ts";

/** Abuse limits: applications from one address, and to one e-mail. */
export const APPLICATION_LIMITS = {
  perIp: { points: 5, seconds: 60 * 60 },
  perEmail: { points: 3, seconds: 24 * 60 * 60 },
} as const;

export const submitApplication = createRoute({
  method: "post",
  path: "/waiting-area-applications",
  tags: ["Waiting areas"],
  summary: "Apply to connect a waiting area",
  description:
    "Stored for an administrator, who answers by e-mail and, on accepting, issues the area's key. An acknowledgement goes to `email`. " +
    `Needs a bot check (X-Bot-Check, or X-Bot-Question and X-Bot-Answer); at most ${APPLICATION_LIMITS.perIp.points} an hour from one address.`,
  request: {
    body: { required: true, content: { "application/json": { schema: waitingAreaApplicationSchema.openapi("WaitingAreaApplication") } } },
  },
  responses: {
    201: { description: "Application submitted", content: { "application/json": { schema: z.object({ message: z.string() }) } } },
    ...errorResponses(422, 429),
  },
});

function acknowledgement(t: Translate, application: WaitingAreaApplication, checkpointName: string): MailMessage {
  const lines: Array<[string, string]> = [
    [t("waitingAreas.company"), application.company],
    [t("waitingAreas.contactPerson"), application.contact_person],
    [t("waitingAreas.phone"), application.phone],
    [t("waitingAreas.areaName"), application.area_name],
    [t("waitingAreas.areaAddress"), application.address],
    [t("waitingAreas.areaHighway"), application.highway],
    [t("waitingAreas.areaCheckpoint"), checkpointName],
    [t("waitingAreas.areaParking"), String(application.parking_spaces)],
    [t("waitingAreas.areaServices"), application.services.map((service) => t(`waitingAreas.service.${service}`)).join(", ") || "—"],
  ];
  const intro = t("waitingAreas.mailIntro");
  const ignore = t("waitingAreas.mailIgnore");
  return {
    to: application.email,
    subject: t("waitingAreas.mailSubject"),
    text: `${intro}\n\n${lines.map(([term, value]) => `${term}: ${value}`).join("\n")}\n\n${ignore}\n`,
    html:
      `<p>${escapeHtml(intro)}</p><table>` +
      lines.map(([term, value]) => `<tr><th align="left">${escapeHtml(term)}</th><td>${escapeHtml(value)}</td></tr>`).join("") +
      `</table><p>${escapeHtml(ignore)}</p>`,
  };
}

export function applicationRoutes(deps: ApiDeps) {
  const { database, mailer, rateLimits } = deps;
  const perIp = rateLimits.limiter("waiting-area-application-ip", APPLICATION_LIMITS.perIp);
  const perEmail = rateLimits.limiter("waiting-area-application-email", APPLICATION_LIMITS.perEmail);

  return new OpenAPIHono<ApiEnv>().openapi(submitApplication, async (c) => {
    await requireHuman(c, deps);
    const application = c.req.valid("json");
    await enforce(perIp, c.get("clientAddress"));
    await enforce(perEmail, application.email);
    const locale = c.get("locale");
    const [checkpoint] = await database.db.select({ name: checkpoints.name, foreignName: checkpoints.foreignName }).from(checkpoints).where(eq(checkpoints.id, application.checkpoint_id));
    if (!checkpoint) throw new ApiProblem(422, "errors.invalidInput", { fieldKeys: { checkpoint_id: ["validation.invalid"] } });
    await database.db.insert(waitingAreaApplications).values({
      company: application.company,
      contactPerson: application.contact_person,
      email: application.email,
      phone: application.phone,
      areaName: application.area_name,
      address: application.address,
      highway: application.highway,
      checkpointId: application.checkpoint_id,
      parkingSpaces: application.parking_spaces,
      services: application.services,
      comment: application.comment ?? "",
      locale,
    });
    const t = c.get("t");
    await mailer.send(acknowledgement(t, application, `${checkpoint.name[locale]} – ${checkpoint.foreignName[locale]}`));
    return c.json({ message: t("waitingAreas.applicationSubmitted") }, 201);
  });
}
