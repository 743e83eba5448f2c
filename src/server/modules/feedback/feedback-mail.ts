/**
 * The two mails of a feedback message: to support (in Ukrainian, the team's language, answerable by
 * replying), and the confirmation to the sender in their language. Text and HTML; what the sender
 * typed is escaped in the HTML.
 */
import type { FeedbackInput } from "../../../domain/feedback.ts";
import type { Locale } from "../../../domain/locales.ts";
import { translatorFor, type Translate } from "../../i18n.ts";
import { escapeHtml, type MailMessage } from "../../platform/mailer.ts";

const paragraphs = (text: string) => text.split("\n").map(escapeHtml).join("<br>");

export function supportMail(to: string, id: number, input: FeedbackInput, locale: Locale): MailMessage {
  const t = translatorFor("uk");
  const rows: Array<[string, string]> = [
    [t("mail.feedbackFrom"), input.email],
    [t("mail.feedbackContactMethod"), input.contact_method ?? "—"],
    [t("mail.feedbackLanguage"), locale],
    [t("mail.feedbackNumber"), String(id)],
  ];
  return {
    to,
    replyTo: input.email,
    subject: t("mail.feedbackSupportSubject", { id, subject: input.subject }),
    text: `${rows.map(([name, value]) => `${name}: ${value}`).join("\n")}\n\n${input.subject}\n\n${input.question}\n`,
    html:
      `<p>${rows.map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`).join("<br>")}</p>` +
      `<p><strong>${escapeHtml(input.subject)}</strong></p><p>${paragraphs(input.question)}</p>`,
    idempotencyKey: `feedback-${id}-support`,
  };
}

export function confirmationMail(t: Translate, id: number, input: FeedbackInput): MailMessage {
  const received = t("mail.feedbackReceived");
  const number = `${t("mail.feedbackNumber")}: ${id}`;
  const copy = t("mail.feedbackCopy");
  return {
    to: input.email,
    subject: t("mail.feedbackConfirmationSubject", { id }),
    text: `${received}\n${number}\n\n${copy}\n\n${input.subject}\n\n${input.question}\n`,
    html: `<p>${escapeHtml(received)}<br>${escapeHtml(number)}</p><p>${escapeHtml(copy)}</p><p><strong>${escapeHtml(input.subject)}</strong></p><p>${paragraphs(input.question)}</p>`,
    idempotencyKey: `feedback-${id}-sender`,
  };
}
