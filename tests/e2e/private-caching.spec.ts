/**
 * No cache keeps a page someone is logged in to: every page and its `.data` request answers
 * `Cache-Control: private, no-store` to a visitor with a session (public pages too, since the header
 * shows the viewer), while a guest's public pages are left to their routes.
 */
import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, test } from "./fixtures.ts";

const PRIVATE_PAGES = [
  "/en/profile/details",
  "/en/profile/carrier",
  "/en/profile/licenses",
  "/en/queues",
  "/en/queues-archive",
  "/en/queue/join",
  "/en/queue/new/1",
  "/en/account/notices",
  "/en/account/violations",
  "/en/operator",
];
const PUBLIC_PAGES = ["/en", "/en/news", "/en/login"];

test("pages and their data are private, no-store with a session, and left alone without one", async ({ request }) => {
  const cacheControl = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    return `${path} ${response.headers()["cache-control"] ?? "none"}`;
  };
  const dataOf = (path: string) => `${path}.data`;

  // A guest: public pages and their data carry no private rule of ours.
  for (const path of PUBLIC_PAGES) {
    expect(await cacheControl(path)).toBe(`${path} none`);
    expect(await cacheControl(dataOf(path))).toBe(`${dataOf(path)} none`);
  }

  await createAccount(request, uniqueEmail("private-caching"), "caching-password");
  expect((await request.put("/api/v3/profile/carrier-type", { headers: { "X-Client-Locale": "en" }, data: { carrier_type: 1 } })).status()).toBe(200);

  const answers: string[] = [];
  for (const path of [...PRIVATE_PAGES, ...PUBLIC_PAGES]) answers.push(await cacheControl(path), await cacheControl(dataOf(path)));
  expect(answers.filter((answer) => !answer.endsWith(" private, no-store"))).toEqual([]);
});
