/**
 * The profile the API answers with (login, confirmation, refresh, GET /account/profile): the
 * account, its carrier type, its carriers keyed by vehicle type with `has_enough_carrier_info`,
 * and the counters a client's header shows (open queue entries, unread notices).
 */
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import { missingCarrierInfo, type CarrierFacts } from "../../../domain/carrier-sufficiency.ts";
import type { VehicleType } from "../../../domain/codes.ts";
import type { Database } from "../../db/client.ts";
import { carriers, drivers, notifications, OPEN_QUEUE_STATUSES, permits, queueEntries, vehicles, type users } from "../../db/schema.ts";

type User = typeof users.$inferSelect;
type CarrierRow = typeof carriers.$inferSelect;

/** What the user has that the sufficiency rule counts (shared by all their carriers). */
export interface UserResources {
  /** Drivers ready to travel: every saved driver (a Ukrainian one is saved only once the registry knows the passport). */
  drivers: number;
  /** Vehicles per vehicle type (each saved with its registration certificate). */
  vehicles: Partial<Record<VehicleType, number>>;
  /** Regular permits (every permit's numbers were found in the registry when it was saved). */
  regularPermits: number;
}

/** What the sufficiency rule counts for a carrier. */
function factsOf(carrier: CarrierRow, resources: UserResources): CarrierFacts {
  return {
    vehicleType: carrier.vehicleType,
    regularPassenger: carrier.regularPassenger,
    drivers: resources.drivers,
    vehicles: resources.vehicles[carrier.vehicleType] ?? 0,
    regularPermits: resources.regularPermits,
  };
}

export async function userResources(db: Database, userId: number): Promise<UserResources> {
  const [[driverRow], [permitRow], vehicleRows] = await Promise.all([
    db.select({ n: count() }).from(drivers).where(eq(drivers.userId, userId)),
    db
      .select({ n: count() })
      .from(permits)
      .where(and(eq(permits.userId, userId), eq(permits.kind, "regular"))),
    db
      .select({ vehicleType: vehicles.vehicleType, n: count() })
      .from(vehicles)
      .where(eq(vehicles.userId, userId))
      .groupBy(vehicles.vehicleType),
  ]);
  return {
    drivers: driverRow?.n ?? 0,
    vehicles: Object.fromEntries(vehicleRows.map((row) => [row.vehicleType, row.n])),
    regularPermits: permitRow?.n ?? 0,
  };
}

export function carrierBody(carrier: CarrierRow, resources: UserResources) {
  const missing = missingCarrierInfo(factsOf(carrier, resources));
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
  const [rows, resources] = await Promise.all([
    db.select().from(carriers).where(eq(carriers.userId, userId)).orderBy(asc(carriers.vehicleType)),
    userResources(db, userId),
  ]);
  return Object.fromEntries(rows.map((row) => [String(row.vehicleType), carrierBody(row, resources)]));
}

/** The user's open queue entries (Awaiting, BeReady, OnControl) and unread notices. */
async function countersOf(db: Database, userId: number) {
  const [[open], [unread]] = await Promise.all([
    db
      .select({ n: count() })
      .from(queueEntries)
      .where(and(eq(queueEntries.userId, userId), inArray(queueEntries.status, [...OPEN_QUEUE_STATUSES]))),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { queues_counter: open?.n ?? 0, notices_unread: unread?.n ?? 0 };
}

export async function profileFor(db: Database, user: User) {
  const [carriersOfUser, counters] = await Promise.all([carriersByVehicleType(db, user.id), countersOf(db, user.id)]);
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    account_type: user.accountType,
    role: user.role,
    carrier_type: user.carrierType,
    carriers: carriersOfUser,
    ...counters,
  };
}
