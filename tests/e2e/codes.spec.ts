/**
 * Codes: the pause before a new sign-up code counts down on the page, and the new code is asked for
 * there (not by signing up again); asked too early, the page says how many seconds are left. Without
 * JavaScript the pause is a static sentence and the resend a plain form. A new SMS code on 'My info'
 * clears the 'wrong code' of the one before.
 */
import type { Locator, Page } from "@playwright/test";
import { acceptConsents, answerBotQuestion, createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { messagesOf } from "./queue-helpers.ts";

/** The 'new code in {{seconds}} s' sentence of `locale`, matching any number of seconds. */
const waitText = (locale: "en" | "uk") => new RegExp(messagesOf(locale).codeResend.wait.replace("{{seconds}}", "(\\d+)"));

async function secondsShown(timer: Locator, locale: "en" | "uk"): Promise<number> {
  return Number(waitText(locale).exec((await timer.textContent()) ?? "")?.[1]);
}

/** Signs up on the web form (with JavaScript the bot check is skipped in test mode when no solution is sent; without, its question is answered). */
async function signUp(page: Page, prefix: string, locale: "en" | "uk", email: string, withoutJavaScript = false) {
  const m = messagesOf(locale);
  await page.goto(`${prefix}/create-account`);
  await page.getByLabel(m.auth.accountTypes.carrier, { exact: true }).check();
  await page.getByLabel(m.auth.form.email, { exact: true }).fill(email);
  await page.getByLabel(m.auth.form.password, { exact: true }).fill("border-2026");
  await page.getByLabel(m.auth.form.passwordConfirmation, { exact: true }).fill("border-2026");
  await acceptConsents(page, m.auth.form);
  if (withoutJavaScript) await answerBotQuestion(page, m.botQuestion.question);
  await page.getByRole("button", { name: m.auth.form.createAccount }).click();
  await expect(page).toHaveURL(`${prefix}/register`);
}

test("the sign-up code's pause counts down, and a new code is asked for on the same page (en)", async ({ page }) => {
  const en = messagesOf("en");
  await page.clock.install();
  await signUp(page, "/en", "en", uniqueEmail("countdown"));
  await waitForHydration(page);
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(waitText("en"));
  const resend = page.getByRole("button", { name: en.codeResend.resend });
  await expect(resend).toBeDisabled();
  const before = await secondsShown(timer, "en");
  await page.clock.runFor(5_000);
  await expect.poll(() => secondsShown(timer, "en")).toBeLessThanOrEqual(before - 4);
  await expectNoAxeViolations(page);

  await page.clock.fastForward(60_000);
  await expect(timer).toHaveText(en.codeResend.ready);
  await expect(resend).toBeEnabled();
  // The server's clock did not move on: it says how long is left, on the same page.
  await resend.click();
  await expect(page.getByRole("alert")).toContainText(waitText("en"));
  await expect(page).toHaveURL("/en/register");
  await expect(page.getByRole("link", { name: en.codeResend.changeAddress })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the pause is a static sentence and the new code a plain form (uk)", async ({ page }) => {
    const uk = messagesOf("uk");
    await signUp(page, "", "uk", uniqueEmail("nojs-code"), true);
    await expect(page.getByText(uk.auth.form.noCode.replace("{{seconds}}", "60"))).toBeVisible();
    await page.getByRole("button", { name: uk.codeResend.resend }).click();
    await expect(page).toHaveURL("/register");
    await expect(page.getByRole("alert")).toContainText(waitText("uk"));
  });
});

test("a new SMS code on 'My info' clears the 'wrong code' of the one before (uk)", async ({ page, request }) => {
  const uk = messagesOf("uk");
  await createAccount(request, uniqueEmail("sms-again"), "driver-password");
  expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 3 } })).status()).toBe(200);
  const phone = `+38067${String(Date.now()).slice(-7)}`;
  const saved = await request.put("/api/v3/profile/details", {
    data: { first_name: "Олена", last_name: "Коваль", birth_date: "1990-05-01", citizenship: "UA", phone },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.context().addCookies((await request.storageState()).cookies);

  await page.goto("/profile/details");
  await waitForHydration(page);
  const details = page.getByRole("region", { name: uk.profile.personalDetails });
  await details.getByLabel(uk.profile.phoneCode).fill("000000");
  await details.getByRole("button", { name: uk.profile.confirmPhone }).click();
  const codeField = details.getByLabel(uk.profile.phoneCode);
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  await details.getByRole("button", { name: uk.profile.sendPhoneCode }).click();
  await expect(page.getByText(uk.auth.codeSent)).toBeVisible();
  await expect(codeField).not.toHaveAttribute("aria-invalid", "true");
  await expect(codeField).toHaveValue("");
});
