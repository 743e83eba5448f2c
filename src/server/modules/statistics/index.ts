/**
 * Public statistics (docs/statistics.md): a checkpoint's figures for a date range, as JSON and as
 * CSV. Each answer is computed once per change of what the public sees (the clock pass is one) and
 * kept a few seconds at most (docs/caching.md); a computation is the SQL of figures.ts. The ranges
 * are bounded, and a client that asks for many different ones is slowed by a per-address limit.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { create as contentDisposition } from "content-disposition";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { dateIn } from "../../../domain/form-fields.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem } from "../../http/errors.ts";
import { answerJson, encodedJson, type EncodedJson } from "../../http/encoded-body.ts";
import { createPublicCache } from "../../http/public-cache.ts";
import { parseId } from "../../http/schemas.ts";
import { checkpoints } from "../../db/schema.ts";
import { PUBLIC_CACHE_MS } from "../../platform/public-changes.ts";
import { addressKey } from "../../platform/ip-addresses.ts";
import { enforce } from "../accounts/limits.ts";
import { checkpointStatistics, statisticsCsv, type Statistics } from "./figures.ts";
import { MAX_RANGE_DAYS, statisticsCsvRoute, statisticsRoute } from "./statistics.routes.ts";

type Answer = Statistics & { checkpoint: { id: number; name: string; time_zone: string }; vehicle_type: number | null; from: string; to: string };

const HEADERS = { "Cache-Control": "public, max-age=30", Vary: "X-Client-Locale, Accept-Language" };
const DAY_MS = 86_400_000;
/** The dates a range may cover. */
const FIRST_DATE = "2000-01-01";
const LAST_DATE = "2099-12-31";
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function statisticsRoutes({ database, publicChanges, rateLimits, engine }: ApiDeps) {
  const { db } = database;
  const reads = rateLimits.limiter("statistics-reads", { points: 120, seconds: 60 });
  const answers = createPublicCache<{ data: Answer; body: EncodedJson<{ data: Answer }> }>({ version: publicChanges.version, maxAgeMs: PUBLIC_CACHE_MS, maxEntries: 128 });

  const answer = async (c: Context<ApiEnv>, query: { checkpoint_id: string; vehicle_type?: string; from?: string; to?: string }) => {
    await enforce(reads, addressKey(c.get("clientAddress")));
    const id = parseId(query.checkpoint_id);
    const [checkpoint] = id === null ? [] : await db.select().from(checkpoints).where(eq(checkpoints.id, id));
    if (!checkpoint) throw new ApiProblem(404, "errors.notFound");
    const to = query.to ?? dateIn(checkpoint.timeZone, await engine.clock.now());
    const from = query.from ?? shift(to, -13);
    // Dates the queue can have records of (a year 1 "to" made a year 0 "from", which PostgreSQL refused).
    if (from < FIRST_DATE || to > LAST_DATE) {
      throw new ApiProblem(422, "errors.invalidInput", { fieldKeys: from < FIRST_DATE ? { from: ["validation.invalid"] } : { to: ["validation.invalid"] } });
    }
    if (from > to) throw new ApiProblem(422, "errors.invalidInput", { fieldKeys: { from: ["validation.rangeReversed"] } });
    if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) >= MAX_RANGE_DAYS * DAY_MS) {
      throw new ApiProblem(422, "errors.invalidInput", { fieldKeys: { to: ["validation.rangeTooLong"] } });
    }
    const vehicleType = query.vehicle_type === undefined ? undefined : Number(query.vehicle_type);
    const locale = c.get("locale");
    return answers.get([checkpoint.id, vehicleType ?? "", from, to, locale].join("\n"), async (previous) => {
      const figures = await checkpointStatistics(db, { checkpointId: checkpoint.id, timeZone: checkpoint.timeZone, vehicleType, from, to });
      const data: Answer = {
        checkpoint: { id: checkpoint.id, name: checkpoint.name[locale], time_zone: checkpoint.timeZone },
        vehicle_type: vehicleType ?? null,
        from,
        to,
        ...figures,
      };
      return { data, body: encodedJson({ data }, previous?.body) };
    });
  };

  return new OpenAPIHono<ApiEnv>()
    .openapi(statisticsRoute, async (c) => answerJson(c.req.raw, (await answer(c, c.req.valid("query"))).body, HEADERS))
    .openapi(statisticsCsvRoute, async (c) => {
      const { data } = await answer(c, c.req.valid("query"));
      const name = `statistics-${data.checkpoint.id}${data.vehicle_type ? `-${data.vehicle_type}` : ""}-${data.from}-${data.to}.csv`;
      return c.body(statisticsCsv(data), 200, {
        ...HEADERS,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": contentDisposition(name),
      });
    });
}
