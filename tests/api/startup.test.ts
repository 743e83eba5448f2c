/** The server process itself: bad configuration stops it with a message, never a stack trace. */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, ["src/server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    timeout: 120_000,
  });

describe("server start-up", () => {
  it.each([
    [{ PORT: "not-a-port" }, /Invalid configuration:\n {2}PORT: /],
    [{ APP_ENV: "production" }, /SESSION_SECRET: is required when APP_ENV=production/],
    [{ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", SESSION_SECRET: "s".repeat(32) }, /Cannot open PostgreSQL at DATABASE_URL/],
    // Production refuses every development convenience.
    [{ APP_ENV: "production", SESSION_SECRET: "s".repeat(32), DEV_OUTBOX: "true" }, /DEV_OUTBOX: is a development convenience, refused when APP_ENV=production/],
    [{ APP_ENV: "production", SESSION_SECRET: "s".repeat(32), DEV_ROUTES: "true" }, /DEV_ROUTES: is a development convenience, refused when APP_ENV=production/],
    [{ APP_ENV: "production", SESSION_SECRET: "s".repeat(32), TEST_CLOCK: "true" }, /TEST_CLOCK: is a development convenience, refused when APP_ENV=production/],
  ])("exits 1 with a clear message for %o", { timeout: 150_000 }, (env, message) => {
    const result = start(env);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});

describe("server lifecycle on the embedded database", () => {
  it("starts safe by default, stops cleanly on SIGTERM, releasing DATA_DIR for the next start, which keeps the data", async () => {
    const { spawn } = await import("node:child_process");
    const { mkdtemp, readFile, rm } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const { get } = await import("node:http");
    const { join } = await import("node:path");
    const { buildWebIfStale } = await import("../../scripts/web-build.ts");
    buildWebIfStale();
    const dataDir = await mkdtemp(join(tmpdir(), "bq-lifecycle-"));
    const port = 34_000 + Math.floor(Math.random() * 1000);
    const outbox = () => fetch(`http://127.0.0.1:${port}/api/v3/dev/outbox`).then((res) => res.status);
    // What the server tells keep-alive clients: how long it keeps an idle connection.
    const keepAlive = () =>
      new Promise<string | undefined>((resolve, reject) => {
        get(`http://127.0.0.1:${port}/api/v3/health`, (res) => {
          res.resume();
          resolve(res.headers["keep-alive"]?.toString());
        }).on("error", reject);
      });

    /** Starts the server with APP_ENV, HOST and SESSION_SECRET unset (as `npm start` does), runs `whileUp`, then stops it. */
    const run = (env: Record<string, string>, whileUp: () => Promise<unknown>) =>
      new Promise<{ code: number | null; log: string; checked: unknown }>((resolve, reject) => {
        const child = spawn(process.execPath, ["src/server/main.ts"], {
          env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, PORT: String(port), ...env },
        });
        let log = "";
        let signalled = false;
        let checked: unknown;
        const timer = setTimeout(() => {
          child.kill("SIGKILL");
          reject(new Error(`no clean stop in time:\n${log}`));
        }, 120_000);
        child.stdout.on("data", (chunk: Buffer) => {
          log += chunk.toString();
          if (!signalled && log.includes('"portal ready"')) {
            signalled = true;
            void whileUp()
              .then((value) => (checked = value), (error: unknown) => (checked = error))
              .finally(() => child.kill("SIGTERM"));
          }
        });
        child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
        child.on("exit", (code) => {
          clearTimeout(timer);
          resolve({ code, log, checked });
        });
      });

    try {
      const first = await run({}, () => Promise.all([outbox(), keepAlive()]));
      expect(first.code, first.log).toBe(0);
      expect(first.log).toContain("seeded demo data");
      expect(first.log).toContain('"msg":"stopped"');
      // Development on loopback: the conveniences are on and say so, and this machine reaches them.
      expect(first.log).toMatch(/"msg":"development conveniences on, for clients on this machine only: outbox .*test clock/);
      expect(first.checked).toEqual([200, "timeout=65"]);
      // No secret from the source: one made for this data directory, and named in the log.
      const secret = await readFile(join(dataDir, "session-secret"), "utf8");
      expect(secret.trim()).toMatch(/^[\w-]{64}$/);
      expect(first.log).toContain("SESSION_SECRET is unset: tokens are signed with the secret kept in DATA_DIR");

      // Listening beyond loopback turns them off, and the log says why.
      const second = await run({ HOST: "0.0.0.0" }, outbox);
      expect(second.code, second.log).toBe(0);
      expect(second.log).not.toContain("Another portal process");
      expect(second.log).not.toContain("seeded demo data");
      expect(second.log).toMatch(/"msg":"development conveniences off: HOST 0.0.0.0 is not a loopback address \(DEV_OUTBOX, DEV_ROUTES, TEST_CLOCK\)"/);
      expect(second.log).not.toContain("development conveniences on");
      expect(second.checked).toBe(404);
      expect(await readFile(join(dataDir, "session-secret"), "utf8")).toBe(secret);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
