/**
 * Marks the writes of a part of the API as changes of what the public sees: after a write that
 * succeeded (any method but GET and HEAD, a status under 400), this instance's public caches go
 * stale at once (docs/caching.md). Other instances hear what is announced on the database's
 * channels, and refresh the rest at their next clock pass.
 */
import type { MiddlewareHandler } from "hono";

export function publicWrites(changes: { changed(): void }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.res.status < 400) changes.changed();
  };
}
