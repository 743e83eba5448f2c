/**
 * The queue engine's time. In production it is the real time. With the test clock on (APP_ENV=test
 * or demo mode, never production) it is the real time plus an offset kept in the database, so every
 * instance agrees, and POST /api/v3/test-clock/advance moves it forward to simulate a day at the
 * border in minutes.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { engineClock } from "../../db/schema.ts";

export interface EngineClock {
  readonly adjustable: boolean;
  now(): Promise<Date>;
  /** Moves the engine's time forward; answers the new time. Refused when the clock is not adjustable. */
  advance(minutes: number): Promise<Date>;
}

export function createEngineClock(db: Database, adjustable: boolean): EngineClock {
  const offset = async () => {
    const [row] = await db.select({ offsetMs: engineClock.offsetMs }).from(engineClock).where(eq(engineClock.id, 1));
    return row?.offsetMs ?? 0;
  };
  return {
    adjustable,
    now: async () => (adjustable ? new Date(Date.now() + (await offset())) : new Date()),
    advance: async (minutes) => {
      if (!adjustable) throw new Error("the engine clock is the real time here");
      const [row] = await db
        .insert(engineClock)
        .values({ id: 1, offsetMs: minutes * 60_000 })
        .onConflictDoUpdate({ target: engineClock.id, set: { offsetMs: sql`${engineClock.offsetMs} + ${minutes * 60_000}` } })
        .returning({ offsetMs: engineClock.offsetMs });
      return new Date(Date.now() + (row?.offsetMs ?? 0));
    },
  };
}
