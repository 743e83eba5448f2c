import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { getHealth } from "./health.routes.ts";

const PING_TIMEOUT_MS = 2_000;

export function healthRoutes({ database }: ApiDeps) {
  return new OpenAPIHono<ApiEnv>().openapi(getHealth, async (c) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS);
        }),
      ]);
      return c.json({ status: "ok" as const, database: "ok" as const }, 200);
    } catch (error) {
      c.get("logger").warn({ err: error }, "health check: database unavailable");
      return c.json({ status: "unavailable" as const, database: "unavailable" as const }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
}
