/**
 * The bot check: ALTCHA proof-of-work, self-hosted (no third-party service). The server hands out
 * signed challenges; the client's solution travels in the X-Bot-Check header and is good once,
 * across instances (recorded in the database). Without JavaScript the proof of work cannot run, so a
 * plain form answers a question instead: two small numbers to add, bound to a signed token (the
 * answer is in its signature, not in the token) that is good once and for 10 minutes.
 */
import { createChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { verify } from "altcha-lib/frameworks/shared";
import { sql } from "drizzle-orm";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Database } from "../db/client.ts";
import { botCheckUses } from "../db/schema.ts";
import { randomToken } from "./secrets.ts";

export const CHALLENGE_TTL_MINUTES = 10;
/** About half a second of work here on average (256 tries of 500 hashes); raise it if scripted sign-ups appear. */
const COST = 500;

export type BotCheckResult = "ok" | "missing" | "invalid" | "used";

/** The question of the check without JavaScript: what is `a` plus `b`? */
export interface BotQuestion {
  a: number;
  b: number;
  /** Sent back with the answer; names the question and holds its deadline and signature. */
  token: string;
}

export interface BotCheck {
  challenge(now: Date): Promise<Challenge>;
  verify(payload: string | undefined): Promise<BotCheckResult>;
  question(now: Date): BotQuestion;
  verifyAnswer(token: string, answer: string, now: Date): Promise<BotCheckResult>;
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
  const questionSecret = `bot-question:${secret}`;
  const signQuestion = (id: string, expires: string, answer: number) =>
    createHmac("sha256", questionSecret).update(`${id}.${expires}.${answer}`).digest();
  return {
    question(now) {
      const a = randomInt(2, 10);
      const b = randomInt(2, 10);
      const id = randomToken(12);
      const expires = String(now.getTime() + CHALLENGE_TTL_MINUTES * 60_000);
      return { a, b, token: `${id}.${expires}.${signQuestion(id, expires, a + b).toString("base64url")}` };
    },
    async verifyAnswer(token, answer, now) {
      const [id, expires, signature, ...rest] = token.split(".");
      const given = answer.trim();
      if (!id || !expires || !signature || rest.length > 0 || !/^\d{1,3}$/.test(given)) return "invalid";
      if (!(Number(expires) > now.getTime())) return "invalid";
      const expected = signQuestion(id, expires, Number(given));
      const actual = Buffer.from(signature, "base64url");
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return "invalid";
      return (await store.setIfAbsent(`question:${id}`)) ? "ok" : "used";
    },
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
