/**
 * /contacts as a visitor uses it: the hotlines, the support e-mail and its hours; the feedback form
 * refused field by field and then sent, in Ukrainian with JavaScript (the proof of work) and in
 * English without it (the check question). The mails arrive over SMTP at the mail catcher
 * (mail-catcher.ts): support's copy in Ukrainian, answerable to the sender, and the confirmation to
 * the sender in their language. axe runs where the page has JavaScript.
 */
import { answerBotQuestion, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, toastOf, waitForHydration } from "./fixtures.ts";
import { mailsTo, waitForMailsTo } from "./mail-helpers.ts";
import { messagesOf } from "./queue-helpers.ts";

const SUPPORT = "support@equeue.localhost";

/** Support's copy of the message from `sender` (other tests write to support at the same time). */
async function supportCopyFrom(sender: string) {
  let copy: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
  await expect(async () => {
    copy = (await mailsTo(SUPPORT)).find((mail) => mail.text.includes(`Від: ${sender}\n`));
    expect(copy).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return copy!;
}

test("in Ukrainian: the support line, a refused form that keeps what was typed, then a sent question", async ({ page }) => {
  test.slow(); // a proof of work
  await page.goto("/contacts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Контакти");
  // The footer shows the hotlines too: the page's own are in its main part.
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "+380 44 000 00 01" })).toHaveAttribute("href", "tel:+380440000001");
  await expect(main.getByRole("link", { name: "+380 44 000 00 02" })).toHaveAttribute("href", "tel:+380440000002");
  await expect(main.getByRole("link", { name: "support@equeue.localhost" })).toHaveAttribute("href", "mailto:support@equeue.localhost");
  const hours = page.getByRole("region", { name: "Години роботи" });
  await expect(hours.getByText("09:00–18:00")).toHaveCount(5);
  await expect(hours.getByText("зачинено")).toHaveCount(2);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  const email = uniqueEmail("feedback-uk");
  await page.getByRole("button", { name: "Надіслати" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Тема запитання: Вкажіть тему запитання" })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Ваше запитання: Вкажіть запитання" })).toBeVisible();
  await expect(summary.getByRole("link", { name: "E-mail для відповіді: Вкажіть e-mail" })).toBeVisible();
  await page.getByLabel("Ваше запитання").fill("Як записати автобус?");
  await page.getByLabel("E-mail для відповіді").fill("not-an-address");
  await page.getByRole("button", { name: "Надіслати" }).click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "E-mail для відповіді: Введено некоректну електронну пошту" })).toBeVisible();
  await expect(page.getByLabel("Ваше запитання")).toHaveValue("Як записати автобус?");
  await expectNoAxeViolations(page);

  await page.getByLabel("Тема запитання").fill("Автобус");
  await page.getByLabel("E-mail для відповіді").fill(email);
  await page.getByRole("button", { name: "Надіслати" }).click();
  await expect(toastOf(page, "Ваше звернення отримано. Відповідь надійде на вашу електронну пошту")).toBeVisible({ timeout: 90_000 });
  await expect(page.getByLabel("Тема запитання")).toHaveValue("");
  const [confirmation, ...more] = await waitForMailsTo(email);
  expect(more).toEqual([]);
  const id = /^Ваше звернення №(\d+) отримано$/.exec(confirmation!.subject)?.[1];
  expect(id, confirmation!.subject).toBeDefined();
  expect(confirmation!.text).toContain(`Ваше звернення отримано. Відповідь надійде на вашу електронну пошту.\nНомер звернення: ${id}\n`);
  expect(confirmation!.text).toContain("Копія вашого звернення:\n\nАвтобус\n\nЯк записати автобус?");
  const toSupport = await supportCopyFrom(email);
  expect(toSupport.subject).toBe(`Звернення №${id}: Автобус`);
  expect(toSupport.text).toContain(`Мова: uk\nНомер звернення: ${id}\n`);
  expect(toSupport.text).toContain("Як записати автобус?");
});

