/**
 * What the v3 and the v4/v5 workload routes share: their path codes read as 404 when they name
 * nothing, the page and plate query parameters, the public answer's headers, CORS for reads from
 * any origin, and the rate limit per client address with its X-RateLimit headers.
 */
import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { FLOW_TYPES, VEHICLE_TYPES, type FlowType, type VehicleType } from "../../../domain/codes.ts";
import { BOARD_STATUSES, pageOf, PLATE_QUERY_MAX, type BoardRow, type BoardStatus } from "../../../domain/workload.ts";
import { encodedJson, type EncodedJson } from "../../http/encoded-body.ts";
import type { PublicCache } from "../../http/public-cache.ts";
import type { QueueBoards, Workload } from "./workload.ts";
import type { ApiEnv } from "../../http/context.ts";
import { ApiProblem } from "../../http/errors.ts";
import { parseId } from "../../http/schemas.ts";
import type { RateLimits } from "../../platform/rate-limit.ts";

/** Public workload answers: shared caches may keep them briefly; the language picks the titles. */
export const WORKLOAD_HEADERS = {
  "Cache-Control": "public, max-age=15",
  Vary: "X-Client-Locale, Accept-Language",
};

/** The headers the national service's clients send, accepted from any origin. */
export const CLIENT_HEADERS = ["X-Client-Locale", "X-User-Agent", "X-Device-Id", "X-Device-Name", "If-None-Match", "Accept-Language"];

export function workloadCors(): MiddlewareHandler {
  return cors({
    origin: "*",
    allowMethods: ["GET", "HEAD", "OPTIONS"],
    allowHeaders: CLIENT_HEADERS,
    exposeHeaders: ["ETag", "X-RateLimit-Limit", "X-RateLimit-Remaining", "Retry-After"],
    maxAge: 86_400,
  });
}

/** Every workload read counts against its client address's budget per minute (WORKLOAD_RATE_LIMIT). */
export function workloadLimit(rateLimits: RateLimits, perMinute: number): MiddlewareHandler<ApiEnv> {
  const limiter = rateLimits.limiter("workload-reads", { points: perMinute, seconds: 60 });
  return async (c, next) => {
    if (c.req.method === "OPTIONS") return next();
    const { remaining, waitSeconds } = await limiter.take(c.get("clientAddress"));
    const headers = { "X-RateLimit-Limit": String(perMinute), "X-RateLimit-Remaining": String(remaining) };
    if (waitSeconds > 0) {
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      throw new ApiProblem(429, "errors.tooManyRequests", { params: { minutes: Math.ceil(waitSeconds / 60) }, retryAfter: waitSeconds });
    }
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}

const codeOf = <T extends number>(raw: string, codes: readonly T[]): T | null => (codes.find((code) => String(code) === raw) ?? null);

export const parseVehicleType = (raw: string): VehicleType | null => codeOf(raw, VEHICLE_TYPES);

/** A board's path: vehicle type, checkpoint, flow and status, each one the API knows; else null (404). */
export function parseBoardPath(raw: { vehicleType: string; checkpointId: string; flowType: string; status: string }) {
  const vehicleType = parseVehicleType(raw.vehicleType);
  const checkpointId = parseId(raw.checkpointId);
  const flowType = codeOf<FlowType>(raw.flowType, FLOW_TYPES);
  const status = codeOf<BoardStatus>(raw.status, BOARD_STATUSES);
  if (vehicleType === null || checkpointId === null || flowType === null || status === null) throw new ApiProblem(404, "errors.notFound");
  return { vehicleType, checkpointId, flowType, status };
}

export const pageParam = z
  .string()
  .regex(/^[1-9]\d{0,4}$/, { error: "validation.invalid" })
  .transform(Number)
  .optional()
  .openapi({ description: "Page, from 1 (50 rows a page)", example: "1" });

export const plateParam = (description: string) =>
  z.string().max(PLATE_QUERY_MAX, { error: "validation.invalid" }).openapi({ description, example: "ВС 1234 НК" });

export const pathCode = (name: string, description: string, example: string) =>
  z.string().openapi({ param: { name, in: "path" }, description, example });

type Paging = ReturnType<typeof pageOf>["paging"];

/**
 * A page of a queue's board (the v3 board and the compatible details alike), as `body` words it:
 * kept per queue, status, page and language in `answers`, unless a plate was searched (any client
 * may ask for any plate: such answers are never kept). 404 when the checkpoint has no such queue.
 */
export async function boardAnswer<B>(
  workload: Pick<Workload, "boards">,
  answers: PublicCache<EncodedJson<unknown>>,
  where: ReturnType<typeof parseBoardPath> & { page: number; plate: string | undefined; locale: string; kind: string },
  body: (found: QueueBoards, rows: BoardRow[], paging: Paging) => B,
): Promise<EncodedJson<B>> {
  const { vehicleType, checkpointId, flowType, status, page, plate, locale, kind } = where;
  const found = await workload.boards(checkpointId, vehicleType, flowType);
  if (!found) throw new ApiProblem(404, "errors.notFound");
  const compute = () => {
    const { rows, paging } = pageOf(
      found.boards[status].filter((row) => plate === undefined || row.plate === plate),
      page,
    );
    return body(found, rows, paging);
  };
  if (plate !== undefined) return encodedJson(compute());
  const key = `${kind}:${vehicleType}:${checkpointId}:${flowType}:${status}:${page}:${locale}`;
  // Kept for the boards' reading it was made from: boards that a change had not yet replaced (kept
  // BOARDS_MIN_AGE_MS) made under the change's version alone would be kept past their next reading.
  return (await answers.get(key, (previous) => Promise.resolve(encodedJson(compute(), previous as EncodedJson<B> | undefined)), found.generation)) as EncodedJson<B>;
}
