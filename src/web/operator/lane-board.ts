/** What the operator's API answers (lanes and a lane's board), and an entry's status in the board's words. */
import { QueueStatus } from "../../domain/codes.ts";
import type { Locale } from "../../domain/locales.ts";

export type LocalizedName = Record<Locale, string>;

export interface OperatorLane {
  id: number;
  checkpoint: { id: number; name: LocalizedName };
  name: LocalizedName;
  vehicle_type: number;
  flow_type: number;
  capacity_per_hour: number;
  is_open: boolean;
}

export interface BoardEntry {
  id: number;
  status: number;
  kind: "dynamic" | "timeslot";
  plate: string;
  semi_trailer_plate: string | null;
  driver: string;
  registered_at: string;
  slot_start: string | null;
  called_at: string | null;
  ready_deadline: string | null;
  confirmed_at: string | null;
  entry_deadline: string | null;
  on_control_at: string | null;
  checked_in: boolean;
}

export interface LaneBoard {
  lane: OperatorLane;
  counts: { awaiting: number; be_ready: number; confirmed: number; on_control: number };
  entries: BoardEntry[];
}

/** The locale key (under `operator.statuses`) of an entry's state: a called-up entry is either still to confirm or confirmed. */
export function entryState(entry: Pick<BoardEntry, "status" | "confirmed_at">): "awaiting" | "calledUp" | "confirmed" | "onControl" {
  if (entry.status === QueueStatus.OnControl) return "onControl";
  if (entry.status === QueueStatus.BeReady) return entry.confirmed_at ? "confirmed" : "calledUp";
  return "awaiting";
}

/** What the operator may do with an entry (the API decides; the board offers only what can work). */
export function entryActions(entry: Pick<BoardEntry, "status" | "confirmed_at">) {
  return {
    admit: entry.status === QueueStatus.BeReady && entry.confirmed_at !== null,
    pass: entry.status === QueueStatus.OnControl,
    annul: entry.status === QueueStatus.Awaiting || entry.status === QueueStatus.BeReady || entry.status === QueueStatus.OnControl,
  };
}