test("in English, axe finds nothing on the page and on a refused form", async ({ page }) => {
  await page.goto("/en/contacts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contacts");
  await expect(page.getByRole("region", { name: "Working hours" })).toContainText("Kyiv time");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.getByRole("alert").getByRole("link", { name: "Your question: Enter your question" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("in English: the server refuses field by field, keeps what was typed, then takes the question", async ({ page }) => {
    const m = messagesOf("en");
    const email = uniqueEmail("feedback-nojs");
    await page.goto("/en/contacts");
    await page.getByLabel("Subject of the question").fill("Late arrival");
    await page.getByLabel("Your question").fill("What if I am late?\nWe are stuck at the border.");
    await page.getByLabel("E-mail for the answer").fill(email);
    await answerBotQuestion(page, m.botQuestion.question, 1);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert")).toContainText(m.botQuestion.wrong);
    await expect(page.getByLabel("Your question")).toHaveValue("What if I am late?\nWe are stuck at the border.");
    await expect(page.getByLabel("E-mail for the answer")).toHaveValue(email);
    expect(await mailsTo(email)).toEqual([]);

    await page.getByLabel("Subject of the question").fill("");
    await answerBotQuestion(page, m.botQuestion.question);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: "Subject of the question: Enter the subject of the question" })).toBeVisible();

    await page.getByLabel("Subject of the question").fill("Late arrival");
    await answerBotQuestion(page, m.botQuestion.question);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your request has been received, expect an answer by e-mail" })).toBeVisible();
    await expect(page).toHaveURL("/en/contacts");
    const [confirmation, ...more] = await waitForMailsTo(email);
    expect(more).toEqual([]);
    const id = /^Your request No\. (\d+) has been received$/.exec(confirmation!.subject)?.[1];
    expect(id, confirmation!.subject).toBeDefined();
    expect(confirmation!.text).toContain(`Your request has been received, expect an answer by e-mail.\nRequest number: ${id}\n`);
    expect(confirmation!.text).toContain("A copy of your request:\n\nLate arrival\n\nWhat if I am late?\nWe are stuck at the border.");
    // Support reads it in Ukrainian, with the sender's language named.
    const toSupport = await supportCopyFrom(email);
    expect(toSupport.subject).toBe(`Звернення №${id}: Late arrival`);
    expect(toSupport.text).toContain(`Мова: en\nНомер звернення: ${id}\n`);
    expect(toSupport.text).toContain("What if I am late?\nWe are stuck at the border.");
  });
});

test("in English, a field never visited is in the summary beside one checked on leaving it", async ({ page }) => {
  await page.goto("/en/contacts");
  await waitForHydration(page);
  const question = page.getByLabel("Your question");
  await question.focus();
  // The form's check loads once the visitor starts on it: the fields below are checked on leaving them.
  await page.waitForTimeout(3_000);
  await question.fill("How do I book a bus?");
  await page.getByLabel("E-mail for the answer").fill("not-an-email");
  await page.getByRole("button", { name: "Send" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Subject of the question: Enter the subject" })).toBeVisible();
  await expect(summary.getByRole("link", { name: /^E-mail for the answer: / })).toBeVisible();
  await expect(page.getByLabel("Subject of the question")).toHaveAttribute("aria-invalid", "true");
});

test("on a 360 px phone the page's column has the side margins of the other information pages", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const columnOf = async (path: string) => {
    await page.goto(path);
    const box = await page.getByRole("heading", { level: 1 }).boundingBox();
    if (!box) throw new Error(`no heading on ${path}`);
    return { left: box.x, right: 360 - (box.x + box.width) };
  };
  const faq = await columnOf("/en/faq");
  const contacts = await columnOf("/en/contacts");
  expect(contacts).toEqual(faq);
  expect(faq).toEqual({ left: 16, right: 16 });
  // The hotlines' grid fits the column: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
