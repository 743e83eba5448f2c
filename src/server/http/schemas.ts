/** Schemas shared by several API resources. */
import { z } from "@hono/zod-openapi";
import { LOCALES } from "../../domain/locales.ts";
import { ApiProblem } from "./errors.ts";

export const LocalizedTextSchema = z
  .object(Object.fromEntries(LOCALES.map((l) => [l, z.string()])) as Record<(typeof LOCALES)[number], z.ZodString>)
  .openapi("LocalizedText", { description: "A text in every interface language" });

/** A positive integer path parameter; anything else answers 404, as an unknown id would. */
export const IdParamSchema = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "1" }),
});

export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** A path's id as a number; one that cannot be an id answers 404, as an unknown (or another user's) one would. */
export function idOrNotFound(raw: string | undefined): number {
  const id = parseId(raw ?? "");
  if (id === null) throw new ApiProblem(404, "errors.notFound");
  return id;
}

/**
 * Who may call a route: a bearer token or the web's session cookie. Typed as the OpenAPI type, so
 * that zod-openapi's inference of the route's body survives.
 */
export const BEARER_OR_SESSION: Array<Record<string, string[]>> = [{ bearer: [] }, { session: [] }];

/** The answer of a public read kept with an ETag (http/encoded-body.ts), for its route's responses. */
export const NOT_MODIFIED = {
  304: {
    description: "Not modified: `If-None-Match` named the current `ETag` (a weak validator, the same on every instance); no body",
  },
} as const;
