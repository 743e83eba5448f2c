/** The administration API's checkpoints, lanes and waiting areas as the console's pages read them (src/server/modules/admin/places.schemas.ts). */
import type { Schedule } from "../../domain/admin/hours-text.ts";
import type { LaneSettings } from "../../domain/admin/lane-form.ts";
import type { Locale } from "../../domain/locales.ts";

type Texts = Record<Locale, string>;

export interface AdminLaneSummary {
  id: number;
  name: Texts;
  direction: string;
  vehicle_type: number;
  category: string;
  main: boolean;
  flow_type: number;
  capacity_per_hour: number;
  is_open: boolean;
}

export interface AdminCheckpoint {
  id: number;
  slug: string;
  name: Texts;
  foreign_name: Texts;
  foreign_country: string;
  address: Texts;
  highway: string;
  lat: number;
  lng: number;
  time_zone: string;
  is_open: boolean;
  checkpoints_count: number;
  takes_bookings: boolean | null;
  booking_enabled: boolean;
  version: string;
  lanes: AdminLaneSummary[];
}

/** A lane with its settings, as the lane form edits them (src/domain/admin/lane-form.ts), and its checkpoint. */
export interface AdminLane extends AdminLaneSummary, LaneSettings {
  checkpoint: { id: number; name: Texts };
}

export interface AdminWaitingAreaKey {
  id: number;
  label: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface AdminWaitingArea {
  id: number;
  checkpoint_id: number;
  name: Texts;
  address: Texts;
  highway: string;
  phone: string | null;
  parking_spaces: number;
  lat: number;
  lng: number;
  services: string[];
  schedule: Schedule | null;
  published: boolean;
  free_spaces: number | null;
  version: string;
  keys?: AdminWaitingAreaKey[];
}

export interface AdminApplication {
  id: number;
  status: "new" | "accepted" | "declined";
  company: string;
  contact_person: string;
  email: string;
  phone: string;
  area_name: string;
  address: string;
  highway: string;
  checkpoint: { id: number; name: Texts; lat: number; lng: number } | null;
  parking_spaces: number;
  services: string[];
  comment: string;
  locale: string;
  created_at: string;
  decision_reason: string | null;
  decided_at: string | null;
  decided_by: number | null;
  waiting_area_id: number | null;
}

export const SUB_QUEUES = ["perishable-trusted", "perishable", "trusted", "general"] as const;
