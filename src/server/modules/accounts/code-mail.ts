/** The confirmation-code mail, in the user's language, as plain text and HTML. */
import type { Translate } from "../../i18n.ts";
import { escapeHtml, type MailMessage } from "../../platform/mailer.ts";
import { CODE_TTL_MINUTES } from "../../../domain/accounts.ts";

export function codeMail(t: Translate, to: string, code: string, purpose: "register" | "recover" = "register"): MailMessage {
  const subject = t("mail.codeSubject");
  const intro = t("mail.codeIntro");
  const validity = t("mail.codeValidity", { minutes: CODE_TTL_MINUTES });
  const ignore = t(purpose === "recover" ? "mail.recoverIgnore" : "mail.codeIgnore");
  return {
    to,
    subject,
    text: `${intro}\n\n${code}\n\n${validity}\n${ignore}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p>` +
      `<p>${escapeHtml(validity)}<br>${escapeHtml(ignore)}</p>`,
  };
}

export function alreadyRegisteredMail(t: Translate, to: string): MailMessage {
  const text = t("mail.alreadyRegistered");
  return { to, subject: t("mail.alreadyRegisteredSubject"), text: `${text}\n`, html: `<p>${escapeHtml(text)}</p>` };
}

/** The code by SMS: short, in the user's language. */
export function codeSms(t: Translate, code: string): string {
  return `${t("mail.codeSubject")}: ${code}`;
}
