/** The header on a phone: one row (logo, 'Стати в чергу', the menu button), the rest behind the menu. */
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { createBooker, loginPage, messagesOf } from "./queue-helpers.ts";

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

// Romanian has the longest 'Стати в чергу': checked on the narrowest phone too.
for (const { locale, width, height } of [
  { locale: "uk", width: 390, height: 844 },
  { locale: "ro", width: 360, height: 780 },
] as const) {
  test(`at ${width}×${height} the header is one row with a menu button that opens the navigation, by keyboard too (${locale})`, async ({ page, request }) => {
    const messages = messagesOf(locale);
    await page.setViewportSize({ width, height });
    await createBooker(request, 1, `phone-${locale}`);
    await loginPage(page, request);
    await page.goto(locale === "uk" ? "/" : `/${locale}`);
    await waitForHydration(page);
    const header = page.getByRole("banner");
    const logo = header.getByRole("link", { name: new RegExp(messages.app.name) });
    const join = header.getByRole("link", { name: messages.home.joinQueue });
    const menu = header.getByRole("button", { name: messages.join.header.menu });
    // One row: the three share a line.
    const boxes = await Promise.all([logo, join, menu].map((item) => item.boundingBox()));
    const tops = boxes.map((box) => box!.y);
    const bottoms = boxes.map((box) => box!.y + box!.height);
    expect(Math.max(...tops)).toBeLessThan(Math.min(...bottoms));
    const nav = page.getByRole("navigation", { name: messages.nav.main });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page);

    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    await expect(header.getByRole("link", { name: new RegExp(`^${messages.pages.queues}`) })).toBeVisible();
    await expect(header.getByRole("button", { name: messages.nav.logout })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Space");
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    // Escape closes it too, focus back on the button.
    await page.keyboard.press("Enter");
    await expect(nav).toBeVisible();
    await nav.getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    // A link in the menu closes it.
    await menu.click();
    await nav.getByRole("link", { name: messages.nav.faq }).click();
    await expect(page).toHaveURL(/\/faq$/, { timeout: 30_000 });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });
}
