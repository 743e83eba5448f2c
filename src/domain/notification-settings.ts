/**
 * How a user wants to hear about their queue entries: the channels they allow, and the browser
 * subscriptions (Web Push) they give. The schemas are shared by the API and the profile's form.
 */
import { z } from "./zod.ts";

export const NOTIFICATION_CHANNELS = ["email", "sms", "push"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type NotificationPreferences = Record<NotificationChannel, boolean>;

/** Until the user chooses, every channel is on. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { email: true, sms: true, push: true };

/** Until the user chooses: every channel the account can be reached by (no e-mail without an address). */
export function defaultNotificationPreferences(account: { hasEmail: boolean }): NotificationPreferences {
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, email: account.hasEmail };
}

const channel = z.boolean({ error: "validation.required" });

/** The API's body: every channel named. */
export const notificationPreferencesSchema = z.object({ email: channel, sms: channel, push: channel });

/** The web form: a box left unticked is not sent at all, and means off. */
export const notificationPreferencesFormSchema = z.object({
  email: channel.default(false),
  sms: channel.default(false),
  push: channel.default(false),
});

/** A push service's address: an https URL, as browsers give them. */
/**
 * Push services are public HTTPS hosts (FCM, Mozilla, Apple, Microsoft): an address literal or a
 * local name is refused, so the server cannot be made to post to its own network. This is the form's
 * first look; the server also resolves the name and refuses any address that is not public, at
 * subscription and at each delivery (src/server/platform/web-push.ts).
 */
export function isPublicPushHost(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname.toLowerCase();
  if (host.startsWith("[") || /^\d+(\.\d+){3}$/.test(host)) return false;
  return host.includes(".") && !/(^|\.)(localhost|local|internal|localdomain|home|lan)$/.test(host);
}

const endpoint = z
  .url({ protocol: /^https$/, error: "validation.invalid" })
  .max(2000, { error: "validation.invalid" })
  .refine(isPublicPushHost, { error: "validation.invalid" });

/**
 * A browser's subscription as `PushSubscription.toJSON()` gives it: the endpoint, the browser's P-256
 * public key (65 bytes, uncompressed) and its 16-byte auth secret, in base64url (padding allowed).
 */
export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object({
    p256dh: z.string().regex(/^B[\w-]{86}=?$/, { error: "validation.invalid" }),
    auth: z.string().regex(/^[\w-]{22}(==)?$/, { error: "validation.invalid" }),
  }),
});

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2000) });
