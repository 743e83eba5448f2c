import { messagesOf } from "./queue-helpers.ts";
import { answerBotQuestion, createAccount, latestCode, uniqueEmail, waitForBotCheck } from "./account-helpers.ts";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

const journeys = [
  {
    locale: "uk",
    prefix: "",
    text: {
      accountType: "Перевізник",
      email: "Ел. пошта",
      password: "Пароль",
      repeat: "Повторіть пароль",
      privacy: "Я приймаю політику конфіденційності",
      rules: "Я приймаю правила сервісу",
      personalData: "Я надаю згоду на обробку персональних даних",
      create: "Створити обліковий запис",
      codeSent: "Код надіслано",
      code: "Код підтвердження",
      confirm: "Підтвердити",
      registered: "Реєстрація успішна",
      truck: "Вантажівка",
      continue: "Продовжити",
      myInfo: "Мої дані",
      logout: "Вийти",
      loggedOut: "Ви вийшли з кабінету",
      login: "Увійти",
      loginField: "Ел. пошта або телефон",
    },
  },
  {
    locale: "en",
    prefix: "/en",
    text: {
      accountType: "Carrier",
      email: "E-mail",
      password: "Password",
      repeat: "Repeat the password",
      privacy: "I accept the privacy policy",
      rules: "I accept the service rules",
      personalData: "I consent to the processing of my personal data",
      create: "Create the account",
      codeSent: "Code sent",
      code: "Confirmation code",
      confirm: "Confirm",
      registered: "Registration successful",
      truck: "Truck",
      continue: "Continue",
      myInfo: "My info",
      logout: "Log out",
      loggedOut: "You are logged out",
      login: "Log in",
      loginField: "E-mail or phone",
    },
  },
] as const;

