/**
 * One-time codes: stored as keyed hashes, valid 10 minutes, void after 5 wrong tries, and a new
 * one for the same purpose only after the resend pause. Pure decisions live in decideCodeCheck.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import { CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_MINUTES } from "../../../domain/accounts.ts";
import { ApiProblem } from "../../http/errors.ts";
import type { Database } from "../../db/client.ts";
import { verificationCodes } from "../../db/schema.ts";
import { codeMatches, hashCode, randomCode } from "../../platform/secrets.ts";

/** What a code confirms: sign-up, recovery, the phone of 'My info', or the phone of one of the user's drivers. */
export type CodePurpose = "register" | "recover" | "phone" | `driver-phone:${number}`;
type CodeRow = typeof verificationCodes.$inferSelect;

export type CodeCheck = "ok" | "missing" | "expired" | "exhausted" | "wrong";

/** What a submitted code means, given the latest code row (no I/O). */
export function decideCodeCheck(row: CodeRow | undefined, matches: boolean, now: Date): CodeCheck {
  if (!row || row.usedAt) return "missing";
  if (row.expiresAt <= now) return "expired";
  if (row.attempts >= CODE_MAX_ATTEMPTS) return "exhausted";
  return matches ? "ok" : "wrong";
}

async function latestCode(db: Database, userId: number, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** Seconds until a new code may be sent, 0 when it may be sent now. */
export async function resendWaitSeconds(db: Database, userId: number, purpose: CodePurpose, now: Date) {
  const last = await latestCode(db, userId, purpose);
  if (!last) return 0;
  const elapsed = (now.getTime() - last.createdAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(CODE_RESEND_SECONDS - elapsed));
}

/** Refuses (429, saying how many seconds are left) while the previous code's resend pause lasts. */
export async function refuseWhileResendPause(db: Database, userId: number, purpose: CodePurpose, now: Date) {
  const wait = await resendWaitSeconds(db, userId, purpose, now);
  if (wait > 0) throw new ApiProblem(429, "codeResend.wait", { params: { seconds: wait }, retryAfter: wait });
}

export async function issueCode(db: Database, userId: number, purpose: CodePurpose, key: string, now: Date) {
  const code = randomCode();
  // A new code replaces the ones before it.
  await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
  await db.insert(verificationCodes).values({
    userId,
    purpose,
    codeHash: hashCode(code, key),
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  return code;
}

/** Checks a code and records the attempt; a good code is used up. */
export async function checkCode(db: Database, userId: number, purpose: CodePurpose, code: string, key: string, now: Date) {
  const row = await latestCode(db, userId, purpose);
  const result = decideCodeCheck(row, row ? codeMatches(code, row.codeHash, key) : false, now);
  if (row && result === "ok") {
    await db.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, row.id));
  } else if (row && result === "wrong") {
    await db
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(verificationCodes.id, row.id));
  }
  return result;
}
