/**
 * One live stream for all of a user's entries (GET /queues/events), so that a page listing several
 * entries holds one connection, not one per entry (browsers allow six per site, and the API counts
 * the streams a user opens). `entry` narrows it to one entry (the entry's page). Every event's id
 * is the notice cursor (`n<last notice id>`): a browser that reconnects sends it back as
 * Last-Event-ID and gets the notices it missed while asleep or offline. EventSource cannot send
 * headers, so the notices' language may come as `?locale=`.
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { and, desc, eq, inArray } from "drizzle-orm";
import { streamSSE } from "hono/streaming";
import { LOCALES } from "../../../domain/locales.ts";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { errorResponses } from "../../http/errors.ts";
import { ApiProblem } from "../../http/errors.ts";
import { STREAM_END_DOC } from "../accounts/session-streams.ts";
import { BEARER_OR_SESSION, parseId } from "../../http/schemas.ts";
import { notifications, OPEN_QUEUE_STATUSES, queueEntries } from "../../db/schema.ts";
import { requireViewer } from "../accounts/authenticate.ts";
import { enforce } from "../accounts/limits.ts";
import { entryBodies } from "./entry-body.ts";
import { applyDueDeadlines } from "./entry-store.ts";
import type { QueueEventMessage } from "./events.ts";
import { latestNoticeId, noticesAfter } from "./notice-stream.ts";

export const userEventsRoute = createRoute({
  method: "get",
  path: "/queues/events",
  tags: ["Queue"],
  summary: "Live changes of all the user's entries (server-sent events)",
  description:
    "First an `entry` event per open entry, then one after every change of any of the user's entries (also when it ends), and a `notice` event for every new notice. " +
    "Event ids are a notice cursor: reconnecting with Last-Event-ID resends the notices missed since. A comment every 25 s keeps the connection open. " +
    STREAM_END_DOC,
  security: BEARER_OR_SESSION,
  request: {
    query: z.object({
      entry: z.string().optional().openapi({ description: "Only this entry (an id of the user's)" }),
      locale: z.enum(LOCALES).optional().openapi({ description: "The notices' language (EventSource cannot send X-Client-Locale)" }),
    }),
  },
  responses: {
    200: { description: "An event stream", content: { "text/event-stream": { schema: z.string() } } },
    ...errorResponses(401, 404, 422, 429),
  },
});

export function liveQueueRoutes({ database, rateLimits, engine, sessionStreams }: ApiDeps) {
  const { db } = database;
  // Shared with the per-entry stream: the same budget of streams per user.
  const streams = rateLimits.limiter("queue-event-streams", { points: 30, seconds: 60 });

  return new OpenAPIHono<ApiEnv>().openapi(userEventsRoute, async (c) => {
    const viewer = requireViewer(c);
    const { user } = viewer;
    const query = c.req.valid("query");
    const only = query.entry === undefined ? null : parseId(query.entry);
    if (query.entry !== undefined && only === null) throw new ApiProblem(404, "errors.notFound");
    await enforce(streams, `user:${user.id}`);
    if (only !== null) {
      const [own] = await db.select({ id: queueEntries.id }).from(queueEntries).where(and(eq(queueEntries.id, only), eq(queueEntries.userId, user.id)));
      if (!own) throw new ApiProblem(404, "errors.notFound");
    }
    const locale = query.locale ?? c.get("locale");
    const ownNotices = and(eq(notifications.userId, user.id), only === null ? undefined : eq(notifications.entryId, only));
    const resumeFrom = /^n(\d{1,10})$/.exec(c.req.header("last-event-id") ?? "")?.[1];

    return streamSSE(c, async (stream) => {
      let cursor = resumeFrom !== undefined ? Number(resumeFrom) : await latestNoticeId(db, ownNotices);
      const sendEntries = async (ids: number[] | null) => {
        const at = await engine.clock.now();
        await applyDueDeadlines(db, at, only === null ? { userId: user.id } : { ids: [only] });
        const which =
          only !== null
            ? eq(queueEntries.id, only)
            : ids === null
              ? inArray(queueEntries.status, [...OPEN_QUEUE_STATUSES])
              : inArray(queueEntries.id, ids);
        const rows = await db
          .select()
          .from(queueEntries)
          .where(and(eq(queueEntries.userId, user.id), which))
          .orderBy(desc(queueEntries.registeredAt), desc(queueEntries.id));
        for (const body of await entryBodies(db, rows, at)) {
          await stream.writeSSE({ event: "entry", id: `n${cursor}`, data: JSON.stringify(body) });
        }
      };
      const sendNotices = async () => {
        for (const notice of await noticesAfter(db, ownNotices, cursor, locale)) {
          cursor = notice.id;
          await stream.writeSSE({ event: "notice", id: `n${cursor}`, data: JSON.stringify(notice) });
        }
      };

      // Changes are sent one after another, in the order they were heard.
      let chain = Promise.resolve();
      const unsubscribe = await engine.events.subscribe((event: QueueEventMessage) => {
        if (event.user !== user.id || (only !== null && event.entry !== only)) return;
        chain = chain
          .then(async () => {
            if (stream.aborted || stream.closed) return;
            await sendEntries([event.entry]);
            await sendNotices();
          })
          .catch(() => {});
      });
      stream.onAbort(unsubscribe);
      // First the entries as they are now, and the notices written while the browser was away
      // (a reconnect with Last-Event-ID), before any change heard meanwhile.
      chain = chain.then(async () => {
        await sendEntries(null);
        if (resumeFrom !== undefined) await sendNotices();
      });
      try {
        await chain;
        // Open until the client leaves, the session ends, or the stream's time is up (then `end`).
        await sessionStreams.hold(stream, viewer);
      } finally {
        unsubscribe();
      }
    });
  });
}
