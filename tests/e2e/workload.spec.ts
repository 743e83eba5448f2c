/**
 * The workload pages as a dispatcher or a driver uses them: /workload's queues per vehicle type
 * and their sorting (with and without JavaScript), a checkpoint's board in its own layout, the
 * board updating by itself when a truck is booked (no reload; a booking before its live stream
 * opened included), and the plate search (spacing, case, Cyrillic look-alikes; nothing found). In
 * Ukrainian and English, axe on each page.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { maskPlate } from "../../src/domain/workload.ts";
import { bookTruck, checkpointIdOf, createBooker, loginPage } from "./queue-helpers.ts";

/** The vehicles on a board: the sum of its status tabs' counts, "Awaiting (3)". */
async function vehiclesOnBoard(page: Page) {
  const tabs = await page.getByRole("navigation", { name: /Vehicles by status|Транспорт за статусом/ }).getByRole("link").allTextContents();
  return tabs.reduce((sum, text) => sum + Number(/\((\d+)\)/.exec(text)?.[1] ?? Number.NaN), 0);
}

/** The rows of a board showing `plate` as the public sees it (masked: another plate can look the same). */
const rowsLike = (page: Page, plate: string) => page.getByRole("table").getByText(maskPlate(plate), { exact: true }).count();

/** The plate as a person might type it: lower case, spaced, with Cyrillic letters that look like the Latin ones. */
const typedLikeAPerson = (plate: string) =>
  plate
    .replace(/A/g, "А")
    .replace(/^(..)(.*)$/, "$1 $2")
    .toLowerCase();

