/**
 * The one place that reads the environment. Parsed with zod at start-up; a bad value stops the
 * server with a message naming the variable, never a stack trace.
 */
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import { z } from "zod";
import { parseWeeklyHours, type WeeklyHours } from "../domain/weekly-hours.ts";
import { isLoopbackHost } from "./http/loopback.ts";
import { SESSION_SECRET_FILE, storedSessionSecret } from "./platform/session-secret.ts";

const APP_ENVS = ["development", "test", "production"] as const;
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// connection URL");

const flag = z.enum(["true", "false"], { error: 'must be "true" or "false"' });

/** The development conveniences (docs/operations.md): each refused in production. */
const DEV_CONVENIENCES = ["DEV_OUTBOX", "DEV_ROUTES", "TEST_CLOCK"] as const;

const commaList = z
  .string()
  .transform((value) => value.split(",").map((item) => item.trim()).filter(Boolean));

const envSchema = z
  .object({
    APP_ENV: z.enum(APP_ENVS).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    API_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: postgresUrl.optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    HOTLINE_UA: z.string().min(3).default("+380 44 000 00 01"),
    HOTLINE_FOREIGN: z.string().min(3).default("+380 44 000 00 02"),
    SUPPORT_EMAIL: z.email({ error: "must be an e-mail address" }).default("support@equeue.localhost"),
    SUPPORT_HOURS: z
      .string()
      .default("1-5 09:00-18:00")
      .transform((text, ctx) => {
        const read = parseWeeklyHours(text);
        if ("hours" in read) return read.hours;
        ctx.addIssue({ code: "custom", message: `must be weekdays and hours such as "1-5 09:00-18:00; 6 10:00-14:00": ${read.error}` });
        return z.NEVER;
      }),
    BOOKING_CHECKPOINTS: commaList.default(["yahodyn-dorohusk"]),
    SEED_DEMO_DATA: flag.optional(),
    SEED_DEMO_HISTORY: flag.optional(),
    DEV_OUTBOX: flag.optional(),
    DEV_ROUTES: flag.optional(),
    TEST_CLOCK: flag.optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("eQueue <no-reply@equeue.localhost>"),
    SMS_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    SMS_TOKEN: z.string().min(8).optional(),
    MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(50).default(5),
    MAX_FILES: z.coerce.number().int().min(1).max(20).default(3),
    UPLOAD_DIR: z.string().min(1).optional(),
    REGISTRY_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    REGISTRY_TOKEN: z.string().min(8).optional(),
    STATE_REGISTERS_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    STATE_REGISTERS_TOKEN: z.string().min(8).optional(),
    CUSTOMS_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    CUSTOMS_TOKEN: z.string().min(8).optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/.+/, "must be a redis:// or rediss:// URL")
      .optional(),
    TRUST_PROXY: flag.default("false"),
    CLOCK_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
    WORKLOAD_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
    STREAM_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3_600),
    STREAM_CHECK_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
    VAPID_PUBLIC_KEY: z.string().min(20).optional(),
    VAPID_PRIVATE_KEY: z.string().min(20).optional(),
    WEBHOOKS_ALLOW_LOOPBACK_HTTP: flag.optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/).+/, "must be a mailto: or https:// address")
      .default("mailto:support@equeue.localhost"),
    TILE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .refine((url) => ["{z}", "{x}", "{y}"].every((part) => decodeURI(url).includes(part)), "must name the tile by {z}, {x} and {y}")
      .transform((url) => decodeURI(url))
      .optional(),
    TILE_ATTRIBUTION: z.string().trim().min(3).max(300).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required when APP_ENV=production",
      });
    }
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message: "must be 1 with the embedded database (it serves one process only); set DATABASE_URL to PostgreSQL to run several workers",
      });
    }
    if (env.TILE_URL && !env.TILE_ATTRIBUTION) {
      ctx.addIssue({ code: "custom", path: ["TILE_ATTRIBUTION"], message: "is required with TILE_URL (the tile server's terms ask for it)" });
    }
    if (env.WEBHOOKS_ALLOW_LOOPBACK_HTTP === "true" && env.APP_ENV !== "test") {
      ctx.addIssue({ code: "custom", path: ["WEBHOOKS_ALLOW_LOOPBACK_HTTP"], message: "is for the tests' own receiver, refused unless APP_ENV=test" });
    }
    for (const name of DEV_CONVENIENCES) {
      if (env.APP_ENV === "production" && env[name] === "true") {
        ctx.addIssue({ code: "custom", path: [name], message: "is a development convenience, refused when APP_ENV=production" });
      }
    }
  });

