/**
 * Outgoing mail: real SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table
 * (and a log line), so a local start works without a mail server. Both behind one interface.
 */
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { outbox } from "../db/schema.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Text made safe to put in a mail's HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createOutboxMailer(db: Database, logger: Logger): Mailer {
  return {
    async send(message) {
      await db.insert(outbox).values({ channel: "mail", recipient: message.to, subject: message.subject, text: message.text, html: message.html });
      // The recipient and subject only: the body can carry a code.
      logger.info({ to: message.to, subject: message.subject }, "mail kept in the outbox (no SMTP_URL)");
    },
  };
}
