/**
 * A bus booking in English: the trip (route, number, trips, day, week, irregular), a time of the
 * bus lane (timeslots) held with its countdown, the driver and the vehicle, then the entry.
 */
import { expect as baseExpect, expectNoAxeViolations, test, toastOf, waitForHydration } from "./fixtures.ts";
import { createBooker, loginPage, messagesOf } from "./queue-helpers.ts";

/** Answers after a POST can take a while on the shared test machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

const en = messagesOf("en");
const b = en.booking;

test("a bus books a timeslot at Yahodyn, in English", async ({ page, request }) => {
  test.setTimeout(150_000);
  const booker = await createBooker(request, 2);
  await loginPage(page, request);
  await page.goto(`/en/queue/new/${booker.carrierId}`);
  await waitForHydration(page);
  await expect(page.getByText("Step 1 of 1")).toBeVisible();
  await page.getByRole("radio", { name: /Yahodyn/ }).check();
  await page.getByRole("button", { name: b.next }).click();

  await expect(page.getByText("Step 2 of 5")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(b.steps.BusRoute) })).toBeVisible();
  await page.getByLabel(b.bus.route).fill("Lutsk – Lublin");
  await page.getByLabel(b.bus.tripNumber).fill("701");
  await page.getByLabel(b.bus.tripsCount).fill("2");
  await page.getByLabel(b.bus.day).fill("2030-05-06");
  await page.getByLabel(b.bus.week).fill("19");
  await page.getByRole("radio", { name: b.bus.irregular }).check();
  await expectNoAxeViolations(page);
  // Next without a time: the bus lane books by timeslot.
  await page.getByRole("button", { name: b.next }).click();
  await expect(page.getByText(b.errors.chooseSlot)).toBeVisible();
  // Tomorrow's first free time, held with a countdown; the trip typed beside it is kept.
  await page.locator('section[aria-labelledby="days"] li').nth(1).getByRole("button").click();
  await expect(page.getByLabel(b.bus.route)).toHaveValue("Lutsk – Lublin");
  await page.getByRole("button", { name: /^\d\d:\d\d/ }).first().click();
  await expect(page.getByRole("timer", { name: new RegExp(b.hold.label) })).toBeVisible();
  await expect(page.getByLabel(b.bus.week)).toHaveValue("19");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: b.next }).click();

  await expect(page.getByText("Step 3 of 5")).toBeVisible();
  await page.getByRole("checkbox", { name: booker.driverName }).check();
  await page.getByRole("button", { name: b.next }).click();
  await expect(page.getByText("Step 4 of 5")).toBeVisible();
  await page.getByRole("radio", { name: new RegExp(booker.plate) }).check();
  await page.getByRole("button", { name: b.next }).click();

  await expect(page.getByText("Step 5 of 5")).toBeVisible();
  await expect(page.getByText("Lutsk – Lublin")).toBeVisible();
  await expect(page.getByText(b.bus.irregular, { exact: true })).toBeVisible();
  await expect(page.getByRole("timer")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: b.confirm.submit }).click();
  await expect(page).toHaveURL(/\/en\/queues\/\d+$/);
  await expect(toastOf(page, b.queueJoined)).toBeVisible();
  const { data } = (await (await request.get("/api/v3/queues")).json()) as { data: Array<{ kind: string; trip: { route: string } }> };
  expect(data).toHaveLength(1);
  expect(data[0]).toMatchObject({ kind: "timeslot", trip: { route: "Lutsk – Lublin" } });
});