/** Where the tiles come from, for the pages' Content-Security-Policy: a `{s}` subdomain becomes `*`. */
export function tileOrigin(url: string): string {
  const origin = /^https?:\/\/[^/?#]+/.exec(url)![0];
  return origin.replace("{s}", "*");
}

export type AppEnv = (typeof APP_ENVS)[number];

export interface Config {
  appEnv: AppEnv;
  isProduction: boolean;
  isTest: boolean;
  port: number;
  /** The interface to listen on: 127.0.0.1 by default, 0.0.0.0 by default in production. */
  host: string;
  appUrl: string;
  /** When set, the web part calls the API over HTTP there instead of in-process. */
  apiUrl: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  /** SESSION_SECRET; else made once and kept in DATA_DIR (development), or made per process (test). */
  sessionSecret: string;
  /** Where the session secret came from, for the start-up log. */
  sessionSecretSource: "environment" | "data-dir" | "process";
  logLevel: (typeof LOG_LEVELS)[number];
  /** Server processes (node:cluster workers) sharing the port: WEB_CONCURRENCY, 1 by default; PostgreSQL only. */
  webConcurrency: number;
  hotlines: { ukrainian: string; foreign: string };
  /** The support line: where feedback goes (SUPPORT_EMAIL) and its working hours, Kyiv time (SUPPORT_HOURS). */
  support: { email: string; hours: WeeklyHours };
  /** Slugs of the checkpoint pairs that accept bookings (test period: Yahodyn–Dorohusk). */
  bookingCheckpoints: string[];
  /** Add the demo data the database lacks at start (seed.ts; default: everywhere but production). */
  seedDemoData: boolean;
  /** With the demo data, 14 days of simulated queue history (default: in development only; docs/statistics.md). */
  seedDemoHistory: boolean;
  /** Real SMTP when set; otherwise mail goes to the outbox table and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The SMS gateway (JSON over HTTP) when set; otherwise SMS go to the outbox table and the log. */
  smsUrl: string | undefined;
  /** Sent to the SMS gateway as a bearer token. */
  smsToken: string | undefined;
  /** The largest file a user may upload, in megabytes. */
  maxUploadMb: number;
  /** How many files one document (a registration certificate) may have. */
  maxFiles: number;
  /** Where uploaded files are kept (default: DATA_DIR/uploads). */
  uploadDir: string;
  /** The cargo-permit registry's base URL; without it a local simulator answers. */
  registryUrl: string | undefined;
  /** Sent to the registry as a bearer token. */
  registryToken: string | undefined;
  /** The state registers (who holds a Ukrainian vehicle, whose a Ukrainian passport is); without it a local simulator answers. */
  stateRegistersUrl: string | undefined;
  /** Sent to the state registers as a bearer token. */
  stateRegistersToken: string | undefined;
  /** The customs declarations system's base URL; without it a local simulator answers (docs/customs-simulator.md). */
  customsUrl: string | undefined;
  /** Sent to the customs system as a bearer token. */
  customsToken: string | undefined;
  /** Shared rate-limit counters across instances when set; in memory otherwise. */
  redisUrl: string | undefined;
  /** Take the client's address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** How often each instance runs the queue's clock pass (call-ups, deadlines, notices). */
  clockIntervalMs: number;
  // The development conveniences: each on only when asked for (or by default outside production)
  // and HOST is a loopback address, and then served to clients on this machine only (http/loopback.ts).
  /** The outbox (GET /dev/outbox, /api/v3/dev/outbox): DEV_OUTBOX. */
  devOutbox: boolean;
  /** The development grants and simulators (POST /api/v3/dev/...): DEV_ROUTES. */
  devRoutes: boolean;
  /** The test clock (POST /api/v3/test-clock/advance and the engine's adjustable time): TEST_CLOCK. */
  testClock: boolean;
  /** Conveniences asked for that are off because HOST is not a loopback address (named in the start-up log). */
  devConveniencesOffByHost: string[];
  /** Open event streams one user may hold on an instance; a new one closes the oldest. */
  streamsPerUser: number;
  /** Public workload reads (v3, v4, v5) one client address may make per minute (docs/workload-api.md). */
  workloadRateLimit: number;
  /** An event stream ends after this long (ms); the client reconnects. */
  streamMaxMs: number;
  /** An event stream checks that its session lives this often (ms), at most every minute. */
  streamCheckMs: number;
  /** Web Push keys; without them Web Push is off in production, and generated once into DATA_DIR elsewhere. */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /**
   * A raster tile server for the maps (TILE_URL with {z}/{x}/{y}, and TILE_ATTRIBUTION shown as
   * text); null by default: the maps draw the packaged country borders and reach no other site.
   */
  tiles: { url: string; attribution: string; origin: string } | null;
  /** Webhooks may go to http://127.0.0.1 (the tests' in-process receiver): WEBHOOKS_ALLOW_LOOPBACK_HTTP, APP_ENV=test only. */
  webhooksAllowLoopbackHttp: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Made once per process: APP_ENV=test without SESSION_SECRET (tests, browser tests). */
const PROCESS_SECRET = randomBytes(48).toString("base64url");

function sessionSecretOf(secret: string | undefined, appEnv: AppEnv, dataDir: string): Pick<Config, "sessionSecret" | "sessionSecretSource"> {
  if (secret) return { sessionSecret: secret, sessionSecretSource: "environment" };
  if (appEnv === "test") return { sessionSecret: PROCESS_SECRET, sessionSecretSource: "process" };
  const file = join(resolve(dataDir), SESSION_SECRET_FILE);
  try {
    return { sessionSecret: storedSessionSecret(file).secret, sessionSecretSource: "data-dir" };
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  SESSION_SECRET: unset, and ${file} cannot be made or read (${(error as Error).message})`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset, as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".") || "environment";
      const value = typeof issue.path[0] === "string" ? present[issue.path[0]] : undefined;
      return `  ${name}: ${issue.message}${value === undefined ? "" : ` (got "${value}")`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const host = e.HOST ?? (e.APP_ENV === "production" ? "0.0.0.0" : "127.0.0.1");
  const loopback = isLoopbackHost(host);
  const notProduction = e.APP_ENV !== "production";
  const asked = {
    DEV_OUTBOX: notProduction && (e.DEV_OUTBOX ?? "true") === "true",
    DEV_ROUTES: notProduction && (e.DEV_ROUTES ?? "true") === "true",
    // By default with the demo data (or in test mode), whose day at the border it simulates.
    TEST_CLOCK: notProduction && (e.TEST_CLOCK ?? (e.APP_ENV === "test" || (e.SEED_DEMO_DATA ?? "true") === "true" ? "true" : "false")) === "true",
  };
  return {
    appEnv: e.APP_ENV,
    isProduction: e.APP_ENV === "production",
    isTest: e.APP_ENV === "test",
    port: e.PORT,
    host,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    apiUrl: e.API_URL?.replace(/\/$/, ""),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    ...sessionSecretOf(e.SESSION_SECRET, e.APP_ENV, e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    webConcurrency: e.WEB_CONCURRENCY,
    hotlines: { ukrainian: e.HOTLINE_UA, foreign: e.HOTLINE_FOREIGN },
    support: { email: e.SUPPORT_EMAIL, hours: e.SUPPORT_HOURS },
    bookingCheckpoints: e.BOOKING_CHECKPOINTS,
    seedDemoData: e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === "true" : e.APP_ENV !== "production",
    seedDemoHistory: notProduction && (e.SEED_DEMO_HISTORY ? e.SEED_DEMO_HISTORY === "true" : e.APP_ENV === "development" && e.SEED_DEMO_DATA !== "false"),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsUrl: e.SMS_URL,
    smsToken: e.SMS_TOKEN,
    maxUploadMb: e.MAX_UPLOAD_MB,
    maxFiles: e.MAX_FILES,
    uploadDir: e.UPLOAD_DIR ?? join(e.DATA_DIR, "uploads"),
    registryUrl: e.REGISTRY_URL,
    registryToken: e.REGISTRY_TOKEN,
    stateRegistersUrl: e.STATE_REGISTERS_URL,
    stateRegistersToken: e.STATE_REGISTERS_TOKEN,
    customsUrl: e.CUSTOMS_URL,
    customsToken: e.CUSTOMS_TOKEN,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY === "true",
    clockIntervalMs: e.CLOCK_INTERVAL_MS,
    devOutbox: asked.DEV_OUTBOX && loopback,
    devRoutes: asked.DEV_ROUTES && loopback,
    testClock: asked.TEST_CLOCK && loopback,
    devConveniencesOffByHost: loopback ? [] : DEV_CONVENIENCES.filter((name) => asked[name]),
    streamsPerUser: e.STREAMS_PER_USER,
    workloadRateLimit: e.WORKLOAD_RATE_LIMIT,
    streamMaxMs: e.STREAM_MAX_SECONDS * 1000,
    streamCheckMs: e.STREAM_CHECK_SECONDS * 1000,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    tiles: e.TILE_URL && e.TILE_ATTRIBUTION ? { url: e.TILE_URL, attribution: e.TILE_ATTRIBUTION, origin: tileOrigin(e.TILE_URL) } : null,
    webhooksAllowLoopbackHttp: e.APP_ENV === "test" && e.WEBHOOKS_ALLOW_LOOPBACK_HTTP === "true",
  };
}
