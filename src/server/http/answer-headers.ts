/**
 * A header set on the answer a handler already made. Hono's `c.header` after the handler remakes
 * the whole response (the body re-wrapped, every header copied) for each header it sets, and turns
 * the Node adapter's light answer (a string body written straight to the socket) into a full
 * web-standard one: on a booking submit that was a tenth of the server's time. The answer's own
 * headers are changed in place instead, as Hono's secure-headers middleware does; only an answer
 * whose headers are immutable (a fetched one) is remade.
 */
import type { Context, MiddlewareHandler } from "hono";

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
 */
export function jsonWithLength(): MiddlewareHandler {
  return async (c, next) => {
    const json: JsonAnswer = (object, arg, headers) => {
      const text = JSON.stringify(object);
      return c.body(text, arg as never, { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(text)), ...headers });
    };
    c.json = json as typeof c.json;
    await next();
  };
}

type JsonAnswer = (object: unknown, arg?: number | ResponseInit, headers?: Record<string, string | string[]>) => Response;
