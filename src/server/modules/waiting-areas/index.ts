/**
 * The public waiting areas, the same for every reader of a language: each language's published
 * areas are read once per change of what the public sees (an operator's report of free spaces is
 * one), and each answer (a list per filter, an area) is kept as its JSON bytes with an ETag and
 * answered from them (docs/caching.md). A filter reads no database: it filters the kept areas.
 */
import { OpenAPIHono, type z } from "@hono/zod-openapi";
import { asc, eq } from "drizzle-orm";
import { BORDER_COUNTRIES } from "../../../domain/codes.ts";
import type { Locale } from "../../../domain/locales.ts";
import { isWaitingAreaService, offersAll, servicesFilter } from "../../../domain/waiting-areas.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { ApiProblem } from "../../http/errors.ts";
import { answerJson, encodedJson, type EncodedJson } from "../../http/encoded-body.ts";
import { createPublicCache } from "../../http/public-cache.ts";
import { parseId } from "../../http/schemas.ts";
import { checkpoints, waitingAreas } from "../../db/schema.ts";
import { PUBLIC_CACHE_MS } from "../../platform/public-changes.ts";
import { scheduleBody } from "../checkpoints/index.ts";
import { getWaitingArea, listWaitingAreas, type WaitingAreaListSchema, type WaitingAreaSchema } from "./waiting-areas.routes.ts";

type WaitingArea = z.infer<typeof WaitingAreaSchema>;
type WaitingAreaList = z.infer<typeof WaitingAreaListSchema>;

const HEADERS = {
  "Cache-Control": "public, max-age=30",
  Vary: "X-Client-Locale, Accept-Language",
};

export function publicWaitingAreaRoutes({ database, publicChanges }: ApiDeps) {
  const { db } = database;

  const read = async (locale: Locale): Promise<WaitingArea[]> => {
    const rows = await db
      .select({ area: waitingAreas, checkpoint: checkpoints })
      .from(waitingAreas)
      .innerJoin(checkpoints, eq(checkpoints.id, waitingAreas.checkpointId))
      .where(eq(waitingAreas.published, true))
      .orderBy(asc(checkpoints.id), asc(waitingAreas.id));
    const countryOrder = (country: string) => BORDER_COUNTRIES.indexOf(country as (typeof BORDER_COUNTRIES)[number]);
    const areas = rows.map(({ area, checkpoint }) => ({
      id: area.id,
      name: area.name[locale],
      address: area.address[locale],
      highway: area.highway,
      phone: area.phone,
      schedule: area.schedule && scheduleBody(area.schedule),
      parking_spaces: area.parkingSpaces,
      free_spaces:
        area.freeSpaces === null || area.freeSpacesReportedAt === null
          ? null
          : { count: area.freeSpaces, reported_at: area.freeSpacesReportedAt.toISOString() },
      lat: area.lat,
      lng: area.lng,
      services: area.services.filter(isWaitingAreaService),
      checkpoint: {
        id: checkpoint.id,
        name: checkpoint.name[locale],
        foreign_name: checkpoint.foreignName[locale],
        country: checkpoint.foreignCountry,
        highway: checkpoint.highway,
        lat: checkpoint.lat,
        lng: checkpoint.lng,
      },
    }));
    // By border, then checkpoint (seeded order), then name in this language.
    const collator = new Intl.Collator(locale);
    return areas.sort(
      (a, b) =>
        countryOrder(a.checkpoint.country) - countryOrder(b.checkpoint.country) ||
        a.checkpoint.id - b.checkpoint.id ||
        collator.compare(a.name, b.name) ||
        a.id - b.id,
    );
  };

  // One key per language: the areas the filters pick from.
  const areas = createPublicCache<WaitingArea[]>({ version: publicChanges.version, maxAgeMs: PUBLIC_CACHE_MS, maxEntries: 16 });
  const lists = createPublicCache<EncodedJson<WaitingAreaList>>({ version: publicChanges.version, maxAgeMs: PUBLIC_CACHE_MS, maxEntries: 256 });
  const ones = createPublicCache<EncodedJson<{ data: WaitingArea }>>({ version: publicChanges.version, maxAgeMs: PUBLIC_CACHE_MS, maxEntries: 256 });
  const areasIn = (locale: Locale) => areas.get(locale, () => read(locale));

  return new OpenAPIHono<ApiEnv>()
    .openapi(listWaitingAreas, async (c) => {
      const query = c.req.valid("query");
      const services = servicesFilter(query.services ? [query.services] : []);
      const checkpointId = query.checkpoint_id === undefined ? undefined : parseId(query.checkpoint_id);
      const locale = c.get("locale");
      const key = [locale, services.join(","), query.country ?? "", checkpointId ?? ""].join("\n");
      const body = await lists.get(key, async (previous) => {
        const found = (await areasIn(locale)).filter(
          (area) =>
            offersAll(area.services, services) &&
            (query.country === undefined || area.checkpoint.country === query.country) &&
            (checkpointId === undefined || area.checkpoint.id === checkpointId),
        );
        return encodedJson({ data: found, meta: { services, total: found.length } }, previous);
      });
      return answerJson(c.req.raw, body, HEADERS);
    })
    .openapi(getWaitingArea, async (c) => {
      const id = parseId(c.req.valid("param").id);
      const locale = c.get("locale");
      if (id === null) throw new ApiProblem(404, "errors.notFound");
      const body = await ones.get(`${locale}\n${id}`, async (previous) => {
        const found = (await areasIn(locale)).find((area) => area.id === id);
        if (!found) throw new ApiProblem(404, "errors.notFound");
        return encodedJson({ data: found }, previous);
      });
      return answerJson(c.req.raw, body, HEADERS);
    });
}
