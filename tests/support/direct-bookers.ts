/**
 * Many bookers at once, written straight into the database (no API round trips): an active account
 * with a verified phone, a carrier, drivers, a vehicle and a session with its bearer token. For the
 * concurrency tests and the benchmark, where signing up hundreds of users through the API would
 * take longer than what is measured. No vitest import: scripts/bench.ts uses it too.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "../../src/server/db/client.ts";
import { carriers, drivers, sessions, users, vehicles } from "../../src/server/db/schema.ts";
import { signAccessToken } from "../../src/server/modules/accounts/sessions.ts";

export interface DirectBooker {
  userId: number;
  driverIds: number[];
  vehicleId: number;
  plate: string;
  /** Authorization header with the bearer token. */
  auth: Record<string, string>;
}

const CHUNK = 500;

async function chunked<T, R>(items: T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...(await insert(items.slice(i, i + CHUNK))));
  return out;
}

/** `count` bookers of `vehicleType` (1 truck, 2 bus, 3 car), each with `driversEach` foreign drivers. */
export async function insertBookers(
  db: Database,
  count: number,
  options: { vehicleType: 1 | 2 | 3; secret: string; driversEach?: number },
): Promise<DirectBooker[]> {
  const tag = randomBytes(4).toString("hex").toUpperCase();
  const driversEach = options.driversEach ?? 1;
  const now = new Date();
  const index = Array.from({ length: count }, (_, i) => i);
  const userRows = await chunked(index, (chunk) =>
    db
      .insert(users)
      .values(
        chunk.map((i) => ({
          email: `direct-${tag.toLowerCase()}-${i}@example.com`,
          phone: `+4879${parseInt(tag.slice(0, 5), 16) % 100000}${String(i).padStart(5, "0")}`,
          passwordHash: "not-a-password",
          accountType: "carrier" as const,
          carrierType: options.vehicleType,
          locale: "en" as const,
          activatedAt: now,
        })),
      )
      .returning({ id: users.id }),
  );
  const userIds = userRows.map((row) => row.id);
  await chunked(userIds, (chunk) =>
    db
      .insert(carriers)
      .values(
        chunk.map((userId) => ({
          userId,
          vehicleType: options.vehicleType,
          name: `Carrier ${userId}`,
          country: "PL" as const,
          registrationCode: `PL${String(userId).padStart(8, "0")}`,
          contactPerson: "Jan Kowalski",
        })),
      )
      .returning({ id: carriers.id }),
  );
  const driverRows = await chunked(
    userIds.flatMap((userId, i) => Array.from({ length: driversEach }, (_, d) => ({ userId, i, d }))),
    (chunk) =>
      db
        .insert(drivers)
        .values(
          chunk.map(({ userId, i, d }) => ({
            userId,
            origin: "foreign" as const,
            firstName: "Jan",
            lastName: `Kowalski${i}`,
            birthDate: "1980-01-01",
            citizenship: "PL",
            passportNumber: `DP${tag}${i}X${d}`,
          })),
        )
        .returning({ id: drivers.id, userId: drivers.userId }),
  );
  const vehicleRows = await chunked(userIds, (chunk) =>
    db
      .insert(vehicles)
      .values(
        chunk.map((userId) => ({
          userId,
          vehicleType: options.vehicleType,
          plate: `D${tag}${userId}`,
          make: "Volvo",
          country: "PL" as const,
          seats: options.vehicleType === 2 ? 50 : null,
        })),
      )
      .returning({ id: vehicles.id, userId: vehicles.userId, plate: vehicles.plate }),
  );
  const sessionRows = await chunked(userIds, (chunk) =>
    db
      .insert(sessions)
      .values(chunk.map((userId) => ({ userId, tokenHash: randomBytes(32).toString("hex"), expiresAt: new Date(now.getTime() + 14 * 86_400_000) })))
      .returning(),
  );
  const byUser = <T extends { userId: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row]);
    return map;
  };
  const driversOf = byUser(driverRows);
  const vehicleOf = byUser(vehicleRows);
  const sessionOf = byUser(sessionRows);
  return Promise.all(
    userIds.map(async (userId) => {
      const vehicle = vehicleOf.get(userId)![0]!;
      const token = await signAccessToken(sessionOf.get(userId)![0]!, options.secret, now);
      return {
        userId,
        driverIds: driversOf.get(userId)!.map((row) => row.id),
        vehicleId: vehicle.id,
        plate: vehicle.plate,
        auth: { Authorization: `Bearer ${token}` },
      };
    }),
  );
}

/** Runs `task` over `items` with at most `limit` in flight; answers the results in order. */
export async function inParallel<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
