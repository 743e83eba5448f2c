/**
 * Benchmark: JavaScript a first visit to a page downloads before it is interactive (the entry
 * script and every module it preloads, plus the page language's strings), gzipped at level 9.
 * Budget (DESIGN.md): 150 KB for `/`. Usage: node scripts/measure-first-load.ts [url]
 * (default http://127.0.0.1:3000/); the server must run the production build.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 150 * 1024;
const url = process.argv[2] ?? "http://127.0.0.1:3000/";
const clientDir = resolve(import.meta.dirname, "../build/client");

const html = await (await fetch(url, { headers: { "Accept-Language": "uk" } })).text();
const lang = /data-locale="(\w+)"/.exec(html)?.[1] ?? "uk";
const scripts = new Set([...html.matchAll(/\/assets\/[^"']+\.js/g)].map((m) => m[0]));
const sizes = [...scripts].map((path) => ({ path, gzip: gzipSync(readFileSync(join(clientDir, path)), { level: 9 }).length }));
// The page's strings are imported by the entry before hydration.
const strings = readdirSync(join(clientDir, "assets")).find((f) => f.startsWith(`${lang}-`) && f.endsWith(".js"));
if (strings) sizes.push({ path: `/assets/${strings}`, gzip: gzipSync(readFileSync(join(clientDir, "assets", strings)), { level: 9 }).length });

const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.path}`);
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total for ${url} (${sizes.length} files; budget ${BUDGET_BYTES / 1024} KB)`);
process.exit(total <= BUDGET_BYTES ? 0 : 1);
