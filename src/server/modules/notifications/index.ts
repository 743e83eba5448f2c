/**
 * Notification settings: the channels a user gets notices by, and the browsers they turned Web Push
 * on in. A push endpoint belongs to one user at a time: registering it again (another account
 * logged in on the same browser) moves it. An endpoint whose host is, or resolves to, an address
 * that is not public (the server's own network) is refused; delivery checks it again. Sending goes
 * through `deliverPush` (push-delivery.ts).
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { ApiEnv } from "../../http/context.ts";
import type { ApiDeps } from "../deps.ts";
import { notificationPreferences, pushSubscriptions } from "../../db/schema.ts";
import { fieldProblem } from "../../http/errors.ts";
import { requireViewer } from "../accounts/authenticate.ts";
import { enforce } from "../accounts/limits.ts";
import { preferencesOf } from "./preferences.ts";
import { getPreferences, savePreferences } from "./preferences.routes.ts";
import { deletePushSubscription, getPushPublicKey, savePushSubscription } from "./push.routes.ts";

/** Browsers a user may have notifications on in; registering one more forgets the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;
export const PUSH_SUBSCRIBE_LIMIT = { points: 20, seconds: 60 * 60 };

export function notificationSettingsRoutes({ database: { db }, push, rateLimits }: ApiDeps) {
  const subscribeLimit = rateLimits.limiter("pushSubscribePerUser", PUSH_SUBSCRIBE_LIMIT);

  return new OpenAPIHono<ApiEnv>()
    .openapi(getPushPublicKey, (c) => c.json({ data: { public_key: push.publicKey } }, 200))
    .openapi(savePushSubscription, async (c) => {
      const userId = requireViewer(c).user.id;
      const { endpoint, keys } = c.req.valid("json");
      await enforce(subscribeLimit, String(userId));
      // A name without an address now is let through: delivery looks it up again, and refuses what is not public.
      if ((await push.checkEndpoint(endpoint)) === "not-public") {
        throw fieldProblem(c.get("t"), "endpoint", "notificationSettings.endpointNotPublic");
      }
      // Registered (again) now: the newest subscriptions are the ones kept.
      const values = { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: new Date() };
      await db.transaction(async (tx) => {
        await tx
          .insert(pushSubscriptions)
          .values({ endpoint, ...values })
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
        const newest = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
        await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
      });
      return c.json({ data: { endpoint } }, 201);
    })
    .openapi(deletePushSubscription, async (c) => {
      const userId = requireViewer(c).user.id;
      const { endpoint } = c.req.valid("json");
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
      return c.body(null, 204);
    })
    .openapi(getPreferences, async (c) => {
      const userId = requireViewer(c).user.id;
      return c.json({ data: await preferencesOf(db, userId) }, 200);
    })
    .openapi(savePreferences, async (c) => {
      const userId = requireViewer(c).user.id;
      const input = c.req.valid("json");
      const values = { email: input.email, sms: input.sms, push: input.push };
      await db
        .insert(notificationPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
      return c.json({ data: values }, 200);
    });
}
