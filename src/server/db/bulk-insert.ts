/**
 * Many rows inserted by one statement with one parameter: the rows as a JSON array, expanded by
 * `jsonb_populate_recordset` into the table's own row type. Drizzle's insert builds a parameter
 * and a few objects for every value: a burst of notices (12,000 deliveries and as many outbox
 * messages for 6,000 bookings) spent more CPU building those inserts than on everything else of
 * their delivery. Values are converted as Drizzle converts them (dates to ISO text, say); json
 * and jsonb values go in as they are.
 */
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { queryRows, type Database } from "./client.ts";

const isJson = (column: PgColumn) => column.columnType === "PgJsonb" || column.columnType === "PgJson";

/**
 * Inserts `rows` into `table` (nothing when there are none). A column is written when a row gives
 * it; a column with a default must then be given by every row (or by none), since a row without
 * it would get null, not the default. `onConflictDoNothing` skips rows that a unique index refuses.
 * Answers the `returning` columns of the rows inserted, by their database names.
 */
export async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: ReadonlyArray<T["$inferInsert"]>,
  options: { onConflictDoNothing?: boolean; returning?: readonly PgColumn[] } = {},
): Promise<Array<Record<string, unknown>>> {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>);
  const given = columns.filter(([key]) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  for (const [key, column] of given) {
    if ((column.hasDefault || column.defaultFn) && rows.some((row) => (row as Record<string, unknown>)[key] === undefined)) {
      throw new Error(`insertRows(${column.name}): a column with a default must be given by every row or by none`);
    }
  }
  const json = JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of given) {
        const value = (row as Record<string, unknown>)[key];
        record[column.name] = value === null || value === undefined || isJson(column) ? (value ?? null) : column.mapToDriverValue(value);
      }
      return record;
    }),
  );
  const names = sql.join(
    given.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const conflict: SQL = options.onConflictDoNothing ? sql` on conflict do nothing` : sql``;
  const returning: SQL = options.returning
    ? sql` returning ${sql.join(
        options.returning.map((column) => sql.identifier(column.name)),
        sql`, `,
      )}`
    : sql``;
  return queryRows(db, sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${json}::jsonb)${conflict}${returning}`);
}
