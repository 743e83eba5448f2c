import { createRoute, z } from "@hono/zod-openapi";
import { BORDER_COUNTRIES } from "../../../domain/codes.ts";
import { WAITING_AREA_SERVICES } from "../../../domain/waiting-areas.ts";
import { errorResponses } from "../../http/errors.ts";
import { IdParamSchema, NOT_MODIFIED } from "../../http/schemas.ts";
import { WEEKDAY_KEYS } from "../checkpoints/checkpoints.routes.ts";

export const WaitingAreaCheckpointSchema = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ description: "The Ukrainian checkpoint, in the request's language", example: "Yahodyn" }),
    foreign_name: z.string().openapi({ example: "Dorohusk" }),
    country: z.enum(BORDER_COUNTRIES).openapi({ description: "The neighbouring country whose border the checkpoint serves" }),
    highway: z.string(),
    lat: z.number(),
    lng: z.number(),
  })
  .openapi("WaitingAreaCheckpoint", { description: "The checkpoint a waiting area serves" });

export const WaitingAreaSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    highway: z.string().openapi({ example: "M-07" }),
    phone: z.string().nullable(),
    schedule: z
      .partialRecord(z.enum(WEEKDAY_KEYS), z.array(z.object({ from: z.string(), to: z.string() })))
      .nullable()
      .openapi({
        description:
          "Opening hours per ISO weekday (1 Monday … 7 Sunday), local times (HH:mm); a weekday left out is closed; null: open around the clock",
        example: { "1": [{ from: "06:00", to: "23:00" }] },
      }),
    parking_spaces: z.number().int().openapi({ description: "Parking spaces for trucks" }),
    free_spaces: z
      .object({ count: z.number().int(), reported_at: z.iso.datetime() })
      .nullable()
      .openapi({ description: "Free spaces as the operator last reported them (waiting-area API); null where the operator does not report them" }),
    lat: z.number(),
    lng: z.number(),
    services: z.array(z.enum(WAITING_AREA_SERVICES)),
    checkpoint: WaitingAreaCheckpointSchema,
  })
  .openapi("WaitingArea", { description: "A published waiting area (service zone), texts in the request's language (X-Client-Locale)" });

export const WaitingAreaListSchema = z.object({
  data: z.array(WaitingAreaSchema),
  meta: z.object({
    services: z.array(z.enum(WAITING_AREA_SERVICES)).openapi({ description: "The services filtered by, as understood" }),
    total: z.number().int(),
  }),
});

export const listWaitingAreas = createRoute({
  method: "get",
  path: "/waiting-areas",
  tags: ["Waiting areas"],
  summary: "Published waiting areas, optionally filtered",
  description:
    "Ordered by the country of the border (PL, SK, HU, RO, MD), then by checkpoint, then by name. With `services`, only the areas " +
    "that offer every service named; nothing found is an empty `data`.",
  request: {
    query: z.object({
      services: z
        .string()
        .max(300)
        .regex(new RegExp(`^(${WAITING_AREA_SERVICES.join("|")})(,(${WAITING_AREA_SERVICES.join("|")}))*$`))
        .optional()
        .openapi({ description: `Comma-separated services every area found offers: ${WAITING_AREA_SERVICES.join(", ")}`, example: "wifi,shower" }),
      country: z.enum(BORDER_COUNTRIES).optional().openapi({ description: "Only areas serving a checkpoint on this border" }),
      checkpoint_id: z
        .string()
        .regex(/^[1-9]\d{0,9}$/)
        .optional()
        .openapi({ description: "Only areas serving this checkpoint", example: "1" }),
    }),
  },
  responses: {
    200: { description: "The waiting areas found", content: { "application/json": { schema: WaitingAreaListSchema } } },
    ...NOT_MODIFIED,
    ...errorResponses(422),
  },
});

export const getWaitingArea = createRoute({
  method: "get",
  path: "/waiting-areas/{id}",
  tags: ["Waiting areas"],
  summary: "A published waiting area",
  request: { params: IdParamSchema },
  responses: {
    200: { description: "The waiting area", content: { "application/json": { schema: z.object({ data: WaitingAreaSchema }) } } },
    ...NOT_MODIFIED,
    ...errorResponses(404),
  },
});
