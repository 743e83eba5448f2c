import { readFileSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";
const file = process.argv[2];
const code = readFileSync(file, "utf8");
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + ".map", "utf8")));
const lines = code.split("\n");
const sizes = {};
let prev = null;
map.eachMapping((m) => {
  if (prev) {
    const src = prev.source ?? "?";
    let len = 0;
    if (prev.generatedLine === m.generatedLine) len = m.generatedColumn - prev.generatedColumn;
    else len = lines[prev.generatedLine - 1].length - prev.generatedColumn;
    sizes[src] = (sizes[src] ?? 0) + len;
  }
  prev = m;
});
const out = Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 30));
for (const [s, n] of out) console.log((n / 1024).toFixed(1).padStart(7), "KB", s.replace(/.*node_modules\//, "nm/"));
