/**
 * The checkpoint operator's forms (the lane board): the entry a button acts on, the reason an entry
 * is annulled for (3 to 500 characters, as the API asks) and a lane's capacity per hour.
 */
import { z } from "./zod.ts";

const wholeNumber = (min: number, max: number, error: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value),
    z.number({ error }).int({ error }).min(min, { error }).max(max, { error }),
  );

const entry = wholeNumber(1, Number.MAX_SAFE_INTEGER, "validation.invalid");

/** Admit or pass: only the entry. */
export const entryActionSchema = z.object({ entry });

export const annulSchema = z.object({
  entry,
  reason: z
    .string({ error: "operator.reasonRequired" })
    .trim()
    .min(3, { error: "operator.reasonLength" })
    .max(500, { error: "operator.reasonLength" }),
});

export const laneOpenSchema = z.object({ is_open: z.enum(["true", "false"], { error: "validation.invalid" }).transform((value) => value === "true") });

export const laneCapacitySchema = z.object({ capacity_per_hour: wholeNumber(1, 1000, "operator.capacityInvalid") });
