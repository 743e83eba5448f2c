/**
 * When what the public sees may have changed (docs/caching.md): a number per instance that grows
 * with every such change, so that an answer kept at an older number is stale. It grows
 * - at once for this instance's own writes (`changed()`: a booking, a held or released place),
 * - when another instance's change is heard: queue entries' changes (the `queue_events` channel)
 *   and content changes (checkpoints, lanes, news: `announcePublicChange`, the `public_changes`
 *   channel), through LISTEN on the shared database,
 * - after every clock pass of this instance (call-ups, expiries, released holds, and what the
 *   passing time changes: today's free places, news published from now on).
 * Whatever is not heard (a lost LISTEN connection, a write made by hand in SQL) is bounded by the
 * caches' own lifetime, a few seconds.
 */
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../db/client.ts";

/** The longest an instance keeps a public answer without hearing of a change (pages and API reads alike). */
export const PUBLIC_CACHE_MS = 5_000;

/** NOTIFY channel of content changes (checkpoints, lanes, their settings, news). */
export const PUBLIC_CHANGES_CHANNEL = "public_changes";

export interface PublicChanges {
  /** Grows whenever what the public sees may have changed. */
  version(): number;
  /** Something this instance did changed what the public sees. */
  changed(): void;
  /** Hears other instances' changes on these channels; resolves once listening (rejects if it cannot). */
  listen(channels: readonly string[]): Promise<void>;
}

export function createPublicChanges(database: Pick<DatabaseHandle, "listen">): PublicChanges {
  let version = 0;
  const changed = () => {
    version += 1;
  };
  return {
    version: () => version,
    changed,
    listen: async (channels) => {
      await Promise.all(channels.map((channel) => database.listen(channel, changed)));
    },
  };
}

/** Tells every instance that public content changed (call it after the change is committed, or inside its transaction). */
export async function announcePublicChange(db: Pick<Database, "execute">): Promise<void> {
  await db.execute(sql`select pg_notify(${PUBLIC_CHANGES_CHANNEL}, '')`);
}
