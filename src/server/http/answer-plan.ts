/**
 * What the application's middleware adds to an answer after its handler (security headers, the
 * request id, caching, compression), planned before it, so that a whole JSON answer can be made
 * with all of them at once (answer-headers.ts, `jsonWithLength`). Each middleware plans its part
 * as it passes the request on, and leaves an answer made whole this way as it is (`isWholeAnswer`).
 */
import type { Context } from "hono";

export interface AnswerPlan {
  /** Headers to add, names in lower case: the later planned win. */
  headers: Record<string, string>;
  /** Whether a middleware or the handler set a header or the status itself (`c.header`, `c.status`) since the plan began. */
  ownHeaders: boolean;
  /** Compression's part: the request's `Accept-Encoding`, and the size from which an answer is compressed. */
  compression?: { acceptEncoding: string | undefined; threshold: number };
}

/** The plan rides on the request's context (a property of its own: no weak map to sweep per request). */
const PLAN = Symbol("answerPlan");
type Planned = Context & { [PLAN]?: AnswerPlan };

/**
 * The request's plan, begun by the first middleware that plans (the request context, the outermost):
 * from then on, a header or status set with `c.header` or `c.status` is noted, since an answer made
 * whole would not carry it.
 */
function planOf(c: Context): AnswerPlan {
  const planned = c as Planned;
  if (planned[PLAN]) return planned[PLAN];
  const plan: AnswerPlan = { headers: {}, ownHeaders: false };
  const { header, status } = c;
  c.header = ((...args: Parameters<typeof header>) => {
    plan.ownHeaders = true;
    return header(...args);
  }) as typeof header;
  c.status = ((code: Parameters<typeof status>[0]) => {
    plan.ownHeaders = true;
    return status(code);
  }) as typeof status;
  return (planned[PLAN] = plan);
}

/** The request's plan, if a middleware made one. */
export function answerPlan(c: Context): AnswerPlan | undefined {
  return (c as Planned)[PLAN];
}

/** Plans headers for the answer (names in lower case). */
export function planAnswerHeaders(c: Context, headers: Readonly<Record<string, string>>): void {
  Object.assign(planOf(c).headers, headers);
}

/** Plans the answer's compression (compression.ts): by the client's `Accept-Encoding`, from `threshold` bytes. */
export function planCompression(c: Context, acceptEncoding: string | undefined, threshold: number): void {
  planOf(c).compression = { acceptEncoding, threshold };
}

const WHOLE = Symbol("wholeAnswer");
type Marked = Response & { [WHOLE]?: true };

/** Marks an answer made with every planned header and its coding. */
export function markWhole(response: Response): Response {
  (response as Marked)[WHOLE] = true;
  return response;
}

/** Whether an answer was made whole: nothing the plan names is left to add. */
export function isWholeAnswer(response: Response): boolean {
  return (response as Marked)[WHOLE] === true;
}
