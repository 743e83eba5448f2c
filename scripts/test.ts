/**
 * `npm test`: the whole suite, as CI runs it: typecheck, lint, unit and API tests (Vitest), browser
 * tests (Playwright). Stops at the first failing step; ends with one "N passed, N failed" line.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const reports = mkdtempSync(join(tmpdir(), "bq-test-reports-"));
const vitestReport = join(reports, "vitest.json");
const playwrightReport = join(reports, "playwright.json");

const steps: Array<[string, string, string[], Record<string, string>?]> = [
  ["typecheck", "npm", ["run", "--silent", "typecheck"]],
  ["lint", "npm", ["run", "--silent", "lint"]],
  // Built once up front: the server lifecycle test and the browser tests serve it.
  ["web build", "node", ["scripts/web-build.ts"]],
  ["unit and API tests", "node_modules/.bin/vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]],
  ["browser tests", "node", ["scripts/e2e.ts", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport }],
];

let passed = 0;
let failed = 0;
function count() {
  try {
    const v = JSON.parse(readFileSync(vitestReport, "utf8")) as { numPassedTests: number; numFailedTests: number };
    passed += v.numPassedTests;
    failed += v.numFailedTests;
  } catch {
    /* the step did not get that far */
  }
  try {
    const p = JSON.parse(readFileSync(playwrightReport, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number } };
    passed += p.stats.expected + p.stats.flaky;
    failed += p.stats.unexpected;
  } catch {
    /* the step did not get that far */
  }
}

for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    count();
    console.error(`\n✖ ${name} failed`);
    console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
}
count();
console.log(`\n${passed} passed, ${failed} failed`);
