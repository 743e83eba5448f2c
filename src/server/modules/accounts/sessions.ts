/**
 * Sessions: one row per login. The web holds an opaque token in an httpOnly cookie (its SHA-256 is
 * stored), good for the session's life. API clients hold a short-lived signed bearer token naming
 * the session by a random public id and a generation; POST /auth/refresh rotates it (the next
 * generation, the old token dead at once), and an old token presented to refresh again ends the
 * session (reuse detection). Revoking the row ends both. See docs/operations.md#sessions-and-tokens.
 */
import { and, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { sign } from "hono/jwt";
import { ACCESS_TOKEN_MINUTES, SESSION_DAYS } from "../../../domain/accounts.ts";
export { SESSION_COOKIE } from "../../../domain/accounts.ts";
import { forNamedStatements, type Database } from "../../db/client.ts";
import { groupCommit } from "../../db/group-commit.ts";
import { sessions, users } from "../../db/schema.ts";
import { randomToken, sha256, verifyHs256Jwt } from "../../platform/secrets.ts";
import type { ActiveSession } from "../../http/context.ts";

const DAY_MS = 86_400_000;
/** NOTIFY channel on which ended sessions are announced, so that every instance closes their streams. */
export const SESSION_ENDS_CHANNEL = "session_ends";

export type { ActiveSession, User } from "../../http/context.ts";

export interface IssuedSession {
  sessionId: number;
  cookieToken: string;
  accessToken: string;
}

/** What an access token names; `exp` is required (a token without one is refused everywhere). */
export interface AccessClaims {
  /** The session's public id. */
  sid: string;
  /** The token's generation within the session. */
  gen: number;
  exp: number;
}

interface TokenSession {
  publicId: string;
  tokenGeneration: number;
  userId: number;
  expiresAt: Date;
}

/** A token of the session's current generation, valid 15 minutes and never past the session's end. */
export async function signAccessToken(session: TokenSession, secret: string, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = Math.min(iat + ACCESS_TOKEN_MINUTES * 60, Math.floor(session.expiresAt.getTime() / 1000));
  return sign({ sid: session.publicId, gen: session.tokenGeneration, sub: String(session.userId), iat, exp }, secret, "HS256");
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
    .returning();
  if (!row) throw new Error("creating a session returned no row");
  return { sessionId: row.id, cookieToken, accessToken: await signAccessToken(row, input.secret, input.now) };
}

const live = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

async function liveSession(db: Database, where: ReturnType<typeof eq>, now: Date): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(where, live(now)));
  return row ?? null;
}

/**
 * The two lookups every authenticated request makes, group-committed (db/group-commit.ts): the
 * requests that arrive while earlier lookups are in the database go together, one statement for
 * all (a prepared one: built once per database, planned once per connection on PostgreSQL, on
 * the connections that keep generic plans: db/client.ts).
 */
