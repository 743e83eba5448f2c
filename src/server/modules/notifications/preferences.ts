/** The channels a user gets notices by, as the senders read them. */
import { eq } from "drizzle-orm";
import { defaultNotificationPreferences, type NotificationPreferences } from "../../../domain/notification-settings.ts";
import type { Database } from "../../db/client.ts";
import { notificationPreferences, personalDetails, users } from "../../db/schema.ts";

/** The user's channels; until they choose, every channel they can be reached by (e-mail only with an address). */
export async function preferencesOf(db: Database, userId: number): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ email: notificationPreferences.email, sms: notificationPreferences.sms, push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  if (row) return row;
  const [account] = await db
    .select({ email: users.email, contactEmail: personalDetails.contactEmail })
    .from(users)
    .leftJoin(personalDetails, eq(personalDetails.userId, users.id))
    .where(eq(users.id, userId));
  return defaultNotificationPreferences({ hasEmail: Boolean(account?.email || account?.contactEmail) });
}
