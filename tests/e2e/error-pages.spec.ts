/**
 * The error page (SPEC §2): 404 keeps its text and the path; any other status shows the error's own
 * message. A real one: the shared-link page once the visitor has read too many links (429).
 */
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { messagesOf } from "./queue-helpers.ts";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a refused page shows its status and its own message; 404 keeps its text (pl)", async ({ page }) => {
  test.setTimeout(300_000);
  const m = messagesOf("pl");
  // This visitor's reads of shared links run out (300 a minute), so the page's own read is refused.
  const linkId = `unknown-link-${Date.now()}`;
  for (let batch = 0; batch < 6; batch += 1) {
    await Promise.all(Array.from({ length: 50 }, () => page.request.get(`/api/v3/shared-entries/${linkId}`)));
  }
  await page.goto(`/pl/s/${linkId}`);
  const tooMany = new RegExp(escape(m.errors.tooManyRequests).replace(escape("{{minutes}}"), "\\d+"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tooMany);
  await expect(page.getByRole("main")).toContainText("429");
  await expect(page.getByRole("main")).not.toContainText(m.errors.somethingWentWrong);
  await expect(page).toHaveTitle(tooMany);
  await expectNoAxeViolations(page);

  await page.goto("/pl/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.notFound.message);
  await expect(page.getByRole("main")).toContainText(m.errors.pageNotFound.replace("{{path}}", "/pl/no-such-page"));
});
