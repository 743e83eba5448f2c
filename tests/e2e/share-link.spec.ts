/**
 * Sharing an entry with its driver: the owner creates the short link through the share action
 * (a plain form post, as the panel's form without JavaScript), the driver opens /s/{id} logged out
 * and sees the status, checkpoint and plate but no name; after the owner revokes it, /s/{id} is the
 * 404 page. The test's `page` is never logged in: it is the driver's phone.
 */
import type { APIRequestContext } from "@playwright/test";
import type { Locale } from "../../src/domain/locales.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { bookTruck, createBooker, messagesOf, prefixOf } from "./queue-helpers.ts";

/** The share panel's form, posted by the owner (the `request` of createBooker holds the session). */
async function postShareForm(request: APIRequestContext, baseURL: string, locale: Locale, entryId: number, intent: "create" | "revoke") {
  const response = await request.post(`${prefixOf(locale)}/queues/${entryId}/share`, {
    form: { intent },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
  expect(response.headers()["location"]).toBe(`${prefixOf(locale)}/queues/${entryId}`);
  expect(response.headers()["set-cookie"]).toContain("flash=");
}

async function activeLink(request: APIRequestContext, entryId: number) {
  const response = await request.get(`/api/v3/queues/${entryId}/share-link`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: string; url: string } | null }).data;
}

for (const locale of ["uk", "en"] as const) {
  test(`the driver follows a shared entry logged out, until the owner revokes the link (${locale})`, async ({ page, request, baseURL }) => {
    const m = messagesOf(locale);
    const booker = await createBooker(request, 1, "share");
    const entryId = await bookTruck(request, booker);

    await postShareForm(request, baseURL!, locale, entryId, "create");
    const link = await activeLink(request, entryId);
    expect(link?.url).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);
    const sharedPath = `${prefixOf(locale)}/s/${link!.id}`;

    const response = await page.goto(sharedPath);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.share.view.heading.replace("{{plate}}", booker.plate));
    // Awaiting, or already called up: the engine's clock runs on this server.
    await expect(page.getByTestId("shared-status")).toHaveText(new RegExp(`^(${m.queues.status["30"]}|${m.queues.status["40"]})$`));
    await expect(page.getByRole("term").filter({ hasText: m.share.view.checkpoint })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: locale === "uk" ? "Ягодин – Дорогуськ" : "Yahodyn – Dorohusk" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: booker.plate })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: m.share.view.registeredAt })).toBeVisible();
    await expect(page.locator("main")).not.toContainText(booker.driverName.split(" ")[1]!);
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    await postShareForm(request, baseURL!, locale, entryId, "revoke");
    expect(await activeLink(request, entryId)).toBeNull();
    // The open page reads the entry again by itself (every minute, and when the phone wakes).
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.notFound.message);
    const gone = await page.reload();
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.notFound.message);
    await expect(page.getByText(booker.plate)).toHaveCount(0);
  });
}

test("a link created over the API opens the shared view; an unknown link is the 404 page", async ({ page, request }) => {
  const m = messagesOf("uk");
  const booker = await createBooker(request, 1, "share-api");
  const entryId = await bookTruck(request, booker);
  const created = await request.post(`/api/v3/queues/${entryId}/share-link`);
  expect(created.status()).toBe(201);
  const { data: link } = (await created.json()) as { data: { id: string } };

  await page.goto(`/s/${link.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.share.view.heading.replace("{{plate}}", booker.plate));

  for (const path of ["/s/AAAAAAAAAAAAAAAAAAAAAA", "/en/s/nope"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messagesOf(path.startsWith("/en") ? "en" : "uk").notFound.message);
  }
});

test("the share action refuses an ended entry and shows the way back", async ({ page, request, baseURL }) => {
  const m = messagesOf("en");
  const booker = await createBooker(request, 1, "share-ended");
  const entryId = await bookTruck(request, booker);
  expect((await request.post(`/api/v3/queues/${entryId}/cancel`)).status()).toBe(200);
  const response = await request.post(`/en/queues/${entryId}/share`, { form: { intent: "create" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(response.status()).toBe(409);
  expect(await response.text()).toContain(m.share.errors.entryEnded);
  // A guest's post (the session ended) goes to login, then back to the entry's page.
  const guest = await page.request.post(`/en/queues/${entryId}/share`, { form: { intent: "create" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(guest.status()).toBe(302);
  expect(guest.headers()["location"]).toBe(`/en/login?redirectTo=${encodeURIComponent(`/en/queues/${entryId}`)}`);
});
