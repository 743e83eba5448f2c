/**
 * The one HTTP application: request context and security headers for everything, the REST API
 * under /api/v3, static files, and the web app's pages. Used by the server and, in-process, by
 * the tests.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { API_BASE_PATH, createApi } from "./api/create-api.ts";
import { handleApiError } from "./http/errors.ts";
import { COMPAT_BASE_PATH, createCompatApi } from "./api/create-compat-api.ts";
import { createWorkload } from "./modules/workload/workload.ts";
import { createWorkloadEvents } from "./modules/workload/workload-events.ts";
import { compression } from "./http/compression.ts";
import type { RequestVariables } from "./http/context.ts";
import { apiCaching, pageCaching } from "./http/private-caching.ts";
import { requestContext } from "./http/request-context.ts";
import { readablePageForms } from "./http/readable-page-forms.ts";
import { assetHeaders, hashedContentSecurityPolicy, securityHeaders } from "./http/security-headers.ts";
import { pageCache } from "./http/page-cache.ts";
import { createBotCheck } from "./platform/bot-check.ts";
import { createOutboxMailer, createSmtpMailer } from "./platform/mailer.ts";
import type { RateLimits } from "./platform/rate-limit.ts";
import { createDiskFileStore } from "./platform/file-store.ts";
import { createHttpRegistry, createSimulatedRegistry } from "./platform/registry.ts";
import { createHttpStateRegisters, createSimulatedStateRegisters } from "./platform/state-registers.ts";
import { retryRegistryChecks } from "./modules/ownership/registry-checks.ts";
import { createHttpCustoms, createSimulatedCustoms } from "./platform/customs.ts";
import { createHttpSms, createOutboxSms } from "./platform/sms.ts";
import { createSessionStreams } from "./modules/accounts/session-streams.ts";
import { createQueueEngine } from "./modules/queue/engine.ts";
import { QUEUE_EVENTS_CHANNEL } from "./modules/queue/entry-store.ts";
import { createPublicChanges, PUBLIC_CACHE_MS, PUBLIC_CHANGES_CHANNEL } from "./platform/public-changes.ts";
import { deliverNotices } from "./modules/notifications/notice-outbox.ts";
import { createPushSender, type PushNetwork } from "./platform/web-push.ts";
import { createWebhookSender, type WebhookNetwork } from "./platform/webhook-sender.ts";
import { deliverWebhooks } from "./modules/webhooks/outbox.ts";
import { devOutboxApi, devOutboxPage } from "./modules/dev-outbox/index.ts";
import { createWebHandler, rememberLocale } from "./web/web-handler.ts";
import { APP_VERSION } from "./version.ts";

export interface WebSource {
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  /** Serves built static files (production); absent in development, where Vite serves them. */
  staticFiles?: Parameters<Hono["use"]>[1];
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Rate-limit counters (in memory, or shared through Redis); the caller closes them. */
  rateLimits: RateLimits;
  /** The web app; without it the application serves the API only (API tests). */
  web?: WebSource;
  /** How Web Push reaches push services (DNS and the addresses allowed); tests give their own. */
  pushNetwork?: PushNetwork;
  /** How webhooks reach their receivers (DNS and the addresses allowed); tests give their own. */
  webhookNetwork?: WebhookNetwork;
}

