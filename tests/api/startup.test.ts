/** The server process itself: bad configuration stops it with a message, never a stack trace. */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, ["src/server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });

describe("server start-up", () => {
  it.each([
    [{ PORT: "not-a-port" }, /Invalid configuration:\n {2}PORT: /],
    [{ APP_ENV: "production" }, /SESSION_SECRET: is required when APP_ENV=production/],
    [{ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", SESSION_SECRET: "s".repeat(32) }, /Cannot open PostgreSQL at DATABASE_URL/],
  ])("exits 1 with a clear message for %o", (env, message) => {
    const result = start(env);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
