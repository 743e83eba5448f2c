/**
 * What a phone user taps: a refused sign-up keeps its button under the finger (the error summary and
 * the fields' errors appear above it without moving it), and toasts (top-right, in the page's
 * language, a 40 px ×) keep clear of the header's account buttons.
 */
import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, toastOf, waitForHydration } from "./fixtures.ts";
import { messagesOf } from "./queue-helpers.ts";

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a refused sign-up does not move the button the user tapped (pl)", async ({ page }) => {
    test.setTimeout(300_000);
    const m = messagesOf("pl");
    await page.goto("/pl/create-account");
    await waitForHydration(page);
    await page.getByLabel(m.auth.form.email, { exact: true }).fill("not-an-address");
    await page.getByLabel(m.auth.form.password, { exact: true }).fill("short");
    const submit = page.getByRole("button", { name: m.auth.form.createAccount });
    await submit.scrollIntoViewIfNeeded();
    const before = await submit.boundingBox();
    await submit.click();
    const summary = page.getByRole("alert").filter({ hasText: m.forms.errorSummary });
    await expect(summary).toBeFocused();
    await expect(page.getByLabel(m.auth.form.email, { exact: true })).toHaveAttribute("aria-invalid", "true");
    const after = await submit.boundingBox();
    expect(Math.abs(after!.y - before!.y), "the submit button moved on the screen").toBeLessThan(2);
    // A second tap at the same place reaches the same button: the form is checked again.
    await page.mouse.click(before!.x + before!.width / 2, before!.y + before!.height / 2);
    await expect(summary).toBeFocused();
    expect(Math.abs((await submit.boundingBox())!.y - before!.y)).toBeLessThan(2);
    await expectNoAxeViolations(page);
  });
});

test("toasts are top-right, named in the page's language, with a 40 px close button, clear of the header's account buttons (pl)", async ({ page, request }) => {
  test.setTimeout(300_000);
  const m = messagesOf("pl");
  await page.setViewportSize({ width: 1366, height: 900 });
  const email = uniqueEmail("toasts");
  await createAccount(request, email, "carrier-password");
  expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 1 } })).status()).toBe(200);
  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto("/pl/profile/carrier");
  await waitForHydration(page);
  const carrierForm = page.getByRole("form", { name: m.pages.carrier });
  await carrierForm.getByLabel(m.profile.carrierForm.name).fill("Trans-Nowak Sp. z o.o.");
  await carrierForm.getByLabel(m.profile.carrierForm.country).selectOption("PL");
  await carrierForm.getByLabel(m.profile.carrierForm.registrationCode).fill("0000123456");
  await carrierForm.getByLabel(m.profile.carrierForm.contactPerson).fill("Jan Nowak");
  await carrierForm.getByRole("button", { name: m.profile.carrierForm.save }).click();

  const toast = toastOf(page, m.profile.updated);
  await expect(toast).toBeVisible();
  // The pointer on the toast stops its 3 s, so that it can be measured on a busy machine.
  await toast.hover();
  await expect(page.getByRole("region", { name: m.toasts.region })).toBeAttached();
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-x-position", "right");
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "top");
  const close = toast.getByRole("button", { name: m.toasts.close });
  await expect(close).toBeVisible();
  const measured = await page.evaluate(() => {
    const rect = (element: Element) => element.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number };
    const toastElement = document.querySelector("[data-sonner-toast]")!;
    const header = document.querySelector("header")!;
    const controls = [...header.querySelectorAll("a, button")].filter((element) => (element as HTMLElement).offsetParent !== null);
    return { toast: rect(toastElement), close: rect(toastElement.querySelector("[data-close-button]")!), controls: controls.map((element) => ({ text: element.textContent, ...rect(element) })) };
  });
  expect(measured.close.width).toBeGreaterThanOrEqual(40);
  expect(measured.close.height).toBeGreaterThanOrEqual(40);
  // Clear of every button and link of the header.
  const t = measured.toast;
  for (const box of measured.controls) {
    const overlaps = box.x < t.x + t.width && t.x < box.x + box.width && box.y < t.y + t.height && t.y < box.y + box.height;
    expect(overlaps, `the toast covers ${box.text}`).toBe(false);
  }
  await close.click();
  await expect(toast).toBeHidden();
});
