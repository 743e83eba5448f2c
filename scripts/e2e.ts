/** `npm run test:e2e`: Chromium present, web build current, then Playwright. */
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./chromium.ts";
import { buildWebIfStale } from "./web-build.ts";

ensureChromium();
buildWebIfStale();
const result = spawnSync("node_modules/.bin/playwright", ["test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
