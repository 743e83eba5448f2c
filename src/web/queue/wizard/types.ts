/** What the booking wizard reads from the API (the shapes of its answers it uses) and hands its steps. */
import type { WeeklySchedule } from "../../format.ts";
import type { VehicleType } from "../../../domain/codes.ts";
import type { Locale } from "../../../domain/locales.ts";
import type { WizardStep } from "../../../domain/queue/wizard-steps.ts";
import type { FormReply } from "../../forms/form-reply.ts";
import type { BookingDocument, Cargo, Trip } from "../entries/entry-types.ts";
import type { PhoneCodeChoice } from "../../forms/phone-fields.tsx";

export interface Draft {
  id: number;
  vehicle_type: VehicleType;
  checkpoint_id: number | null;
  lane_id: number | null;
  kind: "dynamic" | "timeslot" | null;
  slot_start: string | null;
  reservation_seconds_left: number | null;
  driver_ids: number[];
  vehicle_id: number | null;
  permit_id: number | null;
  cargo: Cargo | null;
  trip: Trip | null;
  change_id: number | null;
  change: { allow_change_drivers: boolean; allow_change_vehicle: boolean };
  steps: WizardStep[];
  missing: string[];
  submitted_entry_id: number | null;
  documents: BookingDocument[];
}

export interface Checkpoint {
  id: number;
  slug: string;
  name: Record<Locale, string>;
  foreign_name: Record<Locale, string>;
  time_zone: string;
  is_open: boolean;
  booking_enabled: boolean;
  checkpoints_count: number;
  lanes: Array<{ id: number; vehicle_type: number; flow_type: number; category: string; is_open: boolean; schedule?: WeeklySchedule | null }>;
  load: {
    vehicles_in_queue: { trucks: number; buses: number; cars: number };
    waiting_minutes: { trucks: number | null; buses: number | null; cars: number | null };
    free_places_today: number;
  };
}

export interface Carrier {
  id: number;
  vehicle_type: VehicleType;
  name: string;
  has_enough_carrier_info: boolean;
}

export interface Driver {
  id: number;
  first_name: string;
  last_name: string;
  passport_series: string | null;
  passport_number: string;
}

export interface Vehicle {
  id: number;
  vehicle_type: VehicleType;
  plate: string;
  make: string;
  semi_trailer_plate: string | null;
  seats: number | null;
}

export interface Permit {
  id: number;
  number: string;
  kind: "regular" | "one-time" | "irregular";
  interbus_number: string | null;
  ua_passenger_permit_number: string | null;
}

export interface Slot {
  start: string;
  end: string;
  free: number;
}

export interface Entry {
  id: number;
  status: number;
  checkpoint_id: number;
  vehicle_type: VehicleType;
  drivers: Array<{ id: number; first_name: string; last_name: string }>;
  vehicle: { id: number; plate: string; make: string };
  actions: { change_drivers: boolean; change_vehicle: boolean };
}

/** A refusal of the API, shown next to what to do about it. */
export interface Refusal {
  status: number;
  code: string | null;
  message: string;
  blocked_until?: string;
  support?: { ukrainian: string; foreign: string };
  /** Missing fields (422 on submit): the steps to go back to. */
  fields?: string[];
}

/** What the route actions answer when they do not redirect. */
export type WizardReply = (FormReply & { refusal?: undefined }) | { refusal: Refusal; form?: undefined; result?: undefined };

/** The time slots of a day at the draft's checkpoint, as the slot steps show them. */
export interface SlotChoice {
  /** The checkpoint's days that can be booked, "YYYY-MM-DD", today first. */
  days: string[];
  date: string;
  slots: Slot[];
  /** The lane takes a live (dynamic) queue as well as timeslots (hybrid), or only timeslots. */
  hybrid: boolean;
  timeslots: boolean;
}

export type StepData =
  | { step: "Checkpoint"; checkpoints: Array<Checkpoint & { details: string[] }>; selected: number | null }
  | { step: "Drivers"; drivers: Driver[]; countries: ReadonlyArray<{ value: string; label: string }>; phoneCodes: PhoneCodeChoice; max: number; selected: number[] }
  | { step: "Vehicle"; vehicles: Vehicle[]; countries: ReadonlyArray<{ value: string; label: string }>; selected: number | null }
  | { step: "Cargos" }
  | { step: "BusRoute"; permits: Permit[]; slots: SlotChoice | null }
  | { step: "CarDate"; slots: SlotChoice | null }
  | {
      step: "Confirm";
      drivers: Driver[];
      vehicles: Vehicle[];
      permits: Permit[];
      entry: Entry | null;
    };

export interface WizardData {
  mode: "new" | "edit";
  vehicleType: VehicleType;
  /** The wizard's path without the language prefix and query (/queue/new/5, /queue/12/edit). */
  basePath: string;
  draft: Draft | null;
  step: WizardStep;
  steps: WizardStep[];
  checkpoint: Checkpoint | null;
  data: StepData;
}
