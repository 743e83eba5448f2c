/**
 * The mail the portal sent during the browser tests, as it arrived over SMTP at the mail catcher
 * (mail-catcher.ts, started by playwright.config.ts). SMS have no gateway here: they stay in the
 * development outbox (account-helpers.ts `latestSmsCode`).
 */
import { expect } from "@playwright/test";
import { MAIL_HTTP_PORT } from "./ports.ts";

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The text part, decoded. */
  text: string;
}

/** The mails to `address` received so far, oldest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/mails?to=${encodeURIComponent(address)}`);
  expect(response.status, "the mail catcher's answer").toBe(200);
  return (await response.json()) as CaughtMail[];
}

/** Waits until `count` mails to `address` have arrived (a loaded machine may take a while); answers them all. */
export async function waitForMailsTo(address: string, count = 1): Promise<CaughtMail[]> {
  let mails: CaughtMail[] = [];
  await expect(async () => {
    mails = await mailsTo(address);
    expect(mails.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 20_000 });
  return mails;
}
