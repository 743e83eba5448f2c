/**
 * The administrators' search of users (docs/administration.md "Users") on a database of a realistic
 * size: each reading of the search (an e-mail whole or its beginning, a phone, a plate, a passport)
 * finds its user, and the planner reads every one on an index, never scanning the users, the
 * vehicles or the drivers. EXPLAIN runs on the statements the API runs, as they are built.
 */
// The app first: it loads the OpenAPI flavour of zod before any module builds a schema.
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, users, vehicles } from "../../src/server/db/schema.ts";
import { searchUsers, userSearchStatements } from "../../src/server/modules/admin/people.ts";
import { planNodes } from "../support/query-plan.ts";

/** Accounts, each with a vehicle and a driver: enough for the planner to prefer an index wherever one serves. */
const ACCOUNTS = 20_000;

let t: TestApp;
let olena: number;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.execute(sql`
    insert into users (email, phone, password_hash, account_type, locale)
    select 'driver' || n || '@example.com', '+38067' || lpad(n::text, 7, '0'), 'not a hash', 'driver-ukrainian', 'uk'
    from generate_series(1, ${ACCOUNTS}) n`);
  await db.execute(sql`
    insert into vehicles (user_id, vehicle_type, plate, make, country)
    select id, 1, 'BC' || lpad(id::text, 6, '0'), 'MAN', 'UA' from users where email like 'driver%@example.com'`);
  await db.execute(sql`
    insert into drivers (user_id, origin, first_name, last_name, birth_date, citizenship, passport_series, passport_number)
    select id, 'ukrainian', 'Ivan', 'Bondar', '1980-01-01', 'UA', 'KE', lpad(id::text, 6, '0') from users where email like 'driver%@example.com'`);
  const [row] = await db
    .insert(users)
    .values({ email: "olena.koval@example.com", phone: "+380501234567", passwordHash: "not a hash", accountType: "driver-ukrainian", locale: "uk" })
    .returning({ id: users.id });
  olena = row!.id;
  await db.insert(vehicles).values({ userId: olena, vehicleType: 1, plate: "AA1234BB", make: "DAF", country: "UA" });
  await db.insert(drivers).values({ userId: olena, origin: "ukrainian", firstName: "Olena", lastName: "Koval", birthDate: "1985-05-05", citizenship: "UA", passportSeries: "FA", passportNumber: "123456" });
  await db.execute(sql`analyze users, vehicles, drivers`);
}, 120_000);
afterAll(() => t.close());

/**
 * Whether the database compares text byte by byte (the "C" collation: PGlite's): there the e-mail's
 * unique index also serves a `like 'abc@%'`; in any other (a server's en_US, ICU) only the pattern index does.
 */
async function bytewiseCollation(): Promise<boolean> {
  const result = await t.database.db.execute(sql`select datcollate, datlocprovider from pg_database where datname = current_database()`);
  const [row] = (result as unknown as { rows: Array<{ datcollate: string; datlocprovider: string }> }).rows;
  return row!.datlocprovider === "c" && ["C", "POSIX"].includes(row!.datcollate);
}

const EMAIL_INDEXES = ["users_email_key", "users_email_pattern_idx"];

describe("the search of users on 20 000 accounts", () => {
  it.each([
    ["an e-mail's beginning, in any case", "OLENA.Koval@", ["users_email_pattern_idx"]],
    ["an e-mail's beginning without its @", "olena.kov", ["users_email_pattern_idx"]],
    ["a whole e-mail", "Olena.Koval@Example.com", EMAIL_INDEXES],
    ["a phone, written with spaces", "+380 50 123 45 67", ["users_phone_key"]],
    ["a plate, in lower case", "aa 1234 bb", ["vehicles_plate_idx"]],
    ["a passport", "fa 123456", ["drivers_passport_key_idx"]],
  ])("finds the user by %s, on an index, scanning no table", async (_reading, q, indexes) => {
    const found = await searchUsers(t.database.db, q, 1);
    expect(found.rows.map((user) => user.id)).toEqual([olena]);
    expect(found.total).toBe(1);
    const serving = indexes.length === 1 && indexes[0] === "users_email_pattern_idx" && (await bytewiseCollation()) ? EMAIL_INDEXES : indexes;
    const statements = userSearchStatements(t.database.db, q, 1);
    for (const statement of [statements.rows, statements.total]) {
      const nodes = await planNodes(t.database.db, statement);
      expect(nodes.filter((node) => node["Node Type"] === "Seq Scan").map((node) => node["Relation Name"])).toEqual([]);
      expect(nodes.some((node) => serving.includes(node["Index Name"] ?? ""))).toBe(true);
    }
  });

  it("takes a wildcard in an e-mail's beginning literally", async () => {
    expect((await searchUsers(t.database.db, "%@", 1)).total).toBe(0);
    expect((await searchUsers(t.database.db, "driver_1@", 1)).total).toBe(0);
    expect((await searchUsers(t.database.db, "driver1@", 1)).rows.map((user) => user.email)).toEqual(["driver1@example.com"]);
    // Two characters are too few to be an e-mail's beginning: they find no one (rather than thousands).
    expect((await searchUsers(t.database.db, "dr", 1)).total).toBe(0);
  });
});
