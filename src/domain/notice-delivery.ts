/**
 * Delivering a queue notice beyond the app (e-mail, SMS, Web Push) at least once: the rules of the
 * notice outbox (docs/notifications.md), as plain functions over plain data. Each notice gets one
 * delivery per channel; a delivery is claimed for a lease, sent, then marked sent or put back for
 * a retry after a growing delay, until it is given up.
 */
import type { NotificationChannel, NotificationPreferences } from "./notification-settings.ts";

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * How long a claim holds a delivery: a sender that has not marked it by then is taken for crashed,
 * and the next pass (of any instance) sends it again. Longer than any send may take (SMS and push
 * give up after 10 s; a mail server after a few minutes at most).
 */
export const DELIVERY_LEASE_MS = 5 * MINUTE_MS;

/** Attempts before a delivery is given up: with the delays below, about an hour after the first. */
export const MAX_DELIVERY_ATTEMPTS = 8;

/** The first retry's delay; each next one doubles, up to RETRY_DELAY_CAP_MS. */
export const FIRST_RETRY_DELAY_MS = 30 * SECOND_MS;
export const RETRY_DELAY_CAP_MS = 30 * MINUTE_MS;

/** The delay before the next attempt, after `attempts` failed ones (1, 2, …): 30 s, 1 min, 2 min, … 30 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_DELAY_CAP_MS, FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

/** What becomes of a delivery whose attempt number `attempts` failed: retried at a time, or given up. */
export function afterFailure(attempts: number, now: Date): { state: "pending"; nextAttemptAt: Date } | { state: "failed" } {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return { state: "failed" };
  return { state: "pending", nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) };
}

/** How a user can be reached now: an e-mail address, a phone, browsers subscribed to Web Push. */
export interface Reach {
  email: boolean;
  phone: boolean;
  push: boolean;
}

/**
 * The channels a notice goes by: those the user chose and can be reached by; an urgent one (the
 * call-up) by every channel they can be reached by, whatever they chose.
 */
export function noticeChannels(urgent: boolean, chosen: NotificationPreferences, reach: Reach): NotificationChannel[] {
  const wants = urgent ? { email: true, sms: true, push: true } : chosen;
  const channels: NotificationChannel[] = [];
  if (wants.email && reach.email) channels.push("email");
  if (wants.sms && reach.phone) channels.push("sms");
  if (wants.push && reach.push) channels.push("push");
  return channels;
}

/**
 * The key a notice's send by one channel carries, the same at every attempt: the adapters pass it
 * on (a mail's Message-ID, the SMS gateway's Idempotency-Key header, the development outbox's
 * unique key), so a send repeated after a crash can be recognised as the same message.
 */
export const deliveryKey = (noticeId: number, channel: NotificationChannel) => `notice-${noticeId}-${channel}`;
