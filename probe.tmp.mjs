import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
for (const u of ["/workload","/en/workload"]) {
await page.goto("http://127.0.0.1:3700"+u, { waitUntil: "networkidle" });
await page.waitForSelector("html[data-hydrated]");
console.log(u, await page.evaluate(() => {
  const t = document.querySelector("table.min-w-\\[48rem\\]");
  const w = t.parentElement;
  const before = document.documentElement.scrollWidth;
  const srs = [...t.querySelectorAll(".sr-only")].filter(s => s.getBoundingClientRect().right > 390).map(s => s.textContent + "@" + Math.round(s.getBoundingClientRect().right));
  w.style.position = "relative";
  const after = document.documentElement.scrollWidth;
  return JSON.stringify({ wrapperClass: w.className, wrapperPos: "static→relative", before, after, srs: srs.slice(0,5), nTables: document.querySelectorAll("table").length });
}));
}
await browser.close();
