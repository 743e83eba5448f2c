/**
 * Server-sent event streams end with their session. Every stream this instance holds open is
 * registered with its session, and ends:
 * - when the session ends (logout, logout everywhere, a password change or reset, a replayed
 *   token): heard at once through `session_ends` (NOTIFY, from any instance), and in any case
 *   found by a check of all held sessions every `checkMs` (at most a minute);
 * - when its user opens more than `perUser` streams on this instance: the oldest ends;
 * - after `maxMs`: the client reconnects (and is authenticated again).
 * Before it ends it sends `event: end` with the reason, so that a client knows whether to
 * reconnect: `age` (yes, as EventSource does by itself) or `restart`; `session` (log in again) or
 * `replaced` (only when the stream is needed again).
 */
import type { Logger } from "pino";
import type { SSEStreamingApi } from "hono/streaming";
import type { DatabaseHandle } from "../../db/client.ts";
import { endedSessions, SESSION_ENDS_CHANNEL, type ActiveSession } from "./sessions.ts";

export type StreamEnd = "client" | "session" | "replaced" | "age" | "restart";

export interface StreamLimits {
  /** Streams one user may hold open on this instance. */
  perUser: number;
  /** A stream's longest life (ms). */
  maxMs: number;
  /** How often held sessions are checked (ms). */
  checkMs: number;
  /** How often an idle stream sends a comment, so that proxies keep it open (ms). */
  keepAliveMs?: number;
}

export interface SessionStreams {
  /**
   * Holds `stream` open for the viewer's session, with keep-alive comments, until it ends (see
   * above); answers why. The caller's stream callback returns after it, which closes the stream.
   */
  hold(stream: SSEStreamingApi, viewer: ActiveSession): Promise<StreamEnd>;
  /** How many streams this instance holds (tests, logs). */
  count(): number;
  /** Ends every held stream (shutting down): their clients reconnect to another instance. */
  endAll(): void;
}

interface Held {
  sessionId: number;
  userId: number;
  end(reason: StreamEnd): void;
}

const KEEP_ALIVE_MS = 25_000;

/** How a stream ends, for the routes' OpenAPI descriptions. */
export const STREAM_END_DOC =
  "The stream ends with an `end` event whose data is `{\"reason\": …}`: `age` after the stream's longest life (STREAM_MAX_SECONDS, 1 hour by default) " +
  "or `restart` (the server is stopping): reconnect; `session` when the session ends (logout, logout everywhere, a password change): do not, log in again; " +
  "`replaced` when the user opened more streams than allowed (STREAMS_PER_USER, 5 by default): the oldest ends; reconnect only when it is needed again. " +
  "The session is checked at least every minute.";

export function createSessionStreams(database: DatabaseHandle, limits: StreamLimits, logger?: Logger): SessionStreams {
  const keepAliveMs = limits.keepAliveMs ?? KEEP_ALIVE_MS;
  /** Per user, oldest first. */
  const byUser = new Map<number, Held[]>();
  let listening: Promise<unknown> | null = null;
  let checking: ReturnType<typeof setInterval> | null = null;

  const all = () => [...byUser.values()].flat();

  function endSessions(ids: Iterable<number>) {
    const ended = new Set(ids);
    for (const held of all()) if (ended.has(held.sessionId)) held.end("session");
  }

  function listen() {
    listening ??= database
      .listen(SESSION_ENDS_CHANNEL, (payload) => {
        try {
          const { sessions } = JSON.parse(payload) as { sessions?: unknown };
          if (Array.isArray(sessions)) endSessions(sessions.filter((id): id is number => typeof id === "number"));
        } catch {
          // Not ours to understand: the periodic check still ends what has ended.
        }
      })
      .catch((error: unknown) => {
        listening = null;
        logger?.warn({ err: error }, "cannot listen for ended sessions; streams rely on the periodic check");
      });
    return listening;
  }

  async function checkHeld() {
    const ids = [...new Set(all().map((held) => held.sessionId))];
    try {
      endSessions(await endedSessions(database.db, ids, new Date()));
    } catch (error) {
      logger?.warn({ err: error }, "cannot check the sessions of open streams; trying again at the next check");
    }
  }

  function register(held: Held) {
    const mine = byUser.get(held.userId) ?? [];
    mine.push(held);
    byUser.set(held.userId, mine);
    for (const oldest of mine.slice(0, Math.max(0, mine.length - limits.perUser))) oldest.end("replaced");
    checking ??= setInterval(() => void checkHeld(), limits.checkMs);
    checking.unref?.();
  }

  function unregister(held: Held) {
    const mine = (byUser.get(held.userId) ?? []).filter((other) => other !== held);
    if (mine.length > 0) byUser.set(held.userId, mine);
    else byUser.delete(held.userId);
    if (byUser.size === 0 && checking) {
      clearInterval(checking);
      checking = null;
    }
  }

  return {
    async hold(stream, viewer) {
      await listen();
      // Set by whatever ends the stream first (a closure: what TypeScript's narrowing cannot follow).
      const state: { ended: StreamEnd | null; wake: () => void } = { ended: null, wake: () => {} };
      const held: Held = {
        sessionId: viewer.sessionId,
        userId: viewer.user.id,
        end: (reason) => {
          state.ended ??= reason;
          state.wake();
        },
      };
      register(held);
      stream.onAbort(() => held.end("client"));
      const deadline = Date.now() + limits.maxMs;
      try {
        // The session may have ended between authentication and registration.
        if ((await endedSessions(database.db, [held.sessionId], new Date())).length > 0) held.end("session");
        for (;;) {
          if (stream.aborted || stream.closed) held.end("client");
          const left = deadline - Date.now();
          if (left <= 0) held.end("age");
          if (state.ended !== null) break;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, Math.min(left, keepAliveMs));
            state.wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          state.wake = () => {};
          if (state.ended === null && Date.now() < deadline && !stream.aborted) await stream.write(": keep-alive\n\n");
        }
        const reason = state.ended;
        if (reason !== "client" && !stream.aborted) await stream.writeSSE({ event: "end", data: JSON.stringify({ reason }) });
        return reason;
      } finally {
        unregister(held);
      }
    },
    count: () => all().length,
    endAll: () => {
      for (const held of all()) held.end("restart");
    },
  };
}
