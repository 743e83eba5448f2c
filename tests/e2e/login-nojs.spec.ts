/**
 * Logging in with JavaScript disabled: the proof of work cannot run, so the form asks the bot
 * check's question (what is a plus b?), and a right answer lets the person in.
 */
import { answerBotQuestion, createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { messagesOf } from "./queue-helpers.ts";

test.use({ javaScriptEnabled: false });

for (const locale of ["en", "pl"] as const) {
  test(`logs in without JavaScript by answering the check question (${locale})`, async ({ page, request }) => {
    const m = messagesOf(locale);
    const email = uniqueEmail(`nojs-login-${locale}`);
    await createAccount(request, email, "no-script-1");
    expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 1 } })).status()).toBe(200);

    await page.goto(`/${locale}/login`);
    await expect(page.getByRole("group", { name: m.botQuestion.legend })).toBeVisible();
    await page.getByLabel(m.auth.form.login).fill(email);
    await page.getByLabel(m.auth.form.password, { exact: true }).fill("no-script-1");
    await answerBotQuestion(page, m.botQuestion.question, 1);
    await page.getByRole("main").getByRole("button", { name: m.auth.form.logIn }).click();
    await expect(page.getByRole("alert")).toContainText(m.botQuestion.wrong);
    await expect(page).toHaveURL(`/${locale}/login`);

    // A new question comes with the answer; the typed login is kept, the password is not.
    await expect(page.getByLabel(m.auth.form.login)).toHaveValue(email);
    await page.getByLabel(m.auth.form.password, { exact: true }).fill("no-script-1");
    await answerBotQuestion(page, m.botQuestion.question);
    await page.getByRole("main").getByRole("button", { name: m.auth.form.logIn }).click();
    await expect(page).toHaveURL(`/${locale}/profile/details`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.pages.details);
  });
}