test("in Ukrainian: the queues per vehicle type, sorted, and a checkpoint's board in its own layout", async ({ page, request }) => {
  await page.goto("/workload");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Завантаженість пунктів пропуску");
  await expect(page).toHaveTitle(/^Завантаженість пунктів пропуску — /);
  const table = page.getByRole("table", { name: /Черги пунктів пропуску: Вантажівка/ });
  await expect(table.getByRole("rowheader").filter({ hasText: "Ягодин – Дорогуськ" })).toBeVisible();
  await expect(table.getByRole("link", { name: /^Стати в чергу ?: Ягодин – Дорогуськ$/ })).toHaveAttribute("href", /\/queue\/join\?checkpoint=\d+$/);
  await expect(page.getByRole("region", { name: /^Карта: / })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // By checkpoint name, A to Я, then the other way.
  const { data } = (await (await request.get("/api/v3/workload/1", { headers: { "X-Client-Locale": "uk" } })).json()) as { data: Array<{ title: string }> };
  const titles = data.map((queue) => queue.title).sort(new Intl.Collator("uk").compare);
  await table.getByRole("columnheader", { name: /Пункт пропуску/ }).getByRole("link").click();
  await expect(page).toHaveURL(/\?type=1&sort=name&dir=asc$/);
  await expect(table.getByRole("columnheader", { name: /Пункт пропуску/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(table.getByRole("rowheader").first()).toContainText(titles[0]!);
  await table.getByRole("columnheader", { name: /Пункт пропуску/ }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=name&dir=desc$/);
  await expect(table.getByRole("rowheader").first()).toContainText(titles.at(-1)!);

  // Buses: their timeslot queues, with today's free places.
  await page.getByRole("navigation", { name: "Тип транспорту" }).getByRole("link", { name: "Автобус" }).click();
  await expect(page).toHaveURL(/\?type=2&sort=name&dir=desc$/);
  await expect(page.getByRole("table", { name: /Черги пунктів пропуску: Автобус/ })).toBeVisible();
  await expect(page.getByRole("table").getByText("За розкладом (часові слоти)").first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A checkpoint's board: the lighter frame, its status tabs, the search.
  await page.getByRole("navigation", { name: "Тип транспорту" }).getByRole("link", { name: "Вантажівка" }).click();
  await expect(page).toHaveURL(/\?type=1&/);
  await table.getByRole("link", { name: "Ягодин – Дорогуськ", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ягодин – Дорогуськ");
  await expect(page).toHaveTitle(/^Ягодин – Дорогуськ: Черга очікування — /);
  await expect(page.getByRole("navigation", { name: "Головне меню" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Завантаженість" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Транспорт за статусом" }).getByRole("link", { name: /^Черга очікування/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: /^На контролі/ }).click();
  await expect(page).toHaveURL(/\/workload\/1\/checkpoints\/\d+\/1\/50$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ягодин – Дорогуськ");

  await page.getByRole("searchbox", { name: "Номерний знак" }).fill("ZZ 9999 ZZ");
  await page.getByRole("button", { name: "Знайти" }).click();
  await expect(page).toHaveURL(/plate=ZZ\+9999\+ZZ$/);
  await expect(page.getByRole("status").filter({ hasText: "Вибачте, нічого не знайдено" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The checkpoints with the same queue, each linking to its board.
  await page.getByRole("link", { name: "Інші пункти пропуску з такою чергою" }).click();
  await expect(page).toHaveURL(/\/workload\/1\/1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Вантажівка: Жива черга");
  await expect(page.getByRole("link", { name: "Ягодин – Дорогуськ", exact: true })).toHaveAttribute("href", /\/workload\/1\/checkpoints\/\d+\/1\/30$/);
  await expect(page.getByRole("link", { name: /^Стати в чергу ?: Ягодин – Дорогуськ$/ })).toHaveAttribute("href", /\/queue\/join\?checkpoint=\d+$/);
  await expectNoAxeViolations(page);
});

test("without JavaScript: the table sorts and the search answers, by the server", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "uk-UA" });
  const page = await context.newPage();
  await page.goto("/en/workload");
  const vehicles = page.getByRole("columnheader", { name: /Vehicles in the queue/ });
  await vehicles.getByRole("link").click();
  await expect(page).toHaveURL(/\/en\/workload\?type=1&sort=vehicles&dir=desc$/);
  await expect(vehicles).toHaveAttribute("aria-sort", "descending");

  const yahodyn = await checkpointIdOf(request);
  await page.goto(`/en/workload/1/checkpoints/${yahodyn}/1/30`);
  await page.getByRole("searchbox", { name: "Plate" }).fill("QQ 1 QQ");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText("Sorry, nothing found")).toBeVisible();
  await context.close();
});

test("in English: the open board updates by itself when a truck is booked, and finds it by its plate", async ({ page, request }) => {
  const booker = await createBooker(request, 1, "workload");
  const yahodyn = await checkpointIdOf(request);
  await page.goto(`/en/workload/1/checkpoints/${yahodyn}/1/30`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yahodyn – Dorohusk");
  await expect(page).toHaveTitle(/^Yahodyn – Dorohusk: Awaiting — /);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  const before = await vehiclesOnBoard(page);
  // The truck's row, as the public sees its plate (another's could look the same: counted before).
  const rowsLikeIt = () => rowsLike(page, booker.plate);
  const likeItBefore = await rowsLikeIt();
  // Set in the page: still there after the update shows that the page was not loaded again.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  await bookTruck(request, booker);
  await expect(page.getByRole("status").filter({ hasText: /^The list was updated at \d{1,2}:\d{2}/ })).toBeVisible();
  // The truck has come: its row on this page, or (a longer queue) one more in the counts. Not the
  // counts alone: other tests book at Yahodyn meanwhile, and their trucks leave it too.
  await expect.poll(async () => (await rowsLikeIt()) > likeItBefore || (await vehiclesOnBoard(page)) > before).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  // The public sees the plate masked.
  await expect(page.getByRole("table").getByText(booker.plate, { exact: true })).toHaveCount(0);

  // Found whatever the spacing, case or alphabet; shown in full, only this one.
  await page.getByRole("searchbox", { name: "Plate" }).fill(typedLikeAPerson(booker.plate));
  await page.getByRole("button", { name: "Find" }).click();
  const found = page.getByRole("status").filter({ hasText: `Found: ${booker.plate}` });
  await expect(found).toBeVisible();
  await expect(found.getByText("Yahodyn – Dorohusk (Truck, Live queue)")).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Plate" })).toHaveValue(typedLikeAPerson(booker.plate));
  await expectNoAxeViolations(page);
  await found.getByRole("link", { name: "Show it in the list" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/workload/1/checkpoints/${yahodyn}/1/(30|40|50)\\?page=\\d+$`));

  await page.getByRole("searchbox", { name: "Plate" }).fill("XX 0000 XX");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sorry, nothing found" })).toBeVisible();
});

test("in English: a truck booked after the board was read but before its live stream opened is shown when the stream opens", async ({ page, request }) => {
  const booker = await createBooker(request, 1, "workload");
  const yahodyn = await checkpointIdOf(request);
  // The stream opens when the test lets it, after the booking, and tells only that it opened (as
  // the server does when the boards it starts from already have the truck): no change event comes.
  let letThrough!: () => void;
  const streamMayOpen = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route("**/workload/events?**", async (route) => {
    await streamMayOpen;
    await route.fulfill({ contentType: "text/event-stream", body: 'retry: 60000\nevent: ready\ndata: {"keep_alive_seconds":25}\n\n' });
  });
  await page.goto(`/en/workload/1/checkpoints/${yahodyn}/1/30`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yahodyn – Dorohusk");
  await waitForHydration(page);
  const before = await vehiclesOnBoard(page);
  const rowsLikeIt = () => rowsLike(page, booker.plate);
  const likeItBefore = await rowsLikeIt();

  await bookTruck(request, booker);
  // The public boards have it before the stream opens (the search finds a plate only in the boards as read).
  await expect.poll(async () => (await request.get("/api/v3/workload/search", { params: { plate: booker.plate } })).status()).toBe(200);
  letThrough();
  await expect(page.getByRole("status").filter({ hasText: /^The list was updated at \d{1,2}:\d{2}/ })).toBeVisible();
  await expect.poll(async () => (await rowsLikeIt()) > likeItBefore || (await vehiclesOnBoard(page)) > before).toBe(true);
});

test("'Join the queue' on /workload runs the join decision with the checkpoint remembered", async ({ page, request }) => {
  const booker = await createBooker(request, 1, "workload-join");
  await loginPage(page, request);
  const yahodyn = await checkpointIdOf(request);
  await page.goto("/en/workload");
  await waitForHydration(page);
  await page.getByRole("link", { name: /^Join the queue ?: Yahodyn – Dorohusk$/ }).click();
  // One ready carrier: straight to its new queue, the checkpoint chosen (SPEC §4, decision 3).
  await expect(page).toHaveURL(`/en/queue/new/${booker.carrierId}?checkpoint=${yahodyn}`, { timeout: 30_000 });
});

/** How far the page scrolls sideways: its width, at most the window's when nothing sticks out. */
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** The right edges of what `locator` matches, all within `width` when none is cut off or scrolled away. */
const rightEdges = (locator: Locator) => locator.evaluateAll((elements) => elements.map((element) => Math.ceil(element.getBoundingClientRect().right)));

/**
 * The lines of text an element shows, as drawn: its characters grouped by the line they sit on,
 * leaving out any that is clipped away (what the page shows at its centre is something else).
 */
function visibleLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const chars: Array<{ char: string; top: number; left: number; height: number }> = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let index = 0; index < text.length; index++) {
        if (/\s/.test(text[index]!)) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0) continue;
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        if (!hit || !node.parentElement!.contains(hit)) continue;
        chars.push({ char: text[index]!, top: rect.top, left: rect.left, height: rect.height });
      }
    }
    const lines: Array<typeof chars> = [];
    for (const char of chars.sort((a, b) => a.top - b.top || a.left - b.left)) {
      const line = lines.at(-1);
      if (line && char.top - line[0]!.top < line[0]!.height / 2) line.push(char);
      else lines.push([char]);
    }
    return lines.map((line) => line.sort((a, b) => a.left - b.left).map((c) => c.char).join(""));
  });
}

test("on a phone, /workload shows a card per queue, sorted by its links, and never scrolls sideways (uk, en)", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/workload");
  // The table is for wider screens: on a phone it is not there at all, for the eye or a screen reader.
  await expect(page.getByRole("table")).toHaveCount(0);
  const queues = page.getByRole("region", { name: /^Черги пунктів пропуску: Вантажівка/ });
  const yahodyn = queues.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "Ягодин – Дорогуськ" }) });
  await expect(yahodyn.getByRole("link", { name: "Ягодин – Дорогуськ", exact: true })).toHaveAttribute("href", /\/workload\/1\/checkpoints\/\d+\/1\/30$/);
  for (const term of ["Стан", "Транспорту в черзі", "Очікуваний час", "Вільних місць на сьогодні"]) {
    await expect(yahodyn.getByRole("term").filter({ hasText: term })).toBeVisible();
  }
  await expect(yahodyn.getByText("Жива черга", { exact: true })).toBeVisible();
  const join = yahodyn.getByRole("link", { name: /^Стати в чергу ?: Ягодин – Дорогуськ$/ });
  await expect(join).toHaveAttribute("href", /\/queue\/join\?checkpoint=\d+$/);
  // Every card and all it holds within the screen's width; the page itself never wider.
  expect(Math.max(...(await rightEdges(queues.locator("li, li *"))))).toBeLessThanOrEqual(390);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // Sorted by the links above the cards, as the table is by its headers: by name, A to Я, then back.
  const { data } = (await (await request.get("/api/v3/workload/1", { headers: { "X-Client-Locale": "uk" } })).json()) as { data: Array<{ title: string }> };
  const titles = data.map((queue) => queue.title).sort(new Intl.Collator("uk").compare);
  const sortBy = queues.getByRole("navigation", { name: "Упорядкувати за" });
  await sortBy.getByRole("link", { name: /Пункт пропуску/ }).click();
  await expect(page).toHaveURL(/\?type=1&sort=name&dir=asc$/);
  await expect(sortBy.getByRole("link", { name: /Пункт пропуску/ })).toHaveAttribute("aria-current", "true");
  await expect(queues.getByRole("heading", { level: 2 })).toContainText("Упорядковано за «Пункт пропуску», за зростанням");
  await expect(queues.getByRole("heading", { level: 3 }).first()).toHaveText(titles[0]!);
  await sortBy.getByRole("link", { name: /Пункт пропуску/ }).click();
  await expect(page).toHaveURL(/sort=name&dir=desc$/);
  await expect(queues.getByRole("heading", { level: 3 }).first()).toHaveText(titles.at(-1)!);

  // Buses in English: timeslot queues, today's free places.
  await page.goto("/en/workload?type=2");
  const buses = page.getByRole("region", { name: /^Checkpoint queues: Bus/ });
  await expect(buses.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await expect(buses.getByText("By schedule (timeslots)").first()).toBeVisible();
  await expect(buses.getByRole("term").filter({ hasText: "Free places today" }).first()).toBeVisible();
  expect(Math.max(...(await rightEdges(buses.locator("li, li *"))))).toBeLessThanOrEqual(390);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test("on a phone, a board's subtitle wraps between whole items, and the boards' frame has the site's footer (uk, en)", async ({ page, request }) => {
  const yahodyn = await checkpointIdOf(request);
  for (const { prefix, width, footer } of [
    { prefix: "", width: 320, footer: ["Контакти", "Політика конфіденційності", "Умови користування"] },
    { prefix: "/en", width: 390, footer: ["Contacts", "Privacy policy", "Terms of service"] },
  ]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${prefix}/workload/1/checkpoints/${yahodyn}/1/30`);
    const subtitle = page.getByRole("heading", { level: 1 }).locator("xpath=following-sibling::p[1]");
    await expect(subtitle).toContainText(prefix ? "Truck" : "Вантажівка");
    // The vehicle type, the queue, its flow and its lanes: no line starts or ends with a separator.
    const lines = await visibleLines(subtitle);
    expect(lines.length, lines.join(" / ")).toBeGreaterThan(1);
    for (const line of lines) expect(line, lines.join(" / ")).not.toMatch(/^·|·$/);
    // And every letter in sight: a long item wraps under its own start, none is clipped away.
    expect(lines.join("").replace(/·/g, "")).toBe((await subtitle.textContent())!.replace(/[\s·]/g, ""));
    const siteFooter = page.getByRole("contentinfo");
    for (const name of footer) await expect(siteFooter.getByRole("link", { name })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  }
  // The checkpoints with this queue: cards, within the phone's width, with the footer too.
  await page.getByRole("link", { name: "Other checkpoints with this queue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Truck: Live queue");
  await expect(page.getByRole("heading", { level: 2, name: "Yahodyn – Dorohusk" })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Contacts" })).toBeVisible();
  await expectNoAxeViolations(page);
});
