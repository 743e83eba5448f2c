/**
 * Demo data for an empty database: Ukraine's road checkpoints with their lanes, and news.
 * Each table is seeded only while it is empty, so a restart or a second instance changes nothing.
 */
import { count } from "drizzle-orm";
import type { Database } from "../client.ts";
import { checkpoints, lanes, news } from "../schema.ts";
import { CHECKPOINTS } from "./checkpoint-data.ts";
import { NEWS } from "./news-data.ts";

export async function seedDemoData(db: Database): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // One seeder at a time across instances; the others find the tables filled.
    await tx.execute("select pg_advisory_xact_lock(727001)");
    const [existing] = await tx.select({ value: count() }).from(checkpoints);
    if ((existing?.value ?? 0) > 0) return { seeded: false };

    for (const seed of CHECKPOINTS) {
      const [row] = await tx
        .insert(checkpoints)
        .values({
          slug: seed.slug,
          name: seed.name,
          foreignName: seed.foreignName,
          foreignCountry: seed.foreignCountry,
          address: seed.address,
          highway: seed.highway,
          lat: seed.lat,
          lng: seed.lng,
          timeZone: seed.timeZone,
        })
        .returning({ id: checkpoints.id });
      if (!row) throw new Error(`seeding checkpoint ${seed.slug} returned no row`);
      await tx.insert(lanes).values(seed.lanes.map((lane) => ({ ...lane, checkpointId: row.id })));
    }
    const [newsCount] = await tx.select({ value: count() }).from(news);
    if ((newsCount?.value ?? 0) === 0) {
      await tx.insert(news).values(NEWS.map((item) => ({ ...item, publishedAt: new Date(item.publishedAt) })));
    }
    return { seeded: true };
  });
}
