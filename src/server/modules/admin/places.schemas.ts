/**
 * The administration's checkpoints, lanes and waiting areas: the items as the console shows them
 * and the edits it sends (docs/administration.md). Every message is a locale key. The edits' fields,
 * limits and messages are the console forms' own (src/domain/admin/), so that the console and the
 * API refuse the same thing with the same message.
 */
import { z } from "@hono/zod-openapi";
import { FLOW_TYPES } from "../../../domain/codes.ts";
import { declineReason } from "../../../domain/admin/application-form.ts";
import { checkpointFields } from "../../../domain/admin/checkpoint-form.ts";
import { LANE_LIMITS, SUB_QUEUES } from "../../../domain/admin/lane-form.ts";
import { latitude, longitude, numberIn } from "../../../domain/admin/place-fields.ts";
import { editVersion } from "../../../domain/admin/edit-version.ts";
import { keyFormSchema, waitingAreaFields, waitingAreaServices } from "../../../domain/admin/waiting-area-form.ts";
import { WEEKDAY_KEYS } from "../checkpoints/checkpoints.routes.ts";

export { SUB_QUEUES };

const V = "adminCheckpoints.validation";

/** Local times: "HH:mm", a day's end "24:00". */
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const hours = z
  .object({ from: z.string().regex(TIME, { error: `${V}.hours` }), to: z.string().regex(TIME, { error: `${V}.hours` }) })
  .strict()
  .refine((h) => h.from < h.to, { error: `${V}.hours` });
export const ScheduleInput = z
  .partialRecord(z.enum(WEEKDAY_KEYS, { error: `${V}.hours` }), z.array(hours).max(6, { error: `${V}.hours` }))
  .nullable()
  .refine(
    (schedule) =>
      schedule === null ||
      Object.values(schedule).every((day) => day!.every((h, i) => i === 0 || day![i - 1]!.to <= h.from)),
    { error: `${V}.hours` },
  )
  .openapi({ description: "Opening hours per ISO weekday (1 Monday … 7 Sunday), local HH:mm, in order; a weekday left out is closed; null: open around the clock" });

const version = editVersion.openapi({ description: "The version the edit started from" });

export const AdminLaneSummarySchema = z.object({
  id: z.number().int(),
  name: z.record(z.string(), z.string()),
  direction: z.string(),
  vehicle_type: z.number().int(),
  category: z.string(),
  main: z.boolean().openapi({ description: "Part of the checkpoint's main queue of its vehicle type (else an additional one)" }),
  flow_type: z.number().int(),
  capacity_per_hour: z.number().int(),
  is_open: z.boolean(),
});

export const AdminCheckpointSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.record(z.string(), z.string()),
    foreign_name: z.record(z.string(), z.string()),
    foreign_country: z.string(),
    address: z.record(z.string(), z.string()),
    highway: z.string(),
    lat: z.number(),
    lng: z.number(),
    time_zone: z.string(),
    is_open: z.boolean(),
    checkpoints_count: z.number().int(),
    takes_bookings: z.boolean().nullable().openapi({ description: "Takes bookings in the trial: true or false as an administrator chose, null: as BOOKING_CHECKPOINTS says" }),
    booking_enabled: z.boolean().openapi({ description: "Whether it takes bookings now (open, and chosen)" }),
    version: z.string(),
    lanes: z.array(AdminLaneSummarySchema),
  })
  .openapi("AdminCheckpoint");

/** Every field but the version may be left out (kept as it is). */
const optional = <Fields extends Record<string, z.ZodType>>(fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.optional()])) as { [K in keyof Fields]: z.ZodOptional<Fields[K]> };

export const CheckpointPatchSchema = z
  .object({
    version,
    ...optional(checkpointFields),
    is_open: z.boolean({ error: "validation.invalid" }).optional(),
    takes_bookings: z.boolean({ error: "validation.invalid" }).nullable().optional(),
  })
  .strict();

