/**
 * The console's checkpoints, lanes and waiting areas: an administrator changes a lane's capacity
 * (a capacity of 0 is refused with what was typed kept) and the lane's board shows the new one; an
 * administrator approves a waiting-area application and the key shown once checks a vehicle in over
 * the waiting-area API. axe on every screen of the slice.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { createAccount, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, toastOf, waitForHydration } from "./fixtures.ts";

async function signInAdmin(page: Page, request: APIRequestContext) {
  const email = uniqueEmail("admin-places");
  await createAccount(request, email, "admin-password");
  expect((await request.post("/api/v3/dev/admins", { data: { email } })).status()).toBe(201);
  await page.context().addCookies((await request.storageState()).cookies);
}

test("an administrator changes a lane's capacity and the lane's board shows it (en)", async ({ page, request }) => {
  await signInAdmin(page, request);
  const checkpoints = (await (await request.get("/api/v3/admin/checkpoints")).json()).data as Array<{
    id: number;
    slug: string;
    lanes: Array<{ id: number; category: string; direction: string; capacity_per_hour: number }>;
  }>;
  const yahodyn = checkpoints.find((c) => c.slug === "yahodyn-dorohusk")!;
  const lane = yahodyn.lanes.find((l) => l.category === "truck-general" && l.direction === "exit")!;

  await page.goto("/en/admin/checkpoints");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkpoints");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: /^Yahodyn/ }).click();
  await expect(page).toHaveURL(`/en/admin/checkpoints/${yahodyn.id}`);
  await expect(page.getByLabel("Name (en)")).toHaveValue(/Yahodyn/);
  await expectNoAxeViolations(page);

  await page.locator(`a[href="/en/admin/lanes/${lane.id}"]`).first().click();
  await expect(page).toHaveURL(`/en/admin/lanes/${lane.id}`);
  // A lane's page is in the checkpoints' section of the menu.
  await expect(page.getByRole("navigation", { name: "Administration sections" }).getByRole("link", { name: "Checkpoints" })).toHaveAttribute("aria-current", "page");
  await waitForHydration(page);
  const capacity = page.getByLabel("Capacity, vehicles an hour");
  await expect(capacity).toHaveValue(String(lane.capacity_per_hour));
  await expectNoAxeViolations(page);

  await capacity.fill("0");
  await page.getByRole("button", { name: "Save" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Capacity, vehicles an hour: Capacity is a whole number from 1 to 1000 vehicles an hour" });
  await expect(refusal).toBeVisible();
  await expect(capacity).toHaveValue("0");
  await expect(capacity).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  const changed = lane.capacity_per_hour === 37 ? 38 : 37;
  await capacity.fill(String(changed));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastOf(page, "Saved")).toBeVisible();
  await expect(page.getByText(`${changed} vehicles/h`).first()).toBeVisible();

  await page.goto(`/en/operator/lanes/${lane.id}`);
  await expect(page.getByText(`${changed} vehicles per hour`)).toBeVisible();

  // As it was, for the other tests on this server.
  const now = (await (await request.get(`/api/v3/admin/lanes/${lane.id}`)).json()).data as { version: string };
  expect((await request.patch(`/api/v3/admin/lanes/${lane.id}`, { data: { version: now.version, capacity_per_hour: lane.capacity_per_hour } })).status()).toBe(200);
});

test("an administrator approves a waiting-area application; the key shown once checks a vehicle in (en)", async ({ page, request, playwright }, testInfo) => {
  const applicant = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL! });
  const areaName = `Zakhid stop ${Date.now()}`;
  const applied = await applicant.post("/api/v3/waiting-area-applications", {
    headers: { "X-Skip-Bot-Check": "1", "X-Client-Locale": "en" },
    data: {
      company: "Zakhid Parking LLC",
      contact_person: "Olena Kovalchuk",
      email: uniqueEmail("area-applicant"),
      phone: "+380 33 123 45 67",
      area_name: areaName,
      address: "Liuboml, Volyn Oblast",
      highway: "M-07",
      checkpoint_id: 1,
      parking_spaces: 120,
      services: ["wifi", "shower"],
      comment: "",
    },
  });
  expect(applied.status()).toBe(201);

  await signInAdmin(page, request);
  await page.goto("/en/admin/applications");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connection applications");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: areaName }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(areaName);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // Coordinates out of range are refused, what was typed kept.
  await page.getByLabel("Latitude").fill("95");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Latitude: Latitude is a number from −90 to 90" })).toBeVisible();
  await expect(page.getByLabel("Latitude")).toHaveValue("95");
  await expectNoAxeViolations(page);

  await page.getByLabel("Latitude").fill("51.22");
  await page.getByLabel("Longitude").fill("23.85");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Approved: the waiting area is made." })).toBeVisible();
  const key = (await page.getByTestId("issued-key").textContent())!.trim();
  expect(key).toMatch(/^wa_/);
  await expectNoAxeViolations(page);

  const checkIn = await applicant.post("/api/v3/waiting-area-api/check-ins", { headers: { Authorization: `Bearer ${key}` }, data: { plate: "BC5678AA" } });
  expect(checkIn.status()).toBe(200);
  await applicant.dispose();

  // The area's page lists the key with its last use.
  await page.getByRole("link", { name: "Open the waiting area" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(areaName);
  await expect(page.getByLabel("Parking spaces for trucks")).toHaveValue("120");
  await expect(page.getByText("Last used: never")).toHaveCount(0);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await page.goto("/en/admin/waiting-areas");
  await expect(page.getByRole("link", { name: areaName })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/en/admin/waiting-areas/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New waiting area");
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript (uk)", () => {
  test.use({ javaScriptEnabled: false });

  test("a lane's form refuses a weight below 0 and saves the lane's weights, in Ukrainian", async ({ page, request }) => {
    await signInAdmin(page, request);
    const checkpoints = (await (await request.get("/api/v3/admin/checkpoints")).json()).data as Array<{ slug: string; lanes: Array<{ id: number; category: string }> }>;
    const lane = checkpoints.find((c) => c.slug === "yahodyn-dorohusk")!.lanes.find((l) => l.category === "truck-empty")!;
    await page.goto("/admin/checkpoints");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Пункти пропуску");
    await page.goto(`/admin/lanes/${lane.id}`);
    const general = page.getByLabel("Загальна", { exact: true });
    await general.fill("-1");
    await page.getByRole("button", { name: "Зберегти" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Загальна: Вага підчерги — ціле число від 0 до 100" })).toBeVisible();
    await expect(general).toHaveValue("-1");
    await general.fill("4");
    await page.getByRole("button", { name: "Зберегти" }).click();
    await expect(page).toHaveURL(`/admin/lanes/${lane.id}`);
    await expect(general).toHaveValue("4");
    expect((await (await request.get(`/api/v3/admin/lanes/${lane.id}`)).json()).data.weights.general).toBe(4);
  });
});
