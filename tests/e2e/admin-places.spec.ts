/**
 * The console's checkpoints, lanes and waiting areas: an administrator changes a lane's capacity
 * (a capacity of 0 is refused with what was typed kept) and the lane's board shows the new one; an
 * administrator approves a waiting-area application and the key shown once checks a vehicle in over
 * the waiting-area API; edits an area and issues and revokes its key. Each form refuses in the
 * browser (with JavaScript) and in the route action (without), keeping what was typed; a stale edit
 * shows what differs. axe on every screen of the slice.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { createAdmin, uniqueEmail } from "./account-helpers.ts";
import { expect, expectNoAxeViolations, test, toastOf, waitForHydration } from "./fixtures.ts";

// A sign-up, pages of some sixty fields and axe on each: slow on a shared machine.
test.describe.configure({ timeout: 180_000 });

async function signInAdmin(page: Page, request: APIRequestContext) {
  await createAdmin(request, "admin-places");
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

  // The checkpoint's form: the browser refuses a latitude out of range as the field is left, and
  // the submission, keeping what was typed; saved, a toast says so.
  const latitude = page.getByLabel("Latitude");
  const latitudeWas = await latitude.inputValue();
  await latitude.fill("91");
  await latitude.press("Tab");
  await expect(page.getByText("Latitude is a number from −90 to 90")).toBeVisible();
  // Leaving the field is not sending the form: the focus goes on to the next field, no summary yet.
  await expect(page.getByLabel("Longitude")).toBeFocused();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Latitude: Latitude is a number from −90 to 90" })).toBeVisible();
  await expect(latitude).toHaveValue("91");
  await expect(latitude).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await latitude.fill(latitudeWas);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastOf(page, "Saved")).toBeVisible();
  await expect(latitude).toHaveValue(latitudeWas);

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
  await expect(page).toHaveURL(/\/en\/admin\/waiting-areas\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(areaName);
  await expect(page.getByLabel("Parking spaces for trucks")).toHaveValue("120");
  await expect(page.getByLabel("Wi-Fi")).toBeChecked();
  await expect(page.getByLabel("Laundry")).not.toBeChecked();
  await expect(page.getByText("Last used: never")).toHaveCount(0);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await page.goto("/en/admin/waiting-areas");
  await expect(page.getByRole("link", { name: areaName })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an administrator edits a waiting area, issues a key shown once and revokes it; a new area is refused empty (en)", async ({ page, request }) => {
  await signInAdmin(page, request);
  const name = `Truck stop ${Date.now()}`;
  const made = await request.post("/api/v3/admin/waiting-areas", {
    data: {
      checkpoint_id: 1,
      name: { uk: name, pl: name, en: name, ro: name, tr: name, sk: name, hu: name },
      address: { uk: "Luboml", pl: "Luboml", en: "Luboml", ro: "Luboml", tr: "Luboml", sk: "Luboml", hu: "Luboml" },
      highway: "M-07",
      parking_spaces: 80,
      lat: 51.2,
      lng: 23.9,
      services: ["wifi"],
      published: false,
    },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()).data as { id: number };

  await page.goto(`/en/admin/waiting-areas/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await waitForHydration(page);

  // The area's form: refused in the browser, what was typed kept; saved with a toast.
  const parking = page.getByLabel("Parking spaces for trucks");
  await page.getByLabel("Laundry").check();
  await parking.fill("-5");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Parking spaces for trucks: Parking spaces: a whole number from 0 to 100000" })).toBeFocused();
  await expect(parking).toHaveValue("-5");
  await expect(parking).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Laundry")).toBeChecked();
  await expectNoAxeViolations(page);
  await parking.fill("81");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastOf(page, "Saved")).toBeVisible();
  await expect(parking).toHaveValue("81");
  await expect(page.getByLabel("Laundry")).toBeChecked();
  expect((await (await request.get(`/api/v3/admin/waiting-areas/${id}`)).json()).data).toMatchObject({ parking_spaces: 81, services: ["wifi", "laundry"] });

  // A key: a label is asked for; the key issued is shown once, the form empty again; revoked with a toast.
  const label = page.getByLabel("Key label (e.g. the gate's computer)");
  await page.getByRole("button", { name: "Issue a key" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Key label (e.g. the gate's computer): This field is required" })).toBeVisible();
  await label.fill("Gate PC");
  await page.getByRole("button", { name: "Issue a key" }).click();
  await expect(page.getByTestId("issued-key")).toHaveText(/^wa_/);
  await expect(page.getByText("Gate PC")).toBeVisible();
  await expect(label).toHaveValue("");
  // Revoking asks first (whoever uses the key is refused at once); kept, then revoked.
  await page.getByRole("button", { name: "Revoke the key “Gate PC”" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Revoke the key “Gate PC”? Requests with it are refused at once." })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Keep the key" }).click();
  await expect(page.getByRole("button", { name: "Yes, revoke" })).toHaveCount(0);
  await page.getByRole("button", { name: "Revoke the key “Gate PC”" }).click();
  await page.getByRole("button", { name: "Yes, revoke" }).click();
  await expect(toastOf(page, "Key revoked")).toBeVisible();
  await expect(page.getByTestId("issued-key")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Revoke the key “Gate PC”" })).toHaveCount(0);

  await page.goto("/en/admin/waiting-areas/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New waiting area");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Name (uk): This field is required" })).toBeFocused();
  await expectNoAxeViolations(page);
});

// axe needs JavaScript: the pages and their refusals are checked above, with it.
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

  test("a checkpoint's form refuses a latitude out of range on the server, keeping what was typed", async ({ page, request }) => {
    await signInAdmin(page, request);
    const checkpoints = (await (await request.get("/api/v3/admin/checkpoints")).json()).data as Array<{ id: number; slug: string }>;
    await page.goto(`/admin/checkpoints/${checkpoints.find((c) => c.slug === "yahodyn-dorohusk")!.id}`);
    await page.getByLabel("Широта").fill("91");
    await page.getByLabel("Назва (pl)").fill("");
    await page.getByRole("button", { name: "Зберегти" }).click();
    const refusal = page.getByRole("alert");
    await expect(refusal.filter({ hasText: "Широта: Широта — число від −90 до 90" })).toBeVisible();
    await expect(refusal.filter({ hasText: "Назва (pl): Обовʼязкове поле" })).toBeVisible();
    await expect(page.getByLabel("Широта")).toHaveValue("91");
    await expect(page.getByLabel("Назва (pl)")).toHaveValue("");
  });

  test("a checkpoint changed by someone else meanwhile: the edit is refused with what differs, kept, and saved knowingly", async ({ page, request }) => {
    await signInAdmin(page, request);
    const checkpoints = (await (await request.get("/api/v3/admin/checkpoints")).json()).data as Array<{ id: number; slug: string }>;
    const id = checkpoints.find((c) => c.slug === "krakovets-korczowa")!.id;
    const loaded = (await (await request.get(`/api/v3/admin/checkpoints/${id}`)).json()).data as { highway: string; checkpoints_count: number; takes_bookings: boolean | null };
    await page.goto(`/admin/checkpoints/${id}`);
    await expect(page.getByLabel("Траса")).toHaveValue(loaded.highway);

    // Another administrator changes the highway and whether the checkpoint takes bookings; this one changes the control points.
    const now = (await (await request.get(`/api/v3/admin/checkpoints/${id}`)).json()).data as { version: string };
    const elsewhere = `${loaded.highway}-X`.slice(0, 20);
    const bookings = loaded.takes_bookings === false ? { value: true, label: "Приймає бронювання" } : { value: false, label: "Не приймає бронювання" };
    expect((await request.patch(`/api/v3/admin/checkpoints/${id}`, { data: { version: now.version, highway: elsewhere, takes_bookings: bookings.value } })).status()).toBe(200);
    const count = String(loaded.checkpoints_count === 100 ? 99 : loaded.checkpoints_count + 1);
    await page.getByLabel("Кількість пунктів контролю").fill(count);
    await page.getByRole("button", { name: "Зберегти" }).click();
    const stale = page.getByRole("region", { name: "Поточна версія" });
    await expect(stale).toContainText("Поки ви редагували, цей запис змінив хтось інший.");
    // What differs from what was typed: their highway, the control points as they still are, and their choice by its label.
    await expect(stale.getByRole("definition")).toHaveText([elsewhere, String(loaded.checkpoints_count), bookings.label]);
    await expect(page.getByLabel("Траса")).toHaveValue(loaded.highway);
    await expect(page.getByLabel("Кількість пунктів контролю")).toHaveValue(count);

    await page.getByRole("button", { name: "Зберегти" }).click();
    await expect(page).toHaveURL(`/admin/checkpoints/${id}`);
    await expect(page.getByRole("region", { name: "Поточна версія" })).toHaveCount(0);
    expect((await (await request.get(`/api/v3/admin/checkpoints/${id}`)).json()).data).toMatchObject({ highway: loaded.highway, checkpoints_count: Number(count), takes_bookings: loaded.takes_bookings });
  });

  test("a new waiting area is refused, then made; its key is issued and shown once; an application is declined with a reason", async ({ page, request, playwright }, testInfo) => {
    await signInAdmin(page, request);
    await page.goto("/admin/waiting-areas/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Нова зона очікування");
    await page.getByLabel("Душ").check();
    await page.getByRole("button", { name: "Зберегти" }).click();
    const refusal = page.getByRole("alert");
    await expect(refusal.filter({ hasText: "Назва (uk): Обовʼязкове поле" })).toBeVisible();
    await expect(refusal.filter({ hasText: "Пункт пропуску, який вона обслуговує: Обовʼязкове поле" })).toBeVisible();
    await expect(page.getByLabel("Душ")).toBeChecked();

    const areaName = `Stoyanka ${Date.now()}`;
    for (const locale of ["uk", "pl", "en", "ro", "tr", "sk", "hu"]) {
      await page.getByLabel(`Назва (${locale})`).fill(`${areaName} ${locale}`);
      await page.getByLabel(`Адреса (${locale})`).fill("Luboml");
    }
    await page.getByLabel("Пункт пропуску, який вона обслуговує").selectOption({ index: 1 });
    await page.getByLabel("Траса").fill("M-07");
    await page.getByLabel("Місць для стоянки вантажівок").fill("40");
    await page.getByLabel("Широта").fill("51.2");
    await page.getByLabel("Довгота").fill("23.9");
    await page.getByLabel("Цілодобово, щодня").uncheck();
    await page.getByLabel("Середа").fill("8-17");
    await page.getByRole("button", { name: "Зберегти" }).click();
    await expect(refusal.filter({ hasText: "Середа: Години як 06:00–22:00, через кому, по порядку" })).toBeVisible();
    await expect(page.getByLabel("Середа")).toHaveValue("8-17");
    await expect(page.getByLabel("Назва (hu)")).toHaveValue(`${areaName} hu`);
    await page.getByLabel("Середа").fill("08:00-17:00");
    await page.getByRole("button", { name: "Зберегти" }).click();
    await expect(page).toHaveURL(/\/admin\/waiting-areas\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${areaName} uk`);
    await expect(page.getByLabel("Середа")).toHaveValue("08:00-17:00");
    await expect(page.getByLabel("Душ")).toBeChecked();

    await page.getByLabel("Назва ключа (наприклад, комп’ютер на в’їзді)").fill("Gate PC");
    await page.getByRole("button", { name: "Видати ключ" }).click();
    const key = (await page.getByTestId("issued-key").textContent())!.trim();
    expect(key).toMatch(/^wa_/);
    await expect(page.getByText("Новий ключ — скопіюйте його зараз: він показується лише один раз.")).toBeVisible();
    const gate = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL! });
    expect((await gate.post("/api/v3/waiting-area-api/check-ins", { headers: { Authorization: `Bearer ${key}` }, data: { plate: "BC1234AA" } })).status()).toBe(200);
    await gate.dispose();
    // Shown once: the page read again has the key listed, not the key itself.
    await page.goto(new URL(page.url()).pathname);
    await expect(page.getByTestId("issued-key")).toHaveCount(0);
    await expect(page.getByText("Gate PC")).toBeVisible();

    // An application declined: a reason too short is refused, what was typed kept; then the applicant is told.
    const applied = await request.post("/api/v3/waiting-area-applications", {
      headers: { "X-Skip-Bot-Check": "1", "X-Client-Locale": "uk" },
      data: { company: "Zakhid Parking LLC", contact_person: "Olena Kovalchuk", email: uniqueEmail("declined-applicant"), phone: "+380 33 123 45 67", area_name: `Declined ${areaName}`, address: "Liuboml", highway: "M-07", checkpoint_id: 1, parking_spaces: 10, services: [], comment: "" },
    });
    expect(applied.status()).toBe(201);
    await page.goto("/admin/applications");
    await page.getByRole("link", { name: `Declined ${areaName}` }).click();
    const reason = page.getByLabel("Причина");
    await reason.fill("ні");
    await page.getByRole("button", { name: "Відхилити" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Причина: Вкажіть причину: від 3 до 1000 символів" })).toBeVisible();
    await expect(reason).toHaveValue("ні");
    await reason.fill("Немає дозволу на стоянку");
    await page.getByRole("button", { name: "Відхилити" }).click();
    await expect(page.getByText("Відхилена")).toBeVisible();
    await expect(page.getByText("Немає дозволу на стоянку")).toBeVisible();
    await expect(page.getByRole("button", { name: "Відхилити" })).toHaveCount(0);
  });
});
