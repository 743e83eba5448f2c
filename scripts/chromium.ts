/**
 * The browser tests drive Debian's Chromium (Playwright cannot download its own here). When it
 * is missing, install it through apt-get if this user can; otherwise stop with a clear message.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = "/usr/bin/chromium";

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const canInstall = process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0;
  if (!canInstall) {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM_PATH}, and it is not installed.\n` +
        "Install it with: sudo apt-get update && sudo apt-get install -y chromium",
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium"]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) {
      console.error(`"apt-get ${args.join(" ")}" failed; install chromium by hand and run the tests again.`);
      process.exit(1);
    }
  }
}

if (import.meta.main) ensureChromium();
