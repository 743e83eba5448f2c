/**
 * The carrier page's vehicle-type tabs: one carrier per kind of transport. Tapping through them
 * keeps one carrier form on the page, for the tab shown, and saving it saves that tab's carrier.
 */
import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { messagesOf } from "./queue-helpers.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("tapping the vehicle-type tabs keeps one carrier form, and saving it saves the tab's carrier (en)", async ({ page, request }) => {
  test.setTimeout(300_000);
  const m = messagesOf("en");
  const email = uniqueEmail("tabs");
  await createAccount(request, email, "carrier-password");
  expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 1 } })).status()).toBe(200);
  expect(
    (
      await request.put("/api/v3/profile/carriers", {
        data: { vehicle_type: 1, name: "Truck Fleet LLC", country: "UA", registration_code: "14360570", contact_person: "Olena Koval" },
      })
    ).status(),
  ).toBe(200);
  await page.context().addCookies((await request.storageState()).cookies);

  await page.goto("/en/profile/carrier");
  await waitForHydration(page);
  const tabs = page.getByRole("navigation", { name: m.profile.carrierKinds });
  // What the tabs are for: the type chosen at sign-up is enough.
  await expect(tabs).toContainText(m.carrierTabs.chosen.replace("{{type}}", m.vehicleTypes["1"]));
  const carrierForms = page.getByRole("form", { name: m.pages.carrier });
  for (const type of ["2", "3", "2"] as const) {
    await tabs.getByRole("link", { name: m.vehicleTypes[type], exact: true }).click();
    await expect(page).toHaveURL(`/en/profile/carrier?type=${type}`);
    await expect(tabs.getByRole("link", { name: m.vehicleTypes[type], exact: true })).toHaveAttribute("aria-current", "page");
    await expect(carrierForms).toHaveCount(1);
    await expect(carrierForms.locator('input[name="vehicle_type"]')).toHaveValue(type);
  }
  await expectNoAxeViolations(page);

  // On the bus tab, the (empty) bus carrier's form saves a bus carrier; the truck carrier stays.
  await expect(carrierForms.getByLabel(m.profile.carrierForm.name)).toHaveValue("");
  await carrierForms.getByLabel(m.profile.carrierForm.name).fill("Bus Lines LLC");
  await carrierForms.getByLabel(m.profile.carrierForm.country).selectOption("UA");
  await carrierForms.getByLabel(m.profile.carrierForm.registrationCode).fill("14360570");
  await carrierForms.getByLabel(m.profile.carrierForm.contactPerson).fill("Ivan Bondar");
  await carrierForms.getByRole("button", { name: m.profile.carrierForm.save }).click();
  await expect(page).toHaveURL("/en/profile/carrier?type=2");
  await expect(carrierForms).toHaveCount(1);
  await expect(carrierForms.getByLabel(m.profile.carrierForm.name)).toHaveValue("Bus Lines LLC");
  // The address and the typed name were there before the answer: the saved carrier is what tells.
  // A read on a kept-alive connection the server closed just then is reset; like a browser, ask again.
  const carriers = async () =>
    ((await (await request.get("/api/v3/profile/carriers", { maxRetries: 2 })).json()) as { data: Record<string, { name: string }> }).data;
  await expect.poll(async () => (await carriers())["2"]?.name).toBe("Bus Lines LLC");
  const data = await carriers();
  expect(data["1"]?.name).toBe("Truck Fleet LLC");
  expect(data["3"]).toBeUndefined();
});
