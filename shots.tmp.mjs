import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3700";
const pages = ["/workload", "/workload/1/checkpoints/1/1/30", "/workload/1/1", "/statistics", "/service-by-countries", "/contacts", "/faq"];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
for (const lang of ["uk", "en"]) for (const p of pages) {
  const page = await ctx.newPage();
  const errs = [];
  page.on("pageerror", e => errs.push(e.message));
  page.on("console", m => { if (m.type() === "error") errs.push(m.text()); });
  const url = base + (lang === "en" ? "/en" : "") + p;
  const resp = await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated]", { timeout: 20000 }).catch(() => errs.push("no data-hydrated"));
  if (await page.$('[data-testid="border-map"]')) {
    await page.waitForSelector('[data-testid="border-map"] .leaflet-tile-loaded, [data-testid="border-map"] .leaflet-marker-icon, [data-testid="border-map"] .leaflet-pane', { timeout: 10000 }).catch(() => errs.push("map not drawn"));
    await page.waitForTimeout(1000);
  }
  const info = await page.evaluate(() => {
    const sw = document.documentElement.scrollWidth;
    const wide = [];
    for (const el of document.querySelectorAll("body *")) {
      const r = el.getBoundingClientRect();
      if (r.right > 391 && r.width > 0 && getComputedStyle(el).visibility !== "hidden") {
        let p = el.parentElement, clipped = false;
        while (p) { const o = getComputedStyle(p).overflowX; if (o === "auto" || o === "scroll" || o === "hidden") { clipped = true; break; } p = p.parentElement; }
        if (!clipped) wide.push(el.tagName + "." + (el.className?.toString?.() || "").slice(0, 40) + " r=" + Math.round(r.right));
      }
    }
    return { sw, lang: document.documentElement.lang, title: document.title, wide: wide.slice(0, 8) };
  });
  const name = `${lang}${p.replace(/\//g, "_")}.png`;
  await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: true });
  const H = await page.evaluate(() => document.documentElement.scrollHeight); const W = await page.evaluate(() => document.documentElement.scrollWidth);
  for (let y = 0, i = 0; y < H; y += 1600, i++) await page.screenshot({ path: `/tmp/shots/parts/${name.replace(".png","")}_${String(i).padStart(2,"0")}.png`, fullPage: true, clip: { x: 0, y, width: W, height: Math.min(1600, H - y) } });
  console.log(JSON.stringify({ url, status: resp.status(), ...info, overflow: info.sw > 390, errs: errs.slice(0, 5) }));
  await page.close();
}
await browser.close();
