/** Removing a driver before (or without) JavaScript: a confirmation section of the page, then the removal. */
import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { messagesOf } from "./queue-helpers.ts";

test.use({ javaScriptEnabled: false });

test("without JavaScript, removing a driver asks on the page first (en)", async ({ page, request }) => {
  test.setTimeout(300_000);
  const m = messagesOf("en");
  await createAccount(request, uniqueEmail("remove-nojs"), "carrier-password");
  expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 1 } })).status()).toBe(200);
  const created = await request.post("/api/v3/profile/drivers", {
    data: { origin: "foreign", first_name: "Jan", last_name: "Nowak", birth_date: "1980-01-01", citizenship: "PL", passport_number: "PL1234567" },
  });
  expect(created.status()).toBe(201);
  const driverId = ((await created.json()) as { data: { id: number } }).data.id;
  await page.context().addCookies((await request.storageState()).cookies);

  await page.goto("/en/profile/carrier");
  const drivers = page.getByRole("region", { name: m.profile.drivers });
  await drivers.getByRole("link", { name: m.profile.removeDriver.replace("{{name}}", "Jan Nowak") }).click();
  await expect(page).toHaveURL(`/en/profile/carrier?confirm=driver-${driverId}#confirm-driver-${driverId}`);
  const question = page.getByRole("region", { name: m.removal.driverTitle.replace("{{name}}", "Jan Nowak") });
  await expect(question).toContainText(m.removal.body);
  // (No axe check here: axe runs as a script, and this page has scripts turned off.)
  // 'No' keeps the driver.
  await question.getByRole("link", { name: m.profileEdits.keep }).click();
  await expect(page).toHaveURL("/en/profile/carrier");
  await expect(drivers.getByText("Jan Nowak", { exact: true })).toBeVisible();
  // 'Yes' removes it, and the page is the plain page again.
  await drivers.getByRole("link", { name: m.profile.removeDriver.replace("{{name}}", "Jan Nowak") }).click();
  await page.getByRole("region", { name: m.removal.driverTitle.replace("{{name}}", "Jan Nowak") }).getByRole("button", { name: m.profileEdits.confirmRemove }).click();
  await expect(page).toHaveURL("/en/profile/carrier");
  await expect(drivers.getByText(m.profile.driversNone)).toBeVisible();
});
