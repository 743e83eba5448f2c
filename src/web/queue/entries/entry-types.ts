/** A queue entry, its checkpoint and its history as the pages get them from the API (QueueEntry, Checkpoint, QueueHistoryItem). */
import type { Locale } from "../../../domain/locales.ts";
import type { Notice } from "../../notices/notice-list.tsx";

export const OPEN_STATUSES = [30, 40, 50] as const;
export const ARCHIVE_STATUSES = [60, 70, 80, 90] as const;

/** A truck's cargo as the API answers it (QueueCargo), in a draft and in an entry. */
export interface Cargo {
  code: string | null;
  description: string | null;
  perishable: boolean;
  empty: boolean;
  declaration_number: string | null;
  waybill_number: string | null;
  other_documents: string | null;
  document_ids: number[];
}

/** A bus trip as the API answers it (QueueTrip), in a draft and in an entry. */
export interface Trip {
  route: string;
  trip_number: string | null;
  regular: boolean;
  trips_count: number | null;
  /** YYYY-MM-DD */
  day: string | null;
  week_number: number | null;
}

/** An uploaded customs document (QueueDocument), read by its owner at `url`. */
export interface BookingDocument {
  id: number;
  name: string;
  url: string;
}

export interface QueueEntry {
  id: number;
  status: number;
  kind: "dynamic" | "timeslot";
  extended: boolean;
  checkpoint_id: number;
  lane_id: number;
  vehicle_type: number;
  sub_queue: string;
  registered_at: string;
  arrival_time: string | null;
  position: number | null;
  estimated_entry_at: string | null;
  latest_entry_at: string | null;
  called_at: string | null;
  ready_deadline: string | null;
  confirmed_at: string | null;
  entry_deadline: string | null;
  on_control_at: string | null;
  ended_at: string | null;
  reservation_seconds_left: number | null;
  estimated_crossing_at: string | null;
  not_before: string | null;
  annul_reason: string | null;
  version: number;
  drivers: Array<{ id: number; first_name: string; last_name: string; citizenship: string }>;
  vehicle: { id: number; plate: string; make: string; semi_trailer_plate: string | null };
  cargo: Cargo | null;
  trip: Trip | null;
  /** The cargo's uploaded customs documents. */
  documents: BookingDocument[];
  permit: { id: number; number: string; kind: string } | null;
  actions: { confirm: boolean; extend: boolean; cancel: boolean; change_drivers: boolean; change_vehicle: boolean };
}

/** What the queue pages need of a checkpoint, in the page's language. */
export interface CheckpointInfo {
  id: number;
  name: string;
  time_zone: string;
  lanes: Record<number, { name: string; flow_type: number }>;
}

/** GET /checkpoints as the API answers it (the parts read here). */
export interface ApiCheckpoint {
  id: number;
  name: Record<Locale, string>;
  time_zone: string;
  lanes: Array<{ id: number; name: Record<Locale, string>; flow_type: number }>;
}

export interface HistoryItem {
  id: number;
  event: string;
  actor: "user" | "clock" | "operator" | "admin";
  at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A notice as the live stream sends it, in the page's language (the list's notice without its time and read mark). */
export type LiveNotice = Omit<Notice, "created_at" | "read" | "path">;

/** Called up and not confirmed yet: the 10 minutes to confirm are running. */
export const awaitsConfirmation = (entry: QueueEntry) => entry.status === 40 && entry.confirmed_at === null;

export const isOpen = (entry: Pick<QueueEntry, "status">) => (OPEN_STATUSES as readonly number[]).includes(entry.status);

/** The form id of an entry's actions (the reply names it, so the right card shows a refusal). */
export const entryFormId = (id: number | string) => `entry-${id}`;
