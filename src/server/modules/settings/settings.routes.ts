import { createRoute, z } from "@hono/zod-openapi";
import { LocalizedTextSchema, NOT_MODIFIED } from "../../http/schemas.ts";

export const PublicSettingsSchema = z
  .object({
    app_version: z.string(),
    environment: z.enum(["development", "test", "production"]),
    hotlines: z.object({ ukrainian: z.string(), foreign: z.string() }),
    support: z
      .object({
        email: z.string().openapi({ description: "The support address (feedback also goes there: POST /feedback)" }),
        hours: z
          .record(z.string(), z.array(z.object({ from: z.string(), to: z.string() })))
          .openapi({ description: "The support line's working hours by ISO weekday (1 Monday … 7 Sunday), Kyiv time, HH:mm; a day not named is closed" }),
      })
      .openapi({ description: "The support line (SUPPORT_EMAIL, SUPPORT_HOURS)" }),
    uploads: z
      .object({ max_upload_mb: z.number().int(), max_files: z.number().int() })
      .openapi({ description: "Upload limits: the largest file in MB, and how many files one document may have" }),
    booking_checkpoints: z.array(
      z.object({ id: z.number().int(), slug: z.string(), name: LocalizedTextSchema, foreign_name: LocalizedTextSchema }),
    ),
  })
  .openapi("PublicSettings");

export const getSettings = createRoute({
  method: "get",
  path: "/settings",
  tags: ["Service"],
  summary: "Public settings the clients show: hotlines, the support line, checkpoints open for booking, version",
  responses: {
    200: { description: "Settings", content: { "application/json": { schema: PublicSettingsSchema } } },
    ...NOT_MODIFIED,
  },
});
