/**
 * 'New cargo detected' arrives on the open entry page live, as the checkpoint's operator reports
 * it, and the history names the declaration (hu).
 */
import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { bookTruck, createBooker, grantOperator, loginPage, messagesOf, PASSWORD, prefixOf } from "./queue-helpers.ts";

test("the operator's 'new cargo detected' appears on the entry's page without a reload (hu)", async ({ page, request, playwright, baseURL }) => {
  const hu = messagesOf("hu");
  const booker = await createBooker(request, 1, "cargo");
  const entryId = await bookTruck(request, booker);
  const operator = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.251.0.9", "X-Client-Locale": "hu" } });
  const operatorEmail = uniqueEmail("cargo-operator");
  await createAccount(operator, operatorEmail, PASSWORD);
  await grantOperator(operator, operatorEmail);

  await loginPage(page, request);
  await page.goto(`${prefixOf("hu")}/queues/${entryId}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(booker.plate);
  const reported = await operator.post(`/api/v3/operator/queues/${entryId}/cargo-detected`, { data: { declaration_number: "UA100000/2026/000777" } });
  expect(reported.status()).toBe(200);
  await expect(page.getByRole("status").getByText(hu.queueNotices["new-cargo"].title, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: hu.queues.history.heading })).toContainText("UA100000/2026/000777");
  await expectNoAxeViolations(page);
  await operator.dispose();
});
