/**
 * Ukrainian vehicles and drivers are verified by the state registers (docs/ownership.md): a
 * vehicle when the register's holder is the carrier it is added under (EDRPOU, or a person's tax
 * number for cars), a driver when the register knows the passport with that name and date of
 * birth. A register that does not answer leaves the record unverified ('registry-retry'): the
 * engine's periodic pass asks again, and the user is told the outcome by a notice.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { passportRegisterOutcome, REGISTRY_RETRY_MS, vehicleRegisterOutcome, type Verification } from "../../../domain/ownership.ts";
import type { Database } from "../../db/client.ts";
import { carriers, drivers, vehicles } from "../../db/schema.ts";
import type { StateRegisters } from "../../platform/state-registers.ts";
import { writeVerification, type Db } from "./holdings.ts";

type VehicleRow = typeof vehicles.$inferSelect;
type DriverRow = typeof drivers.$inferSelect;

/** The registration code of the user's carrier for this vehicle type, the holder the register must name. */
async function carrierCodeOf(db: Db, userId: number, vehicleType: number): Promise<string | null> {
  const [carrier] = await db
    .select({ code: carriers.registrationCode })
    .from(carriers)
    .where(and(eq(carriers.userId, userId), sql`${carriers.vehicleType} = ${vehicleType}`));
  return carrier?.code ?? null;
}

export async function checkVehicleWithRegisters(db: Db, registers: StateRegisters, vehicle: VehicleRow, now: Date, tell: boolean): Promise<Verification> {
  const answer = await registers.vehicleHolder(vehicle.plate);
  const outcome = vehicleRegisterOutcome(answer, await carrierCodeOf(db, vehicle.userId, vehicle.vehicleType));
  return writeVerification(db, { subject: "vehicle", id: vehicle.id, userId: vehicle.userId, key: vehicle.plate }, outcome, now, { attempted: true, tell });
}

export async function checkDriverWithRegisters(db: Db, registers: StateRegisters, driver: DriverRow, now: Date, tell: boolean): Promise<Verification> {
  const answer = await registers.checkPassport({
    series: driver.passportSeries,
    number: driver.passportNumber,
    firstName: driver.firstName,
    lastName: driver.lastName,
    birthDate: driver.birthDate,
  });
  return writeVerification(db, { subject: "driver", id: driver.id, userId: driver.userId, key: driver.passportKey }, passportRegisterOutcome(answer), now, {
    attempted: true,
    tell,
  });
}

/**
 * The user's Ukrainian vehicles of a type that wait for the carrier's code (or were refused for
 * another holder) are checked again when the carrier's code changes.
 */
export async function recheckVehiclesOfCarrier(db: Database, registers: StateRegisters, userId: number, vehicleType: number, now: Date): Promise<void> {
  const rows = await db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.userId, userId),
        sql`${vehicles.vehicleType} = ${vehicleType}`,
        eq(vehicles.country, "UA"),
        inArray(vehicles.verificationNote, ["no-holder-code", "holder-mismatch"]),
      ),
    );
  for (const row of rows) await checkVehicleWithRegisters(db, registers, row, now, false);
}

/**
 * The periodic pass: claims up to `limit` records of each kind that the registers did not answer
 * for (asked at least REGISTRY_RETRY_MS ago), marking the attempt first so that other instances
 * skip them, then asks again. Answers how many were asked.
 */
export async function retryRegistryChecks(db: Database, registers: StateRegisters, now: Date, limit = 50): Promise<number> {
  const cutoff = new Date(now.getTime() - REGISTRY_RETRY_MS);
  const dueVehicles = await db
    .update(vehicles)
    .set({ verificationAttemptedAt: now })
    .where(
      inArray(
        vehicles.id,
        db
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(and(eq(vehicles.verificationNote, "registry-retry"), or(isNull(vehicles.verificationAttemptedAt), lte(vehicles.verificationAttemptedAt, cutoff))))
          .orderBy(asc(vehicles.verificationAttemptedAt))
          .limit(limit)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
  const dueDrivers = await db
    .update(drivers)
    .set({ verificationAttemptedAt: now })
    .where(
      inArray(
        drivers.id,
        db
          .select({ id: drivers.id })
          .from(drivers)
          .where(and(eq(drivers.verificationNote, "registry-retry"), or(isNull(drivers.verificationAttemptedAt), lte(drivers.verificationAttemptedAt, cutoff))))
          .orderBy(asc(drivers.verificationAttemptedAt))
          .limit(limit)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
  for (const row of dueVehicles) await checkVehicleWithRegisters(db, registers, row, now, true);
  for (const row of dueDrivers) await checkDriverWithRegisters(db, registers, row, now, true);
  return dueVehicles.length + dueDrivers.length;
}
