/** Accounts for the browser tests: unique addresses, codes read from the mail (over SMTP) and the SMS outbox. */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { mailsTo } from "./mail-helpers.ts";

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? "")?.[1];

/** The code in the newest mail to `email`, as it arrived at the mail catcher (a loaded machine may take a while). */
export async function latestCode(email: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    code = codeIn((await mailsTo(email)).at(-1)?.text);
    expect(code).toBeDefined();
  }).toPass({ timeout: 45_000 });
  return code!;
}

/** Where a sign-up's code is read: the mail catcher (`latestCode`), or a server's development outbox (`outboxMailCode`). */
export type CodeReader = (email: string) => Promise<string>;

/**
 * The code in the newest mail to `email` kept in the server's development outbox: for a server
 * without an SMTP server (the benchmarks' production server, scripts/bench/production-server.ts).
 */
export function outboxMailCode(request: APIRequestContext): CodeReader {
  return async (email) => {
    let code: string | undefined;
    await expect(async () => {
      const answer = await request.get(`/api/v3/dev/outbox?recipient=${encodeURIComponent(email)}`);
      const { data } = (await answer.json()) as { data: Array<{ id: number; channel: string; text: string }> };
      code = codeIn(data.filter((kept) => kept.channel === "mail").sort((a, b) => b.id - a.id)[0]?.text);
      expect(code).toBeDefined();
    }).toPass({ timeout: 45_000 });
    return code!;
  };
}

/** The code in the newest SMS to `phone`: SMS have no gateway in the browser tests, they stay in the development outbox. */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const { data } = (await (await request.get("/api/v3/dev/outbox")).json()) as { data: Array<{ id: number; recipient: string; text: string }> };
    code = codeIn(data.filter((sms) => sms.recipient === phone).sort((a, b) => b.id - a.id)[0]?.text);
    expect(code).toBeDefined();
  }).toPass({ timeout: 45_000 });
  return code!;
}

/**
 * An active account made over the API (the bot check skipped, as test mode allows). Pass the test's
 * own `request` fixture, not `page.request`, whose cookies would log the page in.
 */
export async function createAccount(request: APIRequestContext, email: string, password: string, readCode: CodeReader = latestCode) {
  const headers = { "X-Skip-Bot-Check": "1", "X-Client-Locale": "en" };
  const registered = await request.post("/api/v3/auth/register", {
    headers,
    data: {
      account_type: "carrier",
      email,
      password,
      password_confirmation: password,
      accept_privacy: true,
      accept_rules: true,
      accept_personal_data: true,
    },
  });
  expect(registered.status()).toBe(202);
  const confirmed = await request.post("/api/v3/auth/register/confirm", {
    headers,
    data: { login: email, code: await readCode(email) },
  });
  expect(confirmed.status()).toBe(200);
}

/**
 * A new account made an administrator with the development grant (as `npm run admin -- grant-admin`
 * does): `request` is signed in as it. Answers its e-mail.
 */
export async function createAdmin(request: APIRequestContext, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await createAccount(request, email, "admin-password-1");
  expect((await request.post("/api/v3/dev/admins", { data: { email } })).status()).toBe(201);
  return email;
}

/**
 * Ticks the three sign-up consents by their labels (`consentPrivacy` and `consentRules` hold links, so
 * their markup is dropped). Never 'every checkbox': the ALTCHA widget is one too, and ticking it while
 * it solves races its spinner for the click.
 */
export async function acceptConsents(page: Page, form: { consentPrivacy: string; consentRules: string; consentPersonalData: string }) {
  const plain = (text: string) => text.replace(/<\/?\w+>/g, "");
  await page.getByLabel(plain(form.consentPrivacy)).check();
  await page.getByLabel(plain(form.consentRules)).check();
  await page.getByLabel(form.consentPersonalData).check();
}

/**
 * Starts the bot check as a visitor does (its widget loads when the form is first focused: the
 * first field gets the focus if none has it yet) and waits until the ALTCHA widget has solved its
 * challenge (its hidden field holds the solution). The proof of work has taken over 20 s on a
 * loaded 2-core machine.
 */
export async function waitForBotCheck(page: Page) {
  const form = page.locator("form:has(altcha-widget)");
  if (!(await form.evaluate((element) => element.contains(document.activeElement)))) {
    await form.locator("input:visible").first().focus();
  }
  await expect(page.locator('input[name="altcha"]')).toHaveValue(/.{20,}/, { timeout: 90_000 });
}

/**
 * Without JavaScript the bot check asks a question (what is a plus b?): answers it from its label,
 * in `locale`'s words; `offset` gives a wrong answer.
 */
export async function answerBotQuestion(page: Page, question: string, offset = 0) {
  const pattern = new RegExp(question.replace(/[?]/g, "\\?").replace("{{a}}", "(\\d+)").replace("{{b}}", "(\\d+)"));
  const [, a, b] = pattern.exec((await page.getByText(pattern).textContent()) ?? "") ?? [];
  await page.getByLabel(pattern).fill(String(Number(a) + Number(b) + offset));
}
