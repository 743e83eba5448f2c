/** The channels a user gets notices by, as the senders read them. */
import { eq } from "drizzle-orm";
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from "../../../domain/notification-settings.ts";
import type { Database } from "../../db/client.ts";
import { notificationPreferences } from "../../db/schema.ts";

/** The user's channels, all on until they choose. */
export async function preferencesOf(db: Database, userId: number): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ email: notificationPreferences.email, sms: notificationPreferences.sms, push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? DEFAULT_NOTIFICATION_PREFERENCES;
}
