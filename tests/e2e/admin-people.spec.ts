/**
 * The administration of people as an administrator uses it (issue 17): finds a blocked user, lifts
 * the blocking with a reason (the user's page no longer says blocked; the user is told why in the
 * app, with a link to the violation, and by mail);
 * answers a feedback message from /contacts (the answer arrives over SMTP in the sender's language)
 * and closes it; approves a vehicle's review, its certificate shown. Each form says what is missing
 * (the browser's check, and the server's before JavaScript loads), keeps what was typed, and tells
 * a success by a toast. axe finds nothing on each console screen.
 */
import { createAccount, createAdmin, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, toastOf, waitForHydration } from "./fixtures.ts";
import { waitForMailsTo } from "./mail-helpers.ts";

const PASSWORD = "admin-password-1";
/** A 1×1 PNG: the certificate's photo. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f00050001ff89993d1d0000000049454e44ae426082",
  "hex",
);


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

  await createAdmin(page.context().request, "admin");
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

  // No reason: the browser's check says so, at the top and at the field.
  await waitForHydration(page);
  const reason = page.getByLabel("Причина (її буде повідомлено користувачу)");
  await page.getByRole("button", { name: "Зняти блокування" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Виникла проблема" });
  await expect(summary.getByRole("link", { name: "Причина (її буде повідомлено користувачу): Обовʼязкове поле" })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await reason.fill("Апеляцію задоволено");
  await page.getByRole("button", { name: "Зняти блокування" }).click();
  await expect(toastOf(page, "Блокування знято; користувача повідомлено")).toBeVisible();
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

  await createAdmin(page.context().request, "admin");
  await page.goto("/admin/feedback?status=new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Звернення");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Autobus w poniedziałek" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/feedback/${id}$`));
  await expect(page.getByText("Jak zapisać autobus?")).toBeVisible();
  await expectNoAxeViolations(page);

  // An empty answer is not sent: the browser's check says so.
  await waitForHydration(page);
  const answerField = page.getByLabel("Відповідь (надсилається поштою мовою відправника)");
  await page.getByRole("button", { name: "Надіслати відповідь" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "Відповідь (надсилається поштою мовою відправника): Обовʼязкове поле" })).toBeVisible();
  await expect(answerField).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await answerField.fill("Proszę wybrać autobus w kreatorze.");
  await page.getByRole("button", { name: "Надіслати відповідь" }).click();
  await expect(toastOf(page, "Відповідь надіслано")).toBeVisible();
  await expect(page.getByText("З відповіддю")).toBeVisible();
  const answer = (await waitForMailsTo(sender, 2)).find((mail) => mail.subject.startsWith("Odpowiedź"));
  expect(answer?.subject).toBe(`Odpowiedź na Twoje zgłoszenie nr ${id}: Autobus w poniedziałek`);
  expect(answer!.text).toContain("Proszę wybrać autobus w kreatorze.");
  // Answered: the answer shown, and no second one to send by mistake; closing is what is left.
  await expect(page.getByText("Proszę wybrać autobus w kreatorze.")).toBeVisible();
  await expect(answerField).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Надіслати відповідь" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Закрити повідомлення" }).click();
  await expect(toastOf(page, "Повідомлення закрито")).toBeVisible();
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

  await createAdmin(page.context().request, "admin");
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

  // A rejection needs a reason of 3 characters at least; what was typed stays.
  await waitForHydration(page);
  const reason = page.getByLabel("Причина відхилення (її буде повідомлено користувачу)");
  await reason.fill("ні");
  await page.getByRole("button", { name: "Відхилити" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "Причина відхилення (її буде повідомлено користувачу): Не менше 3 символів" })).toBeVisible();
  await expect(reason).toHaveValue("ні");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Схвалити" }).click();
  await expect(toastOf(page, "Перевірку схвалено")).toBeVisible();
  await expect(page.getByRole("button", { name: "Схвалити" })).toHaveCount(0);
});

test("an administrator makes a user an operator at a checkpoint, then ends the user's sessions", async ({ page, browser }) => {
  const userContext = await browser.newContext();
  const email = uniqueEmail("operator");
  await createAccount(userContext.request, email, PASSWORD);
  await userContext.close();

  await createAdmin(page.context().request, "admin");
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: email }).click();
  await expect(page.getByRole("group", { name: "Пункти пропуску оператора" })).toHaveCount(0);
  await waitForHydration(page);
  await page.getByRole("combobox", { name: "Роль" }).selectOption({ label: "Оператор" });
  // The role's answer held back: while it is being sent, only its own button says so.
  const action = /\.data(\?.*)?$/;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(action, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Змінити роль" }).click();
  await expect(page.getByRole("button", { name: "Надсилаємо…" })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Завершити всі сеанси" })).toBeVisible();
  release();
  await expect(toastOf(page, "Роль змінено")).toBeVisible();
  await page.unroute(action);
  await expect(page.getByRole("button", { name: "Змінити роль" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Роль" })).toHaveValue("operator");

  // An operator's checkpoints: a list of choices, saved as ticked.
  const checkpoints = page.getByRole("group", { name: "Пункти пропуску оператора" });
  await expect(checkpoints).toBeVisible();
  await checkpoints.getByRole("checkbox", { name: "Ягодин", exact: true }).check();
  await page.getByRole("button", { name: "Зберегти пункти пропуску" }).click();
  await expect(toastOf(page, "Пункти пропуску збережено")).toBeVisible();
  await expect(page.getByRole("group", { name: "Пункти пропуску оператора" }).getByRole("checkbox", { name: "Ягодин", exact: true })).toBeChecked();
  await expectNoAxeViolations(page);
  const found = await (await page.context().request.get(`/api/v3/admin/users?q=${encodeURIComponent(email)}`)).json();
  const user = await (await page.context().request.get(`/api/v3/admin/users/${found.data[0].id}`)).json();
  expect(user.data.operator_checkpoints.map((c: { slug: string }) => c.slug)).toEqual(["yahodyn-dorohusk"]);
  expect(user.data.live_sessions).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Завершити всі сеанси" }).click();
  await expect(toastOf(page, "Усі сеанси користувача завершено")).toBeVisible();
  await expect(page.getByText("Активних сеансів: 0")).toBeVisible();
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

    await createAdmin(page.context().request, "admin");
    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    await page.getByRole("link", { name: email }).click();
    await expect(page.getByRole("heading", { level: 3 })).toContainText("Trusted Trucks");
    await expect(page.getByText("Не надійний оператор")).toBeVisible();
    await page.getByLabel("Номер сертифіката AEO").fill("<b>");
    await page.getByLabel("Дійсний до").fill("2099-12-31");
    await page.getByRole("button", { name: "Зберегти статус AEO" }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: "Номер сертифіката AEO: Некоректне значення" })).toHaveAttribute("href", /^#/);
    await expect(page.getByLabel("Номер сертифіката AEO")).toHaveValue("<b>");
    await expect(page.getByLabel("Номер сертифіката AEO")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Дійсний до")).toHaveValue("2099-12-31");

    // A certificate without its expiry is refused on the expiry.
    await page.getByLabel("Номер сертифіката AEO").fill("PL AEOF 0001");
    await page.getByLabel("Дійсний до").fill("");
    await page.getByRole("button", { name: "Зберегти статус AEO" }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: "Дійсний до: Обовʼязкове поле" })).toBeVisible();
    await expect(page.getByLabel("Номер сертифіката AEO")).toHaveValue("PL AEOF 0001");

    await page.getByLabel("Дійсний до").fill("2099-12-31");
    await page.getByRole("button", { name: "Зберегти статус AEO" }).click();
    await expect(page.getByText(/^Надійний до /)).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByLabel("Номер сертифіката AEO")).toHaveValue("PL AEOF 0001");
  });
});
