/**
 * The public settings every page's root reads: computed once per change of what the public sees
 * (the open checkpoints' names come from the database), kept as JSON bytes with an ETag
 * (docs/caching.md).
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { inArray, sql } from "drizzle-orm";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { checkpoints } from "../../db/schema.ts";
import { answerJson, encodedJson, type EncodedJson } from "../../http/encoded-body.ts";
import { createPublicCache } from "../../http/public-cache.ts";
import { PUBLIC_CACHE_MS } from "../../platform/public-changes.ts";
import { APP_VERSION } from "../../version.ts";
import { getSettings } from "./settings.routes.ts";

export function settingsRoutes({ config, database, publicChanges }: ApiDeps) {
  const settings = async () => {
    // The pairs an administrator chose for the trial (checkpoints.takes_bookings), else the configured ones.
    const configured = config.bookingCheckpoints.length > 0 ? inArray(checkpoints.slug, config.bookingCheckpoints) : sql`false`;
    const open = await database.db
      .select({ id: checkpoints.id, slug: checkpoints.slug, name: checkpoints.name, foreign_name: checkpoints.foreignName })
      .from(checkpoints)
      .where(sql`coalesce(${checkpoints.takesBookings}, ${configured})`)
      .orderBy(checkpoints.id);
    return {
      app_version: APP_VERSION,
      environment: config.appEnv,
      hotlines: config.hotlines,
      support: config.support,
      booking_checkpoints: open,
      uploads: { max_upload_mb: config.maxUploadMb, max_files: config.maxFiles },
    };
  };
  const answers = createPublicCache<EncodedJson<Awaited<ReturnType<typeof settings>>>>({ version: publicChanges.version, maxAgeMs: PUBLIC_CACHE_MS, maxEntries: 1 });
  return new OpenAPIHono<ApiEnv>().openapi(getSettings, async (c) => {
    const body = await answers.get("settings", async (previous) => encodedJson(await settings(), previous));
    return answerJson(c.req.raw, body, { "Cache-Control": "public, max-age=60" });
  });
}
