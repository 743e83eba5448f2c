/**
 * The wizard steps' forms: one zod schema each, checked in the browser and by the route action
 * (the cargo's and the trip's are the API's own, from the domain). Messages are locale keys.
 */
import { z } from "../../../domain/zod.ts";
import { cargoFields, tripFormSchema } from "../../../domain/queue/booking-forms.ts";

export const checkpointFormSchema = z.object({
  checkpoint_id: z.number({ error: "booking.errors.chooseCheckpoint" }).int().positive({ error: "booking.errors.chooseCheckpoint" }),
});

export function driversFormSchema(max: number) {
  return z.object({
    driver_ids: z
      .array(z.number().int().positive(), { error: "booking.errors.chooseDriver" })
      .min(1, { error: "booking.errors.chooseDriver" })
      .max(max, { error: "booking.errors.tooManyDrivers" }),
  });
}

export const vehicleFormSchema = z.object({
  vehicle_id: z.number({ error: "booking.errors.chooseVehicle" }).int().positive({ error: "booking.errors.chooseVehicle" }),
});

/** The cargo, with the customs documents' files (checked by the API: type, size, count). */
export const cargoFormSchema = cargoFields.extend({ documents: z.unknown().optional() });

export const busRouteFormSchema = tripFormSchema;

/** A chosen timeslot (its start, from the day's list). */
export const slotFormSchema = z.object({ slot_start: z.iso.datetime({ error: "booking.errors.chooseSlot" }) });
