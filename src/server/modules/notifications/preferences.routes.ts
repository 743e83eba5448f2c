import { createRoute, z } from "@hono/zod-openapi";
import { notificationPreferencesSchema } from "../../../domain/notification-settings.ts";
import { errorResponses } from "../../http/errors.ts";
import { BEARER_OR_SESSION } from "../../http/schemas.ts";

export const PreferencesSchema = z
  .object({
    email: z.boolean().openapi({ description: "Notices by e-mail" }),
    sms: z.boolean().openapi({ description: "Notices by SMS" }),
    push: z.boolean().openapi({ description: "Notices to the browsers the user turned notifications on in" }),
  })
  .openapi("NotificationPreferences");

const answer = (description: string) => ({
  description,
  content: { "application/json": { schema: z.object({ data: PreferencesSchema }) } },
});

export const getPreferences = createRoute({
  method: "get",
  path: "/notifications/preferences",
  tags: ["Notifications"],
  summary: "The channels the user gets notices by (all on until chosen)",
  security: BEARER_OR_SESSION,
  responses: { 200: answer("The preferences"), ...errorResponses(401) },
});

export const savePreferences = createRoute({
  method: "put",
  path: "/notifications/preferences",
  tags: ["Notifications"],
  summary: "Choose the channels the user gets notices by",
  security: BEARER_OR_SESSION,
  request: { body: { content: { "application/json": { schema: notificationPreferencesSchema } }, required: true } },
  responses: { 200: answer("Saved"), ...errorResponses(401, 422) },
});
