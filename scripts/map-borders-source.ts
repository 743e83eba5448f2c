/** The text of src/web/map/borders.json, made from the installed `world-atlas` (scripts/map-borders.ts). */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { regionBorders } from "../src/web/map/border-region.ts";

export function bordersFile(): string {
  const path = createRequire(import.meta.url).resolve("world-atlas/countries-50m.json");
  const topology = JSON.parse(readFileSync(path, "utf8")) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const countries = feature(topology, topology.objects.countries);
  return `${JSON.stringify(regionBorders(countries.features))}\n`;
}
