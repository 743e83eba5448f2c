import { messagesOf } from "./queue-helpers.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

const en = messagesOf("en");
const text = en.notificationSettings;

/** A carrier's account, logged in on the page. */
async function loggedIn(page: Page, request: APIRequestContext, tag: string) {
  await createAccount(request, uniqueEmail(tag), "notify-password");
  expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 1 } })).status()).toBe(200);
  await page.context().addCookies((await request.storageState()).cookies);
}

const channelsOf = (page: Page) =>
  page.getByRole("region", { name: text.heading }).getByRole("group", { name: text.channels });

test("a user chooses the channels they are notified by, and the choice stays (en)", async ({ page, request }) => {
  await loggedIn(page, request, "channels-en");
  await page.goto("/en/profile/details");
  await waitForHydration(page);
  const channels = channelsOf(page);
  for (const name of [text.email, text.sms, text.push]) await expect(channels.getByLabel(name)).toBeChecked();
  await expectNoAxeViolations(page);

  await channels.getByLabel(text.email).uncheck();
  await channels.getByLabel(text.push).uncheck();
  await page.getByRole("button", { name: text.save }).click();
  await expect(page.getByText(text.saved)).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(channelsOf(page).getByLabel(text.email)).not.toBeChecked();
  await expect(channelsOf(page).getByLabel(text.sms)).toBeChecked();
  await expect(channelsOf(page).getByLabel(text.push)).not.toBeChecked();
  expect((await (await request.get("/api/v3/notifications/preferences")).json()).data).toEqual({ email: false, sms: true, push: false });
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the channels are saved by the plain form, and the page says the browser part needs JavaScript (uk)", async ({ page, request }) => {
    const uk = messagesOf("uk").notificationSettings;
    await loggedIn(page, request, "channels-nojs");
    await page.goto("/profile/details");
    const channels = page.getByRole("region", { name: uk.heading }).getByRole("group", { name: uk.channels });
    // (Playwright's switch turns scripts off but still parses <noscript> as a browser with scripts would.)
    expect(await page.locator("noscript").allTextContents()).toContainEqual(expect.stringContaining(uk.browser.noScript));
    await channels.getByLabel(uk.sms).uncheck();
    await page.getByRole("button", { name: uk.save }).click();
    // The toast needs JavaScript; the saved choice does not.
    await expect
      .poll(async () => (await (await request.get("/api/v3/notifications/preferences")).json()).data)
      .toEqual({ email: true, sms: false, push: true });
    await page.reload();
    await expect(channels.getByLabel(uk.sms)).not.toBeChecked();
    await expect(channels.getByLabel(uk.email)).toBeChecked();
    await expect(page.getByRole("button", { name: uk.browser.turnOn })).toHaveCount(0);
  });
});

/**
 * This closed network has no push service, so the page gets a stand-in PushManager (the subscription
 * is what a browser would give); the service worker, the permission and the API calls are real.
 */
function standInPushService() {
  const endpoint = "https://push.example.net/send/e2e-browser";
  const subscription = {
    endpoint,
    options: { applicationServerKey: null as ArrayBuffer | null, userVisibleOnly: true },
    toJSON: () => ({
      endpoint,
      keys: { p256dh: `B${"Q".repeat(86)}`, auth: "tBHItJI5svbpez7KI4CCXg" },
    }),
    unsubscribe: async () => {
      localStorage.removeItem("e2e-subscribed");
      return true;
    },
  };
  const known = () => {
    const key = localStorage.getItem("e2e-subscribed");
    if (key === null) return null;
    subscription.options.applicationServerKey = Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer;
    return subscription;
  };
  PushManager.prototype.getSubscription = async () => known() as unknown as PushSubscription;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const key = new Uint8Array(options!.applicationServerKey as Uint8Array);
    localStorage.setItem("e2e-subscribed", btoa(String.fromCharCode(...key)));
    return known() as unknown as PushSubscription;
  };
}

test("a user turns notifications on in this browser, gets one, and turns them off (en)", async ({ page, request, baseURL }) => {
  await loggedIn(page, request, "push-en");
  const { data: me } = (await (await request.get("/api/v3/account/profile")).json()) as { data: { id: number } };
  // What the page's own API calls say of who is asking (SPEC §7: the user id when logged in).
  const identifiers: string[] = [];
  page.on("request", (sent) => {
    const identifier = sent.headers()["x-user-agent"];
    if (sent.url().includes("/api/v3/") && identifier) identifiers.push(identifier);
  });
  await page.context().grantPermissions(["notifications"], { origin: baseURL });
  await page.addInitScript(standInPushService);
  await page.goto("/en/profile/details");
  await waitForHydration(page);
  const status = page.getByRole("region", { name: text.heading }).getByRole("status");
  await expect(status).toHaveText(text.browser.off);

  const saved = page.waitForResponse((r) => r.url().endsWith("/api/v3/push-subscriptions") && r.request().method() === "POST");
  await page.getByRole("button", { name: text.browser.turnOn }).click();
  expect((await saved).status()).toBe(201);
  await expect(status).toHaveText(text.browser.on);
  expect(identifiers.length).toBeGreaterThan(0);
  for (const identifier of identifiers) expect(identifier).toMatch(new RegExp(`^eQueue/\\S+ Web/\\S+ User/${me.id}$`));
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL)).toMatch(/\/sw\.js$/);
  await expectNoAxeViolations(page);

  // A message from the push service is shown by the service worker.
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((found) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) found(ours.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const message = { title: "Your turn", body: "Drive to lane 3", url: "/en/profile/details", urgent: true, tag: "queue-1" };
  const push = async () => cdp.send("ServiceWorker.deliverPushMessage", { origin: baseURL!, registrationId: await registrationId, data: JSON.stringify(message) });
  await push();
  await expect
    .poll(async () => {
      const shown = await page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, requireInteraction: n.requireInteraction })),
      );
      // A message that reached a worker still starting on a loaded machine can be lost (the browser's own
      // push service would retry it): sent again until shown; the same tag keeps it one notification.
      if (shown.length === 0) await push();
      return shown;
    })
    .toEqual([{ title: "Your turn", body: "Drive to lane 3", tag: "queue-1", requireInteraction: true }]);

  const removed = page.waitForResponse((r) => r.url().endsWith("/api/v3/push-subscriptions") && r.request().method() === "DELETE");
  await page.getByRole("button", { name: text.browser.turnOff }).click();
  expect((await removed).status()).toBe(204);
  await expect(status).toHaveText(text.browser.off);
});
