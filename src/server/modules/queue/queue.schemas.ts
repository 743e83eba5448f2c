/** The queue API's bodies (OpenAPI components). */
import { z } from "@hono/zod-openapi";
import { cargoSchema, tripSchema } from "../../../domain/queue/booking-forms.ts";
import { WIZARD_STEPS } from "../../../domain/queue/wizard-steps.ts";
import { boundedInstant, dbId } from "../../../domain/input-bounds.ts";

const instant = z.string().openapi({ format: "date-time" });
const nullableInstant = instant.nullable();

export const CargoSchema = cargoSchema
  .extend({
    code: cargoSchema.shape.code.openapi({ description: "UKTZED code (4 to 10 digits); groups 1–24 go to the agri-food lane where there is one" }),
    declaration_number: cargoSchema.shape.declaration_number.openapi({ description: "Customs declaration (form MD-2)" }),
    other_documents: cargoSchema.shape.other_documents.openapi({ description: "Other customs documents, as free text" }),
    document_ids: cargoSchema.shape.document_ids.openapi({ description: "Files uploaded with POST /queue-drafts/{id}/documents" }),
  })
  .openapi("QueueCargo");

export const TripSchema = tripSchema
  .extend({
    day: tripSchema.shape.day.openapi({ description: "The trip's day (YYYY-MM-DD)" }),
    week_number: tripSchema.shape.week_number.openapi({ description: "ISO week number, 1–53" }),
  })
  .openapi("QueueTrip");

export const BookingDocumentSchema = z
  .object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int(), url: z.string() })
  .openapi("QueueDocument");

export const EntrySchema = z
  .object({
    id: z.number().int(),
    status: z.number().int().openapi({ description: "30 Awaiting, 40 BeReady, 50 OnControl, 60 Passed, 70 Cancelled, 80 Expired, 90 Annulled" }),
    kind: z.enum(["dynamic", "timeslot"]).openapi({ description: "Dynamic (with waiting time) or by timeslot" }),
    extended: z.boolean().openapi({ description: "The entry was extended (its call-up put off by 2 hours)" }),
    checkpoint_id: z.number().int(),
    lane_id: z.number().int(),
    vehicle_type: z.number().int(),
    sub_queue: z.string(),
    registered_at: instant,
    arrival_time: nullableInstant.openapi({ description: "Timeslot entries: the slot's start, the arrival time at the checkpoint" }),
    position: z.number().int().nullable().openapi({ description: "Awaiting dynamic entries: place in the lane's queue (1 = next)" }),
    estimated_entry_at: nullableInstant,
    latest_entry_at: nullableInstant.openapi({ description: "Called up: the deadline now running (confirm, or enter)" }),
    called_at: nullableInstant,
    ready_deadline: nullableInstant,
    confirmed_at: nullableInstant,
    entry_deadline: nullableInstant,
    on_control_at: nullableInstant.openapi({ description: "Admitted for control at (time on control)" }),
    ended_at: nullableInstant,
    reservation_seconds_left: z.number().int().nullable().openapi({ description: "Seconds left before the running deadline" }),
    estimated_crossing_at: nullableInstant,
    not_before: nullableInstant,
    annul_reason: z.string().nullable(),
    version: z.number().int(),
    drivers: z.array(z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), citizenship: z.string() })),
    vehicle: z.object({ id: z.number().int(), plate: z.string(), make: z.string(), semi_trailer_plate: z.string().nullable() }),
    cargo: CargoSchema.nullable(),
    trip: TripSchema.nullable(),
    documents: z.array(BookingDocumentSchema).openapi({ description: "The cargo's uploaded customs documents (the entry's owner only)" }),
    permit: z.object({ id: z.number().int(), number: z.string(), kind: z.string() }).nullable(),
    actions: z.object({
      confirm: z.boolean(),
      extend: z.boolean(),
      cancel: z.boolean(),
      change_drivers: z.boolean(),
      change_vehicle: z.boolean(),
    }),
  })
  .openapi("QueueEntry");

export const DraftPatchSchema = z
  .object({
    checkpoint_id: dbId().optional(),
    slot_start: boundedInstant()
      .nullable()
      .optional()
      .openapi({ format: "date-time", description: "A slot's start from GET /checkpoints/{id}/slots; null releases the held place" }),
    driver_ids: z.array(dbId()).min(1).max(3).optional(),
    vehicle_id: dbId().nullable().optional(),
    permit_id: dbId().nullable().optional(),
    cargo: CargoSchema.nullable().optional(),
    trip: TripSchema.nullable().optional(),
  })
  .openapi("QueueDraftPatch");

export const DraftSchema = z
  .object({
    id: z.number().int(),
    vehicle_type: z.number().int(),
    checkpoint_id: z.number().int().nullable(),
    lane_id: z.number().int().nullable(),
    kind: z.enum(["dynamic", "timeslot"]).nullable(),
    slot_start: nullableInstant,
    reservation_expires_at: nullableInstant.openapi({ description: "Until when the chosen timeslot's place is held" }),
    reservation_seconds_left: z.number().int().nullable().openapi({ description: "queueDraftReservationCountdown" }),
    driver_ids: z.array(z.number().int()),
    vehicle_id: z.number().int().nullable(),
    permit_id: z.number().int().nullable(),
    cargo: CargoSchema.nullable(),
    trip: TripSchema.nullable(),
    change_id: z.number().int().nullable(),
    change: z.object({ allow_change_drivers: z.boolean(), allow_change_vehicle: z.boolean() }),
    steps: z.array(z.enum(WIZARD_STEPS)),
    missing: z.array(z.string()).openapi({ description: "What the draft still lacks before it can be submitted" }),
    submitted_entry_id: z.number().int().nullable(),
    documents: z.array(BookingDocumentSchema).openapi({ description: "The cargo's uploaded documents (served to their owner only)" }),
  })
  .openapi("QueueDraft");

export const DraftDocumentsSchema = z
  .object({
    documents: z.array(z.string().openapi({ format: "binary" })).openapi({
      description: "Customs documents: JPEG, PNG or PDF, recognised by content; at most MAX_FILES files per booking, MAX_UPLOAD_MB each",
    }),
  })
  .openapi("QueueDraftDocumentsForm");

export const HistoryItemSchema = z
  .object({
    id: z.number().int(),
    event: z.string().openapi({ description: "submit, call-up, confirm, expire, admit, pass, cancel, extend, annul, change" }),
    actor: z.enum(["user", "clock", "operator", "admin"]),
    at: instant,
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .openapi("QueueHistoryItem");
