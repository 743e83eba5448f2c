/**
 * A dispatcher registers a webhook endpoint in the profile, copies the secret shown once, sends a
 * test and reads the receiver's answer in the delivery log, then deletes the endpoint (en, with
 * JavaScript); and the same forms without JavaScript, with a refused address first (uk). The
 * receiver is an HTTP server in the test process on 127.0.0.1, which the test server may post to
 * (WEBHOOKS_ALLOW_LOOPBACK_HTTP, playwright.config.ts).
 */
import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { APIRequestContext, Page } from "@playwright/test";
import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, toastOf, waitForHydration } from "./fixtures.ts";
import { messagesOf } from "./queue-helpers.ts";

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let receiverUrl: string;
const received: Received[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200, { "content-type": "text/plain" }).end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function loggedIn(page: Page, request: APIRequestContext, tag: string) {
  await createAccount(request, uniqueEmail(tag), "webhook-password");
  expect((await request.put("/api/v3/profile/carrier-type", { data: { carrier_type: 1 } })).status()).toBe(200);
  await page.context().addCookies((await request.storageState()).cookies);
}

const signed = (message: Received, secret: string) =>
  message.headers["x-webhook-signature"] === `sha256=${createHmac("sha256", secret).update(`${String(message.headers["x-webhook-timestamp"])}.${message.body}`).digest("hex")}`;

test("a dispatcher registers an endpoint, keeps its secret, sends a test and reads the answer, then deletes it (en)", async ({ page, request }) => {
  const en = messagesOf("en");
  const text = en.webhooks;
  await loggedIn(page, request, "webhooks-en");
  await page.goto("/en/profile/carrier");
  await page.getByRole("navigation", { name: en.profileNav.title }).getByRole("link", { name: en.pages.webhooks }).click();
  await expect(page.getByRole("heading", { level: 1, name: en.pages.webhooks })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByText(text.list.empty)).toBeVisible();
  await expectNoAxeViolations(page);

  const url = `${receiverUrl}/fleet-en`;
  await page.getByLabel(text.form.url).fill(url);
  const events = page.getByRole("group", { name: text.form.events });
  await expect(events.getByLabel(text.events["call-up"])).toBeChecked();
  await events.getByLabel(text.events.submit).uncheck();
  await page.getByRole("button", { name: text.form.submit }).click();

  const secretBox = page.getByRole("region", { name: text.secret.heading });
  await expect(secretBox).toBeVisible();
  const secret = (await secretBox.getByTestId("webhook-secret").textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  const endpoint = page.getByRole("article", { name: url });
  await expect(endpoint.getByText(text.list.active)).toBeVisible();
  await expect(endpoint).not.toContainText(text.events.submit);
  await expect(page.getByText(text.deliveries.empty)).toBeVisible();
  await expectNoAxeViolations(page);

  await endpoint.getByRole("button", { name: text.list.test }).click();
  await expect(toastOf(page, text.tested)).toBeVisible();
  const log = page.getByRole("table", { name: text.deliveries.heading.replace("{{url}}", url) });
  await expect(log.getByRole("row").nth(1)).toContainText(text.deliveries.states.delivered);
  await expect(log.getByRole("row").nth(1)).toContainText("HTTP 200");
  await expect(log.getByRole("row").nth(1)).toContainText("thanks");
  // The secret is gone from the page once it is reloaded; the receiver checks the signature with it.
  await expect(page.getByRole("region", { name: text.secret.heading })).toHaveCount(0);
  const ping = received.find((message) => message.body.includes('"type":"ping"') && signed(message, secret));
  expect(ping).toBeDefined();
  await expectNoAxeViolations(page);

  await endpoint.getByRole("button", { name: text.list.pause }).click();
  await expect(toastOf(page, text.changed)).toBeVisible();
  await expect(page.getByRole("article", { name: url }).getByText(text.list.paused)).toBeVisible();

  await page.getByRole("button", { name: text.list.deleteLabel.replace("{{url}}", url) }).click();
  await expect(toastOf(page, text.deleted)).toBeVisible();
  await expect(page.getByText(text.list.empty)).toBeVisible();
});

test("a refused address is explained at the top of the form, and the page passes axe (uk)", async ({ page, request }) => {
  const uk = messagesOf("uk");
  await loggedIn(page, request, "webhooks-uk-js");
  await page.goto("/profile/webhooks");
  await expect(page.getByRole("heading", { level: 1, name: uk.pages.webhooks })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel(uk.webhooks.form.url).fill("https://169.254.169.254/latest");
  await page.getByRole("group", { name: uk.webhooks.form.events }).getByLabel(uk.webhooks.events.pass).uncheck();
  await page.getByRole("button", { name: uk.webhooks.form.submit }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: `${uk.webhooks.form.url}: ${uk.webhooks.urlNotPublic}` })).toBeVisible();
  await expect(page.getByRole("group", { name: uk.webhooks.form.events }).getByLabel(uk.webhooks.events.pass)).not.toBeChecked();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the forms work, a private address is refused, and the secret is shown once (uk)", async ({ page, request }) => {
    const text = messagesOf("uk").webhooks;
    await loggedIn(page, request, "webhooks-uk");
    await page.goto("/profile/webhooks");
    await page.getByLabel(text.form.url).fill("https://10.0.0.7/hook");
    await page.getByRole("button", { name: text.form.submit }).click();
    await expect(page.getByRole("alert").getByText(text.urlNotPublic)).toBeVisible();

    const url = `${receiverUrl}/fleet-uk`;
    await page.getByLabel(text.form.url).fill(url);
    await page.getByRole("button", { name: text.form.submit }).click();
    await expect(page.getByRole("region", { name: text.secret.heading })).toBeVisible();
    await expect(page.getByTestId("webhook-secret")).toHaveText(/^whsec_/);

    await page.getByRole("article", { name: url }).getByRole("button", { name: text.list.test }).click();
    const log = page.getByRole("table", { name: text.deliveries.heading.replace("{{url}}", url) });
    await expect(log.getByRole("row").nth(1)).toContainText(text.deliveries.states.delivered);
    await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
    // axe runs in the test above, on the same states of the page: with scripts off it never returns here
    // (on any page of the portal, /faq too, in this Chromium).
  });
});
