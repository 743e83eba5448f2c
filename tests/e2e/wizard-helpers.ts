/** The booking wizard as a user walks it, for browser tests that need a booking made on the web. */
import type { Page } from "@playwright/test";
import type { Locale } from "../../src/domain/locales.ts";
import { expect, expectNoAxeViolations } from "./fixtures.ts";
import { messagesOf, type Booker } from "./queue-helpers.ts";

/** Waits for a step's heading (a step's answer may take a while on a busy machine). */
export async function expectWizardStep(page: Page, locale: Locale, step: keyof ReturnType<typeof messagesOf>["booking"]["steps"]) {
  const steps = messagesOf(locale).booking.steps;
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(steps[step]) })).toBeVisible({ timeout: 30_000 });
}

/**
 * From the Checkpoint step to the submit of a truck booking at Yahodyn (the one checkpoint taking
 * bookings) with the booker's driver and vehicle, checking each step with axe.
 */
export async function bookThroughWizardSteps(page: Page, booker: Booker, locale: Locale) {
  const b = messagesOf(locale).booking;
  const next = () => page.getByRole("button", { name: b.next }).click();
  await expectWizardStep(page, locale, "Checkpoint");
  await expectNoAxeViolations(page);
  await page.getByRole("radio").first().check();
  await next();
  await expectWizardStep(page, locale, "Drivers");
  await expectNoAxeViolations(page);
  await page.getByRole("checkbox", { name: booker.driverName }).check();
  await next();
  await expectWizardStep(page, locale, "Vehicle");
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: new RegExp(booker.plate) }).check();
  await next();
  await expectWizardStep(page, locale, "Cargos");
  await expectNoAxeViolations(page);
  await page.getByLabel(b.cargo.code).fill("8703");
  await page.getByLabel(b.cargo.description).fill("Cars");
  await next();
  await expectWizardStep(page, locale, "Confirm");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: b.confirm.submit }).click();
}