export const AdminLaneSchema = z
  .object({
    id: z.number().int(),
    checkpoint: z.object({ id: z.number().int(), name: z.record(z.string(), z.string()) }),
    name: z.record(z.string(), z.string()),
    direction: z.string(),
    vehicle_type: z.number().int(),
    category: z.string(),
    main: z.boolean(),
    flow_type: z.number().int().openapi({ description: "1 dynamic, 2 timeslot, 3 hybrid" }),
    capacity_per_hour: z.number().int(),
    is_open: z.boolean(),
    schedule: z.record(z.string(), z.array(z.object({ from: z.string(), to: z.string() }))).nullable(),
    weights: z.record(z.string(), z.number()),
    call_horizon_hours: z.number(),
    lead_minutes: z.number().int(),
    slot_minutes: z.number().int(),
    timeslot_share: z.number(),
    requires_check_in: z.boolean(),
    version: z.string(),
  })
  .openapi("AdminLane");

/** The lane form's limits (src/domain/admin/lane-form.ts), so that the console and the API refuse the same. */
export const LanePatchSchema = z
  .object({
    version,
    flow_type: z.union(FLOW_TYPES.map((code) => z.literal(code)), { error: LANE_LIMITS.flow_type_message }).optional(),
    capacity_per_hour: numberIn(LANE_LIMITS.capacity_per_hour, true).optional(),
    is_open: z.boolean({ error: "validation.invalid" }).optional(),
    schedule: ScheduleInput.optional(),
    weights: z.partialRecord(z.enum(SUB_QUEUES, { error: LANE_LIMITS.weight.message }), numberIn(LANE_LIMITS.weight, true)).optional(),
    call_horizon_hours: numberIn(LANE_LIMITS.call_horizon_hours, false).optional(),
    lead_minutes: numberIn(LANE_LIMITS.lead_minutes, true).optional(),
    slot_minutes: numberIn(LANE_LIMITS.slot_minutes, true).optional(),
    timeslot_share: numberIn(LANE_LIMITS.timeslot_share, false).optional(),
    requires_check_in: z.boolean({ error: "validation.invalid" }).optional(),
  })
  .strict();

export const AdminWaitingAreaSchema = z
  .object({
    id: z.number().int(),
    checkpoint_id: z.number().int(),
    name: z.record(z.string(), z.string()),
    address: z.record(z.string(), z.string()),
    highway: z.string(),
    phone: z.string().nullable(),
    parking_spaces: z.number().int(),
    lat: z.number(),
    lng: z.number(),
    services: z.array(z.string()),
    schedule: z.record(z.string(), z.array(z.object({ from: z.string(), to: z.string() }))).nullable(),
    published: z.boolean(),
    free_spaces: z.number().int().nullable(),
    version: z.string(),
  })
  .openapi("AdminWaitingArea");

export const WaitingAreaKeySchema = z
  .object({
    id: z.number().int(),
    label: z.string(),
    created_at: z.string(),
    last_used_at: z.string().nullable().openapi({ description: "When a request last came with the key (to the minute)" }),
    revoked_at: z.string().nullable(),
  })
  .openapi("AdminWaitingAreaKey");

const areaFields = {
  ...waitingAreaFields,
  services: waitingAreaServices,
  schedule: ScheduleInput,
  published: z.boolean({ error: "validation.invalid" }),
};

export const WaitingAreaCreateSchema = z
  .object({ ...areaFields, phone: areaFields.phone.optional(), schedule: ScheduleInput.default(null), published: areaFields.published.default(true), services: waitingAreaServices.default([]) })
  .strict();
export const WaitingAreaPatchSchema = z.object({ version, ...optional(areaFields) }).strict();

export const KeyLabelSchema = keyFormSchema.strict();

export const AdminApplicationSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(["new", "accepted", "declined"]),
    company: z.string(),
    contact_person: z.string(),
    email: z.string(),
    phone: z.string(),
    area_name: z.string(),
    address: z.string(),
    highway: z.string(),
    checkpoint: z.object({ id: z.number().int(), name: z.record(z.string(), z.string()), lat: z.number(), lng: z.number() }).nullable(),
    parking_spaces: z.number().int(),
    services: z.array(z.string()),
    comment: z.string(),
    locale: z.string(),
    created_at: z.string(),
    decision_reason: z.string().nullable(),
    decided_at: z.string().nullable(),
    decided_by: z.number().int().nullable(),
    waiting_area_id: z.number().int().nullable(),
  })
  .openapi("AdminWaitingAreaApplication");

export const ApproveSchema = z.object({ lat: latitude, lng: longitude, published: z.boolean({ error: "validation.invalid" }).default(true) }).strict();
export const RejectSchema = z.object({ reason: declineReason }).strict();
