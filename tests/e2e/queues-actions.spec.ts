/**
 * The user's queues without moving the clock: cancel and extend after their prompts, with the
 * keyboard only (a native dialog: focus inside, Escape closes, focus back on the button) and
 * without JavaScript (the prompt as a section of the page); the entry's page with every field and
 * the history; another user's entry is the 404 page, a guest logs in first; /queues on a phone.
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, toastOf, waitForHydration } from "./fixtures.ts";
import { bookTruck, createBooker, loginPage, messagesOf, prefixOf } from "./queue-helpers.ts";

/** The success toast (top-right, 3 s). */
/** Runs axe once the toast has gone. */
async function axeAfterToast(page: Page, toast: string) {
  await expect(toastOf(page, toast)).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);
}

test("cancel with the prompt, by keyboard only (en)", async ({ page, request }) => {
  test.slow(); // an account ready to book, a booking and several screens
  const en = messagesOf("en");
  const q = en.queues;
  const booker = await createBooker(request, 1, "queues-cancel");
  const id = await bookTruck(request, booker);
  await loginPage(page, request);

  const response = await page.goto(`${prefixOf("en")}/queues`);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await waitForHydration(page);
  const card = page.getByRole("article", { name: q.cardTitle.replace("{{plate}}", booker.plate).replace("{{id}}", String(id)) });
  await expect(card).toBeVisible();
  // Waiting, or already called up where the lane is free (the real clock runs here).
  const status = card.getByText(new RegExp(`^(${q.status[30]}|${q.status[40]})$`));
  await expect(status).toBeVisible();
  await expect(card.getByText("Yahodyn")).toBeVisible();
  await expect(card.getByText(new RegExp(`^(${q.fields.estimatedEntry}|${q.fields.latestEntry})$`))).toBeVisible();
  await expect(page.getByRole("link", { name: q.list.archiveLink })).toBeVisible();
  await expectNoAxeViolations(page);

  // The keyboard reaches the button; Enter opens the prompt with focus inside; Escape closes it.
  const cancel = card.getByRole("button", { name: q.actions.cancel });
  await cancel.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: q.prompts.cancel.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: q.prompts.cancel.yes })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  // "No" closes it too, and nothing changed.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: q.prompts.cancel.no })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  // Nothing changed (the real clock may call it up meanwhile, which the page shows live).
  await expect(status).toBeVisible();

  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: q.prompts.cancel.yes })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toastOf(page, q.cancelled)).toBeVisible();
  await expect(page.getByRole("heading", { name: q.list.emptyTitle })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: q.list.join })).toHaveAttribute("href", `${prefixOf("en")}/queue/join`);
  await axeAfterToast(page, q.cancelled);
  const entry = (await (await request.get(`/api/v3/queues/${id}`)).json()) as { data: { status: number } };
  expect(entry.data.status).toBe(70);
});

