/**
 * Sessions: one row per login. The web holds an opaque token in an httpOnly cookie (its SHA-256 is
 * stored); API clients hold a short-lived signed bearer token naming the session, renewed by
 * POST /auth/refresh while the session lives. Revoking the row ends both.
 */
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { sign, verify } from "hono/jwt";
import { ACCESS_TOKEN_MINUTES, SESSION_DAYS } from "../../../domain/accounts.ts";
export { SESSION_COOKIE } from "../../../domain/accounts.ts";
import type { Database } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import { randomToken, sha256 } from "../../platform/secrets.ts";
import type { ActiveSession } from "../../http/context.ts";

const DAY_MS = 86_400_000;

export type { ActiveSession, User } from "../../http/context.ts";

export interface IssuedSession {
  sessionId: number;
  cookieToken: string;
  accessToken: string;
}

export async function signAccessToken(sessionId: number, userId: number, secret: string, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  return sign({ sid: sessionId, sub: String(userId), iat, exp: iat + ACCESS_TOKEN_MINUTES * 60 }, secret, "HS256");
}

export async function createSession(
  db: Database,
  input: { userId: number; deviceName?: string | null; fcmToken?: string | null; secret: string; now: Date },
): Promise<IssuedSession> {
  const cookieToken = randomToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: sha256(cookieToken),
      deviceName: input.deviceName ?? null,
      fcmToken: input.fcmToken ?? null,
      expiresAt: new Date(input.now.getTime() + SESSION_DAYS * DAY_MS),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error("creating a session returned no row");
  return {
    sessionId: row.id,
    cookieToken,
    accessToken: await signAccessToken(row.id, input.userId, input.secret, input.now),
  };
}

async function liveSession(db: Database, where: ReturnType<typeof eq>, now: Date): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(where, isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row ?? null;
}

export function sessionByCookie(db: Database, cookieToken: string, now: Date) {
  return liveSession(db, eq(sessions.tokenHash, sha256(cookieToken)), now);
}

/** The session a bearer token names; `ignoreExpiry` is for refresh, which accepts a stale token. */
export async function sessionIdFromToken(token: string, secret: string, ignoreExpiry = false): Promise<number | null> {
  try {
    // A refresh may present an expired token: the session row decides whether it may renew.
    const payload = await verify(token, secret, { alg: "HS256", exp: !ignoreExpiry });
    return typeof payload.sid === "number" ? payload.sid : null;
  } catch {
    return null;
  }
}

export function sessionById(db: Database, sessionId: number, now: Date) {
  return liveSession(db, eq(sessions.id, sessionId), now);
}

export async function revokeSession(db: Database, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, but `keep` (the one changing its password). */
export async function revokeUserSessions(db: Database, userId: number, now: Date, keep?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep === undefined ? undefined : ne(sessions.id, keep)));
}

export async function touchSession(
  db: Database,
  sessionId: number,
  device: { name?: string | null; fcmToken?: string | null } | undefined,
  now: Date,
) {
  await db
    .update(sessions)
    .set({
      lastSeenAt: now,
      ...(device?.name !== undefined ? { deviceName: device.name } : {}),
      ...(device?.fcmToken !== undefined ? { fcmToken: device.fcmToken } : {}),
    })
    .where(eq(sessions.id, sessionId));
}
