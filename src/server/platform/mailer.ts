/**
 * Outgoing mail: real SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table
 * (and a log line), so a local start works without a mail server. Both behind one interface.
 */
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { keepInOutbox, OUTBOX_SENDS_AT_ONCE } from "./outbox-store.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, if not to the sender (support answers feedback by replying). */
  replyTo?: string;
  /**
   * The same for every attempt at sending one message (a notice's delivery key): it becomes the
   * mail's Message-ID, by which many mail servers and clients recognise a repeated send, and the
   * outbox keeps a message sent again with it once.
   */
  idempotencyKey?: string;
}

/** Text made safe to put in a mail's HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** How many sends it takes at once, when not the notice outbox's usual few. */
  sendsAtOnce?: number;
}

/** A Message-ID made of the key, at the sender's domain (RFC 5322 §3.6.4). */
export function messageIdOf(idempotencyKey: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${idempotencyKey}@${domain}>`;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ idempotencyKey, ...message }) {
      await transport.sendMail({ from, ...message, ...(idempotencyKey ? { messageId: messageIdOf(idempotencyKey, from) } : {}) });
    },
  };
}

export function createOutboxMailer(db: Database, logger: Logger): Mailer {
  return {
    sendsAtOnce: OUTBOX_SENDS_AT_ONCE,
    async send(message) {
      await keepInOutbox(db, {
        channel: "mail",
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        idempotencyKey: message.idempotencyKey,
      });
      // The recipient and subject only: the body can carry a code.
      logger.info({ to: message.to, subject: message.subject }, "mail kept in the outbox (no SMTP_URL)");
    },
  };
}
