/**
 * The profile the API answers with (login, confirmation, refresh, GET /account/profile): the
 * account, its carrier type, and its carriers keyed by vehicle type with `has_enough_carrier_info`.
 */
import { asc, eq } from "drizzle-orm";
import { missingCarrierInfo, type CarrierFacts } from "../../../domain/carrier-sufficiency.ts";
import type { Database } from "../../db/client.ts";
import { carriers, type users } from "../../db/schema.ts";

type User = typeof users.$inferSelect;
type CarrierRow = typeof carriers.$inferSelect;

/**
 * What the sufficiency rule counts for a carrier. Drivers, vehicles and permits are the profile's
 * next resources; until they exist a user has none, so no carrier has enough information yet.
 */
function factsOf(carrier: CarrierRow): CarrierFacts {
  return { vehicleType: carrier.vehicleType, regularPassenger: carrier.regularPassenger, drivers: 0, vehicles: 0, regularPermits: 0 };
}

export function carrierBody(carrier: CarrierRow) {
  const missing = missingCarrierInfo(factsOf(carrier));
  return {
    id: carrier.id,
    vehicle_type: carrier.vehicleType,
    name: carrier.name,
    country: carrier.country,
    registration_code: carrier.registrationCode,
    contact_person: carrier.contactPerson,
    regular_passenger: carrier.regularPassenger,
    has_enough_carrier_info: missing.length === 0,
    missing,
  };
}

/** The user's carriers keyed by vehicle type ("1", "2", "3"). */
export async function carriersByVehicleType(db: Database, userId: number) {
  const rows = await db.select().from(carriers).where(eq(carriers.userId, userId)).orderBy(asc(carriers.vehicleType));
  return Object.fromEntries(rows.map((row) => [String(row.vehicleType), carrierBody(row)]));
}

export async function profileFor(db: Database, user: User) {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    account_type: user.accountType,
    carrier_type: user.carrierType,
    carriers: await carriersByVehicleType(db, user.id),
  };
}
