/**
 * One open entry per vehicle and per driver, held by the database (partial unique indexes): the keys
 * an entry is held by, and the refusal each index's violation means to the user.
 */
import { ApiProblem } from "../../http/errors.ts";
import type { EntrySnapshot } from "../../db/schema.ts";
import { violatedConstraint } from "../profile/own-resources.ts";

/** The key the database holds one open entry per driver by: the main driver's citizenship and passport. */
export const driverKeyOf = (snapshot: Pick<EntrySnapshot, "drivers">) => `${snapshot.drivers[0]!.citizenship}:${snapshot.drivers[0]!.passport}`;

const REFUSALS: Record<string, () => ApiProblem> = {
  queue_entries_open_plate_key: () => new ApiProblem(409, "queue.vehicleBusy", { extra: { code: "vehicle-busy" } }),
  queue_entries_open_driver_key: () => new ApiProblem(409, "queue.driverBusy", { extra: { code: "driver-busy" } }),
};

/** The refusal a booking's constraint violation means, if it is one. */
export function busyRefusal(error: unknown): ApiProblem | null {
  const constraint = violatedConstraint(error);
  return constraint === null ? null : (REFUSALS[constraint]?.() ?? null);
}
