/**
 * Pages the same for every guest: a route whose page shows a visitor without a session nothing of
 * their own (no form with a bot-check question or a token, nothing read from their cookies or the
 * query string) says so in its handle, and the server may keep the rendered page for every guest
 * for a few seconds (src/server/http/page-cache.ts, docs/caching.md):
 *
 *     export const handle = { sharedWithGuests: true } satisfies GuestPageHandle;
 *
 * The deepest matched route decides; the root and the language layout show guests the same.
 */
import type { EntryContext } from "react-router";

export interface GuestPageHandle {
  sharedWithGuests: true;
}

/** Whether the page being rendered is one its route shares with every guest. */
export function sharedWithGuests(context: Pick<EntryContext, "staticHandlerContext" | "routeModules">): boolean {
  const leaf = context.staticHandlerContext.matches.at(-1);
  const handle = leaf ? (context.routeModules[leaf.route.id]?.handle as Partial<GuestPageHandle> | undefined) : undefined;
  return handle?.sharedWithGuests === true;
}
