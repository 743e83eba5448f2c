/**
 * `npm run bench:first-load [url]`: the JavaScript a first visit transfers, as Chromium fetches it
 * (scripts/bench/first-load.ts: every script until the page has hydrated and a quiet second has
 * passed, at its over-the-wire size), against the budgets: 150 KiB for `/`, 200 KiB for every other
 * page. Without a URL it starts a production server of its own (embedded database) and measures the
 * public pages `/` (uk), `/en/login`, `/en/create-account` and `/en/news`, as a guest; with one, it
 * measures that page of a running server. `--files` lists the scripts. Exits 1 when a page is over.
 * BENCH_PORT (default 3342) is the own server's port.
 */
import { firstLoadJs, launchChromium } from "./bench/first-load.ts";
import { startProductionServer, type ProductionServer } from "./bench/production-server.ts";
import { KIB, kib } from "./bench/stats.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3342);
const HOME_BUDGET = 150 * KIB;
const PAGE_BUDGET = 200 * KIB;
const PUBLIC_PAGES = ["/", "/en/login", "/en/create-account", "/en/news"];

const given = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
let server: ProductionServer | null = null;
let over = false;
try {
  const urls = given ? [given] : PUBLIC_PAGES.map((path) => `http://127.0.0.1:${PORT}${path}`);
  if (!given) server = await startProductionServer({ port: PORT });
  const browser = await launchChromium();
  try {
    for (const url of urls) {
      const load = await firstLoadJs(browser, url, { locale: "uk-UA" });
      const budget = new URL(url).pathname === "/" ? HOME_BUDGET : PAGE_BUDGET;
      if (load.transferred > budget) over = true;
      console.log(
        `${kib(load.transferred).padStart(10)} transferred (headers ${kib(load.headers)}; ${kib(load.decoded)} decoded) in ${load.scripts.length} scripts  ${url}  ` +
          `budget ${budget / KIB} KiB ${load.transferred <= budget ? "ok" : "OVER"}`,
      );
      if (process.argv.includes("--files")) {
        for (const script of load.scripts) console.log(`    ${kib(script.transferred).padStart(10)}  ${script.encoding || "identity"}  ${new URL(script.url).pathname}`);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await server?.stop();
}
process.exit(over ? 1 : 0);
