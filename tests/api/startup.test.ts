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
  ])("exits 1 with a clear message for %o", { timeout: 150_000 }, (env, message) => {
    const result = start(env);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});

describe("server lifecycle on the embedded database", () => {
  it("stops cleanly on SIGTERM, releasing DATA_DIR for the next start, which keeps the data", async () => {
    const { spawn } = await import("node:child_process");
    const { mkdtemp, rm } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { buildWebIfStale } = await import("../../scripts/web-build.ts");
    buildWebIfStale();
    const dataDir = await mkdtemp(join(tmpdir(), "bq-lifecycle-"));

    const run = () =>
      new Promise<{ code: number | null; log: string }>((resolve, reject) => {
        const child = spawn(process.execPath, ["src/server/main.ts"], {
          env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, PORT: String(34_000 + Math.floor(Math.random() * 1000)), HOST: "127.0.0.1", APP_ENV: "test" },
        });
        let log = "";
        let signalled = false;
        const timer = setTimeout(() => {
          child.kill("SIGKILL");
          reject(new Error(`no clean stop in time:\n${log}`));
        }, 120_000);
        child.stdout.on("data", (chunk: Buffer) => {
          log += chunk.toString();
          if (!signalled && log.includes('"portal ready"')) {
            signalled = true;
            child.kill("SIGTERM");
          }
        });
        child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
        child.on("exit", (code) => {
          clearTimeout(timer);
          resolve({ code, log });
        });
      });

    try {
      const first = await run();
      expect(first.code, first.log).toBe(0);
      expect(first.log).toContain("seeded demo data");
      expect(first.log).toContain('"msg":"stopped"');
      const second = await run();
      expect(second.code, second.log).toBe(0);
      expect(second.log).not.toContain("Another portal process");
      expect(second.log).not.toContain("seeded demo data");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
