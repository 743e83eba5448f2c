/**
 * The maps as a visitor uses them: the waiting areas' map (uk) and the entry page's map of nearby
 * checkpoints (en). Markers drawn over the packaged country borders with no tile server, the layer
 * switch, popups linking to a board and to booking, the list beside the map (all that shows
 * without JavaScript), a keyboard that walks through the map and out of it, axe on each page, and
 * not one request to a host other than the portal.
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { bookTruck, checkpointIdOf, createBooker, loginPage, messagesOf, prefixOf } from "./queue-helpers.ts";

/** Every request the page makes to another origin than the portal's (none expected). */
function requestsElsewhere(page: Page, baseURL: string): string[] {
  const elsewhere: string[] = [];
  const own = new URL(baseURL).origin;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if ((url.protocol === "http:" || url.protocol === "https:") && url.origin !== own) elsewhere.push(request.url());
  });
  return elsewhere;
}

const markers = (page: Page, kind: "checkpoint" | "area") => page.locator(`.leaflet-marker-icon.map-marker--${kind}`);

test("in Ukrainian: the waiting areas' map with both layers, popups, the list, the keyboard", async ({ page, request, baseURL }) => {
  const uk = messagesOf("uk");
  const elsewhere = requestsElsewhere(page, baseURL!);
  const yahodyn = await checkpointIdOf(request);
  await page.goto("/service-by-countries");
  await waitForHydration(page);
  const map = page.getByRole("region", { name: `Карта: ${uk.map.areasTitle}` });
  await expect(map).toHaveAttribute("data-borders", "drawn");
  // The borders are drawn as shapes, no tile image is loaded.
  await expect(map.locator(".leaflet-overlay-pane path").first()).toBeAttached();
  await expect(map.locator(".leaflet-tile")).toHaveCount(0);

  // The same points as the list under the map.
  const list = page.getByRole("region", { name: `Карта: ${uk.map.areasTitle}` }).locator("xpath=following-sibling::div[1]");
  const checkpointItems = list.getByRole("region", { name: "Пункти пропуску" }).getByRole("listitem").filter({ has: page.getByRole("paragraph") });
  // The waiting areas are the page's own list (not repeated under the map): one marker each.
  const areas = ((await (await request.get("/api/v3/waiting-areas")).json()) as { data: unknown[] }).data;
  expect(areas.length).toBeGreaterThan(5);
  await expect(markers(page, "checkpoint")).toHaveCount(await checkpointItems.count());
  await expect(markers(page, "area")).toHaveCount(areas.length);
  await expect(list.getByRole("region", { name: "Зони очікування" })).toHaveCount(0);
  await expect(checkpointItems.filter({ hasText: "Ягодин – Дорогуськ" }).getByRole("link", { name: "Електронна черга: Вантажівка, жива черга" })).toHaveAttribute(
    "href",
    `/workload/1/checkpoints/${yahodyn}/1/30`,
  );
  await expect(checkpointItems.filter({ hasText: "Ягодин – Дорогуськ" }).getByText(/^Працює$|^Роботу тимчасово призупинено$/)).toBeVisible();
  // Nothing else on this page shows the checkpoints' load: the list does.
  await expect(checkpointItems.filter({ hasText: "Ягодин – Дорогуськ" }).getByText(/^Очікують: Вантажівка: \d+; /)).toBeVisible();
  await expectNoAxeViolations(page);

  // The layer switch hides and shows the waiting areas.
  const areasLayer = page.getByRole("checkbox", { name: "Зони очікування" });
  await areasLayer.uncheck();
  await expect(markers(page, "area")).toHaveCount(0);
  await expect(markers(page, "checkpoint").first()).toBeVisible();
  await areasLayer.check();
  await expect(markers(page, "area").first()).toBeAttached();

  // The keyboard: the skip link leads past the map to the list; from the map, Tab passes its
  // zoom buttons and attribution and goes on out of it (no tab stop per point, no trap).
  await page.getByRole("link", { name: uk.map.skipToList }).focus();
  await page.keyboard.press("Enter");
  await expect(list).toBeFocused();
  await map.focus();
  for (const stop of [map.getByRole("button", { name: uk.map.zoomIn }), map.getByRole("button", { name: uk.map.zoomOut }), map.getByRole("link", { name: "Leaflet" })]) {
    await page.keyboard.press("Tab");
    await expect(stop).toBeFocused();
  }
  await page.keyboard.press("Tab");
  await expect(list.getByRole("link").first()).toBeFocused();

  // A checkpoint's popup: its state and load, links to its board and to booking.
  await map.getByTitle("Ягодин – Дорогуськ", { exact: true }).click();
  const popup = map.locator(".leaflet-popup");
  await expect(popup.getByText(/^Очікують: Вантажівка: \d+; /)).toBeVisible();
  await expect(popup.getByRole("link", { name: "Електронна черга: Вантажівка, жива черга" })).toHaveAttribute("href", `/workload/1/checkpoints/${yahodyn}/1/30`);
  await expect(popup.getByRole("link", { name: "Стати в чергу" })).toHaveAttribute("href", `/queue/join?checkpoint=${yahodyn}`);
  await expect(popup.getByRole("button", { name: "Закрити" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A waiting area's page: the area in its own colour, with the checkpoint it serves.
  await page.goto("/service-by-countries");
  await page.getByRole("link", { name: "Зона очікування «Ковель»" }).first().click();
  const areaMap = page.getByRole("region", { name: `Карта: ${uk.map.areaTitle}` });
  await expect(areaMap.locator(".map-marker--area.map-marker--highlighted")).toHaveCount(1);
  await expect(areaMap.getByTitle("Ягодин – Дорогуськ", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(elsewhere).toEqual([]);
});

test("in English: the map of nearby checkpoints on an entry's page, its checkpoint highlighted", async ({ page, request, baseURL }) => {
  test.slow(); // an account ready to book and a booking
  const en = messagesOf("en");
  const elsewhere = requestsElsewhere(page, baseURL!);
  const booker = await createBooker(request, 1, "map-nearby");
  const id = await bookTruck(request, booker);
  const yahodyn = await checkpointIdOf(request);
  await loginPage(page, request);

  await page.goto(`${prefixOf("en")}/queues/${id}`);
  await waitForHydration(page);
  const map = page.getByRole("region", { name: `Map: ${en.map.nearbyTitle}` });
  await expect(map).toHaveAttribute("data-borders", "drawn");
  await expect(map.locator(".leaflet-tile")).toHaveCount(0);
  const own = map.getByTitle("Yahodyn – Dorohusk", { exact: true });
  await expect(own).toHaveClass(/map-marker--highlighted/);
  // Nearby only: Ustyluh (about 40 km) is there, Chop (about 330 km) is not; no waiting-area layer to switch.
  await expect(map.getByTitle(/^Ustyluh/)).toBeVisible();
  await expect(map.getByTitle(/^Chop/)).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Waiting areas" })).toHaveCount(0);
  const list = page.getByRole("region", { name: "Checkpoints" });
  await expect(list.getByText(`Yahodyn – Dorohusk · ${en.map.yourCheckpoint}`)).toBeVisible();
  await expect(list.getByRole("link", { name: "Electronic queue: Truck, live queue" }).first()).toHaveAttribute("href", `/en/workload/1/checkpoints/${yahodyn}/1/30`);

  // The markers are for the pointer (the keyboard has the list): no tab stop per point.
  await expect(map.locator(".leaflet-marker-icon[tabindex]")).toHaveCount(0);
  await own.click();
  await expect(map.locator(".leaflet-popup").getByRole("link", { name: "Join the queue" })).toHaveAttribute("href", `/en/queue/join?checkpoint=${yahodyn}`);
  await expectNoAxeViolations(page);
  expect(elsewhere).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list is the map (en)", async ({ page }) => {
    await page.goto("/en/service-by-countries");
    await expect(page.getByTestId("border-map")).toBeHidden();
    const checkpoints = page.getByRole("region", { name: "Checkpoints" });
    await expect(checkpoints.getByText("Yahodyn – Dorohusk", { exact: true })).toBeVisible();
    await expect(checkpoints.getByRole("link", { name: "Join the queue: Yahodyn" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Yavoriv waiting area" })).toBeVisible();
  });
});

test("in English: /workload shows the checkpoints and the waiting areas on the map under the table", async ({ page, request, baseURL }) => {
  const en = messagesOf("en");
  const elsewhere = requestsElsewhere(page, baseURL!);
  const yahodyn = await checkpointIdOf(request);
  await page.goto("/en/workload");
  await waitForHydration(page);
  const map = page.getByRole("region", { name: `Map: ${en.map.checkpointsTitle}` });
  await expect(map).toHaveAttribute("data-borders", "drawn");
  await expect(map.locator(".leaflet-tile")).toHaveCount(0);
  await expect(markers(page, "checkpoint").first()).toBeVisible();
  await expect(markers(page, "area").first()).toBeAttached();
  const list = map.locator("xpath=following-sibling::div[1]");
  const item = list.getByRole("listitem").filter({ hasText: "Yahodyn – Dorohusk" });
  // The checkpoints' list is behind a disclosure: the table above holds them already.
  await expect(item).toBeHidden();
  await list.getByText(/^Show the list \(\d+\)$/).click();
  await expect(item.getByRole("link", { name: "Electronic queue: Truck, live queue" })).toHaveAttribute("href", `/en/workload/1/checkpoints/${yahodyn}/1/30`);
  // Short: the name, the state and the links; the load is in the table above it already.
  await expect(item.getByText(/^Open$|^Temporarily paused$/)).toBeVisible();
  await expect(list.getByText(/^Waiting: /)).toHaveCount(0);
  await expect(list.getByText(/^Free places today: /)).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(elsewhere).toEqual([]);
});