function prepareLookups(db: Database) {
  const lookup = <K>(name: string, column: typeof sessions.publicId | typeof sessions.tokenHash, matches: (row: FoundSession, key: K) => boolean, valueOf: (key: K) => string) => {
    const statement = forNamedStatements(db)
      .select({ sessionId: sessions.id, publicId: sessions.publicId, tokenHash: sessions.tokenHash, generation: sessions.tokenGeneration, expiresAt: sessions.expiresAt, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // `= any(array)`: probed through the column's unique index. (An `in (select … from jsonb)`, which
      // the planner takes for a hundred keys, was a hash join over every session of every batch.)
      .where(and(sql`${column} = any(${sql.placeholder("values")}::${column === sessions.publicId ? sql`uuid` : sql`text`}[])`, isNull(sessions.revokedAt)))
      .prepare(name);
    return groupCommit<K & { now: Date }, ActiveSession | null>(async (keys) => {
      const rows = await statement.execute({ values: [...new Set(keys.map(valueOf))] });
      return keys.map((key) => {
        const row = rows.find((found) => matches(found, key) && found.expiresAt > key.now);
        return row ? { sessionId: row.sessionId, user: row.user } : null;
      });
    });
  };
  return {
    byCookie: lookup<{ hash: string }>("sessions_by_cookie", sessions.tokenHash, (row, key) => row.tokenHash === key.hash, (key) => key.hash),
    byToken: lookup<{ claims: AccessClaims }>(
      "sessions_by_token",
      sessions.publicId,
      (row, key) => row.publicId === key.claims.sid && row.generation === key.claims.gen,
      (key) => key.claims.sid,
    ),
  };
}

interface FoundSession {
  publicId: string;
  tokenHash: string;
  generation: number;
  expiresAt: Date;
}

const preparedLookups = new WeakMap<Database, ReturnType<typeof prepareLookups>>();
function lookupsOf(db: Database) {
  let lookups = preparedLookups.get(db);
  if (!lookups) preparedLookups.set(db, (lookups = prepareLookups(db)));
  return lookups;
}

export function sessionByCookie(db: Database, cookieToken: string, now: Date): Promise<ActiveSession | null> {
  return lookupsOf(db).byCookie({ hash: sha256(cookieToken), now });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The claims of a well-signed access token, or null. A token without `exp`, or (unless
 * `ignoreExpiry`, for refresh) past it, is refused, as is one of another shape.
 */
export function readAccessToken(token: string, secret: string, now: Date, ignoreExpiry = false): AccessClaims | null {
  const payload = verifyHs256Jwt(token, secret);
  if (!payload) return null;
  const { sid, gen, exp, iat, nbf } = payload;
  if (typeof sid !== "string" || !UUID.test(sid) || !Number.isSafeInteger(gen) || (gen as number) < 0) return null;
  if (typeof exp !== "number" || !Number.isFinite(exp)) return null;
  // Issued in the future, or not valid yet: refused, as hono/jwt's verify refuses them.
  const seconds = Math.floor(now.getTime() / 1000);
  if (iat !== undefined && (typeof iat !== "number" || !Number.isFinite(iat) || iat > seconds)) return null;
  if (nbf !== undefined && (typeof nbf !== "number" || !Number.isFinite(nbf) || nbf > seconds)) return null;
  if (!ignoreExpiry && exp * 1000 <= now.getTime()) return null;
  return { sid, gen: gen as number, exp };
}

/** The live session an unexpired token of its current generation names. */
export function sessionByToken(db: Database, claims: AccessClaims, now: Date): Promise<ActiveSession | null> {
  return lookupsOf(db).byToken({ claims, now });
}

export type Renewal = { session: ActiveSession; accessToken: string } | { refused: "unknown" } | { refused: "reused"; userId: number };

/**
 * Rotates a token: the session moves to the next generation and a token of it is answered; the
 * presented one (and any earlier) stops working. A token of an earlier generation is a replay,
 * by a thief or by the client the thief raced: the session ends (OAuth 2.1's reuse detection).
 */
export async function rotateAccessToken(db: Database, claims: AccessClaims, secret: string, now: Date): Promise<Renewal> {
  const [rotated] = await db
    .update(sessions)
    .set({ tokenGeneration: sql`${sessions.tokenGeneration} + 1` })
    .where(and(eq(sessions.publicId, claims.sid), eq(sessions.tokenGeneration, claims.gen), live(now)))
    .returning();
  if (rotated) {
    const session = await sessionById(db, rotated.id, now);
    if (session) return { session, accessToken: await signAccessToken(rotated, secret, now) };
    return { refused: "unknown" };
  }
  const [replayed] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.publicId, claims.sid), gt(sessions.tokenGeneration, claims.gen), live(now)))
    .returning({ id: sessions.id, userId: sessions.userId });
  if (!replayed) return { refused: "unknown" };
  await announceEndedSessions(db, [replayed.id]);
  return { refused: "reused", userId: replayed.userId };
}

/** A token of the session's current generation with a new expiry, without rotating (the web's cookie refresh). */
export async function currentAccessToken(db: Database, sessionId: number, secret: string, now: Date): Promise<string | null> {
  const [row] = await db.select().from(sessions).where(and(eq(sessions.id, sessionId), live(now)));
  return row ? signAccessToken(row, secret, now) : null;
}

export function sessionById(db: Database, sessionId: number, now: Date) {
  return liveSession(db, eq(sessions.id, sessionId), now);
}

/** Which of these sessions have ended (revoked or expired, or gone): what event streams re-check. */
export async function endedSessions(db: Database, sessionIds: number[], now: Date): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const alive = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, sessionIds), live(now)));
  const living = new Set(alive.map((row) => row.id));
  return sessionIds.filter((id) => !living.has(id));
}

/** Tells every instance (their event streams) that these sessions have ended. */
async function announceEndedSessions(db: Database, sessionIds: number[]) {
  // A NOTIFY payload holds under 8000 bytes: a few hundred ids at a time.
  for (let i = 0; i < sessionIds.length; i += 500) {
    const payload = JSON.stringify({ sessions: sessionIds.slice(i, i + 500) });
    await db.execute(sql`select pg_notify(${SESSION_ENDS_CHANNEL}, ${payload})`);
  }
}

export async function revokeSession(db: Database, sessionId: number, now: Date) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await announceEndedSessions(db, ended.map((row) => row.id));
}

/** Ends every session of a user, but `keep` (the one changing its password). */
export async function revokeUserSessions(db: Database, userId: number, now: Date, keep?: number) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep === undefined ? undefined : ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  await announceEndedSessions(db, ended.map((row) => row.id));
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
