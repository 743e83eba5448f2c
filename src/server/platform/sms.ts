/**
 * Outgoing SMS. The HTTP gateway client comes with the profiles issue (SMS_URL); until then every
 * message goes to the outbox table and the log, as mail does without SMTP_URL.
 */
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { outbox } from "../db/schema.ts";

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export function createOutboxSms(db: Database, logger: Logger): SmsSender {
  return {
    async send(to, text) {
      await db.insert(outbox).values({ channel: "sms", recipient: to, text });
      logger.info({ to }, "SMS kept in the outbox (no SMS gateway)");
    },
  };
}
