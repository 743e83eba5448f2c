/** The whole truck wizard with JavaScript disabled: plain forms, server redirects, the entry's page. */
import { expect as baseExpect, test } from "./fixtures.ts";
import { createBooker, loginPage, messagesOf } from "./queue-helpers.ts";

/** Answers after a POST can take a while on the shared test machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

const uk = messagesOf("uk");
const b = uk.booking;

test.use({ javaScriptEnabled: false });

test("a truck books a place without JavaScript", async ({ page, request }) => {
  test.setTimeout(120_000);
  const booker = await createBooker(request, 1);
  await loginPage(page, request);
  await page.goto(`/queue/new/${booker.carrierId}`);
  await page.getByRole("radio", { name: /Ягодин/ }).check();
  await page.getByRole("button", { name: b.next }).click();
  await expect(page.getByText("Крок 2 з 5")).toBeVisible();
  // Next with no driver: the server refuses, on the same step.
  await page.getByRole("button", { name: b.next }).click();
  await expect(page.getByRole("alert").filter({ hasText: b.errors.chooseDriver })).toBeVisible();
  await page.getByRole("checkbox", { name: booker.driverName }).check();
  await page.getByRole("button", { name: b.next }).click();
  await expect(page.getByText("Крок 3 з 5")).toBeVisible();
  await page.getByRole("radio", { name: new RegExp(booker.plate) }).check();
  await page.getByRole("button", { name: b.next }).click();
  await expect(page.getByText("Крок 4 з 5")).toBeVisible();
  await page.getByLabel(b.cargo.code).fill("0805");
  await page.getByLabel(b.cargo.description).fill("Апельсини");
  await page.getByLabel(b.cargo.perishable).check();
  await page.getByRole("button", { name: b.next }).click();
  await expect(page.getByText("Крок 5 з 5")).toBeVisible();
  await expect(page.getByText("Апельсини")).toBeVisible();
  await page.getByRole("button", { name: b.confirm.submit }).click();
  await expect(page).toHaveURL(/\/queues\/\d+$/);
  const { data } = (await (await request.get("/api/v3/queues")).json()) as { data: Array<{ cargo: { code: string; perishable: boolean } }> };
  expect(data).toHaveLength(1);
  expect(data[0]!.cargo).toMatchObject({ code: "0805", perishable: true });
});
