/**
 * The map's checkpoints for a page's loader: the public list with its load (kept per change by the
 * API, docs/caching.md), turned into the few fields a map shows, in the page's language.
 */
import type { WebContext } from "../context.ts";
import { mapCheckpoint, type ApiMapCheckpoint, type MapCheckpoint } from "./map-points.ts";

export async function loadMapCheckpoints(web: WebContext): Promise<MapCheckpoint[]> {
  const body = await web.api.get<{ data: ApiMapCheckpoint[] }>("/checkpoints", { toastErrors: false });
  return (body?.data ?? []).map((checkpoint) => mapCheckpoint(checkpoint, web.locale));
}
