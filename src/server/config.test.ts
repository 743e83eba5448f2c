import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

// Development without SESSION_SECRET keeps a secret in DATA_DIR: these tests' own, not ./data.
const dataDir = mkdtempSync(join(tmpdir(), "bq-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const SECRET = { SESSION_SECRET: "s".repeat(32) };

describe("loadConfig", () => {
  it("has working defaults for a local start", () => {
    const config = loadConfig({ ...SECRET });
    expect(config).toMatchObject({
      appEnv: "development",
      port: 3000,
      host: "127.0.0.1",
      appUrl: "http://localhost:3000",
      dataDir: "./data",
      databaseUrl: undefined,
      bookingCheckpoints: ["yahodyn-dorohusk"],
      seedDemoData: true,
      streamsPerUser: 5,
      streamMaxMs: 3_600_000,
      streamCheckMs: 60_000,
      webConcurrency: 1,
    });
  });

  it("reads the variables it knows", () => {
    const config = loadConfig({
      ...SECRET,
      PORT: "8080",
      APP_URL: "https://queue.example.gov.ua/",
      DATABASE_URL: "postgres://app@db:5432/queue",
      BOOKING_CHECKPOINTS: "yahodyn-dorohusk, shehyni-medyka",
      HOTLINE_UA: "0 800 000 001",
      SUPPORT_EMAIL: "help@example.gov.ua",
      SUPPORT_HOURS: "1-5 08:00-20:00; 6 09:00-13:00",
    });
    expect(config.port).toBe(8080);
    expect(config.appUrl).toBe("https://queue.example.gov.ua");
    expect(config.databaseUrl).toBe("postgres://app@db:5432/queue");
    expect(config.bookingCheckpoints).toEqual(["yahodyn-dorohusk", "shehyni-medyka"]);
    expect(config.hotlines.ukrainian).toBe("0 800 000 001");
    expect(config.support.email).toBe("help@example.gov.ua");
    expect(config.support.hours[6]).toEqual([{ from: "09:00", to: "13:00" }]);
    expect(config.support.hours[7]).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, /PORT: .*got "eighty"/],
    [{ PORT: "70000" }, /PORT/],
    [{ APP_ENV: "staging" }, /APP_ENV/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ connection URL/],
    [{ APP_URL: "not a url" }, /APP_URL/],
    [{ SESSION_SECRET: "short" }, /SESSION_SECRET: must be at least 32 characters/],
    [{ APP_ENV: "production" }, /SESSION_SECRET: is required when APP_ENV=production/],
    [{ SUPPORT_EMAIL: "support" }, /SUPPORT_EMAIL: must be an e-mail address/],
    [{ SUPPORT_HOURS: "Mon-Fri 9-18" }, /SUPPORT_HOURS: must be weekdays and hours/],
    [{ SEED_DEMO_DATA: "yes" }, /SEED_DEMO_DATA: must be "true" or "false"/],
    [{ WEB_CONCURRENCY: "0" }, /WEB_CONCURRENCY/],
    [{ WEB_CONCURRENCY: "2" }, /WEB_CONCURRENCY: must be 1 with the embedded database .*set DATABASE_URL/],
  ])("stops on %o with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("does not seed demo data in production unless asked", () => {
    const secret = { SESSION_SECRET: "s".repeat(32) };
    expect(loadConfig({ APP_ENV: "production", ...secret }).seedDemoData).toBe(false);
    expect(loadConfig({ APP_ENV: "production", SEED_DEMO_DATA: "true", ...secret }).seedDemoData).toBe(true);
  });

  it("runs several workers on PostgreSQL only", () => {
    expect(loadConfig({ ...SECRET, DATABASE_URL: "postgres://app@db:5432/queue", WEB_CONCURRENCY: "2" }).webConcurrency).toBe(2);
    expect(loadConfig({ ...SECRET, WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ ...SECRET, PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it("takes an http(s) SMS gateway and refuses anything else", () => {
    expect(loadConfig({ ...SECRET, SMS_URL: "https://sms.example.org/send", SMS_TOKEN: "secret-token" })).toMatchObject({
      smsUrl: "https://sms.example.org/send",
      smsToken: "secret-token",
    });
    expect(() => loadConfig({ ...SECRET, SMS_URL: "ftp://sms.example.org" })).toThrow(/SMS_URL: must be an http:\/\/ or https:\/\/ URL/);
  });

  it("draws maps without tiles unless a tile server is named, with its attribution", () => {
    expect(loadConfig({ ...SECRET }).tiles).toBeNull();
    expect(loadConfig({ ...SECRET, TILE_URL: "https://{s}.tiles.example.org/{z}/{x}/{y}.png", TILE_ATTRIBUTION: "© Example contributors" }).tiles).toEqual({
      url: "https://{s}.tiles.example.org/{z}/{x}/{y}.png",
      attribution: "© Example contributors",
      origin: "https://*.tiles.example.org",
    });
    expect(() => loadConfig({ ...SECRET, TILE_URL: "https://tiles.example.org/{z}/{x}/{y}.png" })).toThrow(/TILE_ATTRIBUTION: is required with TILE_URL/);
    expect(() => loadConfig({ ...SECRET, TILE_URL: "https://tiles.example.org/tile.png", TILE_ATTRIBUTION: "© Example" })).toThrow(/TILE_URL: must name the tile by \{z\}, \{x\} and \{y\}/);
    expect(() => loadConfig({ ...SECRET, TILE_URL: "ftp://tiles.example.org/{z}/{x}/{y}", TILE_ATTRIBUTION: "© Example" })).toThrow(/TILE_URL: must be an http/);
  });
});

describe("the session secret", () => {
  it("is made once without SESSION_SECRET in development, kept in DATA_DIR for the owner only, and reused", () => {
    const dir = join(dataDir, "secret");
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecretSource).toBe("data-dir");
    expect(first.sessionSecret).toMatch(/^[\w-]{64}$/);
    const file = join(dir, "session-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: join(dataDir, "another") }).sessionSecret).not.toBe(first.sessionSecret);
  });

  it("replaces a file too short to be a key it made", () => {
    const dir = join(dataDir, "short");
    loadConfig({ DATA_DIR: dir });
    writeFileSync(join(dir, "session-secret"), "abc\n");
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toMatch(/^[\w-]{64}$/);
  });

  it("is SESSION_SECRET when set, and in test mode one made for the process, never a value from the source", () => {
    expect(loadConfig({ ...SECRET, DATA_DIR: join(dataDir, "unused") }).sessionSecret).toBe(SECRET.SESSION_SECRET);
    const test = loadConfig({ APP_ENV: "test" });
    expect(test).toMatchObject({ sessionSecretSource: "process" });
    expect(test.sessionSecret).toMatch(/^[\w-]{64}$/);
    expect(loadConfig({ APP_ENV: "test" }).sessionSecret).toBe(test.sessionSecret);
  });
});

describe("the development conveniences", () => {
  it("are on outside production while the server listens on loopback (the default host there)", () => {
    for (const env of [{ ...SECRET }, { ...SECRET, APP_ENV: "test" }, { ...SECRET, HOST: "::1" }, { ...SECRET, HOST: "localhost" }]) {
      expect(loadConfig(env)).toMatchObject({ devOutbox: true, devRoutes: true, testClock: true, devConveniencesOffByHost: [] });
    }
  });

  it("are off when the server listens elsewhere, and say so", () => {
    expect(loadConfig({ ...SECRET, HOST: "0.0.0.0" })).toMatchObject({
      devOutbox: false,
      devRoutes: false,
      testClock: false,
      devConveniencesOffByHost: ["DEV_OUTBOX", "DEV_ROUTES", "TEST_CLOCK"],
    });
  });

  it("can each be turned off", () => {
    expect(loadConfig({ ...SECRET, DEV_OUTBOX: "false", DEV_ROUTES: "false", TEST_CLOCK: "false" })).toMatchObject({
      devOutbox: false,
      devRoutes: false,
      testClock: false,
    });
    expect(loadConfig({ ...SECRET, SEED_DEMO_DATA: "false" }).testClock).toBe(false);
  });

  it("are off in production, which listens on all interfaces by default and refuses to start with any of them", () => {
    const production = loadConfig({ ...SECRET, APP_ENV: "production" });
    expect(production).toMatchObject({ host: "0.0.0.0", devOutbox: false, devRoutes: false, testClock: false, devConveniencesOffByHost: [] });
    expect(loadConfig({ ...SECRET, APP_ENV: "production", HOST: "127.0.0.1", SEED_DEMO_DATA: "true" })).toMatchObject({
      devOutbox: false,
      devRoutes: false,
      testClock: false,
    });
    for (const name of ["DEV_OUTBOX", "DEV_ROUTES", "TEST_CLOCK"]) {
      expect(() => loadConfig({ ...SECRET, APP_ENV: "production", [name]: "true" })).toThrow(
        new RegExp(`${name}: is a development convenience, refused when APP_ENV=production`),
      );
    }
  });
});
