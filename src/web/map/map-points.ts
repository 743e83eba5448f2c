/**
 * What a map shows, as plain data: the checkpoints (status, load, their boards) and the waiting
 * areas, in the page's language only, read from the public API's answers (GET /api/v3/checkpoints
 * with its load, GET /api/v3/waiting-areas). The same points feed the map's markers and the list
 * beside it. No React, no Leaflet: the server builds them, the map only draws them.
 */
import { LOAD_KEY, QueueStatus, type FlowType, type VehicleType } from "../../domain/codes.ts";
import type { Locale } from "../../domain/locales.ts";
import { distanceKm, type Position } from "../../domain/waiting-areas.ts";

/** A checkpoint as GET /api/v3/checkpoints answers it (the fields a map reads). */
export interface ApiMapCheckpoint {
  id: number;
  name: Record<Locale, string>;
  foreign_name: Record<Locale, string>;
  lat: number;
  lng: number;
  is_open: boolean;
  booking_enabled: boolean;
  lanes: Array<{ vehicle_type: number; flow_type: number; is_open: boolean }>;
  load: {
    vehicles_in_queue: { trucks: number; buses: number; cars: number };
    waiting_minutes: { trucks: number | null; buses: number | null; cars: number | null };
    free_places_today: number;
  };
}

/** A waiting area as GET /api/v3/waiting-areas answers it (the fields a map reads). */
export interface ApiMapWaitingArea {
  id: number;
  name: string;
  lat: number;
  lng: number;
  parking_spaces: number;
  free_spaces: { count: number } | null;
  checkpoint: { id: number };
}

/** Open: some lane takes vehicles; paused: open, but every lane paused by its operator; closed. */
export type CheckpointState = "open" | "paused" | "closed";

export interface MapCheckpoint {
  id: number;
  name: string;
  foreignName: string;
  lat: number;
  lng: number;
  state: CheckpointState;
  bookingEnabled: boolean;
  /** Per vehicle type with a lane there: vehicles waiting and the expected wait (null: no dynamic queue). */
  load: Array<{ vehicleType: VehicleType; waiting: number; minutes: number | null }>;
  freePlacesToday: number;
  /** The boards of its queues (/workload/{vehicleType}/checkpoints/{id}/{flowType}/30), one per vehicle type and flow. */
  boards: Array<{ vehicleType: VehicleType; flowType: FlowType; path: string }>;
}

export interface MapWaitingArea {
  id: number;
  name: string;
  lat: number;
  lng: number;
  checkpointId: number;
  parkingSpaces: number;
  freeSpaces: number | null;
}

export interface MapData {
  checkpoints: MapCheckpoint[];
  waitingAreas: MapWaitingArea[];
  /** A point to show in its own colour: the entry's checkpoint, the area the page is about. */
  highlight: { kind: "checkpoint" | "waitingArea"; id: number } | null;
}


export function checkpointState(checkpoint: Pick<ApiMapCheckpoint, "is_open" | "lanes">): CheckpointState {
  if (!checkpoint.is_open) return "closed";
  return checkpoint.lanes.some((lane) => lane.is_open) ? "open" : "paused";
}

export function boardPath(vehicleType: VehicleType, checkpointId: number, flowType: FlowType): string {
  return `/workload/${vehicleType}/checkpoints/${checkpointId}/${flowType}/${QueueStatus.Awaiting}`;
}

export function mapCheckpoint(checkpoint: ApiMapCheckpoint, locale: Locale): MapCheckpoint {
  const types = [...new Set(checkpoint.lanes.map((lane) => lane.vehicle_type as VehicleType))].sort();
  const pairs = new Map<string, { vehicleType: VehicleType; flowType: FlowType }>();
  for (const lane of checkpoint.lanes) {
    const pair = { vehicleType: lane.vehicle_type as VehicleType, flowType: lane.flow_type as FlowType };
    pairs.set(`${pair.vehicleType}-${pair.flowType}`, pair);
  }
  return {
    id: checkpoint.id,
    name: checkpoint.name[locale],
    foreignName: checkpoint.foreign_name[locale],
    lat: checkpoint.lat,
    lng: checkpoint.lng,
    state: checkpointState(checkpoint),
    bookingEnabled: checkpoint.booking_enabled,
    load: types.map((vehicleType) => ({
      vehicleType,
      waiting: checkpoint.load.vehicles_in_queue[LOAD_KEY[vehicleType]],
      minutes: checkpoint.load.waiting_minutes[LOAD_KEY[vehicleType]],
    })),
    freePlacesToday: checkpoint.load.free_places_today,
    boards: [...pairs.values()]
      .sort((a, b) => a.vehicleType - b.vehicleType || a.flowType - b.flowType)
      .map((pair) => ({ ...pair, path: boardPath(pair.vehicleType, checkpoint.id, pair.flowType) })),
  };
}

export function mapWaitingArea(area: ApiMapWaitingArea): MapWaitingArea {
  return {
    id: area.id,
    name: area.name,
    lat: area.lat,
    lng: area.lng,
    checkpointId: area.checkpoint.id,
    parkingSpaces: area.parking_spaces,
    freeSpaces: area.free_spaces?.count ?? null,
  };
}

/** How far around an entry's checkpoint the 'nearby checkpoints' reach. */
export const NEARBY_KM = 150;

/** The points within `km` of a place, nearest first. */
export function nearby<T extends Position>(points: T[], center: Position, km = NEARBY_KM): T[] {
  return points
    .map((point) => ({ point, km: distanceKm(center, point) }))
    .filter((item) => item.km <= km)
    .sort((a, b) => a.km - b.km)
    .map((item) => item.point);
}

/** South-west and north-east corners around the points, or null when there are none. */
export function boundsOf(points: Position[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}
