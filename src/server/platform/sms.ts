/**
 * Outgoing SMS: an HTTP gateway when SMS_URL is set; otherwise every message goes to the outbox
 * table and the log, as mail does without SMTP_URL, so the portal works without a gateway.
 *
 * The gateway contract: `POST SMS_URL` with JSON `{"to": "+380…", "text": "…"}` and, when SMS_TOKEN
 * is set, `Authorization: Bearer <SMS_TOKEN>`; any 2xx answer means accepted. A queue notice's SMS
 * carries `Idempotency-Key: notice-<id>-sms`, the same at every attempt, so a gateway that honours
 * the header sends a message repeated after a crash once. Most SMS providers offer such an
 * endpoint, or a small relay in front of them does.
 */
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { keepInOutbox, OUTBOX_SENDS_AT_ONCE } from "./outbox-store.ts";

export interface SmsSender {
  /**
   * `idempotencyKey`: the same for every attempt at sending one message (a notice's delivery key);
   * the gateway gets it as the `Idempotency-Key` header, the outbox keeps such a message once.
   */
  send(to: string, text: string, options?: { idempotencyKey?: string }): Promise<void>;
  /** How many sends it takes at once, when not the notice outbox's usual few. */
  sendsAtOnce?: number;
}

export const SMS_GATEWAY_TIMEOUT_MS = 10_000;

export class SmsGatewayError extends Error {
  override name = "SmsGatewayError";
}

export function createOutboxSms(db: Database, logger: Logger): SmsSender {
  return {
    sendsAtOnce: OUTBOX_SENDS_AT_ONCE,
    async send(to, text, options) {
      await keepInOutbox(db, { channel: "sms", recipient: to, text, idempotencyKey: options?.idempotencyKey });
      logger.info({ to }, "SMS kept in the outbox (no SMS gateway)");
    },
  };
}

export function createHttpSms(url: string, token: string | undefined, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    async send(to, text, options) {
      const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (options?.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: "POST",
          headers,
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(SMS_GATEWAY_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsGatewayError(`the SMS gateway did not answer: ${(error as Error).message}`);
      }
      await response.body?.cancel();
      if (!response.ok) throw new SmsGatewayError(`the SMS gateway refused the message (HTTP ${response.status})`);
    },
  };
}
