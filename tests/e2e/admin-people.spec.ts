/**
 * The administration of people as an administrator uses it (issue 17): finds a blocked user, lifts
 * the blocking with a reason (the user's page no longer says blocked; the user is told why in the
 * app, with a link to the violation, and by mail);
 * answers a feedback message from /contacts (the answer arrives over SMTP in the sender's language)
 * and closes it; approves a vehicle's review, its certificate shown. axe finds nothing on each console screen.
 */
import type { APIRequestContext } from "@playwright/test";
import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { waitForMailsTo } from "./mail-helpers.ts";

const PASSWORD = "admin-password-1";
/** A 1×1 PNG: the certificate's photo. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f00050001ff89993d1d0000000049454e44ae426082",
  "hex",
);

async function signInAsAdmin(request: APIRequestContext) {
  const email = uniqueEmail("admin");
  await createAccount(request, email, PASSWORD);
  expect((await request.post("/api/v3/dev/admins", { data: { email } })).status()).toBe(201);
}

test("an administrator lifts a blocking: the user is no longer blocked and is told why in their language", async ({ page, browser }) => {
  // Two visitors and five pages checked by axe: longer than the default on a loaded machine.
  test.setTimeout(180_000);
  const userContext = await browser.newContext();
  const email = uniqueEmail("blocked");
  await createAccount(userContext.request, email, PASSWORD);
  expect((await userContext.request.post("/api/v3/dev/violations", { data: { email, kind: "blocking", subject: "Обліковий запис", note: "Три порушення" } })).status()).toBe(201);
  const userPage = await userContext.newPage();
  await userPage.goto("/account/violations");
  await expect(userPage.getByRole("alert")).toContainText("Доступ до бронювання черги заблоковано");

  await signInAsAdmin(page.context().request);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Користувачі");
  await expectNoAxeViolations(page);
  await page.getByLabel("E-mail, телефон, номерний знак або паспорт").fill(email);
  await page.getByRole("button", { name: "Знайти" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Користувачів:" })).toHaveText("Користувачів: 1");
  await page.getByRole("link", { name: email }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Користувач: ${email}`);
  await expect(page.getByText(/^Заблоковано до /)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Причина (її буде повідомлено користувачу)").fill("Апеляцію задоволено");
  await page.getByRole("button", { name: "Зняти блокування" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Блокування знято; користувача повідомлено" })).toBeVisible();
  await expect(page.getByText("Не заблоковано")).toBeVisible();
  await expect(page.getByText(/^Закрито .*: Апеляцію задоволено$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await userPage.reload();
  await expect(userPage.getByRole("heading", { level: 1 })).toHaveText("Порушення та блокування");
  await expect(userPage.getByText("Доступ до бронювання черги заблоковано")).toHaveCount(0);
  // Told in the app too, in the language of the page, with the reason and a link to the violation.
  await userPage.goto("/account/notices");
  const notice = userPage.getByRole("article").filter({ hasText: "Блокування вашого акаунта знято" });
  await expect(notice).toContainText("Причина: Апеляцію задоволено");
  await expectNoAxeViolations(userPage);
  await notice.getByRole("link", { name: "Докладніше" }).click();
  await expect(userPage.getByRole("heading", { level: 1 })).toHaveText("Бронювання черги заблоковано");
  await expect(userPage.getByRole("definition").filter({ hasText: "Апеляцію задоволено" })).toBeVisible();
  const mails = await waitForMailsTo(email, 2);
  // In the user's language (the account was made in English), not the administrator's.
  const told = mails.find((mail) => mail.subject === "Your account's blocking has been lifted");
  expect(told, mails.map((mail) => mail.subject).join(", ")).toBeDefined();
  expect(told!.text).toContain("Reason: Апеляцію задоволено");
  await userContext.close();
});

test("an administrator answers a feedback message: the answer is mailed in the sender's language, then the message is closed", async ({ page, request }) => {
  const sender = uniqueEmail("asks");
  const sent = await request.post("/api/v3/feedback", {
    headers: { "X-Skip-Bot-Check": "1", "X-Client-Locale": "pl" },
    data: { subject: "Autobus w poniedziałek", question: "Jak zapisać autobus?", email: sender },
  });
  expect(sent.status()).toBe(202);
  const id = ((await sent.json()) as { data: { id: number } }).data.id;

  await signInAsAdmin(page.context().request);
  await page.goto("/admin/feedback?status=new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Звернення");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Autobus w poniedziałek" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/feedback/${id}$`));
  await expect(page.getByText("Jak zapisać autobus?")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Відповідь (надсилається поштою мовою відправника)").fill("Proszę wybrać autobus w kreatorze.");
  await page.getByRole("button", { name: "Надіслати відповідь" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Відповідь надіслано" })).toBeVisible();
  await expect(page.getByText("З відповіддю")).toBeVisible();
  const answer = (await waitForMailsTo(sender, 2)).find((mail) => mail.subject.startsWith("Odpowiedź"));
  expect(answer?.subject).toBe(`Odpowiedź na Twoje zgłoszenie nr ${id}: Autobus w poniedziałek`);
  expect(answer!.text).toContain("Proszę wybrać autobus w kreatorze.");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Закрити повідомлення" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Повідомлення закрито" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Надіслати відповідь" })).toHaveCount(0);
});

test("an administrator sees a vehicle's certificate on its review and approves it", async ({ page, browser }) => {
  const userContext = await browser.newContext();
  const email = uniqueEmail("reviewed");
  await createAccount(userContext.request, email, PASSWORD);
  const request = userContext.request;
  const headers = { "X-Client-Locale": "en" };
  expect((await request.put("/api/v3/profile/carrier-type", { headers, data: { carrier_type: 1 } })).status()).toBe(200);
  // A foreign vehicle with its registration certificate waits for an administrator's review.
  const vehicle = await request.post("/api/v3/profile/vehicles", {
    headers,
    multipart: { vehicle_type: "1", plate: `WR${Date.now() % 100_000}`, make: "Volvo", country: "PL", certificate: { name: "certificate.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  await userContext.close();

  await signInAsAdmin(page.context().request);
  await page.goto("/admin/reviews");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Перевірки документів");
  await expectNoAxeViolations(page);
  await page.getByRole("row").filter({ hasText: email }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 2, name: "Документи" })).toBeVisible();
  const certificate = page.getByRole("img", { name: /^Документ 1: certificate\.png$/ });
  await expect(certificate).toBeVisible();
  // The photo itself loads (served to the administrator by the review's document endpoint).
  await expect.poll(() => certificate.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))).toBe(1);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Схвалити" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Перевірку схвалено" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Схвалити" })).toHaveCount(0);
});

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused trusted-operator mark shows the field's message and keeps what was typed; then it is saved", async ({ page, browser }) => {
    const userContext = await browser.newContext();
    const email = uniqueEmail("aeo");
    await createAccount(userContext.request, email, PASSWORD);
    const headers = { "X-Client-Locale": "en" };
    expect((await userContext.request.put("/api/v3/profile/carrier-type", { headers, data: { carrier_type: 1 } })).status()).toBe(200);
    const carrier = await userContext.request.put("/api/v3/profile/carriers", {
      headers,
      data: { vehicle_type: 1, name: "Trusted Trucks", country: "PL", registration_code: `PL${String(Date.now()).slice(-8)}`, contact_person: "Jan Kowalski" },
    });
    expect(carrier.status(), await carrier.text()).toBe(200);
    await userContext.close();

    await signInAsAdmin(page.context().request);
    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    await page.getByRole("link", { name: email }).click();
    await expect(page.getByRole("heading", { level: 3 })).toContainText("Trusted Trucks");
    await expect(page.getByText("Не надійний оператор")).toBeVisible();
    await page.getByLabel("Номер сертифіката AEO").fill("<b>");
    await page.getByLabel("Дійсний до").fill("2099-12-31");
    await page.getByRole("button", { name: "Зберегти статус AEO" }).click();
    await expect(page.getByText("Некоректне значення")).toBeVisible();
    await expect(page.getByLabel("Номер сертифіката AEO")).toHaveValue("<b>");
    await expect(page.getByLabel("Номер сертифіката AEO")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Номер сертифіката AEO").fill("PL AEOF 0001");
    await page.getByRole("button", { name: "Зберегти статус AEO" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Статус AEO збережено" })).toBeVisible();
    await expect(page.getByText(/^Надійний до /)).toBeVisible();
    await expect(page.getByLabel("Номер сертифіката AEO")).toHaveValue("PL AEOF 0001");
  });
});
