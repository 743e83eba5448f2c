import { OpenAPIHono } from "@hono/zod-openapi";
import { inArray } from "drizzle-orm";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { checkpoints } from "../../db/schema.ts";
import { APP_VERSION } from "../../version.ts";
import { getSettings } from "./settings.routes.ts";

export function settingsRoutes({ config, database }: ApiDeps) {
  return new OpenAPIHono<ApiEnv>().openapi(getSettings, async (c) => {
    const open = config.bookingCheckpoints.length
      ? await database.db
          .select({ id: checkpoints.id, slug: checkpoints.slug, name: checkpoints.name, foreign_name: checkpoints.foreignName })
          .from(checkpoints)
          .where(inArray(checkpoints.slug, config.bookingCheckpoints))
          .orderBy(checkpoints.id)
      : [];
    c.header("Cache-Control", "public, max-age=60");
    return c.json(
      {
        app_version: APP_VERSION,
        environment: config.appEnv,
        hotlines: config.hotlines,
        booking_checkpoints: open,
        uploads: { max_upload_mb: config.maxUploadMb, max_files: config.maxFiles },
      },
      200,
    );
  });
}
