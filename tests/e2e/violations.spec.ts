import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test("a blocked user sees the blocking with the support contacts, and each violation's detail (uk)", async ({ page, request }) => {
  const email = uniqueEmail("violations");
  await createAccount(request, email, "driver-password");
  const record = (data: Record<string, unknown>) => request.post("/api/v3/dev/violations", { data: { email, ...data } });
  expect((await record({ kind: "no-show", subject: "Черга №12, BC1234HK" })).status()).toBe(201);
  expect((await record({ kind: "blocking", subject: "Обліковий запис", note: "Три порушення за 30 днів" })).status()).toBe(201);
  await page.context().addCookies((await request.storageState()).cookies);

  await page.goto("/account/violations");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Порушення та блокування");
  await expect(page.getByRole("alert")).toContainText("Доступ до бронювання черги заблоковано");
  await expect(page.getByRole("alert")).toContainText("+380 44 000 00 01");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Неприбуття на пункт пропуску" }).click();
  await expect(page).toHaveURL(/\/account\/violations\/\d+\/1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Неприбуття на пункт пропуску");
  await expect(page.getByText("Черга №12, BC1234HK")).toBeVisible();
  await expect(page.getByText("Активні")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Усі порушення" }).click();
  await page.getByRole("link", { name: "Архівні" }).click();
  await expect(page).toHaveURL("/account/violations?status=archived");
  await expect(page.getByText("Порушень немає.", { exact: false })).toBeVisible();
});
