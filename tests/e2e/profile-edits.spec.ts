/** What was left from the profile work: edit a driver and a vehicle on the web, remove a carrier after a confirmation. */
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { createBooker, loginPage, messagesOf } from "./queue-helpers.ts";

const uk = messagesOf("uk");
const en = messagesOf("en");
test.describe.configure({ timeout: 120_000 });

test("a driver and a vehicle are edited in place, the certificate kept", async ({ page, request }) => {
  const booker = await createBooker(request, 1, "edits");
  await loginPage(page, request);
  await page.goto("/en/profile/carrier");
  await waitForHydration(page);

  const drivers = page.getByRole("region", { name: en.profile.drivers });
  const driverEdit = drivers.locator("details").filter({ hasText: en.profileEdits.editDriver.replace("{{name}}", booker.driverName) });
  await driverEdit.getByText(en.profileEdits.editDriver.replace("{{name}}", booker.driverName)).click();
  const lastName = driverEdit.getByLabel(en.profile.driverForm.lastName, { exact: true });
  await expect(lastName).toHaveValue(booker.driverName.replace("Jan ", ""));
  await expectNoAxeViolations(page);
  // A refused change keeps the form open, with what was typed and the field's message.
  await lastName.fill("");
  await driverEdit.getByRole("button", { name: en.profileEdits.saveChanges }).click();
  await expect(driverEdit.getByRole("alert")).toBeVisible();
  await lastName.fill("Nowak");
  await driverEdit.getByRole("button", { name: en.profileEdits.saveChanges }).click();
  await expect(drivers.getByText("Jan Nowak", { exact: true })).toBeVisible();

  const vehicles = page.getByRole("region", { name: en.profile.vehicles });
  const vehicleEdit = vehicles.locator("details").filter({ hasText: en.profileEdits.editVehicle.replace("{{plate}}", booker.plate) });
  await vehicleEdit.getByText(en.profileEdits.editVehicle.replace("{{plate}}", booker.plate)).click();
  await expect(vehicleEdit.getByLabel(en.profile.vehicleForm.make, { exact: true })).toHaveValue("Volvo");
  await vehicleEdit.getByLabel(en.profile.vehicleForm.make, { exact: true }).fill("Scania R450");
  await vehicleEdit.getByRole("button", { name: en.profileEdits.saveChanges }).click();
  await expect(vehicles.getByText(`${booker.plate} · Scania R450`)).toBeVisible();
  await expect(vehicles.getByRole("link", { name: "certificate.png" })).toBeVisible();
  await expect(page.getByText(en.profile.carrierEnough)).toBeVisible();
});

test("a carrier is removed after the confirmation dialog", async ({ page, request }) => {
  await createBooker(request, 1, "remove-carrier");
  await loginPage(page, request);
  await page.goto("/profile/carrier");
  await waitForHydration(page);
  const remove = page.getByRole("link", { name: uk.profileEdits.removeCarrier });
  await remove.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: uk.profileEdits.keep })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  const removal = page.waitForResponse((response) => response.request().method() === "POST");
  await dialog.getByRole("button", { name: uk.profileEdits.confirmRemove }).click();
  // The toast 'carrier removed' goes along with the redirect (it lasts 3 s: read from its cookie, not the screen).
  const flash = /flash=([^;]+)/.exec((await (await removal).headerValue("set-cookie")) ?? "")?.[1] ?? "";
  expect(Buffer.from(decodeURIComponent(flash), "base64").toString()).toContain("profileEdits.carrierRemoved");
  await expect(page.getByText(uk.profile.carrierRequired)).toBeVisible();
  await expect(page.getByRole("link", { name: uk.profileEdits.removeCarrier })).toHaveCount(0);
  // The carrier form is empty again.
  await expect(page.getByRole("form", { name: uk.pages.carrier }).getByLabel(uk.profile.carrierForm.name)).toHaveValue("");
  const { data } = (await (await request.get("/api/v3/profile/carriers")).json()) as { data: Record<string, unknown> };
  expect(data["1"]).toBeUndefined();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("removing a carrier asks on a confirmation step", async ({ page, request }) => {
    await createBooker(request, 1, "remove-carrier-nojs");
    await loginPage(page, request);
    await page.goto("/profile/carrier");
    await page.getByRole("link", { name: uk.profileEdits.removeCarrier }).click();
    const step = page.getByRole("region", { name: /.+\?$/ });
    await expect(step).toContainText(uk.vehicleTypes["1"]);
    await step.getByRole("link", { name: uk.profileEdits.keep }).click();
    await expect(page.getByRole("link", { name: uk.profileEdits.removeCarrier })).toBeVisible();
    await page.getByRole("link", { name: uk.profileEdits.removeCarrier }).click();
    await page.getByRole("button", { name: uk.profileEdits.confirmRemove }).click();
    await expect(page.getByText(uk.profile.carrierRequired)).toBeVisible();
  });
});