export function createApp({ config, database, logger, rateLimits, web, pushNetwork, webhookNetwork }: AppDeps) {
  const app = new Hono<{ Variables: RequestVariables }>();
  // Errors under /api (and the compatible paths) are problems in the user's language; elsewhere what
  // Hono answers by default, logged with the request.
  app.onError((error, c) => {
    if (isApiPath(c.req.path) && c.get("t")) return handleApiError(error, c);
    if (error instanceof HTTPException) {
      const response = error.getResponse();
      return c.newResponse(response.body, response);
    }
    (c.get("logger") ?? logger).error({ err: error }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });
  app.use(requestContext(logger, config.trustProxy));
  // The built scripts and styles, ahead of the page headers they have no use for (assetHeaders).
  if (web?.staticFiles) app.use("/assets/*", assetHeaders(), web.staticFiles);
  const security = { production: config.isProduction, dev: web?.mode === "development", tileOrigin: config.tiles?.origin };
  app.use(securityHeaders(security));
  // Pages and JSON compressed on the fly (brotli, else gzip), after every other change to the answer.
  app.use(compression());
  // Personal answers are stored by no cache (http/private-caching.ts).
  app.use("/api/*", apiCaching());

  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(database.db, logger);
  const sms = config.smsUrl ? createHttpSms(config.smsUrl, config.smsToken) : createOutboxSms(database.db, logger);
  const push = createPushSender(config, logger, pushNetwork);
  const webhooks = createWebhookSender({ allowLoopbackHttp: config.webhooksAllowLoopbackHttp, userAgent: `eQueue-Webhooks/${APP_VERSION}` }, webhookNetwork);
  const botCheck = createBotCheck(database.db, config.sessionSecret);
  const registry = config.registryUrl ? createHttpRegistry(config.registryUrl, config.registryToken) : createSimulatedRegistry();
  const stateRegisters = config.stateRegistersUrl
    ? createHttpStateRegisters(config.stateRegistersUrl, config.stateRegistersToken)
    : createSimulatedStateRegisters();
  const fileStore = createDiskFileStore(config.uploadDir);
  const customs = config.customsUrl ? createHttpCustoms(config.customsUrl, config.customsToken) : createSimulatedCustoms();
  // What the public sees, kept per instance until it changes here or elsewhere (docs/caching.md).
  const publicChanges = createPublicChanges(database);
  publicChanges.listen([QUEUE_EVENTS_CHANNEL, PUBLIC_CHANGES_CHANNEL]).catch((error: unknown) => {
    logger.error({ err: error }, "cannot hear other instances' changes; public answers refresh every clock pass instead");
  });
  const engine = createQueueEngine(database, {
    testClock: config.testClock,
    customs,
    logger,
    // Notices first: dispatching them queues the webhooks' events, which then go out in the same pass.
    deliver: async (now) => {
      const delivered = await deliverNotices({ db: database.db, mailer, sms, push, appUrl: config.appUrl, logger }, now);
      await deliverWebhooks({ db: database.db, sender: webhooks, logger }, now);
      return delivered;
    },
    // Ukrainian vehicles and drivers the state registers did not answer for are asked again.
    verifyOwnership: (now) => retryRegistryChecks(database.db, stateRegisters, now),
    afterPass: publicChanges.changed,
  });
  const sessionStreams = createSessionStreams(
    database,
    { perUser: config.streamsPerUser, maxMs: config.streamMaxMs, checkMs: config.streamCheckMs },
    logger,
  );
  // The public workload, read once per change and shared by /api/v3 and the compatible /api/v4, /api/v5.
  const workload = createWorkload(database, engine, publicChanges);
  const compat = createCompatApi({ config, rateLimits, workload });
  // The live boards' streams: one timer per instance, at most 10 streams per client address.
  const workloadEvents = createWorkloadEvents(workload, { perAddress: 10, maxMs: config.streamMaxMs });
  app.route(
    API_BASE_PATH,
    createApi(
      { config, database, logger, mailer, sms, push, webhooks, botCheck, rateLimits, registry, stateRegisters, customs, fileStore, engine, sessionStreams, publicChanges, workload, workloadEvents },
      compat.documentPaths,
    ),
  );
  app.route(COMPAT_BASE_PATH, compat.api);
  // Loopback clients only (the API's guard covers /api/v3/dev/*; the page passes others on to a 404).
  if (config.devOutbox) {
    app.route(API_BASE_PATH, devOutboxApi(database));
    app.route("/", devOutboxPage(database));
  }
  app.all("/api/*", (c) => c.json({ message: c.get("t")("errors.notFound") }, 404));

  if (web) {
    if (web.staticFiles) app.use("/favicon.svg", web.staticFiles);
    // The service worker of Web Push (public/sw.js); at the root, so that its scope is the whole portal.
    if (web.staticFiles) app.use("/sw.js", web.staticFiles);
    app.get("/build-info.json", async (c) => {
      const build = await web.getBuild();
      c.header("Cache-Control", "no-store");
      return c.json({ version: build.assets.version, app_version: APP_VERSION });
    });
    // In-process calls name the visitor's address through the environment, which no outside
    // request can set; over HTTP the API must trust this server as a proxy (TRUST_PROXY).
    const inProcessFetch = (request: Request, address: string) => Promise.resolve(app.fetch(request, { clientAddress: address }));
    const remoteFetch = (request: Request, address: string) => {
      request.headers.set("x-forwarded-for", address);
      return fetch(request);
    };
    // A page form carries at most one document's files (the vehicle form); anything larger is refused unread.
    const pageBodyLimit = bodyLimit({
      maxSize: (config.maxUploadMb * config.maxFiles + 1) * 1024 * 1024,
      onError: (c) => c.text(c.get("t")("validation.fileLimits", { size: `${config.maxUploadMb} MB`, maxFiles: config.maxFiles }), 413),
    });
    const secureCookies = config.appUrl.startsWith("https:");
    // Guests' pages kept for a few seconds (http/page-cache.ts); not in development, where the build changes.
    const guestPages =
      web.mode === "production"
        ? pageCache({
            version: publicChanges.version,
            maxAgeMs: PUBLIC_CACHE_MS,
            contentSecurityPolicy: (hashes) => hashedContentSecurityPolicy(security, hashes),
          })
        : undefined;
    app.all(
      "*",
      pageBodyLimit,
      pageCaching(),
      rememberLocale(secureCookies),
      ...(guestPages ? [guestPages] : []),
      readablePageForms(),
      createWebHandler({
        getBuild: web.getBuild,
        mode: web.mode,
        publicEnv: {
          appVersion: APP_VERSION,
          // The browser always calls its own origin; API_URL only redirects the server's loaders.
          apiBaseUrl: API_BASE_PATH,
          testMode: config.isTest,
          appUrl: config.appUrl,
          tiles: config.tiles ? { url: config.tiles.url, attribution: config.tiles.attribution } : null,
        },
        apiBaseUrl: config.apiUrl ?? `${config.appUrl}${API_BASE_PATH}`,
        apiFetch: config.apiUrl ? remoteFetch : inProcessFetch,
        secureCookies,
      }),
    );
  }
  // The server process runs the engine's clock (main.ts); tests drive it directly.
  return Object.assign(app, { engine, sessionStreams, workloadEvents });
}

export type App = ReturnType<typeof createApp>;

/** /api and everything under it: the API, the compatible paths and the API's own 404. */
const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");
