/**
 * A car timeslot booking in Polish: a time chosen and held with a visible countdown, the hold
 * running out on the test clock (past 15 minutes), the message with a one-click way to choose
 * again, a new time, and the booking.
 */
import { expect as baseExpect, expectNoAxeViolations, test, toastOf, waitForHydration } from "./fixtures.ts";
import { advanceClock, createBooker, loginPage, messagesOf } from "./queue-helpers.ts";

/** Answers after a POST can take a while on the shared test machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

const pl = messagesOf("pl");
const b = pl.booking;

test("a car's held timeslot runs out, a new one is chosen and booked, in Polish", async ({ page, request }) => {
  test.setTimeout(150_000);
  const booker = await createBooker(request, 3);
  await loginPage(page, request);
  await page.goto(`/pl/queue/new/${booker.carrierId}`);
  await waitForHydration(page);
  await page.getByRole("radio", { name: /Jagodzin/ }).check();
  await page.getByRole("button", { name: b.next }).click();

  await expect(page.getByText("Krok 2 z 5")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(b.steps.CarDate) })).toBeVisible();
  // Without a time the car is in the hybrid lane's live queue.
  await expect(page.getByText(b.slots.liveChosen)).toBeVisible();
  await expectNoAxeViolations(page);
  // Tomorrow (the test clock may run ahead of today's times), its first free time.
  await page.locator('section[aria-labelledby="days"] li').nth(1).getByRole("link").click();
  await page.getByRole("button", { name: /^\d\d:\d\d/ }).first().click();
  const timer = page.getByRole("timer", { name: new RegExp(b.hold.label) });
  await expect(timer).toBeVisible();
  await expect(timer).toHaveText(/^1[45]:\d\d$/);
  await expectNoAxeViolations(page);

  // The hold runs out: the place is released, and the page says so with a way to choose again.
  await advanceClock(request, 16);
  await page.reload();
  await expect(page.getByText(b.hold.expired.split("{{")[0]!.trim())).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: b.hold.rechoose }).click();
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(b.steps.CarDate) })).toBeVisible();
  await expect(page.getByText(b.hold.rechoose)).toHaveCount(0);
  await page.locator('section[aria-labelledby="days"] li').nth(1).getByRole("link").click();
  await page.getByRole("button", { name: /^\d\d:\d\d/ }).nth(1).click();
  await expect(page.getByRole("timer")).toBeVisible();
  await page.getByRole("button", { name: b.next }).click();

  await expect(page.getByText("Krok 3 z 5")).toBeVisible();
  await page.getByRole("radio", { name: booker.driverName }).check();
  await page.getByRole("button", { name: b.next }).click();
  await expect(page.getByText("Krok 4 z 5")).toBeVisible();
  await page.getByRole("radio", { name: new RegExp(booker.plate) }).check();
  await page.getByRole("button", { name: b.next }).click();
  await expect(page.getByText("Krok 5 z 5")).toBeVisible();
  await expect(page.getByRole("timer")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: b.confirm.submit }).click();
  await expect(page).toHaveURL(/\/pl\/queues\/\d+$/);
  await expect(toastOf(page, b.queueJoined)).toBeVisible();
  const { data } = (await (await request.get("/api/v3/queues")).json()) as { data: Array<{ kind: string }> };
  expect(data.map((entry) => entry.kind)).toEqual(["timeslot"]);
});
