/**
 * The country borders the maps draw, cut from Natural Earth's 1:50m countries (the `world-atlas`
 * package) to the region around Ukraine's western and southern borders: each polygon clipped to a
 * box (Sutherland–Hodgman, enough for drawing) and its coordinates rounded to 0.001° (about 100 m).
 * What the browser fetches is then some 18 KiB instead of the world's 205 KiB.
 * `node scripts/map-borders.ts` writes src/web/map/borders.json with it; a test checks the file is
 * what the installed package gives.
 */
export const REGION = { west: 12, east: 42, south: 40, north: 57 } as const;

type Point = [number, number];
type Ring = Point[];

/** A ring clipped to the region (an empty ring when none of it lies inside). */
export function clipRing(ring: readonly Point[], box: { west: number; east: number; south: number; north: number } = REGION): Ring {
  const atLng = (lng: number) => (a: Point, b: Point): Point => [lng, a[1] + ((b[1] - a[1]) * (lng - a[0])) / (b[0] - a[0])];
  const atLat = (lat: number) => (a: Point, b: Point): Point => [a[0] + ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]), lat];
  const edges: Array<[(p: Point) => boolean, (a: Point, b: Point) => Point]> = [
    [(p) => p[0] >= box.west, atLng(box.west)],
    [(p) => p[0] <= box.east, atLng(box.east)],
    [(p) => p[1] >= box.south, atLat(box.south)],
    [(p) => p[1] <= box.north, atLat(box.north)],
  ];
  let out: Ring = [...ring];
  for (const [inside, cross] of edges) {
    const input = out;
    out = [];
    input.forEach((current, i) => {
      const previous = input[(i + input.length - 1) % input.length]!;
      if (inside(current)) {
        if (!inside(previous)) out.push(cross(previous, current));
        out.push(current);
      } else if (inside(previous)) out.push(cross(previous, current));
    });
    if (out.length === 0) break;
  }
  return out;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The countries with a part in the region, as GeoJSON multipolygons clipped to it. */
export function regionBorders(countries: ReadonlyArray<GeoJSON.Feature<GeoJSON.Geometry | null, { name?: string } | null>>) {
  const features = [];
  for (const country of countries) {
    const geometry = country.geometry;
    const polygons = (geometry?.type === "Polygon" ? [geometry.coordinates] : geometry?.type === "MultiPolygon" ? geometry.coordinates : []) as Point[][][];
    const kept = polygons
      .map((polygon) => polygon.map((ring) => clipRing(ring).map(([lng, lat]): Point => [round(lng), round(lat)])).filter((ring) => ring.length >= 4))
      .filter((polygon) => polygon.length > 0);
    if (kept.length > 0) features.push({ type: "Feature" as const, properties: { name: country.properties?.name ?? "" }, geometry: { type: "MultiPolygon" as const, coordinates: kept } });
  }
  return { type: "FeatureCollection" as const, features };
}
