/**
 * A verified holder's booking wins (docs/ownership.md): when the holder books with their plate or
 * passport and another account has it in an open entry, that entry is annulled (its user gets
 * the notice and a 'held-by-another' violation) and the holder's booking goes through, in one
 * transaction. And a booking with a plate or passport another account holds verified is refused,
 * its holder told.
 */
import { squatterOutcome, type ConflictingEntry } from "../../../domain/ownership.ts";
import { eq } from "drizzle-orm";
import { ApiProblem } from "../../http/errors.ts";
import { users } from "../../db/schema.ts";
import { isLocale } from "../../../domain/locales.ts";
import { translatorFor } from "../../i18n.ts";
import { applyEvent, CLOCK, lockEntry } from "../queue/entry-store.ts";
import type { Tx } from "../queue/places.ts";
import { heldElsewhereProblem, openEntriesElsewhere, tellHolder, type Db } from "./holdings.ts";

/** What a booking's vehicle and drivers are, as far as holding goes. */
export interface BookingHoldings {
  /** The booker holds the vehicle's plate verified: its plate; else null. */
  verifiedPlate: string | null;
  /** The passports of the booked drivers the booker holds verified. */
  verifiedPassports: string[];
  /** The plate and passports another account holds verified. */
  plateHeldElsewhere: string | null;
  passportsHeldElsewhere: string[];
}

/** Refuses a booking (or a change) with a plate or passport another account holds verified, telling the holder. */
export async function refuseHeldElsewhereBooking(db: Db, userId: number, holdings: BookingHoldings, now: Date): Promise<void> {
  if (holdings.plateHeldElsewhere) await tellHolder(db, "vehicle", holdings.plateHeldElsewhere, "booked", userId, now);
  for (const key of holdings.passportsHeldElsewhere) await tellHolder(db, "driver", key, "booked", userId, now);
  if (holdings.plateHeldElsewhere) throw heldElsewhereProblem("vehicle");
  if (holdings.passportsHeldElsewhere.length > 0) throw heldElsewhereProblem("driver");
}

/** Other accounts' open entries with the booker's verified plate or passports (locked when `lock`), each once, by id. */
export async function entriesOverHoldings(db: Db, userId: number, holdings: BookingHoldings, lock = false): Promise<Array<ConflictingEntry & { byPlate: boolean }>> {
  const found = new Map<number, ConflictingEntry & { byPlate: boolean }>();
  if (holdings.verifiedPlate) {
    for (const entry of await openEntriesElsewhere(db, "vehicle", holdings.verifiedPlate, userId, lock)) found.set(entry.id, { ...entry, byPlate: true });
  }
  for (const key of holdings.verifiedPassports) {
    for (const entry of await openEntriesElsewhere(db, "driver", key, userId, lock)) if (!found.has(entry.id)) found.set(entry.id, { ...entry, byPlate: false });
  }
  return [...found.values()].sort((a, b) => a.id - b.id);
}

/**
 * In the booking's transaction: locks the other accounts' open entries over the booker's holdings
 * and annuls those waiting or called up, each with its notice and violation. One under control at
 * the checkpoint is not taken from the booth: the booking is refused as busy until it ends.
 */
export async function annulSquatters(tx: Tx, userId: number, holdings: BookingHoldings, now: Date): Promise<number> {
  const entries = await entriesOverHoldings(tx, userId, holdings, true);
  const outcome = squatterOutcome(userId, entries);
  if (outcome.busy) {
    const byPlate = entries.some((entry) => entry.byPlate && entry.status === 50);
    throw byPlate
      ? new ApiProblem(409, "queue.vehicleBusy", { extra: { code: "vehicle-busy" } })
      : new ApiProblem(409, "queue.driverBusy", { extra: { code: "driver-busy" } });
  }
  for (const id of outcome.annul) {
    const row = await lockEntry(tx, id);
    if (!row) continue;
    const [user] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, row.userId));
    const reason = translatorFor(user && isLocale(user.locale) ? user.locale : "uk")("profileEdits.ownership.annulReason");
    await applyEvent(tx, row, { type: "annul", reason, violation: "held-by-another" }, CLOCK, now);
  }
  return outcome.annul.length;
}