for (const { locale, prefix, text } of journeys) {
  test(`sign up with the mailed code, choose the carrier type, log out and log in again (${locale})`, async ({ page }) => {
    test.slow(); // a proof of work and two password hashes, on a loaded machine
    const email = uniqueEmail(`journey-${locale}`);
    const password = "border-2026";

    await page.goto(`${prefix}/create-account`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByLabel(text.accountType, { exact: true }).check();
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill(password);
    await page.getByLabel(text.repeat, { exact: true }).fill(password);
    await page.getByLabel(text.privacy).check();
    await page.getByLabel(text.rules).check();
    await page.getByLabel(text.personalData).check();
    await waitForBotCheck(page);
    await page.getByRole("button", { name: text.create }).click();

    await expect(page).toHaveURL(`${prefix}/register`);
    await expect(page.getByText(text.codeSent)).toBeVisible();
    await expect(page.getByLabel(text.loginField)).toHaveValue(email);
    await expectNoAxeViolations(page);
    await page.getByLabel(text.code).fill(await latestCode(email));
    await page.getByRole("button", { name: text.confirm }).click();

    // Logged in; a new account chooses its carrier type first (the guard's page), then goes on.
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile/carrierType`));
    await expect(page.getByText(text.registered)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(text.truck).check();
    await page.getByRole("button", { name: text.continue }).click();
    await expect(page).toHaveURL(`${prefix}/profile/details`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.myInfo);
    await expect(page.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page);
    // The carrier-type page is refused once a type is set.
    await page.goto(`${prefix}/profile/carrierType`);
    await expect(page).toHaveURL(`${prefix}/profile/details`);

    await page.getByRole("banner").getByRole("button", { name: text.logout }).click();
    await expect(page).toHaveURL(prefix === "" ? "/" : prefix);
    // The toast comes in the page's language (the data request of "/en" is "/en.data").
    await expect(page.getByText(text.loggedOut)).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: text.login }).click();
    await expect(page).toHaveURL(`${prefix}/login`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByLabel(text.loginField).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill(password);
    await waitForBotCheck(page);
    await page.getByRole("main").getByRole("button", { name: text.login }).click();
    await expect(page).toHaveURL(`${prefix}/profile/details`);
    await expect(page.getByText(email)).toBeVisible();
  });
}

test("a refused sign-up lists the problems, focuses the list and keeps what was typed", async ({ page }) => {
  await page.goto("/create-account");
  await waitForHydration(page);
  await page.getByLabel("Ел. пошта", { exact: true }).fill("not-an-address");
  await page.getByLabel("Пароль", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Створити обліковий запис" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Виникла проблема");
  await expect(summary.getByRole("link", { name: /Ел. пошта: .+/ })).toBeVisible();
  await expect(summary).toContainText("Оберіть тип облікового запису");
  await expect(page.getByLabel("Ел. пошта", { exact: true })).toHaveValue("not-an-address");
  await expect(page.getByLabel("Ел. пошта", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("recover a forgotten password with the mailed code, then log in with the new one (en)", async ({ page, request }) => {
  const email = uniqueEmail("recover");
  await createAccount(request, email, "old-password-1");

  await page.goto("/en/login");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL("/en/recover");
  await expectNoAxeViolations(page);
  await page.getByLabel("E-mail or phone").fill(email);
  await waitForBotCheck(page);
  await page.getByRole("button", { name: "Send the code" }).click();

  await expect(page).toHaveURL("/en/new-password");
  await expect(page.getByText("Code sent")).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByLabel("E-mail or phone")).toHaveValue(email);
  await page.getByLabel("Confirmation code").fill(await latestCode(email));
  await page.getByLabel("New password", { exact: true }).fill("new-password-2");
  await page.getByLabel("Repeat the password").fill("new-password-2");
  await page.getByRole("button", { name: "Set the new password" }).click();

  await expect(page).toHaveURL("/en/login");
  await expect(page.getByText("Password changed")).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("E-mail or phone").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("new-password-2");
  await waitForBotCheck(page);
  await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
  // No carrier type yet: the guard asks for it before the profile.
  await expect(page).toHaveURL(/\/en\/profile\/carrierType\?redirectTo=/);
});

test("change the password while logged in, then log out on all devices (en)", async ({ page, request }) => {
  const email = uniqueEmail("change");
  await createAccount(request, email, "first-password");
  await logInWithCarrierType(page, email, "first-password");

  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("second-password");
  await page.getByLabel("Repeat the password").fill("second-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toContainText("The current password is wrong");
  await expect(page.getByRole("alert")).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel("Current password").fill("first-password");
  await page.getByLabel("New password", { exact: true }).fill("second-password");
  await page.getByLabel("Repeat the password").fill("second-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();

  await page.getByRole("button", { name: "Log out on all devices" }).click();
  await expect(page).toHaveURL("/en/login");
  await expect(page.getByText("You are logged out on all devices")).toBeVisible();
  await page.goto("/en/profile/details");
  await expect(page).toHaveURL("/en/login?redirectTo=%2Fen%2Fprofile%2Fdetails");
});

/** Logs the page in as a carrier with a truck (sign-in form, then the carrier-type page). */
async function logInWithCarrierType(page: Page, email: string, password: string) {
  await page.goto("/en/login?redirectTo=%2Fen%2Fprofile%2Fdetails");
  await waitForHydration(page);
  await page.getByLabel("E-mail or phone").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await waitForBotCheck(page);
  await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
  await page.getByLabel("Truck").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL("/en/profile/details");
}

test("a form sent after the session has ended leads to the login page, which leads back", async ({ page, request }) => {
  const email = uniqueEmail("ended");
  await createAccount(request, email, "first-password");
  await logInWithCarrierType(page, email, "first-password");
  // Elsewhere (the API client's own session), the user logs out on all devices.
  expect((await request.post("/api/v3/auth/logout-all")).status()).toBe(204);

  await page.getByLabel("Current password").fill("first-password");
  await page.getByLabel("New password", { exact: true }).fill("second-password");
  await page.getByLabel("Repeat the password").fill("second-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL("/en/login?redirectTo=%2Fen%2Fprofile%2Fdetails");
});

test("a bot-check solution the API has seen already is replaced and the form sent again, once", async ({ page, request }) => {
  test.slow(); // two proofs of work
  const email = uniqueEmail("reused");
  await createAccount(request, email, "right-password");
  await page.goto("/en/login");
  await waitForHydration(page);
  await page.getByLabel("E-mail or phone").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await waitForBotCheck(page);
  const used = await page.locator('input[name="altcha"]').inputValue();
  const logins: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/en/login")) logins.push(r.url());
  });
  await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toContainText("Wrong login or password");

  // Send the spent solution again: the API answers recaptcha_wasted, the widget solves a new
  // challenge and the form goes again by itself, so the user sees the real answer.
  await waitForBotCheck(page);
  await page.locator('input[name="altcha"]').evaluate((input, value) => ((input as HTMLInputElement).value = value), used);
  const before = logins.length;
  await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
  // Solving a new challenge takes seconds on a busy machine.
  await expect.poll(() => logins.length - before, { timeout: 90_000 }).toBe(2);
  await expect(page.getByRole("alert")).toContainText("Wrong login or password");
  await expect(page.getByRole("alert")).not.toContainText("used already");
});

test("the bot check loads when the form is first used, and a form sent before it is solved goes once it is", async ({ page, request }) => {
  test.slow(); // a proof of work
  const email = uniqueEmail("early");
  await createAccount(request, email, "right-password");
  const widgetScripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" && r.url().includes("/assets/altcha-")) widgetScripts.push(r.url());
  });
  await page.goto("/en/login");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(widgetScripts).toEqual([]);

  await page.getByLabel("E-mail or phone").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
  // The form waited for the solution: the API checked the password, not a missing bot check.
  await expect(page.getByRole("alert")).toContainText("Wrong login or password", { timeout: 90_000 });
  expect(widgetScripts).toHaveLength(1);
});

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("the login form still answers, in the page's language, keeping the login", async ({ page, request }) => {
    const email = uniqueEmail("nojs");
    await createAccount(request, email, "right-password");
    await page.goto("/pl/login?redirectTo=%2Fpl%2Fqueues");
    await page.getByLabel("E-mail lub telefon").fill(email);
    await page.getByLabel("Hasło", { exact: true }).fill("wrong-password");
    // Without JavaScript the bot check is a question the form asks.
    await answerBotQuestion(page, messagesOf("pl").botQuestion.question);
    await page.getByRole("main").getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByLabel("E-mail lub telefon")).toHaveValue(email);
    await page.getByLabel("Hasło", { exact: true }).fill("right-password");
    await answerBotQuestion(page, messagesOf("pl").botQuestion.question);
    await page.getByRole("main").getByRole("button", { name: "Zaloguj się" }).click();
    // Back where the guard had stopped the guest; without a carrier type, that guard asks for one first.
    await expect(page).toHaveURL("/pl/profile/carrierType?redirectTo=%2Fpl%2Fqueues");
  });
});

test.describe("the account pages in every language", () => {
  for (const locale of ["uk", "pl", "en", "ro", "tr", "sk", "hu"] as const) {
    test(`sign-up and login read in ${locale}, with no accessibility violations`, async ({ page }) => {
      const messages = messagesOf(locale);
      const prefix = locale === "uk" ? "" : `/${locale}`;
      await page.goto(`${prefix}/create-account`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.pages.createAccount);
      await expect(page.getByRole("group", { name: messages.auth.form.accountType })).toBeVisible();
      await expect(page.getByLabel(messages.auth.form.passwordConfirmation)).toBeVisible();
      await waitForBotCheck(page);
      await expectNoAxeViolations(page);
      await page.goto(`${prefix}/login`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.pages.login);
      await expect(page.getByLabel(messages.auth.form.login)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
