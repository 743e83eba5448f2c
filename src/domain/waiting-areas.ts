/**
 * Waiting areas (service zones) as the public sees them: the services an area may offer, the
 * services filter (the same on the server, `GET /api/v3/waiting-areas?services=`, and on the page
 * without JavaScript), the grouping by the country of the border and the checkpoint served, and the
 * small sketch placing an area and its checkpoint. Pure.
 */
import { BORDER_COUNTRIES, type BorderCountry } from "./codes.ts";

/** What an area may offer (SPEC §3), in the order the pages list them. */
export const WAITING_AREA_SERVICES = [
  "wifi",
  "shower",
  "wc",
  "cafe",
  "shop",
  "petrol-station",
  "car-wash",
  "laundry",
  "tyre-service",
  "security",
  "currency-exchange",
] as const;
/** The longest comment an application to connect an area takes (waiting-area-application.ts). */
export const APPLICATION_COMMENT_MAX = 1000;

export type WaitingAreaService = (typeof WAITING_AREA_SERVICES)[number];

export function isWaitingAreaService(value: string): value is WaitingAreaService {
  return (WAITING_AREA_SERVICES as readonly string[]).includes(value);
}

/** The services asked for, known ones only, once each, in the list's order (one cache key for any order). */
export function servicesFilter(values: readonly string[]): WaitingAreaService[] {
  const asked = new Set(values.flatMap((value) => value.split(",")).map((value) => value.trim()));
  return WAITING_AREA_SERVICES.filter((service) => asked.has(service));
}

/** An area matches when it offers every service asked for; no service asked keeps all. */
export function offersAll(services: readonly string[], asked: readonly WaitingAreaService[]): boolean {
  return asked.every((service) => services.includes(service));
}

export interface GroupableArea {
  id: number;
  name: string;
  checkpoint: { id: number; name: string; country: BorderCountry };
}

export interface CheckpointGroup<A extends GroupableArea> {
  checkpoint: A["checkpoint"];
  areas: A[];
}

export interface CountryGroup<A extends GroupableArea> {
  country: BorderCountry;
  checkpoints: Array<CheckpointGroup<A>>;
}

/**
 * Areas by the country whose border their checkpoint serves (in BORDER_COUNTRIES' order), then by
 * checkpoint in the order met; areas keep their order.
 */
export function groupByCountryAndCheckpoint<A extends GroupableArea>(areas: readonly A[]): Array<CountryGroup<A>> {
  const byCountry = new Map<BorderCountry, Map<number, CheckpointGroup<A>>>();
  for (const area of areas) {
    let checkpoints = byCountry.get(area.checkpoint.country);
    if (!checkpoints) byCountry.set(area.checkpoint.country, (checkpoints = new Map()));
    let group = checkpoints.get(area.checkpoint.id);
    if (!group) checkpoints.set(area.checkpoint.id, (group = { checkpoint: area.checkpoint, areas: [] }));
    group.areas.push(area);
  }
  return BORDER_COUNTRIES.flatMap((country) => {
    const checkpoints = byCountry.get(country);
    return checkpoints ? [{ country, checkpoints: [...checkpoints.values()] }] : [];
  });
}

export interface Position {
  lat: number;
  lng: number;
}

export interface SketchPoint {
  x: number;
  y: number;
}

/**
 * Places two positions in a `size`×`size` box with `margin` around them, north up, keeping the
 * distances' proportions (a degree of longitude shrunk by the latitude's cosine). Close enough for
 * the few kilometres between an area and its checkpoint.
 */
export function sketchPoints(area: Position, checkpoint: Position, size = 200, margin = 30): { area: SketchPoint; checkpoint: SketchPoint } {
  const scaleX = Math.cos((((area.lat + checkpoint.lat) / 2) * Math.PI) / 180);
  const dx = (checkpoint.lng - area.lng) * scaleX;
  const dy = checkpoint.lat - area.lat;
  const span = Math.max(Math.abs(dx), Math.abs(dy));
  const centre = size / 2;
  if (span === 0) return { area: { x: centre, y: centre }, checkpoint: { x: centre, y: centre } };
  const scale = (size - 2 * margin) / span;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    area: { x: round(centre - (dx * scale) / 2), y: round(centre + (dy * scale) / 2) },
    checkpoint: { x: round(centre + (dx * scale) / 2), y: round(centre - (dy * scale) / 2) },
  };
}

/** Kilometres between two positions (haversine), one decimal. */
export function distanceKm(a: Position, b: Position): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}
