/**
 * Builds the web app when the build is missing or older than its sources, so `npm start` and the
 * browser tests always serve what is in the tree; then writes the brotli and gzip copies of its
 * client files that the server sends (scripts/precompress.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const STAMP = join(ROOT, "build", ".built-at");
const SOURCES = ["src/web", "src/domain", "src/locales", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json", "scripts/precompress.ts", "scripts/shell-chunks.ts"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function webBuildIsStale(): boolean {
  if (!existsSync(STAMP) || !existsSync(join(ROOT, "build/server/index.js"))) return true;
  const builtAt = statSync(STAMP).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(ROOT, source)) > builtAt);
}

export function buildWebIfStale(force = false): void {
  if (!force && !webBuildIsStale()) return;
  console.log("Building the web app (the build is missing or older than its sources)…");
  const startedAt = Date.now();
  const result = spawnSync(join(ROOT, "node_modules/.bin/react-router"), ["build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The web build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
  const precompressed = spawnSync(process.execPath, [join(ROOT, "scripts/precompress.ts"), join(ROOT, "build/client")], { cwd: ROOT, stdio: "inherit" });
  if (precompressed.status !== 0) {
    console.error("Compressing the built files failed; see the messages above.");
    process.exit(precompressed.status ?? 1);
  }
  writeFileSync(STAMP, new Date(startedAt).toISOString());
}

if (import.meta.main) buildWebIfStale(process.argv.includes("--force"));
