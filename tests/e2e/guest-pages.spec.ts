/**
 * Pages kept for guests (docs/caching.md) hydrate in a real browser under the CSP they are sent
 * with: their inline scripts named by hash, no nonce (the fixture fails the test on any console
 * error, a CSP violation included).
 */
import { expect, test, waitForHydration } from "./fixtures.ts";

test("a guest's home and news pages come kept, under a CSP of script hashes, and hydrate", async ({ page }) => {
  for (const path of ["/", "/en/news"]) {
    for (let visit = 1; visit <= 2; visit++) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const csp = (await response!.headerValue("content-security-policy")) ?? "";
      expect(csp, `${path}, visit ${visit}`).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).not.toContain("nonce");
      expect(await response!.headerValue("etag")).toMatch(/^W\//);
      await waitForHydration(page);
    }
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  // Client-side navigation from a kept page works too.
  await page.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
});
