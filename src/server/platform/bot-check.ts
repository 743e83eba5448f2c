/**
 * The bot check: ALTCHA proof-of-work, self-hosted (no third-party service). The server hands out
 * signed challenges; the client's solution travels in the X-Bot-Check header and is good once,
 * across instances (recorded in the database).
 */
import { createChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { verify } from "altcha-lib/frameworks/shared";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { botCheckUses } from "../db/schema.ts";

export const CHALLENGE_TTL_MINUTES = 10;
/** About half a second of work here on average (256 tries of 500 hashes); raise it if scripted sign-ups appear. */
const COST = 500;

export type BotCheckResult = "ok" | "missing" | "invalid" | "used";

export interface BotCheck {
  challenge(now: Date): Promise<Challenge>;
  verify(payload: string | undefined): Promise<BotCheckResult>;
}

export function createBotCheck(db: Database, secret: string): BotCheck {
  const hmacSignatureSecret = `bot-check:${secret}`;
  const store = {
    get: () => false,
    set: () => undefined,
    async setIfAbsent(challengeId: string) {
      const inserted = await db
        .insert(botCheckUses)
        .values({ challengeId })
        .onConflictDoNothing()
        .returning({ id: botCheckUses.challengeId });
      return inserted.length === 1;
    },
  };
  return {
    challenge: (now) =>
      createChallenge({
        algorithm: "SHA-256",
        cost: COST,
        deriveKey,
        hmacSignatureSecret,
        expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MINUTES * 60_000),
      }),
    async verify(payload) {
      if (!payload) return "missing";
      const { error } = await verify(payload, deriveKey, hmacSignatureSecret, undefined, store);
      if (!error) return "ok";
      return /already used/i.test(error) ? "used" : "invalid";
    },
  };
}

/** Forget payloads whose challenges have long expired (see housekeeping.ts). */
export async function pruneBotCheckUses(db: Database, olderThan: Date) {
  await db.delete(botCheckUses).where(sql`${botCheckUses.usedAt} < ${olderThan}`);
}
