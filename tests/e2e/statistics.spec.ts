/**
 * /statistics as a journalist uses it: a checkpoint, a vehicle type and a date range chosen in the
 * form, the summary and the per-day and per-hour tables (and their charts, with JavaScript), the
 * CSV download, and a range too long refused with its message; in Ukrainian and English, with axe
 * on each state visited.
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

/** Records the texts the page draws on its canvases (the charts' axis labels) from its first script on; reads them. */
async function canvasTexts(page: Page) {
  await page.addInitScript(() => {
    const drawn: string[] = [];
    Object.assign(window, { drawnTexts: drawn });
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      drawn.push(String(text));
      return fillText.call(this, text, ...rest);
    };
  });
  return () => page.evaluate(() => (window as unknown as { drawnTexts: string[] }).drawnTexts);
}

test("in Ukrainian: a date range chosen in the form, the figures by day and hour with their charts, and the CSV", async ({ page }) => {
  const drawn = await canvasTexts(page);
  await page.goto("/statistics");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Статистика завантаженості");
  await waitForHydration(page);
  await page.getByLabel("Пункт пропуску").selectOption({ label: "Ягодин – Дорогуськ" });
  await page.getByLabel("Тип транспортного засобу").selectOption({ label: "Вантажівка" });
  await page.getByLabel("З", { exact: true }).fill("2026-11-02");
  await page.getByLabel("По", { exact: true }).fill("2026-11-08");
  await page.getByRole("button", { name: "Показати" }).click();
  await expect(page).toHaveURL(/vehicle_type=1&from=2026-11-02&to=2026-11-08/);
  await expect(page.getByRole("heading", { level: 2, name: /^Ягодин, .+ – .+$/ })).toBeVisible();
  await expect(page.getByText("Зареєстровано").first()).toBeVisible();
  await expect(page.getByText("Очікування до допуску, 90-й процентиль")).toBeVisible();

  // Each chart draws (with JavaScript) and has its table.
  const days = page.getByRole("region", { name: "За днями", exact: true });
  await expect(days.locator("canvas")).toBeVisible();
  await days.getByText("Показати таблицею").click();
  const dayTable = days.getByRole("table", { name: "За днями" });
  await expect(dayTable.getByRole("row")).toHaveCount(8);
  await expect(dayTable.getByRole("columnheader", { name: "Неявки" })).toBeVisible();
  const hours = page.getByRole("region", { name: "За годинами доби", exact: true });
  await hours.getByText("Показати таблицею").click();
  await expect(hours.getByRole("table").getByRole("row")).toHaveCount(25);
  await expect(hours.getByRole("rowheader", { name: "23:00" })).toBeVisible();
  await expect(dayTable.getByRole("rowheader").first()).toHaveText("пн, 2 лист.");
  // The axes speak Ukrainian: "2 лист.", not uPlot's own "11/2".
  await expect.poll(async () => (await drawn()).filter((text) => /^\d{1,2} лист\.$/.test(text))).toContain("2 лист.");
  expect((await drawn()).filter((text) => /^\d{1,2}\/\d{1,2}/.test(text))).toEqual([]);
  expect(await drawn()).toContain("12:00");
  await expectNoAxeViolations(page);

  const link = page.getByRole("link", { name: "Завантажити дані (CSV)" });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/api\/v3\/statistics\.csv\?checkpoint_id=\d+&vehicle_type=1&from=2026-11-02&to=2026-11-08$/);
  const csv = await page.request.get(href!);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename=statistics-\d+-1-2026-11-02-2026-11-08\.csv$/);
  const lines = (await csv.text()).trimEnd().split("\r\n");
  expect(lines[0]).toBe("period,value,registered,called,admitted,passed,no_shows,cancelled");
  expect(lines.filter((line) => line.startsWith("day,"))).toHaveLength(7);
});

test("in English: a range too long is refused with its message, beside the field", async ({ page }) => {
  await page.goto("/en/statistics?from=2026-01-01&to=2026-06-30");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkpoint load statistics");
  await expect(page.getByText("Choose at most 92 days.")).toBeVisible();
  await expect(page.getByLabel("To")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("link", { name: "Download the figures (CSV)" })).toHaveCount(0);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test("in English, on a phone: the charts' axes and the tables write the days in English, and nothing scrolls sideways", async ({ page }) => {
  const drawn = await canvasTexts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/statistics?vehicle_type=1&from=2026-11-02&to=2026-11-08");
  await expect(page.getByRole("heading", { level: 2, name: /^Yahodyn, / })).toBeVisible();
  const days = page.getByRole("region", { name: "By day", exact: true });
  await expect(days.locator("canvas")).toBeVisible();
  await expect.poll(async () => (await drawn()).filter((text) => /^Nov \d{1,2}$/.test(text)).length).toBeGreaterThan(0);
  expect((await drawn()).filter((text) => /^\d{1,2}\/\d{1,2}/.test(text))).toEqual([]);
  await days.getByText("Show as a table").click();
  await expect(days.getByRole("table", { name: "By day" }).getByRole("rowheader").first()).toHaveText("Mon, Nov 2");
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // axe runs in the page: the page is checked with JavaScript above, in the same states.
  test("in English: the form works as a plain GET, and its tables carry the figures", async ({ page }) => {
    await page.goto("/en/statistics");
    await page.getByLabel("From").fill("2026-01-01");
    await page.getByLabel("To").fill("2026-06-30");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/en\/statistics\?checkpoint_id=\d+&vehicle_type=&from=2026-01-01&to=2026-06-30/);
    await expect(page.getByText("Choose at most 92 days.")).toBeVisible();

    await page.getByLabel("From").fill("2026-06-01");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /^Yahodyn, / })).toBeVisible();
    await page.getByText("Show as a table").first().click();
    await expect(page.getByRole("table", { name: "By day" }).getByRole("row")).toHaveCount(31);
    await expect(page.getByRole("link", { name: "Download the figures (CSV)" })).toHaveAttribute("href", /from=2026-06-01&to=2026-06-30$/);
  });
});
