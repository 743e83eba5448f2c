/**
 * One open entry per vehicle and per driver, held by the database (partial unique indexes on
 * queue_entries' plate and on queue_entry_drivers, which holds every driver of an entry): the keys
 * an entry is held by, and the refusal each index's violation means to the user.
 */
import { ApiProblem } from "../../http/errors.ts";
import type { EntrySnapshot } from "../../db/schema.ts";
import { violatedConstraint } from "../profile/own-resources.ts";

/**
 * The main driver's key (citizenship and passport), kept as the entry's `driver_key`. The database
 * holds every driver of an entry, not only this one, by the same key: the trigger that keeps
 * queue_entry_drivers (migration 0014) makes it from the snapshot's drivers the same way.
 */
export const driverKeyOf = (snapshot: Pick<EntrySnapshot, "drivers">) => `${snapshot.drivers[0]!.citizenship}:${snapshot.drivers[0]!.passport}`;

const REFUSALS: Record<string, () => ApiProblem> = {
  queue_entries_open_plate_key: () => new ApiProblem(409, "queue.vehicleBusy", { extra: { code: "vehicle-busy" } }),
  queue_entry_drivers_open_key: () => new ApiProblem(409, "queue.driverBusy", { extra: { code: "driver-busy" } }),
};

/** The refusal a booking's constraint violation means, if it is one. */
export function busyRefusal(error: unknown): ApiProblem | null {
  const constraint = violatedConstraint(error);
  return constraint === null ? null : (REFUSALS[constraint]?.() ?? null);
}
