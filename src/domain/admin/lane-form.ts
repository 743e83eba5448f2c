/**
 * The console's lane form (/admin/lanes/{id}): what an administrator types, checked by one schema
 * in the browser and in the route action (STYLE.md), and the API's edit it becomes. The limits are
 * the API's own (`LANE_LIMITS`, which the API's schema takes from here), the share is typed in
 * per cent, the opening hours as text per weekday (hours-text.ts).
 */
import { FLOW_TYPES, type FlowType } from "../codes.ts";
import { z } from "../zod.ts";
import { scheduleFields, scheduleOfFields, scheduleTextSchema, type Schedule } from "./hours-text.ts";
import { numberIn, ticked } from "./place-fields.ts";
import { editVersion } from "./edit-version.ts";

const V = "adminCheckpoints.validation";

export const SUB_QUEUES = ["perishable-trusted", "perishable", "trusted", "general"] as const;
export type SubQueue = (typeof SUB_QUEUES)[number];

/** What a lane's settings may be, with each one's message. */
export const LANE_LIMITS = {
  capacity_per_hour: { min: 1, max: 1000, message: `${V}.capacity` },
  weight: { min: 0, max: 100, message: `${V}.weight` },
  call_horizon_hours: { min: 0.25, max: 24, message: `${V}.horizon` },
  lead_minutes: { min: 0, max: 1440, message: `${V}.leadMinutes` },
  slot_minutes: { min: 5, max: 240, message: `${V}.slotMinutes` },
  timeslot_share: { min: 0, max: 1, message: `${V}.timeslotShare` },
  hours_message: `${V}.hours`,
  flow_type_message: `${V}.flowType`,
} as const;

export const laneFormSchema = z.object({
  version: editVersion,
  flow_type: z.number({ error: LANE_LIMITS.flow_type_message }).refine((code) => (FLOW_TYPES as readonly number[]).includes(code), { error: LANE_LIMITS.flow_type_message }),
  capacity_per_hour: numberIn(LANE_LIMITS.capacity_per_hour, true),
  timeslot_share: numberIn({ ...LANE_LIMITS.timeslot_share, min: 0, max: 100 }, false),
  call_horizon_hours: numberIn(LANE_LIMITS.call_horizon_hours, false),
  lead_minutes: numberIn(LANE_LIMITS.lead_minutes, true),
  slot_minutes: numberIn(LANE_LIMITS.slot_minutes, true),
  is_open: z.boolean().default(false),
  requires_check_in: z.boolean().default(false),
  weights: z.object(Object.fromEntries(SUB_QUEUES.map((q) => [q, numberIn(LANE_LIMITS.weight, true)])) as Record<SubQueue, ReturnType<typeof numberIn>>),
  always_open: z.boolean().default(false),
  schedule: scheduleTextSchema(LANE_LIMITS.hours_message),
});

export type LaneForm = z.output<typeof laneFormSchema>;

/** A lane as the API gives it, for the form's starting values. */
export interface LaneSettings {
  flow_type: number;
  capacity_per_hour: number;
  is_open: boolean;
  schedule: Schedule | null;
  weights: Partial<Record<string, number>>;
  call_horizon_hours: number;
  lead_minutes: number;
  slot_minutes: number;
  timeslot_share: number;
  requires_check_in: boolean;
  version: string;
}

/** The form's starting values (as the fields hold them: text, "on" for a ticked box; nested as the field names are). */
export function laneFormDefaults(lane: LaneSettings) {
  return {
    version: lane.version,
    flow_type: String(lane.flow_type),
    capacity_per_hour: String(lane.capacity_per_hour),
    timeslot_share: String(Math.round(lane.timeslot_share * 100)),
    call_horizon_hours: String(lane.call_horizon_hours),
    lead_minutes: String(lane.lead_minutes),
    slot_minutes: String(lane.slot_minutes),
    is_open: ticked(lane.is_open),
    requires_check_in: ticked(lane.requires_check_in),
    always_open: ticked(lane.schedule === null),
    weights: Object.fromEntries(SUB_QUEUES.map((q) => [q, String(lane.weights[q] ?? 1)])),
    schedule: scheduleFields(lane.schedule),
  };
}

/** The API's edit (PATCH /api/v3/admin/lanes/{id}) of a checked form. */
export function lanePatchBody(form: LaneForm) {
  return {
    version: form.version,
    flow_type: form.flow_type as FlowType,
    capacity_per_hour: form.capacity_per_hour,
    is_open: form.is_open,
    schedule: form.always_open ? null : scheduleOfFields(form.schedule),
    weights: form.weights,
    call_horizon_hours: form.call_horizon_hours,
    lead_minutes: form.lead_minutes,
    slot_minutes: form.slot_minutes,
    timeslot_share: form.timeslot_share / 100,
    requires_check_in: form.requires_check_in,
  };
}
