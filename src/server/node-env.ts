/**
 * Libraries' production mode (React's production build, among others) follows `NODE_ENV`, which
 * they read when they load: imported first by main.ts, so that `APP_ENV=production` runs every
 * library in production mode without a second variable. A `NODE_ENV` set by the operator wins.
 */
export function nodeEnvFor(appEnv: string | undefined, nodeEnv: string | undefined): string | undefined {
  if (nodeEnv) return nodeEnv;
  return appEnv === "production" ? "production" : undefined;
}

const chosen = nodeEnvFor(process.env.APP_ENV, process.env.NODE_ENV);
if (chosen) process.env.NODE_ENV = chosen;
