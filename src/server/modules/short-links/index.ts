/** The short-link API: an entry's owner shares, reads and revokes its link; anyone with the link reads the entry. */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { requireViewer } from "../accounts/authenticate.ts";
import { enforce } from "../accounts/limits.ts";

import { createShareLinkRoute, getSharedEntryRoute, getShareLinkRoute, revokeShareLinkRoute } from "./short-links.routes.ts";
import { activeLinkOf, linkBody, ownEntry, readSharedEntry, revokeEntryLinks, shareEntry } from "./short-links.service.ts";
import { idOrNotFound } from "../../http/schemas.ts";

export function shortLinkRoutes({ database, config, rateLimits, engine }: ApiDeps) {
  const { db } = database;
  const writes = rateLimits.limiter("share-link-writes", { points: 30, seconds: 600 });
  // Generous: a phone refreshes the view every minute, and many drivers share a mobile carrier's address.
  const reads = rateLimits.limiter("shared-entry-reads", { points: 300, seconds: 60 });
  const now = () => engine.clock.now();

  return new OpenAPIHono<ApiEnv>()
    .openapi(getShareLinkRoute, async (c) => {
      const { user } = requireViewer(c);
      const entry = await ownEntry(db, user.id, idOrNotFound(c.req.valid("param").id), await now());
      const link = await activeLinkOf(db, entry.id);
      c.header("Cache-Control", "private, no-store");
      return c.json({ data: link && linkBody(link, config.appUrl) }, 200);
    })
    .openapi(createShareLinkRoute, async (c) => {
      const { user } = requireViewer(c);
      await enforce(writes, `user:${user.id}`);
      const at = await now();
      const entry = await ownEntry(db, user.id, idOrNotFound(c.req.valid("param").id), at);
      const { link, created } = await shareEntry(db, entry, user.id, at);
      return c.json({ data: linkBody(link, config.appUrl) }, created ? 201 : 200);
    })
    .openapi(revokeShareLinkRoute, async (c) => {
      const { user } = requireViewer(c);
      await enforce(writes, `user:${user.id}`);
      const at = await now();
      const entry = await ownEntry(db, user.id, idOrNotFound(c.req.valid("param").id), at);
      await revokeEntryLinks(db, entry.id, at);
      return c.body(null, 204);
    })
    .openapi(getSharedEntryRoute, async (c) => {
      await enforce(reads, c.get("clientAddress"));
      c.header("Cache-Control", "private, no-store");
      c.header("Referrer-Policy", "no-referrer");
      const data = await readSharedEntry(db, c.req.valid("param").linkId, await now());
      return c.json({ data }, 200);
    });
}
