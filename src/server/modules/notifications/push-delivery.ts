/**
 * Sending one message to every browser a user turned notifications on in, if they allow the push
 * channel (or the message must go out whatever they chose: `force`, for a call-up). Subscriptions
 * the push service no longer knows are deleted.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema.ts";
import type { PushMessage, PushSender } from "../../platform/web-push.ts";
import { preferencesOf } from "./preferences.ts";

export interface PushDelivery {
  sent: number;
  failed: number;
  /** Subscriptions found gone, and deleted. */
  gone: number;
}

export async function deliverPush(
  db: Database,
  push: PushSender,
  userId: number,
  message: PushMessage,
  options: { force?: boolean } = {},
): Promise<PushDelivery> {
  const delivery: PushDelivery = { sent: 0, failed: 0, gone: 0 };
  if (push.publicKey === null) return delivery;
  if (!options.force && !(await preferencesOf(db, userId)).push) return delivery;
  const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const results = await Promise.all(subscriptions.map(async (sub) => ({ id: sub.id, result: await push.send(sub, message) })));
  const gone = results.filter((r) => r.result === "gone").map((r) => r.id);
  if (gone.length > 0) {
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.id, gone)));
  }
  for (const { result } of results) delivery[result] += 1;
  return delivery;
}
