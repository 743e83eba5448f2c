/**
 * The booking's own fields (SPEC §3 "Cargo and customs", "Trip/route"), one schema each for the
 * API (JSON) and the wizard's forms (Conform coerces the form's strings: "" is not given, "on" is
 * true, digits are numbers). Messages are locale keys. Pure.
 */
import { z } from "../zod.ts";
import { calendarDay, dbId } from "../input-bounds.ts";

const optionalText = (max: number) => z.string().trim().max(max, { error: "validation.invalid" }).nullable().default(null);

/** A truck's load and customs papers; `document_ids` are files the user uploaded for this booking. */
export const cargoFields = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{4,10}$/, { error: "validation.invalid" })
    .nullable()
    .default(null),
  description: optionalText(500),
  perishable: z.boolean().default(false),
  empty: z.boolean().default(false),
  declaration_number: optionalText(40),
  waybill_number: optionalText(40),
  other_documents: optionalText(500),
});

export const cargoSchema = cargoFields.extend({
  document_ids: z.array(dbId()).max(50).default([]),
});

const tripDay = calendarDay().nullable().default(null);

/** A bus trip: the route, its number, how many trips, the day and week, regular or not. */
export const tripFields = z.object({
  route: z.string({ error: "validation.required" }).trim().min(3, { error: "validation.required" }).max(200, { error: "validation.invalid" }),
  trip_number: optionalText(40),
  trips_count: z.number({ error: "validation.invalid" }).int({ error: "validation.invalid" }).min(1, { error: "validation.invalid" }).max(999, { error: "validation.invalid" }).nullable().default(null),
  day: tripDay,
  week_number: z.number({ error: "validation.invalid" }).int({ error: "validation.invalid" }).min(1, { error: "validation.invalid" }).max(53, { error: "validation.invalid" }).nullable().default(null),
});

export const tripSchema = tripFields.extend({ regular: z.boolean() });

/** The trip as the wizard's form gives it: regular or irregular as a choice of two. */
export const tripFormSchema = tripFields.extend({
  regularity: z.enum(["regular", "irregular"], { error: "validation.required" }),
  permit_id: dbId().nullable().default(null),
});
