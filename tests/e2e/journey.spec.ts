/**
 * The whole way a new user takes, as the issue names it: from the home page's 'Стати в чергу' to a
 * truck's place at Yahodyn, through every step of the wizard, to the entry's page and 'My queues',
 * in Ukrainian; and the same in Romanian on a phone-sized screen.
 */
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { createBooker, loginPage, messagesOf, prefixOf } from "./queue-helpers.ts";
import { bookThroughWizardSteps } from "./wizard-helpers.ts";

for (const { locale, viewport } of [
  { locale: "uk", viewport: undefined },
  { locale: "ro", viewport: { width: 390, height: 844 } },
] as const) {
  test(`a truck's place from the home page to My queues (${locale}${viewport ? ", phone" : ""})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    if (viewport) await page.setViewportSize(viewport);
    const m = messagesOf(locale);
    const booker = await createBooker(request, 1, `journey-${locale}`);
    await loginPage(page, request);

    await page.goto(`${prefixOf(locale)}/`);
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: m.home.joinQueue }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefixOf(locale)}/queue/new/${booker.carrierId}`));
    await bookThroughWizardSteps(page, booker, locale);

    // The entry's page, then My queues from the header (in the phone menu on a phone).
    await expect(page).toHaveURL(/\/queues\/\d+$/, { timeout: 30_000 });
    const entryId = Number(/\/queues\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(booker.plate);
    if (viewport) await page.getByRole("button", { name: m.join.header.menu }).click();
    await page.getByRole("banner").getByRole("link", { name: new RegExp(m.pages.queues) }).click();
    await expect(page).toHaveURL(new RegExp(`${prefixOf(locale)}/queues$`));
    const card = page.getByRole("article").filter({ hasText: booker.plate });
    await expect(card).toBeVisible();
    await expect(card).toContainText(new RegExp(`${m.queues.status["30"]}|${m.queues.status["40"]}`));
    await expect(card.getByRole("link").first()).toHaveAttribute("href", new RegExp(`/queues/${entryId}$`));
    await expectNoAxeViolations(page);
    // Personal pages are kept by no shared cache.
    expect((await request.get(`${prefixOf(locale)}/queues`)).headers()["cache-control"]).toBe("private, no-store");
    expect((await request.get(`${prefixOf(locale)}/queue/new/${booker.carrierId}`)).headers()["cache-control"]).toBe("private, no-store");
  });
}
