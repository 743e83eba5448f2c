/** Changing the driver of an open entry on /queue/{id}/edit: the place is kept, the toast says so. */
import { expect as baseExpect, expectNoAxeViolations, test, toastOf, waitForHydration } from "./fixtures.ts";
import { bookTruck, createBooker, loginPage, messagesOf } from "./queue-helpers.ts";

/** Answers after a POST can take a while on the shared test machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

const uk = messagesOf("uk");
const b = uk.booking;

test("the driver of an open entry is changed, keeping its place", async ({ page, request }) => {
  test.setTimeout(120_000);
  const booker = await createBooker(request, 1);
  const entryId = await bookTruck(request, booker);
  const added = await request.post("/api/v3/profile/drivers", {
    headers: { "X-Skip-Bot-Check": "1", "X-Client-Locale": "uk" },
    data: { origin: "foreign", first_name: "Adam", last_name: "Zielinski", birth_date: "1979-02-03", citizenship: "PL", passport_number: `AZ${Date.now() % 10_000_000}` },
  });
  expect(added.status()).toBe(201);
  const driverId = ((await added.json()) as { data: { id: number } }).data.id;
  await loginPage(page, request);

  await page.goto(`/queue/${entryId}/edit`);
  await waitForHydration(page);
  await expect(page.getByText(booker.driverName)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: b.edit.start }).click();

  // Awaiting, both may change (Drivers, Vehicle, Confirm); already called up, only the drivers (Drivers, Confirm).
  await expect(page.getByText(/^Крок 1 з [23]$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("checkbox", { name: booker.driverName })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole("checkbox", { name: "Adam Zielinski" }).check();
  await page.getByRole("checkbox", { name: booker.driverName }).uncheck();
  await page.getByRole("button", { name: b.next }).click();
  await expect(page.getByText(/^Крок 2 з [23]$/)).toBeVisible({ timeout: 30_000 });
  if (await page.getByRole("heading", { level: 2, name: new RegExp(b.steps.Vehicle) }).isVisible()) {
    await expect(page.getByRole("radio", { name: new RegExp(booker.plate) })).toBeChecked();
    await page.getByRole("button", { name: b.next }).click();
  }
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(b.steps.Confirm) })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Adam Zielinski")).toBeVisible();
  await expect(page.getByText(b.edit.placeKept)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: b.confirm.submitChange }).click();
  await expect(page).toHaveURL(new RegExp(`/queues/${entryId}$`));
  await expect(toastOf(page, b.dataChanged)).toBeVisible();
  const { data } = (await (await request.get(`/api/v3/queues/${entryId}`)).json()) as { data: { status: number; drivers: Array<{ id: number }> } };
  expect(data.drivers).toEqual([expect.objectContaining({ id: driverId })]);
  expect([30, 40]).toContain(data.status);
});

test("another user's entry answers 404", async ({ page, request }) => {
  const booker = await createBooker(request, 1);
  await loginPage(page, request);
  expect((await page.goto(`/queue/${999_999}/edit`))?.status()).toBe(404);
  expect(booker.carrierId).toBeGreaterThan(0);
});
