/**
 * Waiting areas as a driver looks for one: the list by border and checkpoint, the services filter
 * (a form the server answers, with and without JavaScript) and an area's page; in Ukrainian and
 * English, with axe on each page visited (with JavaScript: axe runs in the page). And as an area's
 * owner connects one: the application form, whose acknowledgement arrives over SMTP at the mail
 * catcher (mail-catcher.ts) in the applicant's language.
 */
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { answerBotQuestion, uniqueEmail, waitForBotCheck } from "./account-helpers.ts";
import { waitForMailsTo } from "./mail-helpers.ts";
import { messagesOf } from "./queue-helpers.ts";

const resultStatus = (page: Page) => page.getByRole("status").filter({ hasText: /found|Nothing|Знайдено|нічого/ });
const areaCards = (page: Page) => page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("link", { name: /waiting area$|^Зона очікування/ }) });

test("in Ukrainian: areas by border and checkpoint, the services filter, an area's page", async ({ page }) => {
  await page.goto("/service-by-countries");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Зони очікування");
  await expect(page.getByRole("heading", { level: 2, name: "Польща" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Молдова" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Пункт пропуску Ягодин – Дорогуськ" })).toBeVisible();
  await expect(page.getByText("Вільних місць: 37", { exact: false })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await page.getByRole("checkbox", { name: "Пральня" }).check();
  await page.getByRole("checkbox", { name: "Душ" }).check();
  await page.getByRole("button", { name: "Показати" }).click();
  await expect(page).toHaveURL(/service=shower&service=laundry|service=laundry&service=shower/);
  await expect(resultStatus(page)).toHaveText(/^Знайдено зон очікування: \d+$/);
  await expect(page.getByRole("checkbox", { name: "Пральня" })).toBeChecked();
  await expect(page.getByRole("heading", { level: 2, name: "Угорщина" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Зона очікування «Ковель»" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Зона очікування «Ковель»");
  await expect(page.getByText("M-07", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: /Схема розташування зони очікування й пункту пропуску, [\d,]+ км/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Відкрити в застосунку карт" })).toHaveAttribute("href", /^geo:51\.2155,24\.6761$/);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Усі зони очікування" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Зони очікування");
});

test("in English: an area's page with its checkpoint, hours, spaces and services; an unknown one is 404", async ({ page }) => {
  await page.goto("/en/service-by-countries");
  await expect(page.getByRole("heading", { level: 2, name: "Poland" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Yavoriv waiting area" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yavoriv waiting area");
  await expect(page).toHaveTitle(/^Yavoriv waiting area — /);
  const facts = page.locator("dl");
  await expect(facts.getByText("Checkpoint Krakovets – Korczowa (Poland)")).toBeVisible();
  await expect(facts.getByText("Mon 06:00–23:00")).toBeVisible();
  await expect(facts.getByText("not reported by the operator")).toBeVisible();
  await expect(facts.getByRole("listitem").filter({ hasText: "Car wash" })).toBeVisible();
  await expect(facts.getByRole("link", { name: "+380 32 000 00 42" })).toHaveAttribute("href", "tel:+380320000042");
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  const missing = await page.goto("/en/service-by-countries/999999");
  expect(missing?.status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("in English, the services filter is a form the server answers, keeping the choice", async ({ page }) => {
    await page.goto("/en/service-by-countries");
    const all = await areaCards(page).count();
    await page.getByRole("checkbox", { name: "Wi-Fi" }).check();
    await page.getByRole("checkbox", { name: "Shower" }).check();
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/en\/service-by-countries\?service=wifi&service=shower$/);
    await expect(page.getByRole("checkbox", { name: "Wi-Fi" })).toBeChecked();
    await expect(resultStatus(page)).toHaveText(/^Waiting areas found: \d+$/);
    const found = await areaCards(page).count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(all);

    await page.getByRole("checkbox", { name: "Car wash" }).check();
    await page.getByRole("checkbox", { name: "Currency exchange" }).check();
    await page.getByRole("button", { name: "Show" }).click();
    await expect(resultStatus(page)).toHaveText("Nothing found for your request");
    await page.getByRole("link", { name: "Clear the filter" }).click();
    await expect(page.getByRole("checkbox", { name: "Wi-Fi" })).not.toBeChecked();
    await expect(areaCards(page)).toHaveCount(all);
  });
});

test("the partner API page, from the API's document: the key, the operations with curl, the errors (uk and en)", async ({ page }) => {
  await page.goto("/service-by-countries/api");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("API для зон очікування");
  await expect(page.getByRole("heading", { level: 2, name: "Як отримати ключ" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Подайте заявку на підключення зони очікування." })).toHaveAttribute("href", "/service-by-countries/create");
  const checkIn = page.getByRole("region", { name: "Check a vehicle in at the waiting area (by plate)" });
  await expect(checkIn.getByText("Потрібен ключ зони")).toBeVisible();
  await expect(checkIn.locator("pre").last()).toContainText("curl -X POST 'http://127.0.0.1:");
  await expect(checkIn.locator("pre").last()).toContainText("-H 'Authorization: Bearer wa_YOUR_KEY'");
  await expect(checkIn.locator("pre").last()).toContainText(`-d '{"plate":"AA1234BB"}'`);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await page.goto("/en/service-by-countries/api");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("API for waiting areas");
  const report = page.getByRole("region", { name: "Report the waiting area's free parking spaces" });
  await expect(report.locator("pre").last()).toContainText(`-d '{"free_spaces":37}'`);
  await expect(report.getByText("PUT /api/v3/waiting-area-api/free-spaces")).toBeVisible();
  await expect(page.getByRole("region", { name: "Published waiting areas, optionally filtered" }).getByText("Public, no key")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Errors" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test("in English: the application form shows each field's first error, then submits and says so; the mail acknowledges it", async ({ page }) => {
  await page.goto("/en/service-by-countries/create");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connect a waiting area");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel("Company").fill("Zakhid Parking LLC");
  await page.getByLabel("E-mail").fill("not an address");
  await page.getByRole("button", { name: "Submit the application" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: /Contact person/ })).toBeVisible();
  await expect(page.getByText("The entered email is incorrect").first()).toBeVisible();
  await expect(page.getByLabel("Company")).toHaveValue("Zakhid Parking LLC");
  await expectNoAxeViolations(page);

  const email = uniqueEmail("area");
  await page.getByLabel("Contact person").fill("Olena Kovalchuk");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone").fill("+380 33 123 45 67");
  await page.getByLabel("Name of the waiting area").fill("Zakhid truck stop");
  await page.getByLabel("Address").fill("Liuboml, Kovel Raion, Volyn Oblast");
  await page.getByLabel("Highway number").fill("M-07");
  await page.getByLabel("Checkpoint it serves").selectOption({ label: "Yahodyn – Dorohusk" });
  await page.getByLabel("Parking spaces for trucks").fill("120");
  await page.getByRole("checkbox", { name: "Shower" }).check();
  await page.getByRole("checkbox", { name: "Security" }).check();
  await waitForBotCheck(page);
  await page.getByRole("button", { name: "Submit the application" }).click();
  await expect(page).toHaveURL("/en/service-by-countries");
  await expect(page.getByText("Application submitted. Your request has been received, expect an answer by e-mail.")).toBeVisible();
  const [mail, ...more] = await waitForMailsTo(email);
  expect(more).toEqual([]);
  expect(mail!.subject).toBe("Your application to connect a waiting area");
  expect(mail!.text).toContain("We have received your application to connect the waiting area below.");
  expect(mail!.text).toContain("Checkpoint it serves: Yahodyn – Dorohusk");
  expect(mail!.text).toContain("Zakhid truck stop");
  expect(mail!.text).toContain("Shower, Security");
});

test("in Ukrainian, the application form passes axe, also with its errors shown", async ({ page }) => {
  await page.goto("/service-by-countries/create");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Підключення зони очікування");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Подати заявку" }).click();
  await expect(page.getByRole("alert").first()).toBeFocused();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript (application)", () => {
  test.use({ javaScriptEnabled: false });

  test("in Ukrainian, the form is a plain POST that keeps what was typed and then submits", async ({ page }) => {
    const email = uniqueEmail("area-nojs");
    await page.goto("/service-by-countries/create");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Підключення зони очікування");
    await page.getByLabel("Компанія").fill("ТОВ «Захід-Паркінг»");
    await page.getByLabel("Контактна особа").fill("Олена Ковальчук");
    await page.getByLabel("Електронна пошта").fill(email);
    await page.getByLabel("Телефон").fill("+380 33 123 45 67");
    await page.getByLabel("Назва зони очікування").fill("Стоянка «Захід»");
    await page.getByLabel("Адреса").fill("Любомль, Ковельський р-н");
    await page.getByLabel("Номер траси").fill("М-07");
    await page.getByLabel("Місць для стоянки вантажівок").fill("0");
    await page.getByRole("checkbox", { name: "Душ" }).check();
    await answerBotQuestion(page, messagesOf("uk").botQuestion.question);
    await page.getByRole("button", { name: "Подати заявку" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(page.getByLabel("Компанія")).toHaveValue("ТОВ «Захід-Паркінг»");
    await expect(page.getByRole("checkbox", { name: "Душ" })).toBeChecked();

    await page.getByLabel("Пункт пропуску, який вона обслуговує").selectOption({ label: "Ягодин – Дорогуськ" });
    await page.getByLabel("Місць для стоянки вантажівок").fill("80");
    await answerBotQuestion(page, messagesOf("uk").botQuestion.question);
    await page.getByRole("button", { name: "Подати заявку" }).click();
    // The toast needs JavaScript (as every form's): without it, the list and the mail say it went through.
    await expect(page).toHaveURL("/service-by-countries");
    const [mail] = await waitForMailsTo(email);
    expect(mail!.subject).toBe("Ваша заявка на підключення зони очікування");
    expect(mail!.text).toContain("Стоянка «Захід»");
    expect(mail!.text).toContain("Місць для стоянки вантажівок: 80\n");
  });
});
