/**
 * `npm run bench:pages`: the booking and queue screens against their budgets (issue 11), on the
 * production build served by a server of its own (embedded database, demo data, a carrier who has
 * booked once and holds a new draft):
 * - first-load JavaScript: what Chromium transfers for the page's scripts until React has hydrated
 *   it and a second has passed without a new one (scripts/bench/first-load.ts); budgets: `/`
 *   150 KiB, each wizard step and `/queues` 200 KiB;
 * - server rendering: the median (and p90) time to the full HTML of each page over 40 sequential
 *   requests after 5 warm-up ones; budget for a wizard step: 100 ms at the median.
 * Usage: npm run bench:pages [-- --files] (exits 1 when a budget is exceeded; --files lists each
 * page's scripts). BENCH_PORT (default 3341) is the server's port.
 */
import { firstLoadJs, launchChromium } from "./bench/first-load.ts";
import { startProductionServer } from "./bench/production-server.ts";
import { signedInCarrier } from "./bench/signed-in-carrier.ts";
import { KIB, kib, quantile } from "./bench/stats.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3341);
const WARM_UP = 5;
const RUNS = 40;

interface Page {
  name: string;
  path: string;
  jsBudget: number;
  /** Server-rendering budget at the median, ms (none: reported only). */
  ssrBudget?: number;
  guest?: boolean;
}

let failed = false;
const server = await startProductionServer({ port: PORT });
try {
  const carrier = await signedInCarrier(server.base, { bookFirst: true });
  const step = carrier.wizardPath;
  const pages: Page[] = [
    { name: "home (guest)", path: "/", jsBudget: 150 * KIB, guest: true },
    { name: "wizard: Checkpoint", path: step("Checkpoint"), jsBudget: 200 * KIB, ssrBudget: 100 },
    { name: "wizard: Drivers", path: step("Drivers"), jsBudget: 200 * KIB, ssrBudget: 100 },
    { name: "wizard: Vehicle", path: step("Vehicle"), jsBudget: 200 * KIB, ssrBudget: 100 },
    { name: "wizard: Cargos", path: step("Cargos"), jsBudget: 200 * KIB, ssrBudget: 100 },
    { name: "wizard: Confirm", path: step("Confirm"), jsBudget: 200 * KIB, ssrBudget: 100 },
    { name: "/queues", path: "/queues", jsBudget: 200 * KIB },
    { name: "/queues/{id}", path: `/queues/${carrier.entryId}`, jsBudget: 200 * KIB },
  ];
  const browser = await launchChromium();
  console.log(`${"page".padEnd(22)} ${"first-load JS (transferred)".padStart(29)} ${"SSR p50".padStart(9)} ${"SSR p90".padStart(9)}  budgets`);
  for (const page of pages) {
    const js = await firstLoadJs(browser, `${server.base}${page.path}`, { locale: "uk-UA", cookies: page.guest ? undefined : carrier.cookies });
    const times = await ssrTimes(server.base, page.path, page.guest ? "" : carrier.cookieHeader);
    const p50 = quantile(times, 0.5);
    const p90 = quantile(times, 0.9);
    const jsOk = js.transferred <= page.jsBudget;
    const ssrOk = page.ssrBudget === undefined || p50 <= page.ssrBudget;
    if (!jsOk || !ssrOk) failed = true;
    console.log(
      `${page.name.padEnd(22)} ${`${kib(js.transferred)} in ${js.scripts.length}`.padStart(29)} ${`${p50.toFixed(1)} ms`.padStart(9)} ${`${p90.toFixed(1)} ms`.padStart(9)}  ` +
        `JS ≤ ${page.jsBudget / KIB} KiB ${jsOk ? "ok" : "OVER"}${page.ssrBudget ? `, SSR ≤ ${page.ssrBudget} ms ${ssrOk ? "ok" : "OVER"}` : ""}`,
    );
    if (process.argv.includes("--files")) {
      for (const script of js.scripts) console.log(`    ${kib(script.transferred).padStart(10)}  ${script.encoding || "identity"}  ${new URL(script.url).pathname}`);
    }
  }
  await browser.close();
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);

/** Times to the full HTML of `path` (uk, browser-like encodings), the warm-up ones left out. */
async function ssrTimes(base: string, path: string, cookie: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie, "accept-language": "uk", "accept-encoding": "gzip, deflate, br" }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (run >= WARM_UP) times.push(performance.now() - started);
  }
  return times;
}
