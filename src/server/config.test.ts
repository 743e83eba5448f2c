import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults for a local start", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      appEnv: "development",
      port: 3000,
      appUrl: "http://localhost:3000",
      dataDir: "./data",
      databaseUrl: undefined,
      bookingCheckpoints: ["yahodyn-dorohusk"],
      seedDemoData: true,
    });
  });

  it("reads the variables it knows", () => {
    const config = loadConfig({
      PORT: "8080",
      APP_URL: "https://queue.example.gov.ua/",
      DATABASE_URL: "postgres://app@db:5432/queue",
      BOOKING_CHECKPOINTS: "yahodyn-dorohusk, shehyni-medyka",
      HOTLINE_UA: "0 800 000 001",
    });
    expect(config.port).toBe(8080);
    expect(config.appUrl).toBe("https://queue.example.gov.ua");
    expect(config.databaseUrl).toBe("postgres://app@db:5432/queue");
    expect(config.bookingCheckpoints).toEqual(["yahodyn-dorohusk", "shehyni-medyka"]);
    expect(config.hotlines.ukrainian).toBe("0 800 000 001");
  });

  it.each([
    [{ PORT: "eighty" }, /PORT: .*got "eighty"/],
    [{ PORT: "70000" }, /PORT/],
    [{ APP_ENV: "staging" }, /APP_ENV/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ connection URL/],
    [{ APP_URL: "not a url" }, /APP_URL/],
    [{ SESSION_SECRET: "short" }, /SESSION_SECRET: must be at least 32 characters/],
    [{ APP_ENV: "production" }, /SESSION_SECRET: is required when APP_ENV=production/],
    [{ SEED_DEMO_DATA: "yes" }, /SEED_DEMO_DATA: must be "true" or "false"/],
  ])("stops on %o with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("does not seed demo data in production unless asked", () => {
    const secret = { SESSION_SECRET: "s".repeat(32) };
    expect(loadConfig({ APP_ENV: "production", ...secret }).seedDemoData).toBe(false);
    expect(loadConfig({ APP_ENV: "production", SEED_DEMO_DATA: "true", ...secret }).seedDemoData).toBe(true);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it("takes an http(s) SMS gateway and refuses anything else", () => {
    expect(loadConfig({ SMS_URL: "https://sms.example.org/send", SMS_TOKEN: "secret-token" })).toMatchObject({
      smsUrl: "https://sms.example.org/send",
      smsToken: "secret-token",
    });
    expect(() => loadConfig({ SMS_URL: "ftp://sms.example.org" })).toThrow(/SMS_URL: must be an http:\/\/ or https:\/\/ URL/);
  });
});
