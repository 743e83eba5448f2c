/**
 * Benchmark of the booking and queue screens (issue 11's budgets), on the production build served
 * by a server of its own (fresh embedded database, demo data, a carrier ready to book):
 * - first-load JavaScript: every script a real browser (Debian's Chromium) loads for the page until
 *   React has hydrated it and a second has passed without a new one (parts rendered lazily count),
 *   gzipped at level 9 from the build (the server does not compress yet);
 *   budgets: `/` 150 KB, each wizard step and `/queues` 200 KB;
 * - server rendering: the median (and p90) time to the full HTML of each page over 40 sequential
 *   requests after 5 warm-up ones; budget for a wizard step: 100 ms at the median.
 * Usage: npm run bench:pages [-- --files] (exits 1 when a budget is exceeded; --files lists each page's scripts).
 */
import { request as newRequest, chromium, type APIRequestContext, type Browser } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { bookTruck, checkpointIdOf, createBooker } from "../tests/e2e/queue-helpers.ts";
import { buildWebIfStale } from "./web-build.ts";

const ROOT = resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const BASE = `http://127.0.0.1:${PORT}`;
const KB = 1024;
const WARM_UP = 5;
const RUNS = 40;
const QUIET_MS = 1_000;

interface Page {
  name: string;
  path: string;
  jsBudget: number;
  /** Server-rendering budget at the median, ms (none: reported only). */
  ssrBudget?: number;
  guest?: boolean;
}

buildWebIfStale();
const server = spawn(process.execPath, ["src/server/main.ts"], {
  cwd: ROOT,
  env: {
    ...process.env,
    APP_ENV: "test",
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    APP_URL: BASE,
    DATA_DIR: join(mkdtempSync(join(tmpdir(), "bq-bench-pages-")), "data"),
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

let failed = false;
try {
  await waitForHealth();
  const api = await newRequest.newContext({ baseURL: BASE });
  const booker = await createBooker(api, 1, "bench");
  const entryId = await bookTruck(api, booker);
  const checkpoint = await checkpointIdOf(api);
  const created = await api.post("/api/v3/queue-drafts", { headers: { "X-Client-Locale": "uk" }, data: { checkpoint_id: checkpoint } });
  const draft = ((await created.json()) as { data: { id: number } }).data;
  const step = (name: string) => `/queue/new/${booker.carrierId}?draft=${draft.id}&step=${name}`;
  const pages: Page[] = [
    { name: "home (guest)", path: "/", jsBudget: 150 * KB, guest: true },
    { name: "wizard: Checkpoint", path: step("Checkpoint"), jsBudget: 200 * KB, ssrBudget: 100 },
    { name: "wizard: Drivers", path: step("Drivers"), jsBudget: 200 * KB, ssrBudget: 100 },
    { name: "wizard: Vehicle", path: step("Vehicle"), jsBudget: 200 * KB, ssrBudget: 100 },
    { name: "wizard: Cargos", path: step("Cargos"), jsBudget: 200 * KB, ssrBudget: 100 },
    { name: "wizard: Confirm", path: step("Confirm"), jsBudget: 200 * KB, ssrBudget: 100 },
    { name: "/queues", path: "/queues", jsBudget: 200 * KB },
    { name: "/queues/{id}", path: `/queues/${entryId}`, jsBudget: 200 * KB },
  ];
  const cookies = (await api.storageState()).cookies;
  const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join("; ");

  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  console.log(`${"page".padEnd(22)} ${"first-load JS (gzip)".padStart(22)} ${"SSR p50".padStart(9)} ${"SSR p90".padStart(9)}  budgets`);
  for (const page of pages) {
    const js = await firstLoadJs(browser, page, cookies);
    const times = await ssrTimes(page.path, page.guest ? "" : cookieHeader);
    const p50 = quantile(times, 0.5);
    const p90 = quantile(times, 0.9);
    const jsOk = js.total <= page.jsBudget;
    const ssrOk = page.ssrBudget === undefined || p50 <= page.ssrBudget;
    if (!jsOk || !ssrOk) failed = true;
    console.log(
      `${page.name.padEnd(22)} ${`${(js.total / KB).toFixed(1)} KB in ${js.files}`.padStart(22)} ${`${p50.toFixed(1)} ms`.padStart(9)} ${`${p90.toFixed(1)} ms`.padStart(9)}  ` +
        `JS ≤ ${page.jsBudget / KB} KB ${jsOk ? "ok" : "OVER"}${page.ssrBudget ? `, SSR ≤ ${page.ssrBudget} ms ${ssrOk ? "ok" : "OVER"}` : ""}`,
    );
  }
  await browser.close();
  await api.dispose();
} finally {
  server.kill("SIGTERM");
}
process.exit(failed ? 1 : 0);

async function waitForHealth() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api/v3/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error("the server did not start");
}

/** The scripts a browser loads for `page` until it has hydrated, gzipped from the build. */
async function firstLoadJs(browser: Browser, page: Page, cookies: Awaited<ReturnType<APIRequestContext["storageState"]>>["cookies"]) {
  const context = await browser.newContext();
  if (!page.guest) await context.addCookies(cookies);
  const tab = await context.newPage();
  const scripts = new Set<string>();
  tab.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin === BASE && url.pathname.endsWith(".js")) scripts.add(url.pathname);
  });
  const response = await tab.goto(`${BASE}${page.path}`);
  if (!response?.ok()) throw new Error(`${page.path} answered ${response?.status()}`);
  await tab.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  // Code a page fetches as it hydrates (a lazily rendered part it shows) counts too: wait for a
  // quiet second without a new script.
  let count = -1;
  while (count !== scripts.size) {
    count = scripts.size;
    await tab.waitForTimeout(QUIET_MS);
  }
  await context.close();
  let total = 0;
  const sizes: Array<[string, number]> = [];
  for (const path of scripts) {
    const size = gzipSync(readFileSync(join(ROOT, "build/client", path)), { level: 9 }).length;
    sizes.push([path, size]);
    total += size;
  }
  if (process.argv.includes("--files")) {
    for (const [path, size] of sizes.sort((a, b) => b[1] - a[1])) console.log(`    ${(size / KB).toFixed(1).padStart(6)} KB  ${path}`);
  }
  return { total, files: scripts.size };
}

async function ssrTimes(path: string, cookie: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(`${BASE}${path}`, { headers: { cookie, "accept-language": "uk" }, redirect: "manual" });
    await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (run >= WARM_UP) times.push(performance.now() - started);
  }
  return times;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
