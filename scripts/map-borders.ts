/**
 * `node scripts/map-borders.ts [--check]`: writes src/web/map/borders.json, the region's country
 * borders the maps draw, from the `world-atlas` package's Natural Earth 1:50m countries
 * (src/web/map/border-region.ts). With --check it only says whether the file is up to date.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { bordersFile } from "./map-borders-source.ts";

const target = fileURLToPath(new URL("../src/web/map/borders.json", import.meta.url));
const text = bordersFile();
if (process.argv.includes("--check")) {
  const same = readFileSync(target, "utf8") === text;
  console.log(same ? "src/web/map/borders.json is up to date" : "src/web/map/borders.json is out of date: run node scripts/map-borders.ts");
  process.exit(same ? 0 : 1);
}
writeFileSync(target, text);
console.log(`wrote src/web/map/borders.json (${text.length} bytes)`);
