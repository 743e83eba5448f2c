import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLOCK_PORTAL_PORT, MAIL_HTTP_PORT, MAIL_SMTP_PORT, PORTAL_PORT } from "./tests/e2e/ports.ts";

const baseURL = `http://127.0.0.1:${PORTAL_PORT}`;
const clockURL = `http://127.0.0.1:${CLOCK_PORTAL_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // This machine's speed varies a lot (shared disk); CI allows one retry, reported as flaky.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: "list",
  // Generous, for a loaded machine: an action that hashes a password, or a server's first render of
  // a page, has taken 5–10 s there. A passing test takes no longer for it.
  timeout: 120_000,
  expect: { timeout: 20_000 },
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
  projects: [
    { name: "chromium", testIgnore: /\.clock\.spec\.ts$/, use: { ...devices["Desktop Chrome"], locale: "uk-UA" } },
    // Tests that move the engine's test clock share a server of their own, one test at a time, so
    // that no other test's clock moves under them (and they move no one else's).
    {
      name: "clock",
      testMatch: /\.clock\.spec\.ts$/,
      workers: 1,
      use: { ...devices["Desktop Chrome"], locale: "uk-UA", baseURL: clockURL },
    },
  ],
  // The mail catcher first: the portals send their mail to it from their first start.
  webServer: [mailCatcher(), server(PORTAL_PORT), server(CLOCK_PORTAL_PORT)],
});

/** The SMTP server the portals send their mail to, which the tests read it from (tests/e2e/mail-catcher.ts). */
function mailCatcher() {
  return {
    command: `node tests/e2e/mail-catcher.ts ${MAIL_SMTP_PORT} ${MAIL_HTTP_PORT}`,
    url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}

/** The production server on a fresh embedded database of its own (demo data seeded). */
function server(port: number) {
  const url = `http://127.0.0.1:${port}`;
  return {
    command: "node src/server/main.ts",
    url: `${url}/api/v3/health`,
    reuseExistingServer: false,
    // A first start migrates and seeds a fresh database: over a minute on a busy machine.
    timeout: 240_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      APP_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: join(mkdtempSync(join(tmpdir(), "bq-e2e-")), "data"),
      LOG_LEVEL: "warn",
      // Tests give themselves addresses of their own (fixtures.ts), as visitors behind a proxy.
      TRUST_PROXY: "true",
      // All mail goes over SMTP to the mail catcher (SMS, with no gateway, to the development outbox).
      SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
      // Webhooks may go to the tests' own receiver on http://127.0.0.1 (tests/e2e/webhooks.spec.ts).
      WEBHOOKS_ALLOW_LOOPBACK_HTTP: "true",
    },
  };
}
