/**
 * A header set on the answer a handler already made. Hono's `c.header` after the handler remakes
 * the whole response (the body re-wrapped, every header copied) for each header it sets, and turns
 * the Node adapter's light answer (a string body written straight to the socket) into a full
 * web-standard one: on a booking submit that was a tenth of the server's time. The answer's own
 * headers are changed in place instead, as Hono's secure-headers middleware does; only an answer
 * whose headers are immutable (a fetched one) is remade.
 */
import type { Context, MiddlewareHandler } from "hono";
import { answerPlan, markWhole, type AnswerPlan } from "./answer-plan.ts";
import { chooseContentCoding, compressWholeSync, SYNC_COMPRESSION_LIMIT } from "./compression.ts";

export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/**
 * For the API: `c.json` answers with its `Content-Length`, so that what comes after the handler
 * (compression: too small to compress) knows the size without reading the body back, and the Node
 * adapter writes the string as it is.
 *
 * When no middleware and not the handler set a header or status of its own (`c.header`, `c.status`,
 * noted by the answer's plan: answer-plan.ts), the answer is made whole: the planned headers and
 * coding applied here, in a plain record that the Node adapter writes as it is, compressed here
 * when it is large enough. Adding those headers after the handler,
 * each through the web-standard `Headers` (its checks of every character, the adapter's copy of
 * them), took about a tenth of a booking submit's time on the server.
 */
export function jsonWithLength(): MiddlewareHandler {
  return async (c, next) => {
    const json: JsonAnswer = (object, arg, headers) => {
      const text = JSON.stringify(object);
      const plan = answerPlan(c);
      if (plan && !plan.ownHeaders && !headers && (arg === undefined || typeof arg === "number") && c.req.method !== "HEAD") {
        const whole = wholeJson(text, plan);
        if (whole) {
          return markWhole(new Response(whole.body, { status: arg ?? 200, headers: whole.headers }));
        }
      }
      return c.body(text, arg as never, { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(text)), ...headers });
    };
    c.json = json as typeof c.json;
    await next();
  };
}

/** A JSON answer's body and headers as planned; null when it must be compressed off the main thread. */
function wholeJson(text: string, plan: AnswerPlan): { body: string | Uint8Array<ArrayBuffer>; headers: Record<string, string> } | null {
  const headers: Record<string, string> = { ...plan.headers, "content-type": "application/json" };
  let body: string | Uint8Array<ArrayBuffer> = text;
  let length = Buffer.byteLength(text);
  const { compression } = plan;
  if (compression) {
    headers.vary = "Accept-Encoding";
    const coding = length >= compression.threshold ? chooseContentCoding(compression.acceptEncoding) : undefined;
    if (coding) {
      if (length > SYNC_COMPRESSION_LIMIT) return null;
      body = compressWholeSync(Buffer.from(text), coding) as Uint8Array<ArrayBuffer>;
      length = body.byteLength;
      headers["content-encoding"] = coding;
    }
  }
  headers["content-length"] = String(length);
  return { body, headers };
}

type JsonAnswer = (object: unknown, arg?: number | ResponseInit, headers?: Record<string, string | string[]>) => Response;
