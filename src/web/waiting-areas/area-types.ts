/** A waiting area as the API answers it (GET /api/v3/waiting-areas, /waiting-areas/{id}). */
import type { BorderCountry } from "../../domain/codes.ts";
import type { WaitingAreaService } from "../../domain/waiting-areas.ts";
import type { WeeklySchedule } from "../format.ts";

export interface WaitingArea {
  id: number;
  name: string;
  address: string;
  highway: string;
  phone: string | null;
  schedule: WeeklySchedule | null;
  parking_spaces: number;
  free_spaces: { count: number; reported_at: string } | null;
  lat: number;
  lng: number;
  services: WaitingAreaService[];
  checkpoint: { id: number; name: string; foreign_name: string; country: BorderCountry; highway: string; lat: number; lng: number };
}
