/**
 * A call-up nobody confirms (engine's test clock): after 10 minutes the entry expires, which the
 * open page shows live; it is then in the archive and counts as a violation (ro).
 */
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { advanceClock, advanceUntilStatus, bookTruck, createBooker, loginPage, messagesOf, prefixOf } from "./queue-helpers.ts";

test("called up, never confirmed: expired live, then in the archive and in the violations (ro)", async ({ page, request }) => {
  test.slow(); // an account ready to book, a booking and the clock
  const ro = messagesOf("ro");
  const q = ro.queues;
  const booker = await createBooker(request, 1, "expiry");
  const id = await bookTruck(request, booker);
  await loginPage(page, request);
  const title = q.cardTitle.replace("{{plate}}", booker.plate).replace("{{id}}", String(id));

  await page.goto(`${prefixOf("ro")}/queues`);
  await waitForHydration(page);
  const card = page.getByRole("article", { name: title });
  await advanceUntilStatus(request, id, 40);
  await expect(card.getByText(q.status[40], { exact: true })).toBeVisible();
  await expect(card.getByRole("timer", { name: new RegExp(q.fields.timeToConfirm) })).toBeVisible();

  await advanceClock(request, 11);
  await expect(card.getByText(q.status[80], { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: q.actions.confirm })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`${prefixOf("ro")}/queues-archive`);
  const archived = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
  await expect(archived.getByText(q.status[80], { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${prefixOf("ro")}/account/violations`);
  await expect(page.getByRole("link", { name: ro.violations.kinds["missed-confirmation"].name })).toBeVisible();
  await expect(page.getByText(`#${id} ${booker.plate}`)).toBeVisible();
});
