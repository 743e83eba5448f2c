/**
 * The server with WEB_CONCURRENCY workers on PostgreSQL (src/server/workers.ts): the workers share
 * the port and one set of rate-limit counters, SIGTERM stops them all cleanly, and a worker that
 * cannot start stops the server with its message. Needs TEST_DATABASE_URL (the embedded database
 * serves one process only: config.test.ts shows that WEB_CONCURRENCY > 1 is refused without it).
 */
import { spawn } from "node:child_process";
import { request } from "node:http";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_PROTECTION } from "../../src/domain/login-protection.ts";
import { adminQuery, quoteIdent, serverUrl, withDatabase } from "../support/test-database.ts";

const server = serverUrl();
const name = `bq_workers_${Date.now().toString(36)}_${process.pid}`;

beforeAll(async () => {
  if (!server) return;
  const { buildWebIfStale } = await import("../../scripts/web-build.ts");
  buildWebIfStale();
  await adminQuery(server, `create database ${quoteIdent(name)}`);
}, 300_000);
afterAll(async () => {
  if (server) await adminQuery(server, `drop database if exists ${quoteIdent(name)} with (force)`);
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A failed login on a new connection each time, so that the workers take turns answering. */
const failedLogin = (port: number, login: string) =>
  new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ login, password: "wrong-password" });
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/v3/auth/login",
        method: "POST",
        agent: false,
        headers: { "Content-Type": "application/json", "X-Client-Locale": "en", "X-Skip-Bot-Check": "1", "Content-Length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });

function startServer(port: number) {
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", APP_ENV: "test", DATABASE_URL: withDatabase(server!, name), PORT: String(port), WEB_CONCURRENCY: "2", LOG_LEVEL: "info" },
  });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = async (count: number) => {
    const deadline = Date.now() + 120_000;
    while ((log.match(/"msg":"portal ready"/g) ?? []).length < count) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the workers did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, exited, ready, log: () => log };
}

describe.runIf(server)("the server with WEB_CONCURRENCY=2", () => {
  it("serves from two workers that count one rate limit together, and stops them all on SIGTERM", async () => {
    const port = await freePort();
    const run = startServer(port);
    try {
      await run.ready(2);
      expect(run.log()).toContain('"msg":"started the workers"');
      // Either worker alone would let every one of these through: together they refuse the next.
      const account = `workers-${Date.now()}@example.com`;
      for (let i = 0; i < LOGIN_PROTECTION.freeFailures; i++) expect(await failedLogin(port, account)).toBe(422);
      expect(await failedLogin(port, account)).toBe(429);
      expect(await failedLogin(port, account)).toBe(429);
    } finally {
      run.child.kill("SIGTERM");
    }
    expect(await run.exited, run.log()).toBe(0);
    // Each worker closed its server and database, then the primary ended.
    expect((run.log().match(/"msg":"stopped"/g) ?? []).length, run.log()).toBe(3);
  }, 300_000);

  it("stops with the workers' message when they cannot start", async () => {
    const taken = createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => taken.once("listening", resolve));
    const { port } = taken.address() as { port: number };
    try {
      const run = startServer(port);
      expect(await run.exited, run.log()).toBe(1);
      expect(run.log()).toContain(`Port ${port} is already in use`);
      expect(run.log()).toContain("a worker failed to start; stopping");
    } finally {
      taken.close();
    }
  }, 300_000);
});
