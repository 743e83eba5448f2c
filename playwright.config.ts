import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PORT = 3210;
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // This machine's speed varies a lot (shared disk); CI allows one retry, reported as flaky.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      // Chromium runs as root here, and this closed network refuses its background connections.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], locale: "uk-UA" } }],
  webServer: {
    // The production server on a fresh embedded database of its own (demo data seeded).
    command: "node src/server/main.ts",
    url: `${baseURL}/api/v3/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      APP_ENV: "test",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      APP_URL: baseURL,
      DATA_DIR: join(mkdtempSync(join(tmpdir(), "bq-e2e-")), "data"),
      LOG_LEVEL: "warn",
      // Tests give themselves addresses of their own (fixtures.ts), as visitors behind a proxy.
      TRUST_PROXY: "true",
    },
  },
});
