/**
 * A truck booking at Yahodyn in Ukrainian from /queue/new/{carrierId}, through every step to the
 * entry's page with the toast; the same on a phone-sized screen; a driver added inline without
 * leaving the wizard. axe on every step.
 */
import type { Page } from "@playwright/test";
import { expect as baseExpect, expectNoAxeViolations, test, toastOf, waitForHydration } from "./fixtures.ts";
import { bookTruck, checkpointIdOf, createBooker, loginPage, messagesOf, type Booker } from "./queue-helpers.ts";

/** Answers after a POST can take a while on the shared test machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

const uk = messagesOf("uk");
const b = uk.booking;

async function expectStep(page: Page, step: keyof typeof b.steps, n: number, total: number) {
  // A step's answer may take a while on this shared machine.
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(b.steps[step]) })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Крок ${n} з ${total}`)).toBeVisible();
  await expect(page.getByRole("navigation", { name: b.progress }).locator('[aria-current="step"]')).toContainText(b.steps[step]);
}

async function bookTruckThroughWizard(page: Page, booker: Booker, options: { addDriver?: boolean } = {}) {
  test.setTimeout(150_000);
  await page.goto(`/queue/new/${booker.carrierId}`);
  await waitForHydration(page);
  await expectStep(page, "Checkpoint", 1, 1);
  await expect(page.getByText(b.checkpoint.notBookable)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: /Ягодин/ }).check();
  await page.getByRole("button", { name: b.next }).click();

  await expectStep(page, "Drivers", 2, 5);
  await expectNoAxeViolations(page);
  if (options.addDriver) {
    await page.getByText(b.drivers.add).click();
    const form = page.locator("#wizard-driver");
    await form.getByLabel(uk.profile.driverOrigins.foreign).check();
    await form.getByLabel(uk.profile.driverForm.firstName).fill("Piotr");
    await form.getByLabel(uk.profile.driverForm.lastName).fill("Nowak");
    await form.getByLabel(uk.profile.driverForm.birthDate).fill("1985-03-04");
    await form.getByLabel(uk.profile.driverForm.citizenship).selectOption("PL");
    await form.getByLabel(uk.profile.driverForm.passportNumber).fill(`PN${Date.now() % 10_000_000}`);
    await form.getByRole("button", { name: b.drivers.addSubmit }).click();
    // Back on the step, the new driver ticked.
    await expect(page.getByRole("checkbox", { name: "Piotr Nowak" })).toBeChecked();
    await page.getByRole("checkbox", { name: "Piotr Nowak" }).uncheck();
  }
  await page.getByRole("checkbox", { name: booker.driverName }).check();
  await page.getByRole("button", { name: b.next }).click();

  await expectStep(page, "Vehicle", 3, 5);
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: new RegExp(booker.plate) }).check();
  await page.getByRole("button", { name: b.next }).click();

  await expectStep(page, "Cargos", 4, 5);
  await expectNoAxeViolations(page);
  // A wrong code is refused with the field's message, what was typed kept.
  await page.getByLabel(b.cargo.code).fill("87");
  await page.getByLabel(b.cargo.description).fill("Легкові автомобілі");
  await page.getByRole("button", { name: b.next }).click();
  await expect(page.getByRole("alert").filter({ hasText: uk.forms.errorSummary })).toBeVisible();
  await expect(page.getByLabel(b.cargo.description)).toHaveValue("Легкові автомобілі");
  await page.getByLabel(b.cargo.code).fill("8703");
  await page.getByLabel(b.cargo.perishable).check();
  await page.getByLabel(b.cargo.declaration).fill("UA100000/2026/000123");
  await page.getByLabel(b.cargo.waybill).fill("CMR-778");
  await page.getByLabel(b.cargo.other).fill("Сертифікат походження EUR.1");
  await page.getByRole("button", { name: b.next }).click();

  await expectStep(page, "Confirm", 5, 5);
  await expect(page.getByText("UA100000/2026/000123")).toBeVisible();
  await expect(page.getByText(b.confirm.ruleConfirm)).toBeVisible();
  await expectNoAxeViolations(page);
  // Previous, then Next again: nothing is lost.
  await page.getByRole("button", { name: b.previous }).click();
  await expectStep(page, "Cargos", 4, 5);
  await expect(page.getByLabel(b.cargo.code)).toHaveValue("8703");
  await page.getByRole("button", { name: b.next }).click();
  await expectStep(page, "Confirm", 5, 5);

  await page.getByRole("button", { name: b.confirm.submit }).click();
  await expect(page).toHaveURL(/\/queues\/\d+$/, { timeout: 30_000 });
  await expect(toastOf(page, b.queueJoined)).toBeVisible();
}

test("a truck books a place at Yahodyn through every step of the wizard, in Ukrainian", async ({ page, request }) => {
  const booker = await createBooker(request, 1);
  await loginPage(page, request);
  await bookTruckThroughWizard(page, booker);
  // Booked once: the booking is the user's only open entry.
  const { data } = (await (await request.get("/api/v3/queues")).json()) as { data: Array<{ id: number; cargo: { code: string } }> };
  expect(data).toHaveLength(1);
  expect(page.url()).toMatch(new RegExp(`/queues/${data[0]!.id}$`));
});

test.describe("on a phone-sized screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a truck books a place, adding a new driver inline", async ({ page, request }) => {
    const booker = await createBooker(request, 1);
    await loginPage(page, request);
    await bookTruckThroughWizard(page, booker, { addDriver: true });
  });
});

test("a carrier that is not the user's answers 404; a reload continues the open draft", async ({ page, request }) => {
  const booker = await createBooker(request, 1);
  await loginPage(page, request);
  expect((await page.goto(`/queue/new/${booker.carrierId + 100_000}`))?.status()).toBe(404);
  await page.goto(`/queue/new/${booker.carrierId}`);
  await page.getByRole("radio", { name: /Ягодин/ }).check();
  await page.getByRole("button", { name: b.next }).click();
  await expectStep(page, "Drivers", 2, 5);
  // Without ?draft the newest open draft resumes where it lacks something.
  await page.goto(`/queue/new/${booker.carrierId}`);
  await expectStep(page, "Drivers", 2, 5);
  expect(new URL(page.url()).searchParams.get("step")).toBe("Drivers");
});

test("a refusal of the API is shown with what to do: the vehicle is already in another queue", async ({ page, request }) => {
  const booker = await createBooker(request, 1);
  await bookTruck(request, booker);
  // A second booking of the same truck, filled in over the API: the wizard resumes it at Confirm.
  const headers = { "X-Skip-Bot-Check": "1", "X-Client-Locale": "uk" };
  const created = await request.post("/api/v3/queue-drafts", { headers, data: { checkpoint_id: await checkpointIdOf(request) } });
  const draft = ((await created.json()) as { data: { id: number } }).data;
  const patched = await request.patch(`/api/v3/queue-drafts/${draft.id}`, {
    headers,
    data: { driver_ids: [booker.driverId], vehicle_id: booker.vehicleId, cargo: { code: "8703" } },
  });
  expect(patched.status()).toBe(200);
  await loginPage(page, request);
  await page.goto(`/queue/new/${booker.carrierId}`);
  await waitForHydration(page);
  await expectStep(page, "Confirm", 5, 5);
  await page.getByRole("button", { name: b.confirm.submit }).click();
  const refusal = page.getByRole("alert").filter({ hasText: uk.queue.vehicleBusy });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole("link", { name: b.steps.Vehicle })).toBeVisible();
  await expect(refusal.getByRole("link", { name: b.refusal.myQueues })).toBeVisible();
  await expectNoAxeViolations(page);
});
