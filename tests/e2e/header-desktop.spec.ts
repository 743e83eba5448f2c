/**
 * The header on a 1280 px laptop, signed in as an administrator (the most account links): two rows
 * in every language, neither wrapping: the logo, the account links and 'Стати в чергу'; then the
 * sections, with the languages at the row's end (they used to wrap beside the logo, 4 rows high in Polish).
 */
import { LOCALES } from "../../src/domain/locales.ts";
import { createAdmin } from "./account-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { messagesOf, prefixOf } from "./queue-helpers.ts";

test.use({ viewport: { width: 1280, height: 800 } });

test("at 1280 px a signed-in administrator's header is two rows that do not wrap, in every language", async ({ page }) => {
  test.setTimeout(120_000);
  await createAdmin(page.context().request, "header-desktop");
  for (const locale of LOCALES) {
    const messages = messagesOf(locale);
    await page.goto(`${prefixOf(locale)}/news`);
    const header = page.getByRole("banner");
    const sections = header.getByRole("navigation", { name: messages.nav.main });
    const languages = header.getByRole("navigation", { name: messages.nav.language });
    await expect(languages).toBeVisible();
    await expect(header.getByRole("button", { name: messages.nav.logout })).toBeVisible();
    // The sections and the languages share one line; each is a single line.
    const [sectionsBox, languagesBox] = await Promise.all([sections.boundingBox(), languages.boundingBox()]);
    expect(sectionsBox!.height, locale).toBeLessThan(50);
    expect(languagesBox!.height, locale).toBeLessThan(50);
    expect(Math.abs(sectionsBox!.y - languagesBox!.y), locale).toBeLessThan(20);
    // The whole header: the account row and the sections' row.
    expect((await header.boundingBox())!.height, locale).toBeLessThan(115);
  }
});
