/**
 * A page form that cannot be read (a broken multipart body, or a multipart type without its
 * boundary) is refused with 400 and a message in the page's language, before the route's action,
 * where reading it would fail as a server error. Page bodies are limited already (app.ts), so the
 * copy read here is bounded.
 */
import type { MiddlewareHandler } from "hono";
import type { RequestVariables } from "./context.ts";

const MULTIPART = /^multipart\/form-data/i;

export function readablePageForms(): MiddlewareHandler<{ Variables: RequestVariables }> {
  return async (c, next) => {
    if (c.req.raw.body && MULTIPART.test(c.req.header("content-type") ?? "")) {
      const readable = await c.req.raw
        .clone()
        .formData()
        .then(
          () => true,
          () => false,
        );
      if (!readable) return c.text(c.get("t")("errors.malformedBody"), 400);
    }
    await next();
  };
}
