/**
 * The REST API under /api/v3: the one gate to the data. Every resource module adds its routes
 * here; the OpenAPI 3.1 document is generated from their zod schemas.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { jsonWithLength } from "../http/answer-headers.ts";
import { loopbackOnly } from "../http/loopback.ts";
import { publicWrites } from "../http/public-writes.ts";
import { sameOriginWrites } from "../http/same-origin-writes.ts";
import { authenticate } from "../modules/accounts/authenticate.ts";
import { accountRoutes } from "../modules/accounts/index.ts";
import { botCheckRoutes } from "../modules/bot-check/index.ts";
import { checkpointRoutes } from "../modules/checkpoints/index.ts";
import { healthRoutes } from "../modules/health/index.ts";
import { newsRoutes } from "../modules/news/index.ts";
import { faqRoutes } from "../modules/faq/index.ts";
import { contentPageRoutes } from "../modules/content-pages/index.ts";
import { publicWaitingAreaRoutes } from "../modules/waiting-areas/index.ts";
import { statisticsRoutes } from "../modules/statistics/index.ts";
import { applicationRoutes } from "../modules/waiting-areas/applications.ts";
import { feedbackRoutes } from "../modules/feedback/index.ts";
import { notificationSettingsRoutes } from "../modules/notifications/index.ts";
import { webhookRoutes } from "../modules/webhooks/index.ts";
import { profileRoutes } from "../modules/profile/index.ts";
import { registerVehicleDocs } from "../modules/profile/vehicles.docs.ts";
import { registerOwnershipDocs } from "../modules/ownership/ownership.docs.ts";
import { devViolationRoutes, violationRoutes } from "../modules/violations/index.ts";
import { settingsRoutes } from "../modules/settings/index.ts";
import { queueRoutes } from "../modules/queue/index.ts";
import { shortLinkRoutes } from "../modules/short-links/index.ts";
import { pageLinkRoutes } from "../modules/admin/content.ts";
import { testClockRoutes } from "../modules/queue/test-clock.ts";
import { devOperatorRoutes, operatorRoutes } from "../modules/queue/operator.ts";
import { adminRoutes, devAdminRoutes } from "../modules/admin/index.ts";
import { devCustomsRoutes } from "../modules/queue/new-cargo.dev.ts";
import { devWaitingAreaRoutes, waitingAreaRoutes } from "../modules/queue/waiting-areas.ts";
import { workloadRoutes } from "../modules/workload/index.ts";
import { APP_VERSION } from "../version.ts";
import { apiDocsRoutes } from "./api-docs.ts";
import type { ApiEnv } from "../http/context.ts";
import type { ApiDeps } from "../modules/deps.ts";
import { validationFailed } from "../http/errors.ts";
import { apiGate, documentGate } from "./gate.ts";
import type { CompatPaths } from "./create-compat-api.ts";

export const API_BASE_PATH = "/api/v3";

/** `compatPaths`: the operations served outside /api/v3 (create-compat-api.ts), listed in the same document. */
export function createApi(deps: ApiDeps, compatPaths: () => CompatPaths = () => ({})) {
  const api = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationFailed(c, result.error.issues);
    },
  });
  api.use(jsonWithLength());
  api.use(sameOriginWrites(deps.config.appUrl));
  api.use(authenticate(deps));
  // Queue writes change the public load: this instance's kept answers go stale at once (docs/caching.md).
  for (const path of ["/queue-drafts/*", "/queues/*", "/operator/*"]) api.use(path, publicWrites(deps.publicChanges));
  // Every route is registered below before the first request comes, so the gate reads the whole document.
  api.use(apiGate(API_BASE_PATH, () => apiDocument()));

  api.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description: "Short-lived access token of a session (mobile app, partners)",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "session",
    description: "The web portal's httpOnly session cookie",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "waitingAreaKey", {
    type: "http",
    scheme: "bearer",
    description: "A waiting area's API key (wa_…), issued by an administrator",
  });

  api
    .route("/", healthRoutes(deps))
    .route("/", settingsRoutes(deps))
    .route("/", checkpointRoutes(deps))
    .route("/", workloadRoutes(deps))
    .route("/", newsRoutes(deps))
    .route("/", faqRoutes(deps))
    .route("/", contentPageRoutes(deps))
    .route("/", publicWaitingAreaRoutes(deps))
    .route("/", statisticsRoutes(deps))
    .route("/", applicationRoutes(deps))
    .route("/", feedbackRoutes(deps))
    .route("/", botCheckRoutes(deps))
    .route("/", accountRoutes(deps))
    .route("/", profileRoutes(deps))
    .route("/", violationRoutes(deps))
    .route("/", notificationSettingsRoutes(deps))
    .route("/", webhookRoutes(deps))
    .route("/", queueRoutes(deps))
    .route("/", shortLinkRoutes(deps))
    .route("/", pageLinkRoutes(deps))
    .route("/", operatorRoutes(deps))
    .route("/", adminRoutes(deps))
    .route("/", waitingAreaRoutes(deps));
  // Development conveniences: loopback clients only (http/loopback.ts); never in production (config.ts).
  api.use("/test-clock/*", loopbackOnly());
  api.use("/dev/*", loopbackOnly());
  if (deps.config.testClock) api.route("/", testClockRoutes(deps));
  if (deps.config.devRoutes) {
    api
      .route("/", devViolationRoutes(deps))
      .route("/", devOperatorRoutes(deps))
      .route("/", devAdminRoutes(deps))
      .route("/", devWaitingAreaRoutes(deps))
      .route("/", devCustomsRoutes(deps));
  }

  registerVehicleDocs(api as never);
  registerOwnershipDocs(api as never);

  let document: ReturnType<typeof api.getOpenAPI31Document> | undefined;
  const apiDocument = () =>
    (document ??= documentGate(
      api.getOpenAPI31Document({
        openapi: "3.1.0",
        info: {
          title: "Border crossing e-queue API",
          version: APP_VERSION,
          description:
            "The public REST API of the electronic queue portal for road border crossings, used by the web portal, " +
            "the mobile app and partners. Errors are JSON `{message, errors?, expired?, recaptcha_wasted?}` with the " +
            "message in the language of `X-Client-Locale` (else `Accept-Language`, else uk). Every operation that needs " +
            "a user answers a guest 401 before looking at the request; bodies are limited to 64 KB (uploads: their file limits).",
        },
        servers: [{ url: API_BASE_PATH }],
      }),
    ));
  // The gate reads /api/v3's own operations; the document served lists the compatible paths too.
  let served: ReturnType<typeof apiDocument> | undefined;
  const servedDocument = () => (served ??= { ...apiDocument(), paths: { ...apiDocument().paths, ...(compatPaths() as NonNullable<ReturnType<typeof apiDocument>["paths"]>) } });
  api.get("/openapi.json", (c) => c.json(servedDocument()));
  api.route("/", apiDocsRoutes());
  // Its errors are answered by the application's handler (app.ts: handleApiError for every /api path).
  return api;
}
