/** The in-app notices: listed unread first with a link to the entry, marked read; the header's counts. */
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { bookTruck, createBooker, loginPage, messagesOf } from "./queue-helpers.ts";

const uk = messagesOf("uk");
test.describe.configure({ timeout: 120_000 });

test("a booking's notice is listed unread, then marked read; the header counts both", async ({ page, request }) => {
  const booker = await createBooker(request, 1, "notices");
  await loginPage(page, request);
  await page.goto("/account/notices");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: uk.pages.notices })).toBeVisible();
  await expect(page.getByText(uk.notices.empty)).toBeVisible();
  await expectNoAxeViolations(page);

  const entryId = await bookTruck(request, booker);
  await page.reload();
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: `${uk.pages.queues} (${uk.join.header.openQueues.replace("{{count}}", "1")})` })).toBeVisible();
  // The 'joined' notice (and the call-up, if the lane has called the entry already).
  const unreadCount = new RegExp(`^${uk.pages.notices} \\(${uk.join.header.unreadNotices.replace("{{count}}", "[12]")}\\)$`);
  await expect(header.getByRole("link", { name: unreadCount })).toBeVisible();

  const notice = page.getByRole("article", { name: new RegExp(uk.queueNotices.joined.title) });
  await expect(notice).toContainText(uk.notices.unread);
  await expect(notice).toContainText(booker.plate);
  await expect(notice.getByRole("link", { name: uk.notices.openEntry.replace("{{id}}", String(entryId)) })).toHaveAttribute("href", `/queues/${entryId}`);
  await expect(notice.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: uk.notices.markAllRead }).click();
  await expect(page.getByText(uk.notices.allRead)).toBeVisible();
  await expect(notice).not.toContainText(uk.notices.unread);
  // The header counts what the page counts (a call-up may arrive in between).
  const unreadLeft = page.getByRole("article").filter({ hasText: uk.notices.unread });
  const left = await unreadLeft.count();
  if (left === 0) {
    await expect(page.getByText(uk.notices.allCaughtUp)).toBeVisible();
    await expect(header.getByRole("link", { name: uk.pages.notices, exact: true })).toBeVisible();
  } else {
    await expect(header.getByRole("link", { name: `${uk.pages.notices} (${uk.join.header.unreadNotices.replace("{{count}}", String(left))})` })).toBeVisible();
  }
  await expect(header.getByRole("link", { name: `${uk.pages.queues} (${uk.join.header.openQueues.replace("{{count}}", "1")})` })).toBeVisible();
});

test("unread notices come first", async ({ page, request }) => {
  const booker = await createBooker(request, 1, "notices-order");
  const first = await bookTruck(request, booker);
  // A booking and its cancellation, both read; then a new booking, unread.
  expect((await request.post(`/api/v3/queues/${first}/cancel`, { headers: { "X-Client-Locale": "en" } })).status()).toBeLessThan(300);
  const read = await request.post("/api/v3/notifications/read", { headers: { "X-Client-Locale": "en" }, data: {} });
  expect(read.status()).toBe(204);
  await bookTruck(request, booker);
  await loginPage(page, request);
  await page.goto("/account/notices");
  const articles = page.getByRole("article");
  await expect(articles.first()).toContainText(uk.notices.unread);
  const unread = await Promise.all((await articles.all()).map(async (article) => (await article.textContent())!.includes(uk.notices.unread)));
  expect(unread.length).toBeGreaterThanOrEqual(3);
  // Unread ones first, then the read ones.
  expect(unread).toEqual([...unread].sort((a, b) => Number(b) - Number(a)));
  expect(unread.at(-1)).toBe(false);
});
