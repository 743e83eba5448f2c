/** The one place the web app configures its API client, for the server and the browser. */
import { createApiClient, type ApiClientConfig } from "./platform/api-client.ts";
import type { PublicEnv } from "./load-context.types.ts";

export const APP_NAME = "eQueue";

export function createPortalApiClient(
  env: PublicEnv,
  options: Pick<
    ApiClientConfig,
    "baseUrl" | "fetch" | "locale" | "headers" | "onErrorMessage" | "session" | "botCheckToken" | "rerunBotCheck" | "userId"
  >,
) {
  return createApiClient({
    appName: APP_NAME,
    appVersion: env.appVersion,
    skipBotCheck: env.testMode,
    ...options,
  });
}
