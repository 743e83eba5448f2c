/**
 * Following a place live to the border (engine's test clock): booked and Awaiting on /queues; the
 * call-up appears on the open page without a reload; confirmed; admitted by an operator (On
 * control) and passed, both live; then the entry is in the archive, found by its status filter.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { advanceUntilStatus, bookTruck, createBooker, grantOperator, loginPage, messagesOf, PASSWORD, prefixOf } from "./queue-helpers.ts";

/** Pauses (or opens) the call-up of Yahodyn's truck lanes, as their operator. */
async function setTruckLanesOpen(operator: APIRequestContext, isOpen: boolean) {
  const { data } = (await (await operator.get("/api/v3/operator/lanes")).json()) as { data: Array<{ id: number; vehicle_type: number }> };
  for (const lane of data.filter((l) => l.vehicle_type === 1)) {
    expect((await operator.patch(`/api/v3/operator/lanes/${lane.id}`, { data: { is_open: isOpen } })).status()).toBe(200);
  }
}

test("call-up, confirm, on control and passed, live on /queues, then in the archive (en)", async ({ page, request, playwright, baseURL }) => {
  test.slow(); // accounts, a booking, an operator and the clock: several minutes on a loaded machine
  const en = messagesOf("en");
  const q = en.queues;
  const booker = await createBooker(request, 1, "lifecycle");
  const operator = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.251.0.7", "X-Client-Locale": "en" } });
  const operatorEmail = uniqueEmail("lifecycle-operator");
  await createAccount(operator, operatorEmail, PASSWORD);
  await grantOperator(request, operatorEmail);
  await loginPage(page, request);

  // An empty lane calls a new entry up at once: its call-up is paused until the page shows it waiting.
  let id: number;
  const card = (entry: number) => page.getByRole("article", { name: q.cardTitle.replace("{{plate}}", booker.plate).replace("{{id}}", String(entry)) });
  await setTruckLanesOpen(operator, false);
  try {
    id = await bookTruck(request, booker);
    await page.goto(`${prefixOf("en")}/queues`);
    await waitForHydration(page);
    await expect(card(id).getByText(q.status[30], { exact: true })).toBeVisible();
    await expect(card(id).getByText(q.fields.position)).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await setTruckLanesOpen(operator, true);
  }

  const entryCard = card(id);
  // The call-up reaches the open page by itself: status, countdown, the notice and the confirm button.
  await advanceUntilStatus(request, id, 40);
  await expect(entryCard.getByText(q.status[40], { exact: true })).toBeVisible();
  await expect(entryCard.getByRole("timer", { name: new RegExp(q.fields.timeToConfirm) })).toBeVisible();
  await expect(page.getByRole("status").getByText(en.queueNotices["called-up"].title, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await entryCard.getByRole("button", { name: q.actions.confirm }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: q.confirmed })).toBeVisible();
  await expect(entryCard.getByRole("timer", { name: new RegExp(q.fields.timeToEnter) })).toBeVisible();
  await expect(entryCard.getByRole("button", { name: q.actions.confirm })).toHaveCount(0);

  expect((await operator.post(`/api/v3/operator/queues/${id}/admit`)).status()).toBe(200);
  await expect(entryCard.getByText(q.status[50], { exact: true })).toBeVisible();
  await expect(entryCard.getByText(q.statusLine.onControl)).toBeVisible();
  expect((await operator.post(`/api/v3/operator/queues/${id}/pass`)).status()).toBe(200);
  await expect(entryCard.getByText(q.status[60], { exact: true })).toBeVisible();
  await expect(entryCard.getByText(q.statusLine.ended)).toBeVisible();
  await operator.dispose();

  await page.getByRole("link", { name: q.list.archiveLink }).click();
  await expect(page).toHaveURL(`${prefixOf("en")}/queues-archive`);
  await expect(page.getByRole("link", { name: q.cardTitle.replace("{{plate}}", booker.plate).replace("{{id}}", String(id)) })).toBeVisible();
  await page.getByLabel(q.archive.status).selectOption({ label: q.status[60] });
  await page.getByRole("button", { name: q.archive.apply }).click();
  await expect(page).toHaveURL(/status=60/);
  await expect(page.getByRole("link", { name: q.cardTitle.replace("{{plate}}", booker.plate).replace("{{id}}", String(id)) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(q.archive.status).selectOption({ label: q.status[70] });
  await page.getByRole("button", { name: q.archive.apply }).click();
  await expect(page.getByText(q.archive.empty)).toBeVisible();
});
