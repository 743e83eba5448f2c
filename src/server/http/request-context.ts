/**
 * Per-request values every handler relies on: the request id (a well-formed X-Request-Id from the
 * proxy in front, else a new one; it only labels logs, so a client-chosen one does no harm), a child logger carrying it, the user's language and its translator.
 * Also writes one structured log line per request.
 */
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { negotiateLocale, splitLocalePath } from "../../domain/locale-routing.ts";
import { isLocale, type Locale } from "../../domain/locales.ts";
import type { RequestVariables } from "./context.ts";
import { translatorFor } from "../i18n.ts";
import { clientAddress } from "./client-address.ts";
import { setAnswerHeader } from "./answer-headers.ts";
import { isWholeAnswer, planAnswerHeaders } from "./answer-plan.ts";

const REQUEST_ID = /^[\w.:-]{8,128}$/;

/** API callers name their language in X-Client-Locale; pages carry it in the path. */
export function requestLocale(pathname: string, headers: Headers): Locale {
  const clientLocale = headers.get("x-client-locale");
  if (isLocale(clientLocale)) return clientLocale;
  // A page's data request (React Router's single fetch) is its path plus ".data": "/en.data" for "/en".
  if (!pathname.startsWith("/api/")) return splitLocalePath(pathname.replace(/\.data$/, "")).locale;
  return negotiateLocale(headers.get("accept-language"));
}

export function requestContext(logger: Logger, trustProxy: boolean): MiddlewareHandler<{ Variables: RequestVariables }> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    // First, so that the answer's plan notes every header set after it (answer-plan.ts).
    planAnswerHeaders(c, { "x-request-id": requestId });
    const locale = requestLocale(c.req.path, c.req.raw.headers);
    const log = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("logger", log);
    c.set("locale", locale);
    c.set("t", translatorFor(locale));
    c.set("clientAddress", clientAddress(c, trustProxy));
    const started = performance.now();
    try {
      await next();
    } finally {
      if (!isWholeAnswer(c.res)) setAnswerHeader(c, "X-Request-Id", requestId);
      log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        "request",
      );
    }
  };
}
