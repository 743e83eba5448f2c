/**
 * Webhooks (docs/webhooks.md): the status changes of a user's entries posted to endpoints they
 * register. The events, the retry schedule, the bounds of what is kept of an answer and the
 * schemas of an endpoint, as plain functions over plain data; the server signs and sends.
 */
import { QueueStatus } from "./codes.ts";
import { z } from "./zod.ts";

/**
 * The events an endpoint may choose, named after the engine's history (queue_history.event): a
 * booking submitted (30), the call-up (40), its confirmation, admission to control (50), the
 * crossing (60), a cancellation (70), an expiry: missed confirmation or no-show (80), an extension
 * (back to 30), an annulment (90).
 */
export const WEBHOOK_EVENTS = ["submit", "call-up", "confirm", "admit", "pass", "cancel", "expire", "extend", "annul"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Each event comes with the notice the engine writes in the same transaction as the change. */
const EVENT_OF_NOTICE: Readonly<Record<string, WebhookEvent>> = {
  joined: "submit",
  "called-up": "call-up",
  confirmed: "confirm",
  admitted: "admit",
  passed: "pass",
  cancelled: "cancel",
  expired: "expire",
  extended: "extend",
  annulled: "annul",
  "ownership-annulled": "annul",
};

/** The webhook event a notice reports, or null for the notices that are no status change (reminders, ownership). */
export function webhookEventOfNotice(kind: string): WebhookEvent | null {
  return EVENT_OF_NOTICE[kind] ?? null;
}

/** The entry's status just after the event (a confirmation keeps 40; an extension puts it back to 30). */
export const STATUS_AFTER: Readonly<Record<WebhookEvent, QueueStatus>> = {
  submit: QueueStatus.Awaiting,
  "call-up": QueueStatus.BeReady,
  confirm: QueueStatus.BeReady,
  admit: QueueStatus.OnControl,
  pass: QueueStatus.Passed,
  cancel: QueueStatus.Cancelled,
  expire: QueueStatus.Expired,
  extend: QueueStatus.Awaiting,
  annul: QueueStatus.Annulled,
};

/** The type a delivery's body and the log name: `entry.<event>`, or `ping` for a test. */
export const webhookType = (event: WebhookEvent) => `entry.${event}`;
export const PING_TYPE = "ping";

/** Endpoints one user may register. */
export const MAX_WEBHOOK_ENDPOINTS = 5;
export const WEBHOOK_URL_MAX = 2000;

/** One attempt waits this long for the answer's status and first bytes; the answer kept is cut here. */
export const WEBHOOK_TIMEOUT_MS = 5_000;
export const ANSWER_EXCERPT_CHARS = 500;

const MINUTE_MS = 60_000;
/** After the 1st, 2nd… failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h; the 6th failure gives up. */
export const WEBHOOK_RETRY_DELAYS_MS = [1, 5, 30, 120, 360].map((minutes) => minutes * MINUTE_MS);
export const MAX_WEBHOOK_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
/** A claim the sender has not released by then is taken for crashed, and sent again. */
export const WEBHOOK_LEASE_MS = 5 * MINUTE_MS;

/** What becomes of a delivery whose attempt number `attempts` (1, 2, …) failed. */
export function afterWebhookFailure(attempts: number, now: Date): { state: "pending"; nextAttemptAt: Date } | { state: "failed" } {
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  if (delay === undefined) return { state: "failed" };
  return { state: "pending", nextAttemptAt: new Date(now.getTime() + delay) };
}

/** The status codes a receiver takes a delivery with. Anything else (a redirect too: none is followed) is retried. */
export const isDelivered = (status: number) => status >= 200 && status < 300;

/** What is signed: the timestamp (seconds) and the exact body, joined by a dot. */
export const signedContent = (timestamp: number, body: string) => `${timestamp}.${body}`;

/** The first characters of an answer, as kept in the log. */
export function answerExcerpt(text: string): string {
  return text.length <= ANSWER_EXCERPT_CHARS ? text : `${text.slice(0, ANSWER_EXCERPT_CHARS)}…`;
}

/**
 * A host the form refuses outright: a local name (localhost, *.local, *.internal, a name without a
 * dot). Addresses are judged by the server, which also resolves names (and again at each delivery).
 */
export function isLocalName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  if (name.startsWith("[") || /^\d+(\.\d+){3}$/.test(name)) return false;
  return !name.includes(".") || /(^|\.)(localhost|local|internal|localdomain|home|lan|intranet|corp)$/.test(name);
}

/** An https URL without credentials (they would be sent to whoever answers), at most 2000 characters. */
export function isWebhookUrl(value: string, options: { allowLoopbackHttp: boolean }): boolean {
  const url = URL.parse(value);
  if (!url || url.username || url.password) return false;
  if (options.allowLoopbackHttp && url.protocol === "http:" && url.hostname === "127.0.0.1") return true;
  return url.protocol === "https:" && !isLocalName(url.hostname);
}

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: "validation.invalid" }), { error: "validation.required" })
  .min(1, { error: "webhooks.eventsRequired" })
  .max(WEBHOOK_EVENTS.length)
  .transform((chosen) => WEBHOOK_EVENTS.filter((event) => chosen.includes(event)));

/** The API's bodies. `allowLoopbackHttp`: the tests' receiver on http://127.0.0.1 (APP_ENV=test with the flag only). */
export function webhookEndpointSchema(options: { allowLoopbackHttp: boolean }) {
  return z.object({
    url: z
      .string({ error: "validation.required" })
      .trim()
      .min(1, { error: "validation.required" })
      .max(WEBHOOK_URL_MAX, { error: "webhooks.urlInvalid" })
      .refine((value) => isWebhookUrl(value, options), { error: "webhooks.urlInvalid" }),
    events,
  });
}

export const webhookUpdateSchema = z
  .object({ events: events.optional(), active: z.boolean({ error: "validation.invalid" }).optional() })
  .refine((body) => body.events !== undefined || body.active !== undefined, { error: "validation.required" });

/** The profile's form: the URL (the API judges it) and the boxes ticked (none ticked: the field is absent). */
export const webhookFormSchema = z.object({
  url: z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(WEBHOOK_URL_MAX, { error: "webhooks.urlInvalid" }),
  events: z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), events),
});