test("extend with the prompt on the entry's page, by keyboard; every field, the history, the notice live (pl)", async ({ page, request }) => {
  test.slow(); // an account ready to book, a booking and several screens
  const pl = messagesOf("pl");
  const q = pl.queues;
  const booker = await createBooker(request, 1, "queues-extend");
  const id = await bookTruck(request, booker);
  await loginPage(page, request);

  const response = await page.goto(`${prefixOf("pl")}/queues/${id}`);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(booker.plate);
  const facts = page.getByRole("region", { name: q.detail.queue });
  for (const term of [
    q.fields.type,
    q.fields.status,
    q.fields.checkpoint,
    q.fields.arrivalTime,
    q.fields.estimatedEntry,
    q.fields.latestEntry,
    q.fields.onControl,
    q.fields.registered,
    q.fields.reservationLeft,
    q.fields.estimatedCrossing,
  ]) {
    await expect(facts.getByText(term, { exact: true })).toBeVisible();
  }
  await expect(facts.getByText(q.types.dynamic)).toBeVisible();
  await expect(page.getByRole("region", { name: q.detail.drivers, exact: true })).toContainText(booker.driverName);
  await expect(page.getByRole("region", { name: q.detail.vehicle, exact: true })).toContainText(booker.plate);
  await expect(page.getByRole("region", { name: q.detail.cargo, exact: true })).toContainText("8703");
  const history = page.getByRole("region", { name: q.history.heading });
  await expect(history.getByText(q.history.events.submit)).toBeVisible();
  await expect(history.getByText(q.history.actors.user)).toBeVisible();
  await expect(page.getByRole("link", { name: q.actions.change })).toHaveAttribute("href", `/pl/queue/${id}/edit`);
  await expect(page.getByRole("region", { name: q.detail.notifications })).toBeVisible();
  await expectNoAxeViolations(page);

  const extend = page.getByRole("button", { name: q.actions.extend });
  await extend.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: q.prompts.extend.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(booker.plate);
  await expect(dialog.getByRole("button", { name: q.prompts.extend.yes })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(extend).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(toastOf(page, q.extended)).toBeVisible();
  // Extended once: no second extension offered; the notice 'queue is delayed' arrives live.
  await expect(page.getByRole("button", { name: q.actions.extend })).toHaveCount(0);
  await expect(page.getByRole("status").getByText(pl.queueNotices.delayed.title, { exact: true })).toBeVisible();
  await expect(facts.getByText(`${q.types.dynamic}, ${q.types.extended}`)).toBeVisible();
  await expect(history.getByText(q.history.events.extend.split(":")[0]!)).toBeVisible();
  await axeAfterToast(page, q.extended);
});

test("another user's entry is the 404 page, and a guest logs in first (en)", async ({ page, request, playwright, baseURL }) => {
  const en = messagesOf("en");
  const owner = await createBooker(request, 1, "queues-owner");
  const id = await bookTruck(request, owner);
  const strangerRequest = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.250.0.9" } });
  await createBooker(strangerRequest, 1, "queues-stranger");

  await page.goto(`${prefixOf("en")}/queues/${id}`);
  await expect(page).toHaveURL(new RegExp(`/en/login\\?redirectTo=${encodeURIComponent(`/en/queues/${id}`)}`));

  await loginPage(page, strangerRequest);
  const response = await page.goto(`${prefixOf("en")}/queues/${id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: en.notFound.message })).toBeVisible();
  await expect(page.getByText(owner.plate)).toHaveCount(0);
  expect((await page.goto(`${prefixOf("en")}/queues/999999999`))?.status()).toBe(404);
  await strangerRequest.dispose();
});

test("/queues on a phone-sized screen (uk)", async ({ page, request }) => {
  const uk = messagesOf("uk");
  const booker = await createBooker(request, 1, "queues-phone");
  await bookTruck(request, booker);
  await loginPage(page, request);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/queues");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: uk.pages.queues })).toBeVisible();
  await expect(page.getByRole("button", { name: uk.queues.actions.cancel })).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the prompt is a section of the page with the same form (en)", async ({ page, request }) => {
    const q = messagesOf("en").queues;
    const booker = await createBooker(request, 1, "queues-nojs");
    const id = await bookTruck(request, booker);
    await loginPage(page, request);
    await page.goto(`${prefixOf("en")}/queues`);
    await page.getByRole("link", { name: q.actions.extend }).click();
    await expect(page).toHaveURL(`${prefixOf("en")}/queues?confirm=extend&entry=${id}`);
    const prompt = page.getByRole("region", { name: q.prompts.extend.title });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(booker.plate);
    await prompt.getByRole("link", { name: q.prompts.extend.no }).click();
    await expect(page).toHaveURL(`${prefixOf("en")}/queues`);

    await page.getByRole("link", { name: q.actions.cancel }).click();
    await page.getByRole("region", { name: q.prompts.cancel.title }).getByRole("button", { name: q.prompts.cancel.yes }).click();
    await expect(page).toHaveURL(`${prefixOf("en")}/queues`);
    await expect(page.getByRole("heading", { name: q.list.emptyTitle })).toBeVisible();
  });

  test("an action the entry no longer allows is refused with the reason, in the page's language (en)", async ({ page, request }) => {
    const en = messagesOf("en");
    const booker = await createBooker(request, 1, "queues-refused");
    const id = await bookTruck(request, booker);
    await loginPage(page, request);
    await page.goto(`${prefixOf("en")}/queues/${id}?confirm=cancel&entry=${id}`);
    const prompt = page.getByRole("region", { name: en.queues.prompts.cancel.title });
    await expect(prompt).toBeVisible();
    // Meanwhile, on another device:
    expect((await request.post(`/api/v3/queues/${id}/cancel`)).status()).toBe(200);
    await prompt.getByRole("button", { name: en.queues.prompts.cancel.yes }).click();
    const refusal = page.getByRole("alert").filter({ hasText: en.queues.refused });
    await expect(refusal).toContainText(en.queue.refusals["not-allowed"]);
    await expect(page.getByText(en.queues.status[70], { exact: true }).first()).toBeVisible();
  });
});
