/**
 * Throw-away databases for API tests: a fresh in-memory PGlite by default; with
 * TEST_DATABASE_URL, a database of its own on that PostgreSQL server, cloned from the run's
 * migrated and seeded template and dropped afterwards.
 */
import pg from "pg";

export const RUN_PREFIX_ENV = "BQ_TEST_RUN_PREFIX";

export function serverUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
