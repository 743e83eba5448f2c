/**
 * Verifying a vehicle or driver when it is added or its key changes (docs/ownership.md): Ukrainian
 * ones by the state registers, foreign ones by an administrator's review of their documents. And
 * how the API shows a record's verification.
 */
import { verificationPath, type Verification } from "../../../domain/ownership.ts";
import type { Translate } from "../../i18n.ts";
import type { drivers, vehicles } from "../../db/schema.ts";
import type { StateRegisters } from "../../platform/state-registers.ts";
import { writeVerification, type Db } from "./holdings.ts";
import { checkDriverWithRegisters, checkVehicleWithRegisters } from "./registry-checks.ts";
import { hasDocuments, openReview } from "./reviews.ts";

type VehicleRow = typeof vehicles.$inferSelect;
type DriverRow = typeof drivers.$inferSelect;

export async function verifyVehicle(db: Db, registers: StateRegisters, vehicle: VehicleRow, now: Date): Promise<Verification> {
  if (verificationPath({ subject: "vehicle", country: vehicle.country }) === "registry") return checkVehicleWithRegisters(db, registers, vehicle, now, false);
  const record = { subject: "vehicle" as const, id: vehicle.id, userId: vehicle.userId, key: vehicle.plate };
  if (await hasDocuments(db, "vehicle", [vehicle.id])) {
    await openReview(db, record, "verification", null);
    return { state: "pending", by: null, note: null };
  }
  return writeVerification(db, record, { state: "unverified", by: null, note: "documents-missing" }, now);
}

export async function verifyDriver(db: Db, registers: StateRegisters, driver: DriverRow, now: Date): Promise<Verification> {
  if (verificationPath({ subject: "driver", origin: driver.origin }) === "registry") return checkDriverWithRegisters(db, registers, driver, now, false);
  const record = { subject: "driver" as const, id: driver.id, userId: driver.userId, key: driver.passportKey };
  if (await hasDocuments(db, "driver", [driver.id])) {
    await openReview(db, record, "verification", null);
    return { state: "pending", by: null, note: null };
  }
  return writeVerification(db, record, { state: "unverified", by: null, note: "documents-missing" }, now);
}

/** A record's verification as the API answers it, with a sentence in the user's language. */
export function verificationBody(row: Pick<VehicleRow, "verification" | "verifiedAt" | "verifiedBy" | "verificationNote">, t: Translate) {
  return {
    state: row.verification,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    verified_by: row.verifiedBy,
    note: row.verificationNote,
    message: row.verificationNote ? t(`profileEdits.ownership.notes.${row.verificationNote}`) : t(`profileEdits.ownership.states.${row.verification}`),
  };
}
